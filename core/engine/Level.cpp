#include "engine/Level.h"

#include <algorithm>

namespace shogi::engine {

Level Level::forLevel(int level) {
    // depth, candidates, temperature, blunder %, largest loss accepted
    static constexpr Level table[] = {
        {1, 8, 150, 30, 0}, // 1: a child who has just learned the moves can win
        {1, 7, 110, 20, 1500}, {1, 6, 80, 12, 800}, {2, 6, 110, 18, 1200},
        {2, 4, 50, 6, 400},    {3, 4, 50, 6, 400},  {3, 3, 25, 2, 200},
        {4, 3, 25, 2, 200},    {5, 2, 10, 0, 60},   {0, 1, 0, 0, 0}, // 10: full strength
    };
    return table[std::clamp(level, Min, Max) - 1];
}

} // namespace shogi::engine
