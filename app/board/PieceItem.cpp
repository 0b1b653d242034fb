#include "board/PieceItem.h"

#include "board/BoardGeometry.h"
#include "board/PieceRenderer.h"

#include <QPaintDevice>
#include <QPainter>

#include <cmath>

PieceItem::PieceItem(PieceRenderer* renderer, shogi::PieceType type, shogi::Color owner, bool pointsDown,
                     QGraphicsItem* parent)
    : QGraphicsObject(parent), m_renderer(renderer), m_type(type), m_owner(owner), m_pointsDown(pointsDown) {}

QRectF PieceItem::boundingRect() const {
    constexpr qreal w = BoardGeometry::CellWidth, h = BoardGeometry::CellHeight;
    return QRectF(-w / 2, -h / 2, w, h);
}

void PieceItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    // Blit a sprite rasterised for exactly the device pixels the piece covers, at a whole-pixel position:
    // a scaled or half-pixel-shifted pixmap would look soft.
    const qreal dpr = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
    const QRectF logical = painter->worldTransform().mapRect(boundingRect());
    const QRect device(
        QPoint(int(std::lround(logical.left() * dpr)), int(std::lround(logical.top() * dpr))),
        QPoint(int(std::lround(logical.right() * dpr)) - 1, int(std::lround(logical.bottom() * dpr)) - 1));
    if (device.width() < 1 || device.height() < 1) return;
    const QPixmap sprite = m_renderer->pixmap(m_type, m_owner, m_pointsDown, device.size(), dpr);
    painter->save();
    painter->setWorldTransform(QTransform());
    painter->drawPixmap(QPointF(device.left() / dpr, device.top() / dpr), sprite);
    painter->restore();
}
