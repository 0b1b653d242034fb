#include "gui/PrintPage.h"

#include "game/ShogiTerms.h"

#include <QGuiApplication>
#include <QLocale>
#include <QPagedPaintDevice>

using namespace shogi;

PrintPage::PrintPage(QPagedPaintDevice& device) : m_device(device) {
    if (!m_painter.begin(&device)) return;
    const QRectF page(0, 0, device.width(), device.height());
    const double footer = QFontMetricsF(font(9), &device).height() * 2;
    m_area = page.adjusted(0, 0, 0, -footer);
}

PrintPage::~PrintPage() {
    if (m_painter.isActive()) finish();
}

QFont PrintPage::font(double points, bool bold) const {
    QFont f = QGuiApplication::font();
    f.setPointSizeF(points);
    f.setBold(bold);
    return f;
}

void PrintPage::drawPageNumber() {
    m_painter.setFont(font(9));
    m_painter.setPen(Qt::black);
    m_painter.drawText(QRectF(0, m_area.bottom(), m_device.width(), m_device.height() - m_area.bottom()),
                       Qt::AlignCenter, QString::number(m_page));
}

void PrintPage::newPage() {
    drawPageNumber();
    m_device.newPage();
    ++m_page;
}

int PrintPage::finish() {
    drawPageNumber();
    m_painter.end();
    return m_page;
}

QPageSize::PageSizeId PrintPage::localPageSize() {
    const QLocale::Territory t = QLocale::system().territory();
    return t == QLocale::UnitedStates || t == QLocale::Canada ? QPageSize::Letter : QPageSize::A4;
}

QString PrintPage::players(const GameRecord& record) {
    const bool handicap = record.handicap() && record.handicap()->id != "even";
    auto side = [&](Color c, const QString& key) {
        const QString mark = c == Color::Black ? QStringLiteral("▲") : QStringLiteral("△");
        const QString name = record.header(key).trimmed();
        const QString label = mark + ShogiTerms::sideName(c, handicap);
        //: In a printout's heading: a side ("▲Black") and its player's name.
        return name.isEmpty() ? label : tr("%1: %2").arg(label, name);
    };
    const QString black = side(Color::Black, handicap ? QStringLiteral("下手") : QStringLiteral("先手"));
    const QString white = side(Color::White, handicap ? QStringLiteral("上手") : QStringLiteral("後手"));
    return black + QStringLiteral(" – ") + white;
}

QString PrintPage::event(const GameRecord& record) {
    QStringList parts;
    for (const char* key : {"棋戦", "開始日時", "場所"}) {
        const QString value = record.header(QString::fromUtf8(key)).trimmed();
        if (!value.isEmpty()) parts << value;
    }
    return parts.join(QStringLiteral(" · "));
}

QString PrintPage::caption(const GameRecord& record, const RecordNode& node, const MoveText& text) {
    if (!node.parent) return tr("Start position");
    const RecordNode* moveNode = &node;
    while (moveNode->isSpecial() && moveNode->parent && moveNode->parent->parent)
        moveNode = moveNode->parent;
    if (moveNode->isSpecial() || !moveNode->parent) return tr("Start position");
    const Position before = record.positionAt(moveNode->parent);
    //: Under a printed diagram: the position after move %1, which was %2 (☗７六歩 or P-7f).
    return tr("Move %1: %2").arg(record.moveNumber(*moveNode)).arg(text.node(before, *moveNode));
}

void PrintPage::setUpDiagram(DiagramPainter& diagram, const GameRecord& record, const RecordNode& node) {
    const bool handicap = record.handicap() && record.handicap()->id != "even";
    diagram.setSideLabels(QStringLiteral("▲") + ShogiTerms::sideName(Color::Black, handicap),
                          QStringLiteral("△") + ShogiTerms::sideName(Color::White, handicap));
    diagram.setKanjiCounts(QLocale().language() == QLocale::Japanese);
    const RecordNode* moveNode = &node;
    while (moveNode->isSpecial() && moveNode->parent)
        moveNode = moveNode->parent;
    if (moveNode->parent && !moveNode->isSpecial() && !moveNode->move.isNone())
        diagram.setHighlight(moveNode->move.to());
}
