#include "gui/PuzzleSheet.h"

#include "board/DiagramPainter.h"
#include "game/ShogiTerms.h"
#include "gui/PrintPage.h"

#include <QFileInfo>
#include <QPdfWriter>

using namespace shogi;

namespace {

constexpr int Columns = 2;
constexpr int Rows = 3;

} // namespace

QString PuzzleSheet::question(const puzzles::Puzzle& puzzle) {
    if (puzzle.isTsume()) return tr("Mate in %n", nullptr, puzzle.mateLength());
    return tr("Find the best move");
}

QString PuzzleSheet::answer(const puzzles::Puzzle& puzzle, const MoveText& text) {
    auto position = puzzles::startPosition(puzzle);
    const auto moves = puzzles::solutionMoves(puzzle);
    if (!position || !moves) return {};
    QStringList words;
    Square previous = NoSquare;
    for (Move m : *moves) {
        words << text.move(*position, m, previous);
        previous = m.to();
        position->doMove(m);
    }
    return words.join(QLatin1Char(' '));
}

int PuzzleSheet::print(QPagedPaintDevice& device, const std::vector<puzzles::Puzzle>& all,
                       const QString& title, bool answers, const MoveText& text) {
    std::vector<std::pair<const puzzles::Puzzle*, Position>> sheet;
    for (const puzzles::Puzzle& puzzle : all)
        if (auto position = puzzles::startPosition(puzzle); position && puzzles::solutionMoves(puzzle))
            sheet.emplace_back(&puzzle, *position);
    if (sheet.empty()) return 0;
    PrintPage page(device);
    if (!page.isActive()) return 0;
    QPainter& p = page.painter();
    const QRectF area = page.area();
    const double titleHeight = QFontMetricsF(page.font(12, true), p.device()).height() * 1.6;
    const auto drawTitle = [&](const QString& heading) {
        p.setPen(Qt::black);
        p.setFont(page.font(12, true));
        p.drawText(QRectF(area.left(), area.top(), area.width(), titleHeight), Qt::AlignCenter, heading);
    };
    constexpr int perPage = Columns * Rows;
    for (std::size_t i = 0; i < sheet.size(); ++i) {
        const int slot = int(i % perPage);
        if (slot == 0 && i > 0) page.newPage();
        if (slot == 0) drawTitle(title);
        const double top = area.top() + titleHeight;
        const double cellWidth = area.width() / Columns;
        const double cellHeight = (area.bottom() - top) / Rows;
        const QRectF cell(area.left() + (slot % Columns) * cellWidth, top + (slot / Columns) * cellHeight,
                          cellWidth, cellHeight);
        const Position& position = sheet[i].second;
        p.setPen(Qt::black);
        p.setFont(page.font(10, true));
        const double captionHeight = QFontMetricsF(p.font(), p.device()).height() * 1.5;
        //: On a sheet of puzzles: %1 the puzzle's number, %2 what it asks ("Mate in 3"), %3 the side to move.
        const QString caption =
            tr("%1. %2 — %3 to move")
                .arg(i + 1)
                .arg(question(*sheet[i].first), ShogiTerms::sideName(position.sideToMove(), false));
        p.drawText(QRectF(cell.left(), cell.top(), cell.width(), captionHeight), Qt::AlignCenter, caption);
        DiagramPainter diagram(position);
        diagram.setSideLabels(QStringLiteral("☗") + ShogiTerms::sideName(Color::Black, false),
                              QStringLiteral("☖") + ShogiTerms::sideName(Color::White, false));
        diagram.paint(p, cell.adjusted(cell.width() * 0.04, captionHeight, -cell.width() * 0.04,
                                       -cell.height() * 0.04));
    }
    if (answers) {
        page.newPage();
        drawTitle(tr("Answers"));
        p.setFont(page.font(10, false));
        const QFontMetricsF metrics(p.font(), p.device());
        double y = area.top() + titleHeight * 1.5;
        for (std::size_t i = 0; i < sheet.size(); ++i) {
            const QString line = QStringLiteral("%1. %2").arg(i + 1).arg(answer(*sheet[i].first, text));
            const QRectF box = metrics.boundingRect(QRectF(area.left(), y, area.width(), area.height()),
                                                    Qt::TextWordWrap, line);
            if (box.bottom() > area.bottom()) {
                page.newPage();
                y = area.top();
            }
            p.drawText(QRectF(area.left(), y, area.width(), box.height()), Qt::TextWordWrap, line);
            y += box.height() + metrics.height() * 0.4;
        }
    }
    return page.finish();
}

QString PuzzleSheet::writePdf(const QString& path, QPageSize::PageSizeId size,
                              const std::vector<puzzles::Puzzle>& puzzles, const QString& title, bool answers,
                              const MoveText& text) {
    QPdfWriter pdf(path);
    pdf.setPageSize(QPageSize(size));
    pdf.setPageMargins(QMarginsF(12, 12, 12, 12), QPageLayout::Millimeter);
    pdf.setTitle(title);
    pdf.setCreator(QStringLiteral("Shogiban"));
    if (print(pdf, puzzles, title, answers, text) == 0)
        return tr("Could not write %1.").arg(QFileInfo(path).fileName());
    return {};
}
