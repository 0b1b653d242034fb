#pragma once
// Furigoma: one player tosses five of the senior player's pawns. More pawns (歩) face up: the senior plays
// Black (sente); more promoted faces (と): the other player does. A piece landing on its edge is tossed again,
// which a fair coin per pawn already models, so five pawns never tie.
#include "rules/Types.h"

#include <array>
#include <cstdint>

namespace shogi {

struct FurigomaResult {
    std::array<bool, 5> tokinUp{}; // face of each tossed pawn, in the order they fell
    int pawns = 0;
    int tokins = 0;
    bool seniorPlaysBlack = true;
};

// The same seed gives the same toss, so a test or a replayed game can reproduce it.
FurigomaResult furigoma(std::uint64_t seed);

} // namespace shogi
