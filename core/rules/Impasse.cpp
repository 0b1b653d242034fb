#include "rules/Impasse.h"

namespace shogi {

namespace {

int value(PieceType pt) {
    return pt == Bishop || pt == Rook ? 5 : 1;
}

} // namespace

int impassePoints(const ImpasseCount& count, ImpasseRule rule) {
    return rule == ImpasseRule::Points27 ? count.points : count.material;
}

ImpasseCount countImpasse(const Position& pos, Color c, int whiteCompensation) {
    const Bitboard zone = pos.variant().zone[int(c)];
    ImpasseCount r;
    const Square k = pos.kingSquare(c);
    r.kingInZone = k != NoSquare && zone.test(k);
    r.inCheck = k != NoSquare && pos.attacked(k, ~c);
    for (Bitboard b = pos.pieces(c) & ~pos.pieces(King); b;) {
        const Square s = b.popLsb();
        const int v = value(unpromoted(typeOf(pos.pieceOn(s))));
        r.material += v;
        if (zone.test(s)) {
            r.points += v;
            ++r.piecesInZone;
        }
    }
    int hand = 0;
    for (int pt = Pawn; pt <= Gold; ++pt)
        hand += value(PieceType(pt)) * pos.hand(c).count(PieceType(pt));
    const int compensation = c == Color::White ? whiteCompensation : 0;
    r.points += hand + compensation;
    r.material += hand + compensation;
    return r;
}

ImpasseVerdict judgeImpasse(const Position& pos, Color declarer, ImpasseRule rule, int whiteCompensation) {
    ImpasseVerdict v{};
    v.rule = rule;
    v.black = countImpasse(pos, Color::Black, whiteCompensation);
    v.white = countImpasse(pos, Color::White, whiteCompensation);
    const ImpasseCount& mine = declarer == Color::Black ? v.black : v.white;
    const ImpasseCount& theirs = declarer == Color::Black ? v.white : v.black;
    const bool toMove = pos.sideToMove() == declarer;
    if (rule == ImpasseRule::Points27) {
        v.conditionsMet = toMove && mine.kingInZone && !mine.inCheck && mine.piecesInZone >= 10;
        v.pointsNeeded = declarer == Color::Black ? 28 : 27;
        v.outcome = v.conditionsMet && mine.points >= v.pointsNeeded ? ImpasseOutcome::DeclarerWins
                                                                     : ImpasseOutcome::DeclarerLoses;
        return v;
    }
    v.conditionsMet = toMove && mine.kingInZone && theirs.kingInZone;
    v.pointsNeeded = 24;
    const bool enough = mine.material >= 24, theyHaveEnough = theirs.material >= 24;
    if (!v.conditionsMet || (!enough && theyHaveEnough))
        v.outcome = ImpasseOutcome::DeclarerLoses;
    else if (enough && !theyHaveEnough)
        v.outcome = ImpasseOutcome::DeclarerWins;
    else
        v.outcome = ImpasseOutcome::Draw;
    return v;
}

} // namespace shogi
