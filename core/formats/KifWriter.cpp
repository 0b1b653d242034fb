// Writes KIF as Kakinoki's tools do: headers, 手合割 or a board diagram, the numbered main line with times
// and, after its ending, the closing line ("まで94手で後手の勝ち"), then each variation after the line it
// leaves, deepest branch first, so a reader that walks back up the line it has just read finds every branch
// point.
#include "formats/KifCommon.h"
#include "formats/RecordFormat.h"
#include "formats/TextEncoding.h"
#include "record/Notation.h"
#include "rules/Handicap.h"

#include <array>

namespace shogi {

namespace {

// Columns as a fixed-width font draws them: full-width characters take two. The time column starts at the
// 19th, as Kifu for Windows writes it ("   1 ７六歩(77)   ( 0:01/00:00:01)").
int displayWidth(const QString& s) {
    int w = 0;
    for (QChar c : s)
        w += c.unicode() < 0x80 ? 1 : 2;
    return w;
}

// Each side's total time before `node`'s continuation, for files that give only the time per move.
std::array<qint64, 2> totalsAfter(const RecordNode* node) {
    std::array<qint64, 2> totals{0, 0};
    for (const RecordNode* n = node; n && n->parent; n = n->parent)
        if (!n->isSpecial()) totals[(n->ply - 1) % 2] += std::max(n->timeSpentMs, 0);
    return totals;
}

void writeLine(QString& out, const GameRecord& record, const RecordNode* parent, std::size_t childIndex,
               bool mainLine) {
    std::vector<const RecordNode*> branchPoints;
    Position pos = record.positionAt(parent);
    std::array<qint64, 2> totals = totalsAfter(parent); // by parity of the ply: the side that moved
    const RecordNode* prev = parent;
    for (const RecordNode* node = parent->children[childIndex].get(); node; node = node->mainChild()) {
        const bool branches = prev->children.size() > 1;
        if (branches && node == prev->mainChild()) branchPoints.push_back(prev);
        // Kifu for Windows marks a move with "+" when an alternative to it follows later in the file.
        const bool laterAlternative = branches && prev->children.back().get() != node;
        const Square previousTo = prev->parent && !prev->isSpecial() ? prev->move.to() : NoSquare;
        const QString text =
            node->isSpecial() ? kif::specialWord(node->special) : notation::kif(pos, node->move, previousTo);
        QString row = QStringLiteral("%1 ").arg(record.moveNumber(*node), 4) + text;
        qint64& total = totals[(node->ply - 1) % 2];
        total = node->totalTimeMs >= 0 ? node->totalTimeMs : total + std::max(node->timeSpentMs, 0);
        if (node->timeSpentMs >= 0)
            row += QString(std::max(1, 13 - displayWidth(text)), QLatin1Char(' ')) +
                   kif::formatTimes(node->timeSpentMs, total);
        if (laterAlternative) row += QStringLiteral("+");
        out += row + QLatin1Char('\n');
        out += kif::commentLines(node->comment);
        if (!node->bookmark.isEmpty()) out += QLatin1Char('&') + node->bookmark + QLatin1Char('\n');
        if (node->isSpecial()) {
            const Handicap* handicap = record.handicap();
            if (mainLine)
                out += kif::conclusion(node->special, record.moveNumber(*node) - 1, pos.sideToMove(),
                                       handicap && handicap->id != "even") +
                       QLatin1Char('\n');
            break;
        }
        pos.doMove(node->move);
        prev = node;
    }
    for (auto it = branchPoints.rbegin(); it != branchPoints.rend(); ++it)
        for (std::size_t k = 1; k < (*it)->children.size(); ++k) {
            out += QStringLiteral("\n変化：%1手\n").arg(record.moveNumber(*(*it)->children[k]));
            writeLine(out, record, *it, k, false);
        }
}

QString writeKifText(const GameRecord& record, const QString& encodingName) {
    QString out = QStringLiteral("#KIF version=2.0 encoding=%1\n").arg(encodingName);
    out += kif::writePreamble(record);
    out += QStringLiteral("手数----指手---------消費時間--\n");
    out += kif::commentLines(record.root().comment);
    if (!record.root().bookmark.isEmpty())
        out += QLatin1Char('&') + record.root().bookmark + QLatin1Char('\n');
    if (!record.root().children.empty()) writeLine(out, record, &record.root(), 0, true);
    return out;
}

} // namespace

QString writeKif(const GameRecord& record) {
    return writeKifText(record, QStringLiteral("UTF-8"));
}

Result<QByteArray> encodeKif(const GameRecord& record, bool shiftJis) {
    if (!shiftJis) return writeKif(record).toUtf8();
    return text::encodeShiftJis(writeKifText(record, QStringLiteral("Shift_JIS")));
}

} // namespace shogi
