#pragma once
// Plays one game between two engines and judges it by the rules core, never by what an engine claims:
// every move is checked by shogi::Game (tournament policy: an illegal move loses), "bestmove resign" loses,
// "bestmove win" is an impasse declaration the 27-point rule judges, mate, sennichite and perpetual check
// come from Game. Time is the runner's own: a steady clock from writing "go" to reading "bestmove", against
// a shogi::Clock, with the match's grace for process latency. A crash or a hang loses the game; the engines
// always get the whole move history and both clocks.
#include "match/GameReport.h"
#include "match/MatchEngine.h"
#include "match/MatchSettings.h"
#include "match/Opening.h"

#include <array>

namespace shogi::match {

// engines: [Black], [White]. The report's numbering and names are left for the caller.
GameReport playGame(const std::array<MatchEngine*, 2>& engines, const Opening& opening,
                    const MatchSettings& settings);

} // namespace shogi::match
