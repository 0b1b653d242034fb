#include "board/KomadaiItem.h"

#include <QFont>
#include <QFontMetricsF>
#include <QLineF>
#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

using namespace shogi;

namespace {

QFont plateFont(qreal pixelSize, bool bold) {
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(int(pixelSize));
    font.setBold(bold);
    return font;
}

// The ☗/☖ mark of a side as a drawn pentagon: the glyphs are missing from many fonts.
QPainterPath sideMark(QPointF center, qreal width, qreal height) {
    QPainterPath path;
    const qreal l = center.x() - width / 2, r = center.x() + width / 2;
    const qreal t = center.y() - height / 2, b = center.y() + height / 2;
    path.moveTo(center.x(), t);
    path.lineTo(r - width * 0.08, t + height * 0.3);
    path.lineTo(r, b);
    path.lineTo(l, b);
    path.lineTo(l + width * 0.08, t + height * 0.3);
    path.closeSubpath();
    return path;
}

} // namespace

KomadaiItem::KomadaiItem(Color side) : m_side(side), m_palette(BoardPalette::forLook(BoardLook::Wood)) {}

void KomadaiItem::setPalette(const BoardPalette& palette) {
    m_palette = palette;
    update();
}

void KomadaiItem::setHand(const Hand& hand) {
    m_hand = hand;
    m_kinds.clear();
    if (m_editing) {
        m_kinds = m_editKinds;
    } else {
        for (PieceType pt : Hand::displayOrder)
            if (hand.has(pt)) m_kinds.append(pt);
    }
    update();
}

void KomadaiItem::setEditing(bool editing, const QVector<PieceType>& kinds) {
    m_editing = editing;
    m_editKinds = kinds;
    setHand(m_hand);
}

namespace {
constexpr qreal ButtonRadius = 15;
} // namespace

QPointF KomadaiItem::countButtonCenter(PieceType pt, int delta) const {
    const int index = int(m_kinds.indexOf(pt));
    if (index < 0) return {};
    const QRectF slot = slotRect(index);
    const qreal x = slot.right() - 6 - ButtonRadius;
    return QPointF(x, delta > 0 ? slot.top() + 4 + ButtonRadius : slot.bottom() - 4 - ButtonRadius);
}

int KomadaiItem::countButtonAt(QPointF itemPos, PieceType* kind) const {
    if (!m_editing) return 0;
    for (PieceType pt : m_kinds)
        for (int delta : {1, -1})
            if (QLineF(itemPos, countButtonCenter(pt, delta)).length() <= ButtonRadius + 3) {
                *kind = pt;
                return delta;
            }
    return 0;
}

void KomadaiItem::setPlayerName(const QString& name) {
    m_name = name;
    update();
}

void KomadaiItem::setClock(const QString& text, const QString& phase, bool running, bool low) {
    m_clock = text;
    m_clockPhase = phase;
    m_clockRunning = running;
    m_clockLow = low;
    update();
}

void KomadaiItem::setBadge(const QString& text, const QString& details, bool good) {
    if (m_badge == text && m_badgeGood == good && toolTip() == details) return;
    m_badge = text;
    m_badgeGood = good;
    setToolTip(details);
    update();
}

void KomadaiItem::setSelectedKind(PieceType pt) {
    m_selectedKind = pt;
    update();
}

QRectF KomadaiItem::boundingRect() const {
    return QRectF(0, 0, Width, height()).adjusted(-2, -2, 8, 8);
}

QRectF KomadaiItem::trayRect() const {
    return QRectF(0, PlateHeight + PlateGap, Width, Rows * SlotHeight + 2 * TrayPadding);
}

QRectF KomadaiItem::slotRect(int index) const {
    const QRectF tray = trayRect();
    return QRectF(tray.left() + TrayPadding + (index % 2) * SlotWidth,
                  tray.top() + TrayPadding + (index / 2) * SlotHeight, SlotWidth, SlotHeight);
}

QPointF KomadaiItem::slotCenter(PieceType pt) const {
    const int index = int(m_kinds.indexOf(pt));
    if (index < 0) return trayRect().center();
    const QRectF slot = slotRect(index);
    // The piece on the left of its slot, the count to its right.
    return QPointF(slot.left() + 8 + 50 * HandPieceScale, slot.center().y());
}

PieceType KomadaiItem::kindAt(QPointF itemPos) const {
    for (int i = 0; i < m_kinds.size(); ++i)
        if (slotRect(i).contains(itemPos)) return m_kinds[i];
    return NoPieceType;
}

void KomadaiItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::Antialiasing);
    paintPlate(painter);
    paintTray(painter);
}

