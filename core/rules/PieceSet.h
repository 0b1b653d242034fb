#pragma once
// The pieces a variant's set holds (both sides together, by unpromoted kind) and how many of them a
// position uses, on the board and in both hands: what a board editor may still hand out.
#include "rules/Position.h"

#include <array>

namespace shogi {

using PieceCounts = std::array<int, PieceTypeCount>; // indexed by unpromoted type; King included

// How many pieces of `pt` (or of its unpromoted kind) the variant's set holds: 18 pawns, 2 kings...
int setCount(const Variant& variant, PieceType pt);
// The pieces on the board (promoted ones counted as their unpromoted kind) and in both hands.
PieceCounts piecesUsed(const Position& pos);
// The pieces of each kind that can go to a hand: the set less what the position uses, never below zero.
Hand remainingPieces(const Position& pos);

} // namespace shogi
