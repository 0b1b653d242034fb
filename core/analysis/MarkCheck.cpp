#include "analysis/MarkCheck.h"

#include "analysis/LineReview.h"

namespace shogi::analysis {

namespace {

// Gave away at least SuspectPoints by the first pass's numbers, however deep its searches: a short search
// (a loaded machine, a slow engine) sees part of a loss, or none of its depth, and the check looks deeper.
bool suspect(const ReviewedNode& previous, const ReviewedNode& reviewed, Color mover) {
    if (!previous.evaluation || previous.evaluation->pv.empty() || !reviewed.evaluation ||
        reviewed.node->illegal)
        return false;
    Evaluation before = *previous.evaluation, after = *reviewed.evaluation;
    before.depth.reset();
    after.depth.reset();
    const auto lost = winRateLost(before, after, mover);
    return lost && *lost >= SuspectPoints;
}

} // namespace

std::vector<MarkCheck> marksToCheck(const GameRecord& record, const MarkChecks& done) {
    std::vector<MarkCheck> out;
    const LineReview review = reviewLine(record);
    std::vector<Move> history;
    Position pos = record.startPosition();
    for (std::size_t i = 1; i < review.nodes.size(); ++i) {
        const Color mover = pos.sideToMove();
        const ReviewedNode& previous = review.nodes[i - 1];
        const ReviewedNode& reviewed = review.nodes[i];
        if (suspect(previous, reviewed, mover)) {
            const Move best = previous.evaluation->pv.front();
            if (best != reviewed.node->move && !done.checked.count(reviewed.node))
                out.push_back({previous.node, reviewed.node, best, history});
            else if (best == reviewed.node->move && !done.researched.count(reviewed.node))
                out.push_back({previous.node, reviewed.node, best, history, true});
        }
        history.push_back(reviewed.node->move);
        pos.doMove(reviewed.node->move);
    }
    return out;
}

Evaluation throughBest(const Evaluation& afterBest, Move best) {
    Evaluation e = afterBest;
    if (e.depth) e.depth = *e.depth + 1;
    if (e.score.kind == usi::Score::Kind::Mate && e.score.matePlies) ++*e.score.matePlies;
    e.pv.insert(e.pv.begin(), best);
    return e;
}

} // namespace shogi::analysis
