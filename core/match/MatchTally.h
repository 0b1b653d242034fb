#pragma once
// The running score of a match from engine 1's side, and each engine's faults.
#include "match/Elo.h"
#include "match/GameReport.h"

#include <array>
#include <string>

namespace shogi::match {

struct EngineFaults {
    int illegalMoves = 0;
    int timeLosses = 0;
    int crashes = 0;
};

struct MatchTally {
    std::array<std::string, 2> names; // engine 1, engine 2
    int games = 0;
    int wins = 0; // by engine 1
    int draws = 0;
    int losses = 0; // by engine 1
    std::array<EngineFaults, 2> faults;

    void add(const GameReport& report);
    EloEstimate elo() const { return estimateElo(wins, draws, losses); } // engine 1 over engine 2
};

} // namespace shogi::match
