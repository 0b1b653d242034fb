#include "engine/Level.h"

#include <algorithm>

namespace shogi::engine {

Level Level::forLevel(int level) {
    // depth, candidates, temperature, blunder %, largest loss accepted. Up to depth 2 less noise makes a
    // step; from depth 3 on a ply is worth far more than less noise (less noise at depth 3 scored 21-19,
    // depth 4 beat depth 3 29-5 with the same noise), so levels 6-9 each look a ply deeper. Level 5 keeps
    // more noise than 6 and level 7 no more than 6: with session 26's evaluation 6 v 5 and 7 v 6 scored 63 %
    // each at equal noise and at more for 7. Each step scores 65-85 % against the one below (README, "The
    // level ladder").
    static constexpr Level table[] = {
        {1, 8, 150, 30, 0}, // 1: a child who has just learned the moves can win
        {1, 7, 110, 20, 1500}, {1, 6, 90, 14, 950}, {2, 6, 90, 14, 1000},
        {2, 5, 60, 8, 500},    {3, 4, 50, 6, 400},  {4, 4, 50, 6, 400},
        {5, 3, 25, 2, 200},    {6, 2, 10, 0, 60},   {0, 1, 0, 0, 0}, // 10: full strength
    };
    return table[std::clamp(level, Min, Max) - 1];
}

} // namespace shogi::engine
