#include "analysis/EvalCommentForms.h"

#include "analysis/PvText.h"

#include "rules/Usi.h"

#include <QRegularExpression>

namespace shogi::analysis::forms {

namespace {

// "評価値 123", "評価値 -45↓", "評価値 +詰 5", "評価値 -詰": Black's view, as ShogiHome reads it.
std::optional<usi::Score> shogiGuiScore(const QString& line) {
    static const QRegularExpression mate(QStringLiteral(" 評価値 ([+-]?)詰 ?([0-9]*)"));
    static const QRegularExpression cp(QStringLiteral(" 評価値 ([+-]?[0-9]+)([↑↓]?)"));
    if (const auto m = mate.match(line); m.hasMatch()) {
        const bool black = m.capturedView(1) != QLatin1String("-");
        const int plies = m.capturedView(2).toInt();
        return plies > 0 ? usi::Score::mate(black ? plies : -plies) : usi::Score::mateUnknown(black);
    }
    if (const auto m = cp.match(line); m.hasMatch()) {
        // ↑ marks a lower bound, ↓ an upper bound (the search failed high or low).
        const auto bound = m.capturedView(2) == u"↑"   ? usi::Score::Bound::Lower
                           : m.capturedView(2) == u"↓" ? usi::Score::Bound::Upper
                                                       : usi::Score::Bound::Exact;
        return usi::Score::cp(m.capturedView(1).toInt(), bound);
    }
    return std::nullopt;
}

} // namespace

std::optional<Evaluation> readShogiGui(const QStringList& lines, const Position& pos, bool analysis) {
    static const QRegularExpression candidate(QStringLiteral(" 候補([0-9]+)"));
    static const QRegularExpression depth(QStringLiteral(" 深さ ([0-9]+)"));
    static const QRegularExpression nodes(QStringLiteral(" ノード数 ([0-9]+)"));
    const QString prefix = analysis ? QStringLiteral("*解析 ") : QStringLiteral("*対局 ");
    for (const QString& line : lines) {
        if (!line.startsWith(prefix)) continue;
        if (const auto m = candidate.match(line); m.hasMatch() && m.capturedView(1).toInt() != 1) continue;
        const auto score = shogiGuiScore(line);
        if (!score) continue;
        Evaluation e;
        e.source = analysis ? Evaluation::Source::Analysis : Evaluation::Source::Player;
        e.score = *score;
        if (const auto m = depth.match(line); m.hasMatch()) e.depth = m.capturedView(1).toInt();
        if (const auto m = nodes.match(line); m.hasMatch()) e.nodes = m.capturedView(1).toLongLong();
        const QString pvKey = QStringLiteral(" 読み筋 ");
        const qsizetype at = line.indexOf(pvKey);
        if (at >= 0) {
            // The line may begin with the move just played; the PV of this position starts at the first
            // move of the side to move (as ShogiHome reads it).
            const QString moves = line.mid(at + pvKey.size());
            const qsizetype first = moves.indexOf(pos.sideToMove() == Color::Black ? u'▲' : u'△');
            if (first >= 0) e.pv = parseJapanesePv(pos, QStringView(moves).mid(first));
        }
        return e;
    }
    return std::nullopt;
}

std::optional<Evaluation> readFloodgate(const QStringList& lines, const Position& pos) {
    // The score, then the PV in CSA moves (some engines send USI moves, and some begin with the move just
    // played), and with CSA 3.0 "#NODES" at the end.
    static const QRegularExpression form(QStringLiteral("^\\* ([+-]?[0-9]+)(?: (.*))?$"));
    static const QRegularExpression nodes(QStringLiteral(" ?#([0-9]+)\\s*$"));
    static const QRegularExpression moveLike(
        QStringLiteral("^(?:[+-][0-9]{4}[A-Z]{2}|[1-9][a-i][1-9][a-i]\\+?|[PLNSGBR]\\*[1-9][a-i])(?: |$)"));
    for (const QString& line : lines) {
        const auto m = form.match(line);
        if (!m.hasMatch()) continue;
        QString rest = m.captured(2);
        std::optional<std::int64_t> nodeCount;
        if (const auto n = nodes.match(rest); n.hasMatch()) {
            nodeCount = n.capturedView(1).toLongLong();
            rest.truncate(n.capturedStart());
        }
        QStringList words = rest.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        Evaluation e;
        e.source = Evaluation::Source::Player;
        e.score = usi::Score::cp(m.capturedView(1).toInt());
        e.nodes = nodeCount;
        if (!words.isEmpty() && (words.front().startsWith(u'+') || words.front().startsWith(u'-'))) {
            e.pv = parseCsaPv(pos, rest);
        } else if (!words.isEmpty()) {
            if (!pos.lastMove().isNone() && words.front().toStdString() == usi::format(pos.lastMove()))
                words.removeFirst();
            e.pv = parseUsiPv(pos, words);
        }
        // Words after the score that are no moves at all: someone's note, not an engine's line.
        if (!rest.trimmed().isEmpty() && !moveLike.match(rest.trimmed()).hasMatch()) continue;
        return e;
    }
    return std::nullopt;
}

} // namespace shogi::analysis::forms
