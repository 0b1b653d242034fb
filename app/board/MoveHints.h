#pragma once
// Highlights painted over the pieces: where the selected piece may go (a dot on an empty square, corner
// marks around a piece it may capture) and, with the threats overlay, a frame around each of the mover's
// pieces that the opponent attacks and nothing defends.
#include "board/BoardGeometry.h"

#include <QGraphicsItem>
#include <QList>

class MoveHints : public QGraphicsItem {
public:
    void setGeometry(const BoardGeometry& geometry);
    void setDestinations(const QList<shogi::Square>& empty, const QList<shogi::Square>& captures);
    void setThreatened(const QList<shogi::Square>& squares);

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    BoardGeometry m_geometry;
    QList<shogi::Square> m_empty;
    QList<shogi::Square> m_captures;
    QList<shogi::Square> m_threatened;
};
