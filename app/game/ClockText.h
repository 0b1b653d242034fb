#pragma once
// What a side's clock shows: "9:59" of main time, "1:02:03" past an hour, and in byoyomi the seconds left
// of the period ("30", "29", ...). Seconds round up, so "0:00" appears only when the time is really gone.
// Under byoyomi the phase is named too ("Main time", then "Byoyomi"), so a bare "30" is not mistaken for
// thirty seconds of main time. A fallen flag reads zero.
#include "rules/Clock.h"

#include <QString>

struct ClockReading {
    QString text;     // empty when the game has no clock
    QString phase;    // under byoyomi: "Main time" or "Byoyomi"; empty for clocks with one phase
    bool low = false; // little time left before the flag falls: drawn in the warning colour
};

ClockReading readClock(const shogi::Clock& clock, shogi::Color side, std::int64_t now);
// The clock of a side whose flag fell: zero, in the phase it fell in.
ClockReading fallenClock(const shogi::Clock& clock);
QString formatClockTime(std::int64_t ms);
