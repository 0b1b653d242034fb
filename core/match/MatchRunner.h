#pragma once
// Runs a match or a tournament: the scheduled games in order (TournamentSchedule), each opening twice with
// colours swapped, several at a time, each game slot with its own engine processes (restarted after a
// crash or a hang), until the games are played, the SPRT (two engines) is decided, or the caller stops it.
// The command line (match, tournament) and the window's tournament run this same code.
#include "match/GameReport.h"
#include "match/MatchSettings.h"
#include "match/MatchTally.h"
#include "match/Standings.h"
#include "rules/Result.h"

#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace shogi::match {

// Called once per game as it ends, never for two games at a time, with the tally that includes it.
using GameEndCallback = std::function<void(const GameReport& report, const MatchTally& tally)>;

// An error when an engine cannot be started and configured at the beginning (the program missing, an exit
// or a hang before usiok/readyok, an unknown option, a board it cannot play); faults after that lose games.
// Two engines only.
Result<MatchTally> runMatch(const MatchSettings& settings, const GameEndCallback& onGameEnd);

// Set from any thread while a tournament runs. Paused: the games under way go on, no new one starts.
// Stopped: the games under way are abandoned at once (their engines' waits end; the games are not counted
// and are played again on resume) and the run returns.
struct MatchControl {
    std::atomic<bool> paused{false};
    std::atomic<bool> stopped{false};
};

// A game being played, after each move (and once at its start): for a board to show.
struct LiveGame {
    int slot = 0; // 0 .. concurrency - 1
    int number = 0;
    std::array<std::string, 2> names; // [Black], [White]
    Position start;
    std::vector<Move> moves;
};

struct MatchEvents {
    // As each game ends, never two at a time, with the standings that include it. Not for abandoned games.
    std::function<void(const GameReport& report, const Standings& standings)> gameEnded;
    // From the slots' threads, possibly at the same time.
    std::function<void(const LiveGame& game)> moved;
};

struct TournamentResult {
    Standings standings;
    bool stopped = false; // by the control: games remain to be played
};

// `done`: the games a stopped run finished (by number); they are counted, not played again. The start-up
// errors are runMatch's, and the settings' own: fewer than two engines, no games, SPRT with more than two.
Result<TournamentResult> runTournament(const MatchSettings& settings, const std::vector<GameSummary>& done,
                                       MatchControl* control, const MatchEvents& events);

// The opening (an index into the list) of each pair of games: the list in order, or shuffled by the seed.
std::vector<int> openingOrder(int openingCount, std::optional<unsigned> seed);

} // namespace shogi::match
