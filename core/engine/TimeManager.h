#pragma once
// How long to think: an optimum time the search aims at (stretched when the best move keeps changing) and a
// maximum it never passes. Works from the side to move's clock: sudden death, byoyomi (used fully but with
// a safety margin), Fischer, or a fixed time per move.
#include "SearchLimits.h"
#include "rules/Types.h"

#include <cstdint>

namespace shogi::engine {

class TimeManager {
public:
    // overheadMs: what the GUI, the pipe and the OS may add to our thinking time before the clock stops.
    void init(const SearchLimits& limits, Color us, int gamePly, std::int64_t overheadMs);
    bool limited() const { return m_limited; }
    std::int64_t optimum() const { return m_optimum; }
    std::int64_t maximum() const { return m_maximum; }
    // Whether to start another iteration after `elapsed` ms, given how unstable the best move has been
    // (changes counted over the last iterations, decayed).
    bool shouldStop(std::int64_t elapsed, double instability) const;
    // The margin kept back: the configured overhead, but never more than a twentieth of the time there is
    // (at least 10 ms), so a 100 ms byoyomi still leaves 90 ms to think.
    static std::int64_t margin(std::int64_t overheadMs, std::int64_t availableMs);

private:
    bool m_limited = false;
    bool m_useAll = false; // byoyomi: time not used is lost, so search until the maximum
    std::int64_t m_optimum = 0;
    std::int64_t m_maximum = 0;
};

} // namespace shogi::engine
