#include "board/SquareTints.h"

#include <QPainter>
#include <QRadialGradient>

using namespace shogi;

void SquareTints::setGeometry(const BoardGeometry& geometry) {
    prepareGeometryChange();
    m_geometry = geometry;
}

void SquareTints::setSelected(Square sq) {
    m_selected = sq;
    update();
}

void SquareTints::setLastMove(const QList<Square>& squares) {
    m_lastMove = squares;
    update();
}

void SquareTints::setCheck(Square kingSquare) {
    m_check = kingSquare;
    update();
}

QRectF SquareTints::boundingRect() const {
    return m_geometry.gridRect();
}

void SquareTints::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setPen(Qt::NoPen);
    constexpr qreal inset = 1.5; // leave the grid lines visible
    for (Square sq : m_lastMove)
        painter->fillRect(m_geometry.squareRect(sq).adjusted(inset, inset, -inset, -inset),
                          QColor(110, 170, 30, 105));
    if (m_selected != NoSquare) {
        const QRectF cell = m_geometry.squareRect(m_selected).adjusted(inset, inset, -inset, -inset);
        painter->fillRect(cell, QColor(30, 110, 230, 80));
        painter->setPen(QPen(QColor(20, 90, 210, 220), 5, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        painter->drawRect(cell.adjusted(2.5, 2.5, -2.5, -2.5));
        painter->setPen(Qt::NoPen);
    }
    if (m_check != NoSquare) {
        // Drawn last so the glow shows even on a selected king.
        const QRectF cell = m_geometry.squareRect(m_check);
        QRadialGradient glow(cell.center(), cell.height() * 0.7);
        glow.setColorAt(0, QColor(255, 30, 0, 255));
        glow.setColorAt(0.5, QColor(235, 0, 0, 200));
        glow.setColorAt(1, QColor(200, 0, 0, 40));
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setBrush(glow);
        painter->drawRect(cell.adjusted(inset, inset, -inset, -inset));
    }
}
