#include "analysis/WatchText.h"

#include "game/ShogiTerms.h"

#include <QStringList>

using MateStatus = shogi::engine::WatchReport::Mate::Status;

namespace {

// `line` from `pos` with its attacker to move, in the user's notation.
QString lineText(const shogi::Position& pos, shogi::Color attacker, const std::vector<shogi::Move>& line,
                 const MoveText& text) {
    auto p = shogi::engine::withSideToMove(pos, attacker);
    if (!p) return {};
    QStringList moves;
    shogi::Square previous = shogi::NoSquare;
    for (shogi::Move m : line) {
        moves << text.move(*p, m, previous);
        previous = m.to();
        p->doMove(m);
    }
    return moves.join(QLatin1Char(' '));
}

} // namespace

QString WatchText::html(const shogi::Position& pos, const std::optional<shogi::engine::WatchReport>& report,
                        const MoveText& text, bool handicap, const bool lineShown[2]) {
    if (!report) return tr("Looking for threats and mates…").toHtmlEscaped();
    const shogi::Color us = pos.sideToMove();
    const shogi::Color them = ~us;
    QStringList rows;
    if (report->inCheck) {
        rows << tr("%1 is in check: no threat to show.")
                    .arg(ShogiTerms::sideName(us, handicap))
                    .toHtmlEscaped();
    } else if (report->threat) {
        const auto passed = shogi::engine::withSideToMove(pos, them);
        rows << tr("%1 threatens %2", "a side, then the move it would play if it could move twice")
                    .arg(ShogiTerms::sideName(them, handicap),
                         passed ? text.move(*passed, report->threat->move, shogi::NoSquare) : QString())
                    .toHtmlEscaped();
    }
    for (shogi::Color side : {us, them}) {
        if (side == them && report->inCheck) continue; // it gives check: a mate threat is no question
        const auto& mate = report->mate[int(side)];
        const QString name = ShogiTerms::sideName(side, handicap);
        const bool mover = side == us;
        switch (mate.status) {
        case MateStatus::Searching:
            rows << (mover ? tr("%1: looking for a mate…") : tr("%1: looking for a mate threat…"))
                        .arg(name)
                        .toHtmlEscaped();
            break;
        case MateStatus::NoMate:
            rows << (mover ? tr("%1 has no mate.") : tr("%1 threatens no mate.")).arg(name).toHtmlEscaped();
            break;
        case MateStatus::Unknown:
            rows << (mover ? tr("%1: no mate found in the time given.")
                           : tr("%1: no mate threat found in the time given."))
                        .arg(name)
                        .toHtmlEscaped();
            break;
        case MateStatus::Mate: {
            const int plies = int(mate.line.size());
            const QString found = mover ? tr("%1 has a mate in %n", nullptr, plies).arg(name)
                                        : tr("%1 threatens a mate in %n", nullptr, plies).arg(name);
            QString row =
                QStringLiteral("<a href=\"mate:%1\">%2</a>").arg(int(side)).arg(found.toHtmlEscaped());
            if (lineShown[int(side)])
                row +=
                    QStringLiteral("<br>&nbsp;&nbsp;") + lineText(pos, side, mate.line, text).toHtmlEscaped();
            rows << row;
            break;
        }
        }
    }
    return rows.join(QStringLiteral("<br>"));
}
