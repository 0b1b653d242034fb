#include "match/MatchTally.h"

#include <algorithm>

namespace shogi::match {

void MatchTally::add(const GameReport& report) {
    ++games;
    // The engines' moves alternate from the side to move after the opening.
    Color side = report.start.sideToMove();
    if (report.openingPlies % 2) side = ~side;
    for (const std::int64_t ms : report.moveTimesMs) {
        MoveTimes& t = moveTimes[std::size_t(report.engineBySide[index(side)])];
        ++t.moves;
        t.totalMs += ms;
        t.longestMs = std::max(t.longestMs, ms);
        side = ~side;
    }
    const std::optional<int> loser = report.loserEngine();
    const int halfPoints = !loser ? 1 : *loser == 1 ? 2 : 0;
    const int pair = (report.number - 1) / 2;
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
    if (report.termination == Termination::IllegalMove) ++f.illegalMoves;
    if (report.termination == Termination::Time) ++f.timeLosses;
    if (report.termination == Termination::Crash) ++f.crashes;
}

} // namespace shogi::match
