#include "board/BoardItem.h"

#include <QFont>
#include <QLinearGradient>
#include <QPainter>
#include <QRandomGenerator>
#include <QSvgRenderer>

#include <array>
#include <cmath>
#include <memory>

namespace {

// The rank numerals are glyph outlines baked into SVG (resources/board): no Japanese font is needed.
QSvgRenderer& rankNumeral(int rank) {
    static std::array<std::unique_ptr<QSvgRenderer>, 9> numerals;
    auto& numeral = numerals[rank];
    if (!numeral)
        numeral = std::make_unique<QSvgRenderer>(QStringLiteral(":/board/rank%1.svg").arg(rank + 1));
    return *numeral;
}

QFont coordinateFont(qreal pixelSize) {
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(int(pixelSize));
    font.setBold(true);
    return font;
}

} // namespace

BoardItem::BoardItem() : m_palette(BoardPalette::forLook(BoardLook::Wood)) {
    rebuildGrain();
}

void BoardItem::setGeometry(const BoardGeometry& geometry, int zoneDepth) {
    prepareGeometryChange();
    m_geometry = geometry;
    m_zoneDepth = zoneDepth;
    rebuildGrain();
    update();
}

void BoardItem::setPalette(const BoardPalette& palette) {
    m_palette = palette;
    update();
}

void BoardItem::setWesternCoordinates(bool western) {
    m_western = western;
    update();
}

QRectF BoardItem::boundingRect() const {
    return m_geometry.frameRect().adjusted(-4, -4, 8, 8);
}

void BoardItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::Antialiasing);
    paintSurface(painter);
    paintGrid(painter);
    paintCoordinates(painter);
}

void BoardItem::rebuildGrain() {
    // Long, gently wavy lines along the files, like the straight grain (masame) of a kaya board. A fixed
    // seed keeps the pattern the same from one paint to the next.
    m_grain = QPainterPath();
    const QRectF frame = m_geometry.frameRect();
    QRandomGenerator random(9);
    for (qreal x = frame.left() + 6; x < frame.right(); x += 7 + random.bounded(15.0)) {
        const qreal amplitude = 1 + random.bounded(3.0);
        const qreal phase = random.bounded(6.28);
        m_grain.moveTo(x, frame.top());
        for (qreal y = frame.top(); y <= frame.bottom(); y += 40)
            m_grain.lineTo(x + amplitude * std::sin(phase + y / 170), y);
    }
}

void BoardItem::paintSurface(QPainter* painter) const {
    const QRectF frame = m_geometry.frameRect();
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0, 0, 0, 60)); // a soft shadow lifts the board off the background
    painter->drawRoundedRect(frame.translated(5, 6), 6, 6);
    QLinearGradient surface(frame.topLeft(), frame.bottomRight());
    surface.setColorAt(0, m_palette.boardLight);
    surface.setColorAt(1, m_palette.boardDark);
    painter->setBrush(surface);
    painter->setPen(QPen(m_palette.boardEdge, 3));
    painter->drawRoundedRect(frame, 6, 6);
    if (m_palette.grain.alpha() > 0) {
        painter->save();
        painter->setClipRect(frame.adjusted(2, 2, -2, -2));
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(m_palette.grain, 2.2));
        painter->drawPath(m_grain);
        painter->restore();
    }
}

void BoardItem::paintGrid(QPainter* painter) const {
    const QRectF grid = m_geometry.gridRect();
    const qreal w = BoardGeometry::CellWidth, h = BoardGeometry::CellHeight;
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(m_palette.grid, 2.2));
    for (int c = 1; c < m_geometry.files; ++c)
        painter->drawLine(QPointF(grid.left() + c * w, grid.top()),
                          QPointF(grid.left() + c * w, grid.bottom()));
    for (int r = 1; r < m_geometry.ranks; ++r)
        painter->drawLine(QPointF(grid.left(), grid.top() + r * h),
                          QPointF(grid.right(), grid.top() + r * h));
    painter->setPen(QPen(m_palette.grid, 4));
    painter->drawRect(grid);

    // Hoshi on the lines that close each side's promotion zone. Across the files they stand where the
    // 9x9 board has them, a third of the way in from each edge (between files 3/4 and 6/7); a five-file
    // board gets the nearest lines, either side of the centre file.
    const int files = m_geometry.files;
    const int inner = (files + 1) / 3;
    painter->setPen(Qt::NoPen);
    painter->setBrush(m_palette.grid);
    for (int line : {m_zoneDepth, m_geometry.ranks - m_zoneDepth})
        for (int c : {inner, files - inner})
            painter->drawEllipse(QPointF(grid.left() + c * w, grid.top() + line * h), 7.5, 7.5);
}

void BoardItem::paintCoordinates(QPainter* painter) const {
    const QRectF grid = m_geometry.gridRect();
    const qreal w = BoardGeometry::CellWidth, h = BoardGeometry::CellHeight;
    painter->setPen(m_palette.coordinates);
    painter->setFont(coordinateFont(34));
    for (int file = 0; file < m_geometry.files; ++file) {
        const QRectF cell(grid.left() + m_geometry.column(file) * w, grid.top() - BoardGeometry::FrameTop, w,
                          BoardGeometry::FrameTop);
        painter->drawText(cell, Qt::AlignCenter, QString::number(file + 1));
    }
    constexpr qreal numeralSize = 44;
    for (int rank = 0; rank < m_geometry.ranks; ++rank) {
        const qreal centerY = grid.top() + (m_geometry.row(rank) + 0.5) * h;
        const QRectF cell(grid.right(), centerY - h / 2, BoardGeometry::FrameRight, h);
        if (m_western) {
            painter->drawText(cell, Qt::AlignCenter, QString(QChar('a' + rank)));
        } else {
            const QPointF c = cell.center();
            rankNumeral(rank).render(
                painter, QRectF(c.x() - numeralSize / 2, c.y() - numeralSize / 2, numeralSize, numeralSize));
        }
    }
}
