#pragma once
// Finds tsume in real and self-played games: a position where the side to move has a forced mate by checks
// becomes a problem, with the solver's shortest line (the defender's longest resistance) and a length proven
// shortest (see TsumeCheck). A position from a game is a fact: nothing is composed or moved.
#include "puzzles/Puzzle.h"
#include "puzzles/TsumeCheck.h"

#include <optional>
#include <string>

namespace shogi::puzzles {

struct MiningLimits {
    SolverBudget budget{20000, 300};
    int maxPlies = 15; // longer mates are left to the books: too slow to prove shortest here
};

// The problem at `pos`, or nullopt when there is no mate, or none proven in the limits.
std::optional<Puzzle> mineTsume(const Position& pos, engine::MateSolver& solver, const MiningLimits& limits,
                                const std::string& origin);

} // namespace shogi::puzzles
