#pragma once
// A komadai (piece stand): the player's name plate with the clock, above a wooden tray holding the pieces
// in hand grouped by kind in the usual order (飛 角 金 銀 桂 香 歩), two kinds per row, with a count
// beside a kind held more than once. The sprites themselves are PieceItems placed at slotCenter().
#include "board/BoardPalette.h"
#include "rules/Hand.h"

#include <QFont>
#include <QGraphicsItem>
#include <QString>
#include <QVector>

#include <optional>

class KomadaiItem : public QGraphicsItem {
public:
    static constexpr qreal Width = 300;
    static constexpr qreal PlateHeight = 104; // name and clock
    static constexpr qreal PlateGap = 12;
    static constexpr qreal SlotWidth = 138;
    static constexpr qreal SlotHeight = 100;
    static constexpr qreal TrayPadding = 12;
    static constexpr qreal HandPieceScale = 0.8; // of a board piece
    static constexpr int Rows = 4;
    static constexpr qreal height() { return PlateHeight + PlateGap + Rows * SlotHeight + 2 * TrayPadding; }

    explicit KomadaiItem(shogi::Color side);

    shogi::Color side() const { return m_side; }
    void setPalette(const BoardPalette& palette);
    void setHand(const shogi::Hand& hand);
    void setPlayerName(const QString& name);
    // `phase` names a clock with several (main time, byoyomi), drawn small beside the time.
    void setClock(const QString& text, const QString& phase, bool running, bool low);
    // A short count at the end of the name row (the impasse points), green when `good`; `details` is its
    // tooltip. Empty text: none.
    void setBadge(const QString& text, const QString& details, bool good);
    void setSelectedKind(shogi::PieceType pt); // NoPieceType for none
    // The position editor's komadai: every kind in `kinds` has its slot, held or not, with its count and a
    // + and a − button beside it; the clock gives way.
    void setEditing(bool editing, const QVector<shogi::PieceType>& kinds = {});
    // +1 or -1 where a count button is (and its kind in *kind), 0 elsewhere.
    int countButtonAt(QPointF itemPos, shogi::PieceType* kind) const;
    QPointF countButtonCenter(shogi::PieceType pt, int delta) const;

    // Item coordinates of the kinds present in the hand; kindAt() is NoPieceType off any of them.
    QVector<shogi::PieceType> kinds() const { return m_kinds; }
    QPointF slotCenter(shogi::PieceType pt) const;
    shogi::PieceType kindAt(QPointF itemPos) const;
    // Where the count of a kind held more than once (or any kind's, editing) is drawn: the text's own extent,
    // inside its slot right of the piece, at least CountMargin from the piece and the slot's edge (for tests).
    static constexpr qreal CountMargin = 3;
    QRectF countTextRect(shogi::PieceType pt) const;

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QRectF trayRect() const;
    QRectF slotRect(int index) const;
    void paintPlate(QPainter* painter) const;
    void paintTray(QPainter* painter) const;
    void paintCounts(QPainter* painter) const;
    void paintEditCounts(QPainter* painter) const;
    void paintCount(QPainter* painter, shogi::PieceType pt) const;
    // A count as drawn: a small × and the number, each with its font and where it goes.
    struct CountLayout {
        QFont timesFont, numberFont;
        QRectF times, number; // their extents, the × and the number on one baseline
    };
    std::optional<CountLayout> countLayout(shogi::PieceType pt) const;

    shogi::Color m_side;
    BoardPalette m_palette;
    shogi::Hand m_hand;
    QVector<shogi::PieceType> m_kinds;
    QString m_name;
    QString m_clock;
    QString m_clockPhase;
    bool m_clockRunning = false;
    bool m_clockLow = false;
    QString m_badge;
    bool m_badgeGood = false;
    shogi::PieceType m_selectedKind = shogi::NoPieceType;
    bool m_editing = false;
    QVector<shogi::PieceType> m_editKinds;
};
