#pragma once
// What makes a shipped tsume right, checked by our own rules core and mate solver:
// - the line: every attacker move legal and a check, every defence legal, the last position mate;
// - the length: the df-pn solver's own shortest mate (searched without a ply limit, then no mate within two
//   plies less: a proof, not a timeout) has as many plies as the tag says. Also what mining keeps. The solver
//   does not count futile interpositions (無駄合) in its line, as the tsume convention; a search limited to
//   exactly N plies would count them.
#include "puzzles/Puzzle.h"
#include "engine/MateSolver.h"

#include <cstdint>
#include <string>

namespace shogi::puzzles {

// Empty when the stored line is a mate by checks, else what is wrong.
std::string checkLine(const Puzzle& p);

struct SolverBudget {
    std::uint64_t nodes = 200000; // per solve; 0 = no limit
    std::int64_t ms = 0;          // per solve; 0 = no limit
};

enum class LengthVerdict { Shortest, Longer, NotFound, Unsure };
struct LengthCheck {
    LengthVerdict verdict = LengthVerdict::Unsure;
    int solverPlies = 0; // the length the solver found, when it found one
};
// Whether `plies` is the shortest mate of `pos` (the side to move attacking).
LengthCheck checkShortest(const Position& pos, int plies, engine::MateSolver& solver, SolverBudget budget);

} // namespace shogi::puzzles
