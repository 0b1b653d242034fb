#include "Level.h"

#include <algorithm>

namespace shogi::engine {

Level Level::forLevel(int level) {
    // depth, nodes, candidates, temperature, blunder %, largest loss accepted
    static constexpr Level table[] = {
        {1, 0, 8, 160, 30, 0}, // 1: a child who has just learned the moves can win
        {1, 0, 6, 110, 20, 1500},
        {2, 0, 5, 80, 12, 600},
        {2, 0, 4, 60, 8, 400},
        {3, 0, 4, 40, 5, 300},
        {4, 0, 3, 25, 3, 200},
        {0, 3000, 3, 15, 0, 120},
        {0, 10000, 2, 10, 0, 60},
        {0, 30000, 2, 5, 0, 30},
        {0, 0, 1, 0, 0, 0}, // 10: full strength
    };
    return table[std::clamp(level, Min, Max) - 1];
}

} // namespace shogi::engine
