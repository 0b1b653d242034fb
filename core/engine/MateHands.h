#pragma once
// Hand superiority (持ち駒優越) for the mate solver. A mate still holds when the attacker has more in hand and the
// defender less; no mate still holds when the attacker has less and the defender more. So a settled position
// stands for every position of the same board whose hands lie on the right side of two bounds:
// - proven: the attacker holds at least `attacker` and the defender at most `defender` (the proof's hands,
//   KomoringHeights' 証明駒: only what the mate uses, so a transposition holding other pieces reuses it);
// - disproven: the attacker holds at most `attacker` and the defender at least `defender` (反証駒).
// Both hands are bounded: the defender's is not taken as "all the rest" (a position need not hold every piece).
// The bounds are built from the children's as the search settles a node, backwards through the move.
#include "rules/Hand.h"
#include "rules/Move.h"
#include "rules/Position.h"

namespace shogi::engine {

struct MateHands {
    static constexpr int Unbounded = 255;
    Hand attacker, defender;

    // The bounds of a proof of `attacker`/`defender` exactly (no reuse beyond the position itself).
    static MateHands exact(const Hand& attacker, const Hand& defender) { return {attacker, defender}; }
    // A verdict that holds whatever the hands: a proof needing nothing, a disproof of any hands.
    static MateHands anyProof();
    static MateHands anyDisproof();

    bool provenFor(const Hand& a, const Hand& d) const;    // as proof bounds: do they cover these hands?
    bool disprovenFor(const Hand& a, const Hand& d) const; // as disproof bounds
    // As proof bounds (or disproof bounds), does this cover every position `o` covers?
    bool provesMoreThan(const MateHands& o) const { return provenFor(o.attacker, o.defender); }
    bool disprovesMoreThan(const MateHands& o) const { return disprovenFor(o.attacker, o.defender); }

    // One bound in 32 bits, the way YaneuraOu and KomoringHeights pack a hand: a field per type just wide
    // enough for more than all of that type (pawn 5 bits, bishop and rook 2, the rest 3). A count the field
    // cannot hold reads back as Unbounded, which says the same: no hand holds that many.
    static std::uint32_t pack(const Hand& bound);
    static Hand unpack(std::uint32_t packed);
};

namespace matehands {

// Bounds before `move` (made by the side to move in `pos`, the attacker when `attackerMoves`) from the child's.
MateHands proofBefore(const Position& pos, Move move, bool attackerMoves, MateHands child);
MateHands disproofBefore(const Position& pos, Move move, bool attackerMoves, MateHands child);
// A defender's node settled as proven: all its children's proofs (merged: the most any needs), then the
// pieces it lacks that could interpose against the check must still be lacking.
void mergeProof(MateHands& into, const MateHands& child);
void lackedInterpositions(const Position& pos, MateHands& proof);
// An attacker's node settled as disproven: all its checks refuted (merged), then the pieces it lacks that
// could give check by a drop must still be lacking.
void mergeDisproof(MateHands& into, const MateHands& child);
void lackedDropChecks(const Position& pos, MateHands& disproof);

} // namespace matehands
} // namespace shogi::engine
