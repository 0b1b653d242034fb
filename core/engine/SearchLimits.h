#pragma once
// What a "go" asks for: the clocks as USI sends them, or a fixed depth, node count, time per move, infinite.
#include <cstdint>

namespace shogi::engine {

struct SearchLimits {
    std::int64_t time[2] = {0, 0};      // main time left, Black and White (ms)
    std::int64_t increment[2] = {0, 0}; // Fischer increment per move (binc/winc)
    std::int64_t byoyomi = 0;           // per-move period once the main time is spent
    std::int64_t movetime = 0;          // a fixed time for this move
    int depth = 0;                      // 0 = no limit
    std::uint64_t nodes = 0;            // 0 = no limit
    bool infinite = false;              // until "stop"
    bool ponder = false;                // thinking on the opponent's time until "ponderhit" or "stop"

    bool timed() const {
        return movetime > 0 || byoyomi > 0 || time[0] > 0 || time[1] > 0 || increment[0] > 0 ||
               increment[1] > 0;
    }
};

} // namespace shogi::engine
