#include "puzzles/NextMove.h"

#include "rules/MoveGenerator.h"
#include "rules/Sfen.h"
#include "rules/Usi.h"

#include <cmath>

namespace shogi::puzzles {

double winRate(engine::Score s) {
    if (engine::isMateScore(s)) return s > 0 ? 100 : 0;
    return 100 / (1 + std::exp(-double(s) / 600));
}

TwoBest searchTwoBest(engine::Search& search, const Position& start, const std::vector<Move>& history,
                      std::uint64_t nodes) {
    TwoBest out;
    search.options().multiPV = 2;
    search.setPosition(start, history);
    engine::SearchLimits limits;
    limits.nodes = nodes;
    std::optional<engine::Score> second;
    const auto result = search.go(limits, [&](const engine::SearchInfo& info) {
        if (info.multipv == 2 && info.bound == engine::Bound::Exact) second = info.score;
    });
    out.best = result.best;
    out.bestScore = result.score;
    out.secondScore = second;
    return out;
}

std::optional<Puzzle> nextMovePuzzle(const Position& pos, Move played, const TwoBest& before, double lost,
                                     const NextMoveOptions& options, const std::string& origin) {
    if (before.best == Move::none() || before.best == played || !before.secondScore) return std::nullopt;
    if (lost < options.minLoss) return std::nullopt;
    if (winRate(before.bestScore) - winRate(*before.secondScore) < options.minGap) return std::nullopt;
    Puzzle p;
    p.sfen = sfen::formatWithoutMoveNumber(pos) + " 1";
    p.solution = {usi::format(before.best)};
    p.tags = {"next-move", origin};
    return p;
}

std::vector<Puzzle> nextMovePuzzles(const Position& start, const std::vector<Move>& moves,
                                    const NextMoveOptions& options, const std::string& origin,
                                    const std::function<bool(int, int)>& progress) {
    std::vector<Puzzle> out;
    engine::Search search;
    search.setHashSize(16);
    const int plies = int(moves.size());
    std::vector<Move> history;
    Position pos = start;
    if (progress && !progress(0, plies)) return out;
    TwoBest current = searchTwoBest(search, start, history, options.nodes);
    for (int ply = 0; ply < plies; ++ply) {
        if (progress && !progress(ply + 1, plies)) break;
        const Position before = pos;
        history.push_back(moves[ply]);
        pos.doMove(moves[ply]);
        TwoBest next;
        engine::Score playedScore;
        if (!movegen::hasLegalMove(pos)) {
            playedScore = engine::mateIn(1);
        } else {
            next = searchTwoBest(search, start, history, options.nodes);
            playedScore = -next.bestScore;
        }
        const double lost = winRate(current.bestScore) - winRate(playedScore);
        if (auto p = nextMovePuzzle(before, moves[ply], current, lost, options,
                                    origin + "#" + std::to_string(ply + 1)))
            out.push_back(std::move(*p));
        current = next;
    }
    return out;
}

} // namespace shogi::puzzles
