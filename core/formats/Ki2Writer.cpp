// Writes KI2: the moves in the Japanese notation, six to a line, a line break wherever a comment follows
// a move, the ending as a closing "まで…" line, and variations as the KIF writer orders them.
#include "formats/KifCommon.h"
#include "formats/RecordFormat.h"
#include "formats/TextEncoding.h"
#include "record/Notation.h"
#include "rules/Handicap.h"

namespace shogi {

namespace {

constexpr int kMovesPerLine = 6;

int displayWidth(const QString& s) {
    int w = 0;
    for (QChar c : s)
        w += c.unicode() < 0x80 ? 1 : 2;
    return w;
}

void writeLine(QString& out, const GameRecord& record, const RecordNode* parent, std::size_t childIndex) {
    notation::JapaneseOptions options;
    options.blackMark = QStringLiteral("▲");
    options.whiteMark = QStringLiteral("△");
    std::vector<const RecordNode*> branchPoints;
    Position pos = record.positionAt(parent);
    const RecordNode* prev = parent;
    QStringList row;
    const auto flush = [&] {
        if (!row.isEmpty()) out += row.join(QString()).trimmed() + QLatin1Char('\n');
        row.clear();
    };
    for (const RecordNode* node = parent->children[childIndex].get(); node; node = node->mainChild()) {
        if (prev->children.size() > 1 && node == prev->mainChild()) branchPoints.push_back(prev);
        if (node->isSpecial()) {
            flush();
            out += kif::conclusion(node->special, record.moveNumber(*node) - 1, pos.sideToMove(),
                                   record.handicap() && record.handicap()->id != "even") +
                   QLatin1Char('\n');
        } else {
            const Square previousTo = prev->parent ? prev->move.to() : NoSquare;
            const QString token = notation::japanese(pos, node->move, previousTo, options);
            row.append(token + QString(std::max(1, 12 - displayWidth(token)), QLatin1Char(' ')));
            if (row.size() == kMovesPerLine) flush();
        }
        if (!node->comment.isEmpty() || !node->bookmark.isEmpty()) {
            flush();
            out += kif::commentLines(node->comment);
            if (!node->bookmark.isEmpty()) out += QLatin1Char('&') + node->bookmark + QLatin1Char('\n');
        }
        if (node->isSpecial()) break;
        pos.doMove(node->move);
        prev = node;
    }
    flush();
    for (auto it = branchPoints.rbegin(); it != branchPoints.rend(); ++it)
        for (std::size_t k = 1; k < (*it)->children.size(); ++k) {
            out += QStringLiteral("\n変化：%1手\n").arg(record.moveNumber(*(*it)->children[k]));
            writeLine(out, record, *it, k);
        }
}

QString writeKi2Text(const GameRecord& record, const QString& encodingName) {
    QString out = QStringLiteral("#KI2 version=2.0 encoding=%1\n").arg(encodingName);
    out += kif::writePreamble(record);
    out += kif::commentLines(record.root().comment);
    if (!record.root().bookmark.isEmpty())
        out += QLatin1Char('&') + record.root().bookmark + QLatin1Char('\n');
    if (!record.root().children.empty()) writeLine(out, record, &record.root(), 0);
    return out;
}

} // namespace

QString writeKi2(const GameRecord& record) {
    return writeKi2Text(record, QStringLiteral("UTF-8"));
}

Result<QByteArray> encodeKi2(const GameRecord& record, bool shiftJis) {
    if (!shiftJis) return writeKi2(record).toUtf8();
    return text::encodeShiftJis(writeKi2Text(record, QStringLiteral("Shift_JIS")));
}

} // namespace shogi
