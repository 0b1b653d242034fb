#include "board/BoardGeometry.h"

#include <algorithm>
#include <cmath>

using namespace shogi;

QRectF BoardGeometry::gridRect() const {
    return QRectF(Margin + KomadaiWidth + Gap + sideRoom + FrameLeft, Margin + FrameTop, files * CellWidth,
                  ranks * CellHeight);
}

QRectF BoardGeometry::frameRect() const {
    return gridRect().adjusted(-FrameLeft, -FrameTop, FrameRight, FrameBottom);
}

QRectF BoardGeometry::sideRoomRect() const {
    const QRectF frame = frameRect();
    return QRectF(frame.left() - sideRoom, frame.top(), sideRoom, frame.height());
}

QRectF BoardGeometry::squareRect(Square sq) const {
    const QRectF grid = gridRect();
    return QRectF(grid.left() + column(fileOf(sq)) * CellWidth, grid.top() + row(rankOf(sq)) * CellHeight,
                  CellWidth, CellHeight);
}

Square BoardGeometry::squareAt(QPointF scenePos) const {
    const QRectF grid = gridRect();
    if (!grid.contains(scenePos)) return NoSquare;
    const int col = std::clamp(int(std::floor((scenePos.x() - grid.left()) / CellWidth)), 0, files - 1);
    const int r = std::clamp(int(std::floor((scenePos.y() - grid.top()) / CellHeight)), 0, ranks - 1);
    // column() and row() are their own inverses.
    return makeSquare(column(col), row(r));
}

QPointF BoardGeometry::komadaiOrigin(Color side, qreal komadaiHeight) const {
    const QRectF frame = frameRect();
    const bool upper = (side == Color::White) != flipped;
    if (upper) return QPointF(Margin, frame.top());
    return QPointF(frame.right() + Gap, frame.bottom() - komadaiHeight);
}

QRectF BoardGeometry::sceneRect(qreal komadaiHeight) const {
    const QRectF frame = frameRect();
    const qreal top = std::min(frame.top(), frame.bottom() - komadaiHeight);
    const qreal bottom = std::max(frame.bottom(), frame.top() + komadaiHeight);
    return QRectF(0, top - Margin, frame.right() + Gap + KomadaiWidth + Margin, bottom - top + 2 * Margin);
}
