#pragma once
// Perft: the number of leaf nodes of the legal move tree, the standard exactness test for a generator.
#include "rules/Position.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace shogi {

std::uint64_t perft(Position& pos, int depth);
// Leaf counts below each root move, for comparing against another program move by move.
std::vector<std::pair<Move, std::uint64_t>> perftDivide(Position& pos, int depth);

} // namespace shogi
