#include "game/ResultMessage.h"

#include "game/ShogiTerms.h"

using shogi::Color;

namespace {

const QString& nameOf(const SideNames& names, Color c) {
    return names[std::size_t(shogi::index(c))];
}

} // namespace

QString ResultMessage::describe(const shogi::GameResult& result, const SideNames& names,
                                std::optional<Color> impasseDeclarer) {
    using shogi::EndReason;
    if (!result.over()) return {};
    const bool blackWon = result.outcome == shogi::Outcome::BlackWins;
    const Color winner = blackWon ? Color::Black : Color::White;
    const QString& w = nameOf(names, winner);
    const QString& l = nameOf(names, ~winner);
    switch (result.reason) {
    case EndReason::Checkmate:
        return tr("Checkmate: %1 wins.").arg(w);
    case EndReason::NoLegalMoves:
        return tr("%1 has no legal move: %2 wins.").arg(l, w);
    case EndReason::Resignation:
        return tr("%1 resigned: %2 wins.").arg(l, w);
    case EndReason::Repetition:
        return tr("Sennichite (the same position four times): the game is a draw.");
    case EndReason::PerpetualCheck:
        return tr("Sennichite by perpetual check: %1, who gave every check, loses; %2 wins.").arg(l, w);
    case EndReason::IllegalMove:
        return tr("Illegal move by %1 (%2): %3 wins.").arg(l, ShogiTerms::illegalReason(result.illegal), w);
    case EndReason::Time:
        return tr("%1 ran out of time: %2 wins.").arg(l, w);
    case EndReason::Impasse: {
        const QString who = impasseDeclarer ? nameOf(names, *impasseDeclarer) : QString();
        const QString totals = result.impasse ? impasseTotals(*result.impasse, names) : QString();
        const QString outcome =
            result.outcome == shogi::Outcome::Draw ? tr("The game is a draw.") : tr("%1 wins.").arg(w);
        return tr("Impasse (jishogi) declared by %1. %2 %3").arg(who, totals, outcome);
    }
    case EndReason::None:
        break;
    }
    return {};
}

QString ResultMessage::impasseTotals(const shogi::ImpasseVerdict& verdict, const SideNames& names) {
    const int black = shogi::impassePoints(verdict.black, verdict.rule);
    const int white = shogi::impassePoints(verdict.white, verdict.rule);
    return tr("%1: %n point(s).", nullptr, black).arg(nameOf(names, Color::Black)) + QLatin1Char(' ') +
           tr("%1: %n point(s).", nullptr, white).arg(nameOf(names, Color::White));
}

QString ResultMessage::impasseProposal(const shogi::ImpasseVerdict& verdict, Color declarer,
                                       const SideNames& names) {
    const shogi::ImpasseCount& mine = declarer == Color::Black ? verdict.black : verdict.white;
    const QString yes = tr("yes"), no = tr("no");
    const bool points27 = verdict.rule == shogi::ImpasseRule::Points27;
    QStringList lines;
    lines << tr("Declare impasse (jishogi) for %1?").arg(nameOf(names, declarer)) << QString();
    lines << impasseTotals(verdict, names);
    if (points27) {
        lines << tr("%1 needs %n point(s) under the %2.", nullptr, verdict.pointsNeeded)
                     .arg(nameOf(names, declarer), tr("27-point rule"));
        lines << tr("Pieces in hand and in the enemy camp count.");
        lines << QString();
        lines << tr("King in the enemy camp: %1").arg(mine.kingInZone ? yes : no);
        lines << tr("Pieces in the enemy camp: %1 (10 needed)").arg(mine.piecesInZone);
        lines << tr("King in check: %1").arg(mine.inCheck ? yes : no);
    } else {
        lines << tr("Under the 24-point rule every piece counts, on the board or in hand, once both kings "
                    "have entered the enemy camp: under 24 points loses; both at 24 or more, or both under, "
                    "is a draw.");
        lines << QString();
        for (Color c : {Color::Black, Color::White}) {
            const shogi::ImpasseCount& count = c == Color::Black ? verdict.black : verdict.white;
            lines
                << tr("King of %1 in the enemy camp: %2").arg(nameOf(names, c), count.kingInZone ? yes : no);
        }
    }
    lines << QString();
    switch (verdict.outcome) {
    case shogi::ImpasseOutcome::DeclarerWins:
        lines << tr("The declaration would win the game.");
        break;
    case shogi::ImpasseOutcome::Draw:
        lines << tr("The declaration would end the game in a draw.");
        break;
    case shogi::ImpasseOutcome::DeclarerLoses:
        lines << tr("The declaration does not qualify.");
        break;
    }
    return lines.join(QLatin1Char('\n'));
}
