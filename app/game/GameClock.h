#pragma once
// Drives the headless shogi::Clock in real time: a monotonic QElapsedTimer supplies "now", and a 100 ms timer
// ticks while a side's time runs so the window can redraw the clocks and the controller can notice a flag.
#include "game/ClockText.h"
#include "game/Player.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <array>

#include <optional>

class GameClock : public QObject {
    Q_OBJECT
public:
    explicit GameClock(QObject* parent = nullptr);

    void reset(const shogi::TimeControl& control); // stopped, full time on both sides
    // Stopped, with each side's main time as of its last move (Black's, White's): a saved game's clock;
    // `fallen` is the side that lost on time, whose clock reads zero.
    void restore(const shogi::TimeControl& control, std::array<std::int64_t, 2> mainMs,
                 std::optional<shogi::Color> fallen = std::nullopt);
    void start(shogi::Color side);
    void moveMade();
    void stop();

    const shogi::Clock& clock() const { return m_clock; }
    // The running side, once its flag has fallen more than graceMs ago.
    std::optional<shogi::Color> flagged(int graceMs = 0) const { return m_clock.flagged(now() - graceMs); }
    // Both clocks as they stand now, for the player whose turn starts.
    ThinkingTime thinkingTime(shogi::Color side) const;
    bool isRunning(shogi::Color side) const { return m_clock.runningSide() == side; }
    std::int64_t timeToFlag(shogi::Color side) const { return m_clock.timeToFlag(side, now()); }
    ClockReading reading(shogi::Color side) const {
        return m_fallen == side ? fallenClock(m_clock) : readClock(m_clock, side, now());
    }

signals:
    void ticked();

private:
    std::int64_t now() const { return m_elapsed.elapsed(); }

    shogi::Clock m_clock;
    // Stopped, the core's clock forgets an interrupted period: the side whose flag fell is remembered here
    // so its clock keeps reading zero.
    std::optional<shogi::Color> m_fallen;
    QElapsedTimer m_elapsed;
    QTimer m_timer;
};
