#include "engine/TimeManager.h"

#include <algorithm>

namespace shogi::engine {

std::int64_t TimeManager::margin(std::int64_t overheadMs, std::int64_t availableMs) {
    const std::int64_t reserve = std::min<std::int64_t>(1000, 20 + availableMs / 10);
    return std::max(reserve, std::min(overheadMs, availableMs / 2));
}

void TimeManager::init(const SearchLimits& l, Color us, int gamePly, std::int64_t overheadMs, Pace pace,
                       bool fullStrength, std::int64_t latencyMs) {
    m_limited = l.timed() && !l.infinite;
    m_useAll = false;
    if (!m_limited) return;
    const auto keep = [&](std::int64_t available) {
        return std::max(margin(overheadMs, available), std::min(2 * latencyMs, available * 4 / 5));
    };
    // A casual game caps both limits below what the clock allows. While there is main time a move never takes
    // more than a thirtieth of it (and the increment): even a game of longest thinks keeps main time for
    // long. The clock's own limits still bound both.
    const auto casualCap = [&](std::int64_t main, std::int64_t inc) {
        if (pace != Pace::Casual) return;
        std::int64_t cap = fullStrength ? CasualMaximumMs : CasualWeakMaximumMs;
        if (!m_useAll && main > 0) cap = std::min(cap, std::max<std::int64_t>(main / 30 + inc, 1));
        m_maximum = std::min(m_maximum, cap);
        m_optimum = std::min(
            {m_optimum, fullStrength ? CasualOptimumMs : cap / 2, std::max<std::int64_t>(1, m_maximum / 3)});
        m_useAll = false;
    };
    if (l.movetime > 0) {
        m_optimum = m_maximum = std::max<std::int64_t>(1, l.movetime - keep(l.movetime));
        casualCap(0, 0);
        return;
    }
    const std::int64_t main = l.time[int(us)];
    const std::int64_t inc = l.increment[int(us)];
    const std::int64_t byoyomi = l.byoyomi;
    // Moves still to play on this clock: long at the start, never fewer than 20.
    const std::int64_t movesToGo = std::max(20, 60 - gamePly / 3);
    // The hard limit: everything left before the flag falls, less the margin.
    const std::int64_t available = std::max<std::int64_t>(1, main + byoyomi - keep(main + byoyomi + inc));
    if (byoyomi > 0 && main < byoyomi / 2) {
        // In byoyomi the period is lost unless used: think for nearly all of it.
        m_optimum = m_maximum = available;
        m_useAll = true;
        casualCap(0, 0);
        return;
    }
    const std::int64_t share = main / movesToGo + inc * 3 / 4 + byoyomi;
    m_optimum = std::clamp<std::int64_t>(share, 1, available);
    // Never more than a fifth of the main time on one move, but the byoyomi is always ours.
    m_maximum =
        std::clamp<std::int64_t>(std::min(m_optimum * 4, main / 5 + inc + byoyomi), m_optimum, available);
    casualCap(main, inc);
}

bool TimeManager::shouldStop(std::int64_t elapsed, double instability) const {
    if (!m_limited || m_useAll) return false;
    const double target = std::min<double>(double(m_maximum), double(m_optimum) * (1.0 + instability));
    // The next iteration takes about twice as long as all before it: don't start one that cannot finish.
    return double(elapsed) > target * 0.55;
}

} // namespace shogi::engine
