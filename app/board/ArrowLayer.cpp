#include "board/ArrowLayer.h"

#include "board/KomadaiItem.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

using namespace shogi;

namespace {
// Sizes in scene units (a cell is 100 x 110).
constexpr qreal ShaftWidth = 20, HeadWidth = 54, HeadLength = 44;
constexpr qreal RingRadius = 43, RingWidth = 8;
// A thin dark edge keeps every colour readable on the wooden and the plain board alike.
const QColor Edge(0, 0, 0, 120);
constexpr qreal EdgeWidth = 2.5;
constexpr int FillAlpha = 215;
} // namespace

ArrowLayer::ArrowLayer(const KomadaiItem* black, const KomadaiItem* white) : m_komadai{black, white} {}

void ArrowLayer::setGeometry(const BoardGeometry& geometry, const QRectF& sceneRect) {
    prepareGeometryChange();
    m_geometry = geometry;
    m_sceneRect = sceneRect;
}

void ArrowLayer::setArrows(ArrowGroup group, const QList<BoardArrow>& arrows) {
    m_arrows[std::size_t(group)] = arrows;
    update();
}

void ArrowLayer::setMarks(ArrowGroup group, const QList<SquareMark>& marks) {
    m_marks[std::size_t(group)] = marks;
    update();
}

void ArrowLayer::setPreview(const std::optional<BoardArrow>& arrow, const std::optional<SquareMark>& mark) {
    m_previewArrow = arrow;
    m_previewMark = mark;
    update();
}

void ArrowLayer::setGroupShown(ArrowGroup group, bool shown) {
    m_shown[std::size_t(group)] = shown;
    update();
}

QColor ArrowLayer::color(MarkColor color) {
    switch (color) {
    case MarkColor::Green:
        return QColor(0x15, 0x80, 0x1e);
    case MarkColor::Red:
        return QColor(0xc0, 0x1f, 0x1f);
    case MarkColor::Blue:
        return QColor(0x10, 0x48, 0xb8);
    case MarkColor::Yellow:
        return QColor(0xff, 0xcc, 0x00);
    case MarkColor::Purple:
        return QColor(0x8a, 0x2b, 0xb0);
    case MarkColor::Orange:
        return QColor(0xe0, 0x6a, 0x00);
    }
    return Qt::black;
}

QLineF ArrowLayer::line(const BoardArrow& arrow) const {
    const QPointF to = m_geometry.squareCenter(arrow.to);
    if (!arrow.isDrop()) return QLineF(m_geometry.squareCenter(arrow.from), to);
    const KomadaiItem* komadai = m_komadai[index(arrow.hand)];
    return QLineF(komadai->mapToScene(komadai->slotCenter(arrow.drop)), to);
}

bool ArrowLayer::onBoard(Square sq) const {
    return sq >= 0 && sq < SquareCount && fileOf(sq) < m_geometry.files && rankOf(sq) < m_geometry.ranks;
}

bool ArrowLayer::drawable(const BoardArrow& arrow) const {
    if (!onBoard(arrow.to)) return false;
    return arrow.isDrop() ? isHandType(arrow.drop) : onBoard(arrow.from) && arrow.from != arrow.to;
}

QRectF ArrowLayer::boundingRect() const {
    return m_sceneRect;
}

void ArrowLayer::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::Antialiasing);
    for (std::size_t g = 0; g < m_marks.size(); ++g)
        for (const SquareMark& mark : m_marks[g])
            if (m_shown[g] && onBoard(mark.square)) paintMark(painter, mark);
    if (m_previewMark && onBoard(m_previewMark->square)) paintMark(painter, *m_previewMark);
    for (std::size_t g = 0; g < m_arrows.size(); ++g)
        for (const BoardArrow& arrow : m_arrows[g])
            if (m_shown[g] && drawable(arrow)) paintArrow(painter, arrow);
    if (m_previewArrow && drawable(*m_previewArrow)) paintArrow(painter, *m_previewArrow);
    // Labels last, so no arrow crosses one.
    const std::vector<QRectF> boxes = arrowLabelBoxes();
    std::size_t next = 0;
    for (std::size_t g = 0; g < m_arrows.size(); ++g)
        for (const BoardArrow& arrow : m_arrows[g])
            if (m_shown[g] && drawable(arrow) && !arrow.label.isEmpty())
                paintLabel(painter, boxes[next++], arrow.label, arrow.color);
    for (std::size_t g = 0; g < m_marks.size(); ++g)
        for (const SquareMark& mark : m_marks[g])
            if (m_shown[g] && onBoard(mark.square) && !mark.label.isEmpty()) {
                const QRectF cell = m_geometry.squareRect(mark.square);
                paintLabel(painter, labelBox(cell.topRight() + QPointF(-22, 20), mark.label), mark.label,
                           mark.color);
            }
}

