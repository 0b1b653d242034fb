#pragma once
// The games of a match or a tournament, in the order they are played: for each opening in turn, every
// pairing plays it twice with the colours swapped, so that standings stay comparable while games go on and
// each pair of games (one opening, both colours) counts in the pentanomial tally.
#include "match/MatchSettings.h"

#include <array>
#include <vector>

namespace shogi::match {

struct Pairing {
    int first = 0; // the engine whose side the pairing's tally takes (engine 1 of a match)
    int second = 1;
};

struct ScheduledGame {
    int number = 0;                        // 1-based, the game's file and place in the order
    int pairing = 0;                       // index into the pairings
    int swapPair = 0;                      // 0-based, per pairing: the two games of one opening
    int opening = 0;                       // index into the opening list
    std::array<int, 2> engineBySide{0, 1}; // [Black], [White]: engine indices
};

// Round robin: (0,1), (0,2), ..., (1,2), ...; gauntlet: (0,1), (0,2), ... - the first engine against each.
std::vector<Pairing> pairings(int engineCount, TournamentFormat format);

// `gamesPerPairing` games per pairing; swap pair k plays openingOrder[k % size], its first game with the
// pairing's first engine as Black. An odd count leaves the last pair with one game.
std::vector<ScheduledGame> tournamentSchedule(const std::vector<Pairing>& pairs, int gamesPerPairing,
                                              const std::vector<int>& openingOrder);

} // namespace shogi::match
