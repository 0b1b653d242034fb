#pragma once
// A two-sided game clock. It never reads the time itself: the caller passes "now" in milliseconds from any
// monotonic source, so the clock is plain arithmetic and a test can drive it with made-up instants.
#include "rules/Types.h"

#include <array>
#include <cstdint>
#include <optional>

namespace shogi {

struct TimeControl {
    enum class Kind {
        None,        // no clock
        SuddenDeath, // main time only: the flag falls when it runs out
        Byoyomi,     // main time, then a fixed period per move that starts afresh after every move
        Fischer,     // main time plus an increment added after every move
    };
    Kind kind = Kind::None;
    std::int64_t mainMs = 0;
    std::int64_t byoyomiMs = 0;   // Byoyomi: the period per move
    std::int64_t incrementMs = 0; // Fischer: added after each move

    static TimeControl none() { return {}; }
    static TimeControl suddenDeath(std::int64_t main) { return {Kind::SuddenDeath, main, 0, 0}; }
    static TimeControl byoyomi(std::int64_t main, std::int64_t perMove) {
        return {Kind::Byoyomi, main, perMove, 0};
    }
    static TimeControl fischer(std::int64_t main, std::int64_t increment) {
        return {Kind::Fischer, main, 0, increment};
    }
    bool operator==(const TimeControl&) const = default;
};

class Clock {
public:
    explicit Clock(TimeControl control = TimeControl::none());

    const TimeControl& control() const { return m_control; }
    bool enabled() const { return m_control.kind != TimeControl::Kind::None; }

    // Starts (or restarts after stop()) the given side's thinking time.
    void start(Color side, std::int64_t now);
    // The running side has completed a move at `now`: its time is charged, the byoyomi period starts afresh or
    // the Fischer increment is added, and the other side's time starts running.
    void moveMade(std::int64_t now);
    // Stops the running side without crediting a move (game over, takeback, pause). An interrupted byoyomi
    // period is not kept: it starts afresh with the next start().
    void stop(std::int64_t now);

    bool running() const { return m_running.has_value(); }
    std::optional<Color> runningSide() const { return m_running; }

    // Main time left to `side` at `now` (never negative).
    std::int64_t mainRemaining(Color side, std::int64_t now) const;
    // Byoyomi: whether the side is in its per-move periods, and what is left of the current one.
    bool inByoyomi(Color side, std::int64_t now) const;
    std::int64_t periodRemaining(Color side, std::int64_t now) const;
    // Time left before this side's flag falls (main plus the current byoyomi period).
    std::int64_t timeToFlag(Color side, std::int64_t now) const;
    // The side whose flag has fallen, if any. Only the running side can lose time.
    std::optional<Color> flagged(std::int64_t now) const;

    // Main time left to `side` as of its last move: the running side's current turn not charged. With
    // setMainAtLastMove a saved game's clock is set back to it (stopped, then start() the side to move).
    std::int64_t mainAtLastMove(Color side) const { return m_main[index(side)]; }
    void setMainAtLastMove(Color side, std::int64_t ms) { m_main[index(side)] = ms < 0 ? 0 : ms; }

private:
    std::int64_t thinking(Color side, std::int64_t now) const;

    TimeControl m_control;
    std::array<std::int64_t, 2> m_main{};
    std::optional<Color> m_running;
    std::int64_t m_since = 0; // when the running side's turn began
};

} // namespace shogi
