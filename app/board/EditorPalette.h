#pragma once
// One side's box of pieces for the position editor: every kind of the board's set in that side's colour,
// unpromoted faces above, promoted ones below, facing the way that side's pieces face. It stands beside
// the side's komadai; a piece is picked from it by click (then placed by clicks) or by drag.
#include "board/BoardPalette.h"
#include "rules/Types.h"

#include <QGraphicsItem>
#include <QVector>

class PieceItem;
class PieceRenderer;

class EditorPalette : public QGraphicsItem {
public:
    static constexpr qreal Width = 300;
    static constexpr int Columns = 4;
    static constexpr qreal CellWidth = 72;
    static constexpr qreal CellHeight = 80;
    static constexpr qreal Padding = 6;
    static constexpr qreal PieceScale = 0.66;

    EditorPalette(PieceRenderer* renderer, shogi::Color side);

    shogi::Color side() const { return m_side; }
    // The kinds shown (the board's set: kings and the unpromoted kinds, then the promoted faces).
    void setKinds(const QVector<shogi::PieceType>& kinds, bool pointsDown);
    void setPalette(const BoardPalette& palette);
    void setSelected(shogi::PieceType pt); // NoPieceType for none
    qreal height() const;

    QPointF pieceCenter(shogi::PieceType pt) const; // item coordinates
    shogi::PieceType pieceAt(QPointF itemPos) const;

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QRectF cellRect(int index) const;

    PieceRenderer* m_renderer;
    shogi::Color m_side;
    BoardPalette m_palette;
    QVector<shogi::PieceType> m_kinds;
    QVector<PieceItem*> m_pieces;
    shogi::PieceType m_selected = shogi::NoPieceType;
};
