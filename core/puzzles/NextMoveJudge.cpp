#include "puzzles/NextMoveJudge.h"

#include "rules/MoveGenerator.h"

namespace shogi::puzzles {

namespace {

struct Reply {
    engine::Score score; // the mover's view
    Move best;
};

Reply afterMove(engine::Search& search, const Position& pos, Move move, std::uint64_t nodes) {
    Position next = pos;
    next.doMove(move);
    if (!movegen::hasLegalMove(next)) return {engine::mateIn(1), Move::none()};
    search.options().multiPV = 1;
    search.setPosition(pos, {move});
    engine::SearchLimits limits;
    limits.nodes = nodes;
    const auto r = search.go(limits);
    return {-r.score, r.best};
}

} // namespace

NextMoveJudgement judgeNextMove(engine::Search& search, const Position& pos, Move move, Move best,
                                const NextMoveOptions& options) {
    NextMoveJudgement out;
    if (move == best) {
        out.right = true;
        return out;
    }
    const Reply mine = afterMove(search, pos, move, options.nodes);
    const Reply theirs = afterMove(search, pos, best, options.nodes);
    out.right = winRate(mine.score) >= winRate(theirs.score) - options.margin;
    if (!out.right) out.refutation = mine.best;
    return out;
}

} // namespace shogi::puzzles
