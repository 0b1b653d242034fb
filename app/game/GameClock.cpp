#include "game/GameClock.h"

GameClock::GameClock(QObject* parent) : QObject(parent) {
    m_elapsed.start();
    m_timer.setInterval(100);
    connect(&m_timer, &QTimer::timeout, this, &GameClock::ticked);
}

void GameClock::reset(const shogi::TimeControl& control) {
    m_timer.stop();
    m_clock = shogi::Clock(control);
    m_fallen.reset();
}

void GameClock::restore(const shogi::TimeControl& control, std::array<std::int64_t, 2> mainMs,
                        std::optional<shogi::Color> fallen) {
    reset(control);
    m_fallen = fallen;
    m_clock.setMainAtLastMove(shogi::Color::Black, mainMs[0]);
    m_clock.setMainAtLastMove(shogi::Color::White, mainMs[1]);
}

void GameClock::start(shogi::Color side) {
    m_fallen.reset();
    m_clock.start(side, now());
    if (m_clock.enabled()) m_timer.start();
}

void GameClock::moveMade() {
    m_clock.moveMade(now());
}

void GameClock::stop() {
    if (const auto side = flagged()) m_fallen = side;
    m_clock.stop(now());
    m_timer.stop();
}

ThinkingTime GameClock::thinkingTime(shogi::Color side) const {
    ThinkingTime t{shogi::usi::GoLimits::fromClock(m_clock, now()), std::nullopt};
    if (m_clock.enabled()) t.toFlagMs = m_clock.timeToFlag(side, now());
    return t;
}
