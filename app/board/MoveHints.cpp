#include "board/MoveHints.h"

#include <QPainter>
#include <QPainterPath>

using namespace shogi;

void MoveHints::setGeometry(const BoardGeometry& geometry) {
    prepareGeometryChange();
    m_geometry = geometry;
}

void MoveHints::setDestinations(const QList<Square>& empty, const QList<Square>& captures) {
    m_empty = empty;
    m_captures = captures;
    update();
}

void MoveHints::setThreatened(const QList<Square>& squares) {
    m_threatened = squares;
    update();
}

QRectF MoveHints::boundingRect() const {
    return m_geometry.gridRect();
}

void MoveHints::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::Antialiasing);
    const QColor hint(20, 70, 160, 150);
    painter->setPen(Qt::NoPen);
    painter->setBrush(hint);
    for (Square sq : m_empty)
        painter->drawEllipse(m_geometry.squareCenter(sq), 15, 15);

    // Triangles in the four corners leave the capturable piece readable.
    constexpr qreal corner = 26, inset = 2;
    for (Square sq : m_captures) {
        const QRectF c = m_geometry.squareRect(sq).adjusted(inset, inset, -inset, -inset);
        QPainterPath marks;
        const auto triangle = [&marks](QPointF at, qreal dx, qreal dy) {
            marks.moveTo(at);
            marks.lineTo(at + QPointF(dx, 0));
            marks.lineTo(at + QPointF(0, dy));
            marks.closeSubpath();
        };
        triangle(c.topLeft(), corner, corner);
        triangle(c.topRight(), -corner, corner);
        triangle(c.bottomLeft(), corner, -corner);
        triangle(c.bottomRight(), -corner, -corner);
        painter->drawPath(marks);
    }

    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(QColor(245, 120, 0, 230), 6, Qt::DashLine, Qt::FlatCap, Qt::MiterJoin));
    for (Square sq : m_threatened)
        painter->drawRect(m_geometry.squareRect(sq).adjusted(5, 5, -5, -5));
}
