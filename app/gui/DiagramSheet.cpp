#include "gui/DiagramSheet.h"

#include "board/DiagramPainter.h"
#include "gui/PrintPage.h"
#include "game/ShogiTerms.h"

#include <QFileInfo>
#include <QPdfWriter>

using namespace shogi;

int DiagramSheet::print(QPagedPaintDevice& device, const GameRecord& record,
                        const std::vector<const RecordNode*>& nodes, const MoveText& text) {
    if (nodes.empty()) return 0;
    PrintPage page(device);
    if (!page.isActive()) return 0;
    QPainter& p = page.painter();
    const QRectF area = page.area();
    const bool handicap = record.handicap() && record.handicap()->id != "even";
    constexpr int perPage = Columns * Rows;

    for (std::size_t i = 0; i < nodes.size(); ++i) {
        const int slot = int(i % perPage);
        if (slot == 0 && i > 0) page.newPage();
        double top = area.top();
        if (slot == 0) {
            p.setPen(Qt::black);
            p.setFont(page.font(12, true));
            const double line = QFontMetricsF(p.font(), p.device()).height() * 1.6;
            p.drawText(QRectF(area.left(), top, area.width(), line), Qt::AlignCenter,
                       PrintPage::players(record));
        }
        top += QFontMetricsF(page.font(12, true), p.device()).height() * 1.6;
        const double cellWidth = area.width() / Columns;
        const double cellHeight = (area.bottom() - top) / Rows;
        const QRectF cell(area.left() + (slot % Columns) * cellWidth, top + (slot / Columns) * cellHeight,
                          cellWidth, cellHeight);

        // The caption above the diagram: its number, the move that led to it, who is to move.
        const RecordNode& node = *nodes[i];
        const Position position = record.positionAt(&node);
        p.setPen(Qt::black);
        p.setFont(page.font(10, true));
        const double captionHeight = QFontMetricsF(p.font(), p.device()).height() * 1.5;
        //: On a sheet of diagrams: %1 the diagram's number, %2 the move it follows ("Move 24: ☗７六歩"),
        //: %3 the side to move.
        const QString caption = tr("%1. %2 — %3 to move")
                                    .arg(i + 1)
                                    .arg(PrintPage::caption(record, node, text),
                                         ShogiTerms::sideName(position.sideToMove(), handicap));
        p.drawText(QRectF(cell.left(), cell.top(), cell.width(), captionHeight), Qt::AlignCenter, caption);

        DiagramPainter diagram(position);
        PrintPage::setUpDiagram(diagram, record, node);
        const QRectF room =
            cell.adjusted(cell.width() * 0.04, captionHeight, -cell.width() * 0.04, -cell.height() * 0.04);
        diagram.paint(p, room);
    }
    return page.finish();
}

QString DiagramSheet::writePdf(const QString& path, QPageSize::PageSizeId size, const GameRecord& record,
                               const std::vector<const RecordNode*>& nodes, const MoveText& text) {
    QPdfWriter pdf(path);
    pdf.setPageSize(QPageSize(size));
    pdf.setPageMargins(QMarginsF(12, 12, 12, 12), QPageLayout::Millimeter);
    pdf.setTitle(PrintPage::players(record));
    pdf.setCreator(QStringLiteral("Shogiban"));
    if (print(pdf, record, nodes, text) == 0)
        return tr("Could not write %1.").arg(QFileInfo(path).fileName());
    return {};
}