void KomadaiItem::paintPlate(QPainter* painter) const {
    const QRectF plate(0, 0, Width, PlateHeight);
    painter->setPen(QPen(m_palette.trayEdge, 2));
    painter->setBrush(m_palette.plate);
    painter->drawRoundedRect(plate, 8, 8);

    const QRectF nameRow(plate.left() + 10, plate.top() + 4, plate.width() - 20, 46);
    const bool black = m_side == Color::Black;
    painter->setPen(QPen(m_palette.plateText, 2));
    painter->setBrush(black ? m_palette.plateText : QColor(Qt::white));
    painter->drawPath(sideMark(QPointF(nameRow.left() + 14, nameRow.center().y()), 26, 30));
    // The badge keeps the end of the row; long names get a smaller font before they are elided.
    QRectF nameRect = nameRow.adjusted(38, 0, 0, 0);
    if (!m_badge.isEmpty() && !m_editing) {
        const QFont badgeFont = plateFont(18, true);
        const qreal width = QFontMetricsF(badgeFont).horizontalAdvance(m_badge) + 16;
        const QRectF badge(nameRow.right() - width, nameRow.center().y() - 15, width, 30);
        painter->setPen(Qt::NoPen);
        painter->setBrush(m_badgeGood ? QColor(0x2e, 0x7d, 0x32) : m_palette.plate.darker(115));
        painter->drawRoundedRect(badge, 6, 6);
        painter->setPen(m_badgeGood ? QColor(Qt::white) : m_palette.plateText);
        painter->setFont(badgeFont);
        painter->drawText(badge, Qt::AlignCenter, m_badge);
        nameRect.setRight(badge.left() - 6);
        painter->setPen(QPen(m_palette.plateText, 2));
    }
    QFont nameFont = plateFont(28, true);
    for (int size = 27; size >= 20 && QFontMetricsF(nameFont).horizontalAdvance(m_name) > nameRect.width();
         --size)
        nameFont = plateFont(size, true);
    painter->setFont(nameFont);
    painter->drawText(nameRect, Qt::AlignVCenter | Qt::AlignLeft,
                      QFontMetricsF(nameFont).elidedText(m_name, Qt::ElideRight, nameRect.width()));

    if (m_clock.isEmpty() || m_editing) return;
    // The clock's colours say whose time is running and when it is low.
    const QRectF clock(plate.left() + 10, plate.top() + 54, plate.width() - 20, 44);
    QColor background = m_palette.plate.darker(108), text = QColor(0x55, 0x55, 0x55);
    if (m_clockRunning) {
        background = m_clockLow ? QColor(0xc6, 0x28, 0x28) : QColor(0x2e, 0x7d, 0x32);
        text = Qt::white;
    } else if (m_clockLow) {
        text = QColor(0xc6, 0x28, 0x28);
    }
    painter->setPen(Qt::NoPen);
    painter->setBrush(background);
    painter->drawRoundedRect(clock, 6, 6);
    painter->setPen(text);
    if (m_clockPhase.isEmpty()) {
        painter->setFont(plateFont(32, true));
        painter->drawText(clock, Qt::AlignCenter, m_clock);
        return;
    }
    const QRectF inside = clock.adjusted(12, 0, -12, 0);
    painter->setFont(plateFont(32, true));
    const qreal timeWidth = QFontMetricsF(painter->font()).horizontalAdvance(m_clock);
    painter->drawText(inside, Qt::AlignVCenter | Qt::AlignRight, m_clock);
    const QRectF phaseRect = inside.adjusted(0, 0, -timeWidth - 10, 0);
    const QFont phaseFont = plateFont(20, false);
    painter->setFont(phaseFont);
    painter->drawText(phaseRect, Qt::AlignVCenter | Qt::AlignLeft,
                      QFontMetricsF(phaseFont).elidedText(m_clockPhase, Qt::ElideRight, phaseRect.width()));
}

void KomadaiItem::paintTray(QPainter* painter) const {
    const QRectF tray = trayRect();
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0, 0, 0, 60));
    painter->drawRoundedRect(tray.translated(4, 5), 8, 8);
    QLinearGradient wood(tray.topLeft(), tray.bottomRight());
    wood.setColorAt(0, m_palette.trayLight);
    wood.setColorAt(1, m_palette.trayDark);
    painter->setBrush(wood);
    painter->setPen(QPen(m_palette.trayEdge, 3));
    painter->drawRoundedRect(tray, 8, 8);
    // A raised rim, as on a real komadai.
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(QColor(255, 255, 255, 50), 3));
    painter->drawRoundedRect(tray.adjusted(7, 7, -7, -7), 5, 5);

    if (const int selected = int(m_kinds.indexOf(m_selectedKind)); selected >= 0) {
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(40, 120, 220, 120));
        painter->drawRoundedRect(slotRect(selected).adjusted(2, 2, -2, -2), 8, 8);
    }
    if (m_editing)
        paintEditCounts(painter);
    else
        paintCounts(painter);
}

