#pragma once
// How long to think: an optimum time the search aims at (stretched when the best move keeps changing) and a
// maximum it never passes. Works from the side to move's clock: sudden death, byoyomi (used fully but with
// a safety margin), Fischer, or a fixed time per move. The margin grows with the time at stake, because the
// latency of a busy machine (the OS not running us, the pipe, the GUI) grows with it too, and it honours
// MoveOverhead up to half a period. At the casual pace the engine moves at a person's pace: a few seconds a
// move whatever the clock allows, and quick answers below full strength.
#include "engine/SearchLimits.h"
#include "rules/Types.h"

#include <cstdint>

namespace shogi::engine {

enum class Pace {
    Tournament, // the clock used as a strong engine should
    Casual,     // a person's pace: see CasualOptimumMs and the other limits below
};

class TimeManager {
public:
    static constexpr std::int64_t CasualOptimumMs = 5000;
    static constexpr std::int64_t CasualMaximumMs = 20000;
    // Below full strength a casual opponent answers within this.
    static constexpr std::int64_t CasualWeakMaximumMs = 2500;

    // overheadMs: what the GUI, the pipe and the OS may add to our thinking time before the clock stops.
    // fullStrength: level 10 (the casual pace lets weaker levels answer quickly). latencyMs: the longest
    // the engine has lately found itself not running (the search's stalls): on a busy machine twice that
    // is kept back too, up to four fifths of the time there is.
    void init(const SearchLimits& limits, Color us, int gamePly, std::int64_t overheadMs,
              Pace pace = Pace::Tournament, bool fullStrength = true, std::int64_t latencyMs = 0);
    bool limited() const { return m_limited; }
    std::int64_t optimum() const { return m_optimum; }
    std::int64_t maximum() const { return m_maximum; }
    // Whether to start another iteration after `elapsed` ms, given how unstable the best move has been
    // (changes counted over the last iterations, decayed).
    bool shouldStop(std::int64_t elapsed, double instability) const;
    // The margin kept back from `availableMs`: at least 20 ms and a tenth of it (capped at a second), and
    // the configured overhead where that is more, but never more than half of what there is. A 100 ms
    // byoyomi with the default overhead leaves 50 ms to think, a 1 s one 880 ms.
    static std::int64_t margin(std::int64_t overheadMs, std::int64_t availableMs);

private:
    bool m_limited = false;
    bool m_useAll = false; // byoyomi: time not used is lost, so search until the maximum
    std::int64_t m_optimum = 0;
    std::int64_t m_maximum = 0;
};

} // namespace shogi::engine
