#pragma once
// Highlights painted under the pieces: the selected square, the last move's origin and destination, and
// the red glow under a king in check.
#include "board/BoardGeometry.h"

#include <QGraphicsItem>
#include <QList>

class SquareTints : public QGraphicsItem {
public:
    void setGeometry(const BoardGeometry& geometry);
    void setSelected(shogi::Square sq);                    // NoSquare for none
    void setLastMove(const QList<shogi::Square>& squares); // origin (unless a drop) and destination
    void setCheck(shogi::Square kingSquare);               // NoSquare for none

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    BoardGeometry m_geometry;
    shogi::Square m_selected = shogi::NoSquare;
    QList<shogi::Square> m_lastMove;
    shogi::Square m_check = shogi::NoSquare;
};