// The count right of the piece: within the slot and clear of the piece and the slot's edge by CountMargin,
// a small × before the number. The number is the usual size where it fits ("×7"), smaller where it would not
// ("×18" pawns, which reached the komadai's edge), the × a little smaller still.
std::optional<KomadaiItem::CountLayout> KomadaiItem::countLayout(PieceType pt) const {
    const int index = int(m_kinds.indexOf(pt));
    if (index < 0 || (!m_editing && m_hand.count(pt) < 2)) return std::nullopt;
    const QRectF slot = slotRect(index);
    const qreal pieceRight = slot.left() + 8 + 100 * HandPieceScale;
    QRectF box;
    qreal size = 0;
    if (m_editing) { // between the + and − buttons
        const QPointF plus = countButtonCenter(pt, 1), minus = countButtonCenter(pt, -1);
        box = QRectF(pieceRight, plus.y() + ButtonRadius, slot.right() - pieceRight,
                     minus.y() - plus.y() - 2 * ButtonRadius);
        size = 24;
    } else { // beside the piece, on the line its base stands on (sprites sit on y = 106 of their 110 box)
        const qreal baseLine = slot.center().y() + (106 - 55) * HandPieceScale;
        box = QRectF(pieceRight, slot.top(), slot.right() - pieceRight, baseLine - slot.top());
        size = 30;
    }
    box.adjust(CountMargin, 0, -CountMargin, 0);
    const QString number = QString::number(m_hand.count(pt));
    const auto widthAt = [&number](qreal px) {
        return QFontMetricsF(plateFont(px * 0.7, true)).horizontalAdvance(QStringLiteral("×")) +
               QFontMetricsF(plateFont(px, true)).horizontalAdvance(number);
    };
    while (size > 8 && widthAt(size) > box.width())
        size -= 1;
    CountLayout out{plateFont(size * 0.7, true), plateFont(size, true), {}, {}};
    const QFontMetricsF timesMetrics(out.timesFont), numberMetrics(out.numberFont);
    const qreal timesWidth = timesMetrics.horizontalAdvance(QStringLiteral("×"));
    const qreal width = timesWidth + numberMetrics.horizontalAdvance(number);
    const qreal left = box.center().x() - width / 2;
    const qreal baseLine = m_editing
                               ? box.center().y() + (numberMetrics.ascent() - numberMetrics.descent()) / 2
                               : box.bottom() - numberMetrics.descent();
    out.times = QRectF(left, baseLine - timesMetrics.ascent(), timesWidth, timesMetrics.height());
    out.number = QRectF(left + timesWidth, baseLine - numberMetrics.ascent(), width - timesWidth,
                        numberMetrics.height());
    return out;
}

QRectF KomadaiItem::countTextRect(PieceType pt) const {
    const auto layout = countLayout(pt);
    return layout ? layout->times.united(layout->number) : QRectF();
}

void KomadaiItem::paintCount(QPainter* painter, PieceType pt) const {
    const auto layout = countLayout(pt);
    if (!layout) return;
    painter->setPen(m_palette.count);
    painter->setFont(layout->timesFont);
    painter->drawText(layout->times, Qt::AlignLeft | Qt::AlignTop, QStringLiteral("×"));
    painter->setFont(layout->numberFont);
    painter->drawText(layout->number, Qt::AlignLeft | Qt::AlignTop, QString::number(m_hand.count(pt)));
}

void KomadaiItem::paintEditCounts(QPainter* painter) const {
    for (PieceType pt : m_kinds) {
        paintCount(painter, pt);
        for (int delta : {1, -1}) {
            const QPointF c = countButtonCenter(pt, delta);
            painter->setPen(QPen(m_palette.trayEdge, 2));
            painter->setBrush(m_palette.plate);
            painter->drawEllipse(c, ButtonRadius, ButtonRadius);
            painter->setPen(QPen(m_palette.plateText, 3, Qt::SolidLine, Qt::RoundCap));
            painter->drawLine(c + QPointF(-7, 0), c + QPointF(7, 0));
            if (delta > 0) painter->drawLine(c + QPointF(0, -7), c + QPointF(0, 7));
        }
    }
}

void KomadaiItem::paintCounts(QPainter* painter) const {
    for (PieceType pt : m_kinds)
        paintCount(painter, pt);
}
