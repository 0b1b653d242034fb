#include "game/ImpasseCard.h"

using shogi::Color;
using shogi::ImpasseOutcome;

std::optional<ImpasseCard> ImpasseCard::forSide(const shogi::Position& pos, shogi::ImpasseRule rule,
                                                int whiteCompensation, Color side, const SideNames& names) {
    const shogi::ImpasseVerdict verdict = shogi::judgeImpasse(pos, side, rule, whiteCompensation);
    if (!verdict.black.kingInZone && !verdict.white.kingInZone) return std::nullopt;
    const shogi::ImpasseCount& mine = side == Color::Black ? verdict.black : verdict.white;
    const int points = shogi::impassePoints(mine, rule);
    const bool toMove = pos.sideToMove() == side;
    const bool draws = toMove && verdict.conditionsMet && verdict.outcome == ImpasseOutcome::Draw;

    ImpasseCard card;
    card.winsNow = toMove && verdict.outcome == ImpasseOutcome::DeclarerWins;
    card.badge = tr("%1/%2 pts").arg(points).arg(verdict.pointsNeeded);
    if (card.winsNow) card.badge += QStringLiteral(" ✓");
    if (draws) card.badge += QStringLiteral(" =");
    const QString ruleName = rule == shogi::ImpasseRule::Points27 ? tr("27-point rule") : tr("24-point rule");
    card.details = tr("Impasse (jishogi), %1: %2 has %n point(s), %3 needed.", nullptr, points)
                       .arg(ruleName, names[std::size_t(shogi::index(side))])
                       .arg(verdict.pointsNeeded);
    card.details += QLatin1Char('\n');
    if (!toMove)
        card.details += tr("A declaration is made on one's own turn.");
    else if (card.winsNow)
        card.details += tr("Declaring now would win the game.");
    else if (draws)
        card.details += tr("Declaring now would end the game in a draw.");
    else
        card.details += tr("Declaring now would not qualify.");
    return card;
}
