#include "game/ClockText.h"

#include <QCoreApplication>

namespace {

std::int64_t secondsRoundedUp(std::int64_t ms) {
    return (ms + 999) / 1000;
}

// Sudden death and Fischer give no second chance, so they warn earlier than a byoyomi period does.
constexpr std::int64_t LowMainMs = 30'000;
constexpr std::int64_t LowPeriodMs = 10'000;

bool hasPeriods(const shogi::Clock& clock) {
    return clock.control().kind == shogi::TimeControl::Kind::Byoyomi;
}

QString mainTimeLabel() {
    return QCoreApplication::translate("ClockText", "Main time");
}
QString byoyomiLabel() {
    return QCoreApplication::translate("ClockText", "Byoyomi");
}

} // namespace

QString formatClockTime(std::int64_t ms) {
    const std::int64_t s = secondsRoundedUp(ms);
    const auto two = [](std::int64_t v) { return QStringLiteral("%1").arg(v, 2, 10, QLatin1Char('0')); };
    if (s >= 3600) return QStringLiteral("%1:%2:%3").arg(s / 3600).arg(two(s / 60 % 60), two(s % 60));
    return QStringLiteral("%1:%2").arg(s / 60).arg(two(s % 60));
}

ClockReading readClock(const shogi::Clock& clock, shogi::Color side, std::int64_t now) {
    if (!clock.enabled()) return {};
    if (clock.inByoyomi(side, now)) {
        const std::int64_t left = clock.periodRemaining(side, now);
        return {QString::number(secondsRoundedUp(left)), byoyomiLabel(), left <= LowPeriodMs};
    }
    const std::int64_t main = clock.mainRemaining(side, now);
    if (hasPeriods(clock)) return {formatClockTime(main), mainTimeLabel(), false};
    return {formatClockTime(main), QString(), main <= LowMainMs};
}

ClockReading fallenClock(const shogi::Clock& clock) {
    if (!clock.enabled()) return {};
    if (hasPeriods(clock)) return {QStringLiteral("0"), byoyomiLabel(), true};
    return {formatClockTime(0), QString(), true};
}
