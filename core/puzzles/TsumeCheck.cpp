#include "puzzles/TsumeCheck.h"

namespace shogi::puzzles {

std::string checkLine(const Puzzle& p) {
    auto start = startPosition(p);
    if (!start) return start.error().message;
    auto moves = solutionMoves(p);
    if (!moves) return moves.error().message;
    return engine::verifyMateLine(*start, *moves);
}

LengthCheck checkShortest(const Position& pos, int plies, engine::MateSolver& solver, SolverBudget budget) {
    using Status = engine::MateResult::Status;
    LengthCheck out;
    // Unlimited, the solver reads back its shortest mate (futile interpositions not counted, as in mining); a
    // search limited to exactly `plies` would count them and may miss the mate.
    const auto found = solver.solve(pos, budget.nodes, budget.ms, 0);
    if (found.status == Status::NoMate) {
        out.verdict = LengthVerdict::NotFound;
        return out;
    }
    if (found.status != Status::Mate) return out;
    out.solverPlies = int(found.line.size());
    if (out.solverPlies < plies) {
        out.verdict = LengthVerdict::Longer;
        return out;
    }
    if (out.solverPlies > plies) return out; // it could not shorten its mate within the budget
    if (plies <= 1) {
        out.verdict = LengthVerdict::Shortest;
        return out;
    }
    const auto shorter = solver.solve(pos, budget.nodes, budget.ms, plies - 2);
    if (shorter.status == Status::NoMate)
        out.verdict = LengthVerdict::Shortest;
    else if (shorter.status == Status::Mate) {
        out.verdict = LengthVerdict::Longer;
        out.solverPlies = int(shorter.line.size());
    }
    return out;
}

} // namespace shogi::puzzles
