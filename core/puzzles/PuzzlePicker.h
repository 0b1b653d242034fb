#pragma once
// Which problem comes next: one the user has not yet solved, within the chosen lengths and collections,
// whose difficulty is near the user's puzzle rating (one of the few nearest, at random, so that the same
// rating does not always bring the same problem).
#include "puzzles/Puzzle.h"

#include <optional>
#include <random>
#include <set>
#include <string>
#include <vector>

namespace shogi::puzzles {

// A problem's rating on the Glicko scale, from its length and source: a mate in 1 from a game is easy, a
// 9-ply mate from an Edo-era book hard. Next-move problems sit in the middle.
double difficulty(const Puzzle& p);

struct PuzzleFilter {
    int minPlies = 1; // tsume length range; next-move problems count as 1 ply
    int maxPlies = 999;
    std::set<std::string> collections; // empty: all
    bool includeNextMove = true;
    bool includeTsume = true;

    bool accepts(const Puzzle& p) const;
};

// The index of the next problem in `all`, or nullopt when the filter leaves nothing. `done`: ids solved
// already; when every accepted problem is done they come round again.
std::optional<std::size_t> pickNext(const std::vector<Puzzle>& all, const PuzzleFilter& filter, double rating,
                                    const std::set<std::string>& done, std::mt19937& rng);

} // namespace shogi::puzzles
