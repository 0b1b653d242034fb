#pragma once
// One piece sprite in the scene, on the board, on a komadai, or following the mouse. A QGraphicsObject
// so its position can be animated (the slide back after an illegal attempt).
#include "rules/Types.h"

#include <QGraphicsObject>

class PieceRenderer;

class PieceItem : public QGraphicsObject {
    Q_OBJECT
public:
    // Centred on its position; a full-size piece covers one 100 x 110 cell.
    PieceItem(PieceRenderer* renderer, shogi::PieceType type, shogi::Color owner, bool pointsDown,
              QGraphicsItem* parent = nullptr);

    shogi::PieceType pieceType() const { return m_type; }
    shogi::Color owner() const { return m_owner; }
    bool pointsDown() const { return m_pointsDown; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    PieceRenderer* m_renderer;
    shogi::PieceType m_type;
    shogi::Color m_owner;
    bool m_pointsDown;
};
