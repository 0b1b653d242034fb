#pragma once
// The running score of a match from engine 1's side, and each engine's faults.
#include "match/Elo.h"
#include "match/GameReport.h"
#include "match/Sprt.h"

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>

namespace shogi::match {

struct EngineFaults {
    int illegalMoves = 0;
    int timeLosses = 0;
    int crashes = 0;
};

// How long an engine took for its moves, as the runner measured them (from writing "go" to reading
// "bestmove"): whether a result was reached at equal time.
struct MoveTimes {
    int moves = 0;
    std::int64_t totalMs = 0;
    std::int64_t longestMs = 0;

    double meanMs() const { return moves ? double(totalMs) / moves : 0.0; }
    void add(std::int64_t ms);
    void add(const MoveTimes& more);
};

// One game's engine moves timed, by the side that played them: [Black], [White].
std::array<MoveTimes, 2> moveTimesBySide(const GameReport& report);

struct MatchTally {
    std::array<std::string, 2> names; // engine 1, engine 2
    int games = 0;
    int wins = 0; // by engine 1
    int draws = 0;
    int losses = 0; // by engine 1
    std::array<EngineFaults, 2> faults;
    std::array<MoveTimes, 2> moveTimes;
    // Games 2k+1 and 2k+2 play one opening with the colours swapped: the pairs by engine 1's points in
    // them, [0] both lost ... [4] both won. A pair counts once both its games have ended.
    std::array<int, 5> pentanomial{};
    std::map<int, int> halfPairs; // swap pair → engine 1's half points in the game that has ended

    void add(const GameReport& report); // a match's game: engines 0 and 1
    // One game of pair `swapPair`; loser: 0 (engine 1), 1 (engine 2) or nullopt for a draw.
    void add(int swapPair, std::optional<int> loser, Termination termination);
    EloEstimate elo() const { return estimateElo(wins, draws, losses); } // engine 1 over engine 2
    SprtStatus sprt(const SprtSettings& settings) const { return sprtPentanomial(pentanomial, settings); }
};

} // namespace shogi::match
