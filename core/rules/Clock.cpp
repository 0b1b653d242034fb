#include "rules/Clock.h"

#include <algorithm>

namespace shogi {

Clock::Clock(TimeControl control) : m_control(control) {
    m_main.fill(control.mainMs);
}

std::int64_t Clock::thinking(Color side, std::int64_t now) const {
    return m_running == side ? std::max<std::int64_t>(0, now - m_since) : 0;
}

void Clock::start(Color side, std::int64_t now) {
    m_running = side;
    m_since = now;
}

void Clock::stop(std::int64_t now) {
    if (!m_running) return;
    const Color side = *m_running;
    m_main[index(side)] = mainRemaining(side, now);
    m_running.reset();
}

void Clock::moveMade(std::int64_t now) {
    if (!m_running) return;
    const Color side = *m_running;
    stop(now);
    if (m_control.kind == TimeControl::Kind::Fischer) m_main[index(side)] += m_control.incrementMs;
    start(~side, now);
}

std::int64_t Clock::mainRemaining(Color side, std::int64_t now) const {
    return std::max<std::int64_t>(0, m_main[index(side)] - thinking(side, now));
}

bool Clock::inByoyomi(Color side, std::int64_t now) const {
    return m_control.kind == TimeControl::Kind::Byoyomi && mainRemaining(side, now) == 0;
}

std::int64_t Clock::periodRemaining(Color side, std::int64_t now) const {
    if (m_control.kind != TimeControl::Kind::Byoyomi) return 0;
    // The period starts when the main time runs out, or at the start of the turn if it already had.
    const std::int64_t intoPeriod = std::max<std::int64_t>(0, thinking(side, now) - m_main[index(side)]);
    return std::max<std::int64_t>(0, m_control.byoyomiMs - intoPeriod);
}

std::int64_t Clock::timeToFlag(Color side, std::int64_t now) const {
    return mainRemaining(side, now) + periodRemaining(side, now);
}

std::optional<Color> Clock::flagged(std::int64_t now) const {
    if (!enabled() || !m_running) return std::nullopt;
    if (timeToFlag(*m_running, now) > 0) return std::nullopt;
    return m_running;
}

} // namespace shogi
