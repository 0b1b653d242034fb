#include "Level.h"

#include <algorithm>

namespace shogi::engine {

Level Level::forLevel(int level) {
    // depth, nodes, candidates, temperature, blunder %, largest loss accepted
    static constexpr Level table[] = {
        {1, 0, 8, 150, 30, 0}, // 1: a child who has just learned the moves can win
        {1, 0, 8, 120, 22, 0},
        {1, 0, 6, 90, 15, 1500},
        {2, 0, 5, 70, 10, 800},
        {3, 0, 4, 45, 5, 400},
        {4, 0, 3, 30, 3, 300},
        {5, 0, 3, 20, 2, 200},
        {0, 5000, 3, 12, 0, 100},
        {0, 20000, 2, 6, 0, 40},
        {0, 0, 1, 0, 0, 0}, // 10: full strength
    };
    return table[std::clamp(level, Min, Max) - 1];
}

} // namespace shogi::engine
