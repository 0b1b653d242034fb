#pragma once
// Static exchange evaluation: the material balance of the captures on one square when both sides always take
// back with their least valuable piece. Used to order captures and to skip losing ones in quiescence.
#include "rules/Position.h"

namespace shogi::engine {

// A piece's fixed worth in an exchange: half of what taking it swings, its value on the board plus its
// unpromoted kind's in the taker's hand, so a pawn is 100 as the search's margins assume. Fixed, as in
// Stockfish and YaneuraOu: the evaluation's tuned board weights (a lance 119, the rook below the bishop)
// leave out the hand and are fitted for placement, not for trading.
int exchangeValue(PieceType pt);

// Whether the move wins at least `threshold` centipawns by the exchange it starts.
bool seeAtLeast(const Position& pos, Move m, int threshold);

} // namespace shogi::engine
