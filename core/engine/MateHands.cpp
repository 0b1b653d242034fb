#include "engine/MateHands.h"

#include "rules/Bitboard.h"

#include <algorithm>

namespace shogi::engine {

namespace {

constexpr PieceType HandTypes[] = {Pawn, Lance, Knight, Silver, Bishop, Rook, Gold};

void raise(Hand& h, PieceType pt) {
    if (h.count(pt) != MateHands::Unbounded) h.set(pt, h.count(pt) + 1);
}
void lower(Hand& h, PieceType pt) {
    if (h.count(pt) != MateHands::Unbounded) h.set(pt, std::max(0, h.count(pt) - 1));
}
// pack()'s field widths, indexed by type (Pawn..Gold).
constexpr int FieldBits[HandTypeCount] = {0, 5, 3, 3, 3, 2, 2, 3};

Hand filled(int n) {
    Hand h;
    for (PieceType pt : HandTypes)
        h.set(pt, n);
    return h;
}

} // namespace

MateHands MateHands::anyProof() {
    return {filled(0), filled(Unbounded)};
}

MateHands MateHands::anyDisproof() {
    return {filled(Unbounded), filled(0)};
}

bool MateHands::provenFor(const Hand& a, const Hand& d) const {
    for (PieceType pt : HandTypes)
        if (a.count(pt) < attacker.count(pt) || d.count(pt) > defender.count(pt)) return false;
    return true;
}

bool MateHands::disprovenFor(const Hand& a, const Hand& d) const {
    for (PieceType pt : HandTypes)
        if (a.count(pt) > attacker.count(pt) || d.count(pt) < defender.count(pt)) return false;
    return true;
}

std::uint32_t MateHands::pack(const Hand& bound) {
    std::uint32_t packed = 0;
    int shift = 0;
    for (PieceType pt : HandTypes) {
        const int full = (1 << FieldBits[pt]) - 1; // the field's Unbounded
        packed |= std::uint32_t(std::min(bound.count(pt), full)) << shift;
        shift += FieldBits[pt];
    }
    return packed;
}

Hand MateHands::unpack(std::uint32_t packed) {
    Hand h;
    int shift = 0;
    for (PieceType pt : HandTypes) {
        const int full = (1 << FieldBits[pt]) - 1;
        const int n = int(packed >> shift) & full;
        h.set(pt, n == full ? Unbounded : n);
        shift += FieldBits[pt];
    }
    return h;
}

namespace matehands {

// A drop spends a piece of the mover's hand, a capture adds one: before the move the mover held one more of
// the dropped type and one fewer of the captured one.
MateHands proofBefore(const Position& pos, Move move, bool attackerMoves, MateHands child) {
    Hand& mover = attackerMoves ? child.attacker : child.defender;
    if (move.isDrop()) {
        raise(mover, move.dropType());
    } else if (const Piece taken = pos.capturedBy(move); taken != NoPiece) {
        lower(mover, unpromoted(typeOf(taken)));
    }
    return child;
}

MateHands disproofBefore(const Position& pos, Move move, bool attackerMoves, MateHands child) {
    return proofBefore(pos, move, attackerMoves, child); // the same shift of the mover's bound
}

void mergeProof(MateHands& into, const MateHands& child) {
    for (PieceType pt : HandTypes) {
        into.attacker.set(pt, std::max(into.attacker.count(pt), child.attacker.count(pt)));
        into.defender.set(pt, std::min(into.defender.count(pt), child.defender.count(pt)));
    }
}

void mergeDisproof(MateHands& into, const MateHands& child) {
    for (PieceType pt : HandTypes) {
        into.attacker.set(pt, std::min(into.attacker.count(pt), child.attacker.count(pt)));
        into.defender.set(pt, std::max(into.defender.count(pt), child.defender.count(pt)));
    }
}

void lackedInterpositions(const Position& pos, MateHands& proof) {
    const Color defender = pos.sideToMove();
    const Bitboard checkers = pos.checkers();
    if (!checkers || checkers.moreThanOne()) return;
    if (!attacks::between(checkers.lsb(), pos.kingSquare(defender))) return;
    for (PieceType pt : HandTypes)
        if (!pos.hand(defender).has(pt)) proof.defender.set(pt, 0);
}

void lackedDropChecks(const Position& pos, MateHands& disproof) {
    const Color defender = ~pos.sideToMove();
    const Square king = pos.kingSquare(defender);
    const Bitboard occ = pos.occupied();
    for (PieceType pt : HandTypes) {
        if (pos.hand(~defender).has(pt)) continue;
        // The squares a piece of this type would check from are the ones the king would attack as it.
        Bitboard from;
        if (king == NoSquare)
            from = ~occ;
        else if (pt == Lance)
            from = attacks::lance(defender, king, occ);
        else if (pt == Bishop)
            from = attacks::bishop(king, occ);
        else if (pt == Rook)
            from = attacks::rook(king, occ);
        else
            from = attacks::step(defender, pt, king);
        if (from & ~occ) disproof.attacker.set(pt, 0);
    }
}

} // namespace matehands
} // namespace shogi::engine
