#include "match/MatchTally.h"

namespace shogi::match {

void MatchTally::add(const GameReport& report) {
    ++games;
    const std::optional<int> loser = report.loserEngine();
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
