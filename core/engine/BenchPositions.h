#pragma once
// The fixed positions of `shogiban-cli bench`: openings, middle games and endgames of each board, each a
// start SFEN and USI moves from it. Searched to a fixed depth, they give a node count that changes only when
// the search does, and a speed figure.
#include "rules/Variant.h"

#include <span>
#include <string_view>

namespace shogi::engine {

struct BenchPosition {
    VariantKind variant;
    std::string_view sfen; // "startpos" or a SFEN
    std::string_view moves;
};

std::span<const BenchPosition> benchPositions();

} // namespace shogi::engine
