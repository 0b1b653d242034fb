#pragma once
// The drawings over the pieces (under a dragged piece and the promotion chooser): square marks as
// coloured rings, arrows from a square's centre or from a hand piece's spot on its komadai to a square's
// centre, and their labels. Each group keeps its own list; the user's drawing in progress is a preview.
// Squares off the current board are kept but not painted (a minishogi record may name them).
#include "board/BoardGeometry.h"
#include "board/BoardMarks.h"

#include <QGraphicsItem>
#include <QLineF>

#include <array>
#include <optional>
#include <vector>

class KomadaiItem;

class ArrowLayer : public QGraphicsItem {
public:
    ArrowLayer(const KomadaiItem* black, const KomadaiItem* white);

    void setGeometry(const BoardGeometry& geometry, const QRectF& sceneRect);
    void setArrows(ArrowGroup group, const QList<BoardArrow>& arrows);
    void setMarks(ArrowGroup group, const QList<SquareMark>& marks);
    const QList<BoardArrow>& arrows(ArrowGroup group) const { return m_arrows[std::size_t(group)]; }
    const QList<SquareMark>& marks(ArrowGroup group) const { return m_marks[std::size_t(group)]; }
    void setPreview(const std::optional<BoardArrow>& arrow, const std::optional<SquareMark>& mark);
    // A hidden group keeps its drawings, unpainted.
    void setGroupShown(ArrowGroup group, bool shown);

    // Scene coordinates of an arrow's origin (square centre or hand piece) and destination (square centre).
    QLineF line(const BoardArrow& arrow) const;
    static QColor color(MarkColor color);
    // Where the shown arrows' labels go, in painting order: the middle of each arrow, or nearer one of its
    // ends when an earlier label stands there (analysis lines often cross at their middles).
    std::vector<QRectF> arrowLabelBoxes() const;

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    bool onBoard(shogi::Square sq) const;
    bool drawable(const BoardArrow& arrow) const;
    void paintMark(QPainter* painter, const SquareMark& mark) const;
    void paintArrow(QPainter* painter, const BoardArrow& arrow) const;
    static QRectF labelBox(QPointF center, const QString& text);
    void paintLabel(QPainter* painter, const QRectF& box, const QString& text, MarkColor color) const;

    const KomadaiItem* m_komadai[2];
    BoardGeometry m_geometry;
    QRectF m_sceneRect;
    std::array<QList<BoardArrow>, ArrowGroupCount> m_arrows;
    std::array<QList<SquareMark>, ArrowGroupCount> m_marks;
    std::array<bool, ArrowGroupCount> m_shown{true, true, true};
    std::optional<BoardArrow> m_previewArrow;
    std::optional<SquareMark> m_previewMark;
};