std::vector<QRectF> ArrowLayer::arrowLabelBoxes() const {
    std::vector<QRectF> boxes;
    for (std::size_t g = 0; g < m_arrows.size(); ++g)
        for (const BoardArrow& arrow : m_arrows[g]) {
            if (!m_shown[g] || !drawable(arrow) || arrow.label.isEmpty()) continue;
            const QLineF l = line(arrow);
            QRectF chosen = labelBox(l.center(), arrow.label);
            for (qreal t : {0.5, 0.3, 0.7, 0.2, 0.8}) {
                const QRectF box = labelBox(l.pointAt(t), arrow.label);
                const bool free = std::none_of(boxes.begin(), boxes.end(),
                                               [&box](const QRectF& other) { return other.intersects(box); });
                if (free) {
                    chosen = box;
                    break;
                }
            }
            boxes.push_back(chosen);
        }
    return boxes;
}

void ArrowLayer::paintMark(QPainter* painter, const SquareMark& mark) const {
    const QPointF center = m_geometry.squareCenter(mark.square);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(Edge, RingWidth + 2 * EdgeWidth));
    painter->drawEllipse(center, RingRadius, RingRadius);
    QColor fill = color(mark.color);
    fill.setAlpha(FillAlpha);
    painter->setPen(QPen(fill, RingWidth));
    painter->drawEllipse(center, RingRadius, RingRadius);
}

void ArrowLayer::paintArrow(QPainter* painter, const BoardArrow& arrow) const {
    const QLineF l = line(arrow);
    if (l.length() < 1) return;
    const qreal w = ShaftWidth * arrow.weight / 2, hw = HeadWidth * arrow.weight / 2;
    const qreal hl = std::min(HeadLength * arrow.weight, l.length() * 0.6);
    const QPointF dir = (l.p2() - l.p1()) / l.length();
    const QPointF side(-dir.y(), dir.x());
    const QPointF base = l.p2() - dir * hl;
    // One outline for shaft and head, so the edge does not cross where they meet.
    const QPolygonF shape{l.p1() + side * w, base + side * w, base + side * hw, l.p2(),
                          base - side * hw,  base - side * w, l.p1() - side * w};
    QColor fill = color(arrow.color);
    fill.setAlpha(FillAlpha);
    painter->setPen(QPen(Edge, EdgeWidth, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter->setBrush(fill);
    painter->drawPolygon(shape);
}

namespace {

QFont labelFont() {
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(26);
    font.setBold(true);
    return font;
}

} // namespace

QRectF ArrowLayer::labelBox(QPointF center, const QString& text) {
    const QFontMetricsF metrics(labelFont());
    const qreal width = std::max(metrics.horizontalAdvance(text) + 14, metrics.height() + 4);
    return {center.x() - width / 2, center.y() - (metrics.height() + 4) / 2, width, metrics.height() + 4};
}

void ArrowLayer::paintLabel(QPainter* painter, const QRectF& box, const QString& text,
                            MarkColor markColor) const {
    const QFont font = labelFont();
    const QColor fill = color(markColor);
    painter->setPen(QPen(Edge, EdgeWidth));
    painter->setBrush(fill);
    painter->drawRoundedRect(box, box.height() / 2, box.height() / 2);
    // Dark text on the light yellow, white on the others.
    painter->setPen(markColor == MarkColor::Yellow ? QColor(0x20, 0x18, 0x00) : QColor(Qt::white));
    painter->setFont(font);
    painter->drawText(box, Qt::AlignCenter, text);
}
