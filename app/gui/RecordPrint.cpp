#include "gui/RecordPrint.h"

#include "board/DiagramPainter.h"
#include "gui/PrintPage.h"

#include <QFileInfo>
#include <QPdfWriter>

using namespace shogi;

namespace {

// One entry of the move list: the move's number and text (both empty for the comment before the first
// move; an ending has no number), and its comment, if any.
struct Entry {
    QString number;
    QString move;
    QString comment;
};

std::vector<Entry> entries(const GameRecord& record, const MoveText& text) {
    std::vector<Entry> out;
    if (!record.root().comment.trimmed().isEmpty())
        out.push_back({QString(), QString(), record.root().comment.trimmed()});
    Position pos = record.startPosition();
    for (const RecordNode* node : record.mainLine()) {
        const QString number = node->isSpecial() ? QString() : QString::number(record.moveNumber(*node));
        QString comment = node->comment.trimmed();
        if (const QString lines = RecordPrint::variations(record, *node, text); !lines.isEmpty())
            comment += (comment.isEmpty() ? QString() : QStringLiteral("\n")) + lines;
        out.push_back({number, text.node(pos, *node), comment});
        MoveText::advance(pos, *node);
    }
    return out;
}

} // namespace

// Each variation as its whole line: its own first continuations (deeper variations are not printed).
QString RecordPrint::variations(const GameRecord& record, const RecordNode& node, const MoveText& text) {
    if (!node.parent || node.parent->mainChild() != &node) return {};
    QStringList out;
    for (std::size_t i = 1; i < node.parent->children.size(); ++i) {
        std::vector<const RecordNode*> line;
        for (const RecordNode* n = node.parent->children[i].get(); n; n = n->mainChild())
            line.push_back(n);
        //: A variation under a move of the printed record: %1 its first move's number, %2 its moves.
        out << tr("Variation: %1. %2")
                   .arg(record.moveNumber(*line.front()))
                   .arg(text.line(record, line).join(QLatin1Char(' ')));
    }
    return out.join(QLatin1Char('\n'));
}

int RecordPrint::print(QPagedPaintDevice& device, const GameRecord& record, const RecordNode& shown,
                       const MoveText& text) {
    PrintPage page(device);
    if (!page.isActive()) return 0;
    QPainter& p = page.painter();
    const QRectF area = page.area();
    p.setPen(Qt::black);

    // The heading.
    double y = area.top();
    p.setFont(page.font(14, true));
    const QRectF title = p.boundingRect(QRectF(area.left(), y, area.width(), area.height()),
                                        Qt::AlignHCenter | Qt::TextWordWrap, PrintPage::players(record));
    p.drawText(title, Qt::AlignHCenter | Qt::TextWordWrap, PrintPage::players(record));
    y = title.bottom();
    const QString event = PrintPage::event(record);
    if (!event.isEmpty()) {
        p.setFont(page.font(10));
        const QRectF line(area.left(), y, area.width(), QFontMetricsF(p.font(), p.device()).height() * 1.4);
        p.drawText(line, Qt::AlignCenter, event);
        y = line.bottom();
    }

    // The diagram of the position shown, about half the page, and its caption.
    const Position position = record.positionAt(&shown);
    DiagramPainter diagram(position);
    PrintPage::setUpDiagram(diagram, record, shown);
    const double diagramHeight = area.height() * 0.48;
    const double diagramWidth = std::min(area.width(), diagramHeight * diagram.aspect());
    y += area.height() * 0.02;
    diagram.paint(p, QRectF(area.center().x() - diagramWidth / 2, y, diagramWidth, diagramHeight));
    y += diagramHeight;
    p.setFont(page.font(11));
    const QRectF captionLine(area.left(), y, area.width(),
                             QFontMetricsF(p.font(), p.device()).height() * 1.8);
    p.drawText(captionLine, Qt::AlignCenter, PrintPage::caption(record, shown, text));
    y = captionLine.bottom();

    // The move list in two columns; a comment follows its move, indented, and is never split.
    const QFont moveFont = page.font(10);
    const QFont commentFont = page.font(9);
    const double gap = area.width() * 0.05;
    const double columnWidth = (area.width() - gap) / 2;
    const double moveHeight = QFontMetricsF(moveFont, p.device()).height() * 1.2;
    const double numberWidth =
        QFontMetricsF(moveFont, p.device()).horizontalAdvance(QStringLiteral("0000  "));
    const double indent = numberWidth;
    double top = y;
    int column = 0;
    for (const Entry& entry : entries(record, text)) {
        QRectF commentRect;
        if (!entry.comment.isEmpty()) {
            p.setFont(commentFont);
            commentRect = p.boundingRect(QRectF(0, 0, columnWidth - indent, area.height()), Qt::TextWordWrap,
                                         entry.comment);
        }
        const double height = (entry.move.isEmpty() ? 0 : moveHeight) + commentRect.height() +
                              (entry.comment.isEmpty() ? 0 : moveHeight * 0.3);
        if (y + height > area.bottom() && y > top) {
            if (++column == 2) {
                page.newPage();
                column = 0;
                top = area.top();
            }
            y = top;
        }
        const double x = area.left() + column * (columnWidth + gap);
        if (!entry.move.isEmpty()) {
            p.setFont(moveFont);
            p.drawText(QRectF(x, y, numberWidth * 0.8, moveHeight), Qt::AlignRight | Qt::AlignVCenter,
                       entry.number);
            p.drawText(QRectF(x + numberWidth, y, columnWidth - numberWidth, moveHeight),
                       Qt::AlignLeft | Qt::AlignVCenter, entry.move);
            y += moveHeight;
        }
        if (!entry.comment.isEmpty()) {
            p.setFont(commentFont);
            p.setPen(QColor(60, 60, 60));
            p.drawText(commentRect.translated(x + indent, y), Qt::TextWordWrap, entry.comment);
            p.setPen(Qt::black);
            y += commentRect.height() + moveHeight * 0.3;
        }
    }
    return page.finish();
}

QString RecordPrint::writePdf(const QString& path, QPageSize::PageSizeId size, const GameRecord& record,
                              const RecordNode& shown, const MoveText& text) {
    QPdfWriter pdf(path);
    pdf.setPageSize(QPageSize(size));
    pdf.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
    pdf.setTitle(PrintPage::players(record));
    pdf.setCreator(QStringLiteral("Shogiban"));
    if (print(pdf, record, shown, text) == 0)
        return tr("Could not write %1.").arg(QFileInfo(path).fileName());
    return {};
}
