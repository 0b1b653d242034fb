#include "engine/FutileInterposition.h"

#include "rules/Bitboard.h"
#include "rules/MoveGenerator.h"

#include <cstdint>
#include <unordered_map>

namespace shogi::engine::futility {

namespace {

bool ranged(PieceType pt, Square from, Square to) {
    switch (pt) {
    case Lance:
    case Bishop:
    case Rook:
        return true;
    case Horse:
    case Dragon:
        return bool(attacks::between(from, to)); // the step a dragon or horse adds is no ranged check
    default:
        return false;
    }
}

} // namespace

Move simpleCapture(Position& pos, Move block) {
    const Bitboard checkers = pos.checkers();
    if (!checkers || checkers.moreThanOne()) return Move::none();
    const Color defender = pos.sideToMove();
    const Square checker = checkers.lsb();
    const Square king = pos.kingSquare(defender);
    const PieceType pt = typeOf(pos.pieceOn(checker));
    const Square to = block.to();
    if (!ranged(pt, checker, king) || !attacks::between(checker, king).test(to)) return Move::none();
    if (!block.isDrop() && block.from() == king) return Move::none();
    pos.doMove(block);
    // Rook and bishop gain by promoting; a lance keeps its reach only unpromoted, unless it must.
    const Color attacker = ~defender;
    const bool promote = (pt == Rook || pt == Bishop)
                             ? movegen::mayPromote(pos.variant(), attacker, pt, checker, to)
                             : movegen::mustPromote(pos.variant(), attacker, pt, to);
    Move capture = Move::normal(checker, to, promote);
    bool simple = movegen::isLegal(pos, capture);
    if (simple) {
        pos.doMove(capture);
        Bitboard takers = pos.attackersTo(to, defender);
        // The king takes back only a checker nothing guards.
        if (takers.test(king) && pos.attacked(to, attacker)) takers.clear(king);
        simple = !takers;
        pos.undoMove();
    }
    pos.undoMove();
    return simple ? capture : Move::none();
}

Position withoutWonPiece(Position& pos, Move capture) {
    const PieceType won = unpromoted(typeOf(pos.capturedBy(capture)));
    const Color attacker = pos.sideToMove();
    pos.doMove(capture);
    Position p = pos;
    pos.undoMove();
    p.setHand(attacker, won, p.hand(attacker).count(won) - 1);
    p.finishSetup();
    return p;
}

namespace {

// Interpositions on other squares in another order meet the same positions (the checker ends where the last
// was taken, the same pieces gone to its hand): each position after a capture is judged once. Without that, a
// long ray and a full hand made this exponential (将棋図巧 57's line was read back in 12 s, 93 % of it here).
// The position asked about is never met again below it (the checker comes nearer each time), so only those
// are kept: a position with no such interposition, the usual case, costs no allocation.
bool effectivelyMated(Position& pos, std::unordered_map<std::uint64_t, bool>& seen) {
    MoveList moves;
    movegen::legalMoves(pos, moves);
    for (Move m : moves) {
        const Move capture = simpleCapture(pos, m);
        if (capture == Move::none()) return false;
        pos.doMove(m);
        pos.doMove(capture);
        bool mated;
        if (const auto it = seen.find(pos.key()); it != seen.end())
            mated = it->second;
        else
            seen.emplace(pos.key(), mated = effectivelyMated(pos, seen));
        pos.undoMove();
        pos.undoMove();
        if (!mated) return false;
    }
    return true;
}

} // namespace

bool effectivelyMated(Position& pos) {
    std::unordered_map<std::uint64_t, bool> seen;
    return effectivelyMated(pos, seen);
}

} // namespace shogi::engine::futility
