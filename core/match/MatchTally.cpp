#include "match/MatchTally.h"

#include <algorithm>

namespace shogi::match {

void MoveTimes::add(std::int64_t ms) {
    ++moves;
    totalMs += ms;
    longestMs = std::max(longestMs, ms);
}

void MoveTimes::add(const MoveTimes& more) {
    moves += more.moves;
    totalMs += more.totalMs;
    longestMs = std::max(longestMs, more.longestMs);
}

std::array<MoveTimes, 2> moveTimesBySide(const GameReport& report) {
    std::array<MoveTimes, 2> times;
    // The engines' moves alternate from the side to move after the opening.
    Color side = report.start.sideToMove();
    if (report.openingPlies % 2) side = ~side;
    for (const std::int64_t ms : report.moveTimesMs) {
        times[index(side)].add(ms);
        side = ~side;
    }
    return times;
}

void MatchTally::add(const GameReport& report) {
    const auto times = moveTimesBySide(report);
    for (Color side : {Color::Black, Color::White})
        if (const auto engine = std::size_t(report.engineBySide[index(side)]); engine < moveTimes.size())
            moveTimes[engine].add(times[index(side)]);
    add(report.swapPair >= 0 ? report.swapPair : (report.number - 1) / 2, report.loserEngine(),
        report.termination);
}

void MatchTally::add(int pair, std::optional<int> loser, Termination termination) {
    ++games;
    const int halfPoints = !loser ? 1 : *loser == 1 ? 2 : 0;
    if (const auto other = halfPairs.find(pair); other != halfPairs.end()) {
        ++pentanomial[std::size_t(other->second + halfPoints)];
        halfPairs.erase(other);
    } else {
        halfPairs.emplace(pair, halfPoints);
    }
    if (!loser) {
        ++draws;
        return;
    }
    (*loser == 1 ? wins : losses)++;
    EngineFaults& f = faults[std::size_t(*loser)];
    if (termination == Termination::IllegalMove) ++f.illegalMoves;
    if (termination == Termination::Time) ++f.timeLosses;
    if (termination == Termination::Crash) ++f.crashes;
}

} // namespace shogi::match
