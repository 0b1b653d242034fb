#pragma once
// Static exchange evaluation: the material balance of the captures on one square when both sides always take
// back with their least valuable piece. Used to order captures and to skip losing ones in quiescence.
#include "rules/Position.h"

namespace shogi::engine {

// Whether the move wins at least `threshold` centipawns by the exchange it starts.
bool seeAtLeast(const Position& pos, Move m, int threshold);

} // namespace shogi::engine
