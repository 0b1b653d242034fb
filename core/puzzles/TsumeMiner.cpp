#include "puzzles/TsumeMiner.h"

#include "rules/Sfen.h"
#include "rules/Usi.h"

namespace shogi::puzzles {

std::optional<Puzzle> mineTsume(const Position& pos, engine::MateSolver& solver, const MiningLimits& limits,
                                const std::string& origin) {
    if (pos.inCheck()) return std::nullopt; // the attacker in check: a reply, not a problem
    const auto r = solver.solve(pos, limits.budget.nodes, limits.budget.ms, limits.maxPlies);
    if (r.status != engine::MateResult::Status::Mate) return std::nullopt;
    if (!engine::verifyMateLine(pos, r.line).empty()) return std::nullopt;
    const int plies = int(r.line.size());
    if (plies > 1) {
        const auto shorter = solver.solve(pos, limits.budget.nodes, limits.budget.ms, plies - 2);
        if (shorter.status != engine::MateResult::Status::NoMate) return std::nullopt;
    }
    Puzzle p;
    p.sfen = sfen::formatWithoutMoveNumber(pos) + " 1";
    for (Move m : r.line)
        p.solution.push_back(usi::format(m));
    p.tags = {"mate" + std::to_string(plies), origin};
    return p;
}

} // namespace shogi::puzzles
