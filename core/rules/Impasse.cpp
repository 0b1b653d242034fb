#include "Impasse.h"

namespace shogi {

ImpasseCount countImpasse(const Position& pos, Color c, int whiteCompensation) {
    const Bitboard zone = pos.variant().zone[int(c)];
    auto value = [](PieceType pt) { return pt == Bishop || pt == Rook ? 5 : 1; };
    ImpasseCount r;
    const Square k = pos.kingSquare(c);
    r.kingInZone = k != NoSquare && zone.test(k);
    r.inCheck = k != NoSquare && pos.attacked(k, ~c);
    for (Bitboard b = pos.pieces(c) & zone & ~pos.pieces(King); b;) {
        r.points += value(unpromoted(typeOf(pos.pieceOn(b.popLsb()))));
        ++r.piecesInZone;
    }
    for (int pt = Pawn; pt <= Gold; ++pt) r.points += value(PieceType(pt)) * pos.hand(c).count(PieceType(pt));
    if (c == Color::White) r.points += whiteCompensation;
    return r;
}

ImpasseVerdict judgeImpasse(const Position& pos, Color declarer, ImpasseRule rule, int whiteCompensation) {
    ImpasseVerdict v{};
    v.black = countImpasse(pos, Color::Black, whiteCompensation);
    v.white = countImpasse(pos, Color::White, whiteCompensation);
    const ImpasseCount& mine = declarer == Color::Black ? v.black : v.white;
    const ImpasseCount& theirs = declarer == Color::Black ? v.white : v.black;
    v.conditionsMet = pos.sideToMove() == declarer && mine.kingInZone && !mine.inCheck && mine.piecesInZone >= 10;
    if (rule == ImpasseRule::Points27) {
        v.pointsNeeded = declarer == Color::Black ? 28 : 27;
        v.outcome = v.conditionsMet && mine.points >= v.pointsNeeded ? ImpasseOutcome::DeclarerWins
                                                                     : ImpasseOutcome::DeclarerLoses;
    } else {
        v.pointsNeeded = 24;
        if (!v.conditionsMet || mine.points < 24) v.outcome = ImpasseOutcome::DeclarerLoses;
        else if (theirs.points < 24) v.outcome = ImpasseOutcome::DeclarerWins;
        else v.outcome = ImpasseOutcome::Draw;
    }
    return v;
}

} // namespace shogi
