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
#include <functional>
#include <vector>

namespace shogi::match {

// Hears the moves so far (the opening's included) at the start and after each move the referee accepted.
using MoveCallback = std::function<void(const std::vector<Move>& moves)>;

// engines: [Black], [White]. The report's numbering and names are left for the caller. When an engine's
// session is aborted (its abort flag raised) the game ends at once, marked aborted.
GameReport playGame(const std::array<MatchEngine*, 2>& engines, const Opening& opening,
                    const MatchSettings& settings, const MoveCallback& onMove = {});

} // namespace shogi::match
