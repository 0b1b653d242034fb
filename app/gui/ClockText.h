#pragma once
// What a side's clock shows: "9:59" of main time, "1:02:03" past an hour, and in byoyomi the seconds left
// of the period ("30", "29", ...). Seconds round up, so "0:00" appears only when the time is really gone.
#include "rules/Clock.h"

#include <QString>

struct ClockReading {
    QString text; // empty when the game has no clock
    bool low = false; // little time left before the flag falls: drawn in the warning colour
};

ClockReading readClock(const shogi::Clock& clock, shogi::Color side, std::int64_t now);
QString formatClockTime(std::int64_t ms);
