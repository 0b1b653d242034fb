#pragma once
// Runs a match: the games in order, each opening twice with colours swapped, one or two at a time, each
// game slot with its own pair of engine processes (restarted after a crash or a hang), until the games
// are played or the SPRT, when there is one, is decided.
#include "match/GameReport.h"
#include "match/MatchSettings.h"
#include "match/MatchTally.h"
#include "rules/Result.h"

#include <functional>
#include <optional>
#include <vector>

namespace shogi::match {

// Called once per game as it ends, never for two games at a time, with the tally that includes it.
using GameEndCallback = std::function<void(const GameReport& report, const MatchTally& tally)>;

// An error when an engine cannot be started and configured at the beginning (the program missing, an exit
// or a hang before usiok/readyok, an unknown option, a board it cannot play); faults after that lose games.
Result<MatchTally> runMatch(const MatchSettings& settings, const GameEndCallback& onGameEnd);

// The opening (an index into the list) of each pair of games: the list in order, or shuffled by the seed.
std::vector<int> openingOrder(int openingCount, std::optional<unsigned> seed);

} // namespace shogi::match
