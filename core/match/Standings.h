#pragma once
// A tournament's table: per engine its games, W-D-L, points and Elo against the field; per pairing the
// match tally (W-D-L from the pairing's first engine, pentanomial pairs, faults). Built from game
// summaries, which are also what a stopped tournament keeps to resume with.
#include "match/GameReport.h"
#include "match/MatchTally.h"
#include "match/TournamentSchedule.h"

#include <array>
#include <string>
#include <vector>

namespace shogi::match {

// What the standings need of a finished game, and what the tournament's state file keeps of it.
struct GameSummary {
    int number = 0;
    int pairing = 0;
    int swapPair = 0;
    std::array<int, 2> engineBySide{0, 1};
    Outcome outcome = Outcome::Draw;
    Termination termination = Termination::MaxPlies;
    int plies = 0;
    std::string detail;
    std::array<MoveTimes, 2> timesBySide{}; // the engines' move times, [Black], [White] (not kept to resume)
};

GameSummary summarize(const GameReport& report);

struct EngineStanding {
    std::string name;
    int games = 0, wins = 0, draws = 0, losses = 0;
    EngineFaults faults;

    double points() const { return wins + 0.5 * draws; }
    EloEstimate elo() const { return estimateElo(wins, draws, losses); } // against its opponents together
};

struct Standings {
    Standings() = default;
    Standings(std::vector<std::string> names, std::vector<Pairing> pairings);

    std::vector<EngineStanding> engines;
    std::vector<Pairing> pairings;
    std::vector<MatchTally> pairs; // per pairing, from its first engine's side
    int games = 0;

    void add(const GameSummary& game);
    // Engine indices, most points first; ties by fewer games, then by the order given.
    std::vector<int> ranking() const;
};

} // namespace shogi::match
