#include "analysis/MarkCheck.h"

#include "analysis/LineReview.h"

namespace shogi::analysis {

namespace {

// Marked by the first pass, or it would be were its searches deep enough: a loaded machine or a slow engine
// gives shallow ones, and the check searches deeper.
bool suspect(const ReviewedNode& previous, const ReviewedNode& reviewed, Color mover) {
    if (!previous.evaluation || previous.evaluation->pv.empty() || !reviewed.evaluation ||
        reviewed.node->illegal)
        return false;
    if (reviewed.quality) return *reviewed.quality != MoveQuality::Good;
    Evaluation before = *previous.evaluation, after = *reviewed.evaluation;
    before.depth.reset();
    after.depth.reset();
    const auto lost = winRateLost(before, after, mover);
    return lost && *lost >= QualityThresholds::Inaccuracy;
}

} // namespace

std::vector<MarkCheck> marksToCheck(const GameRecord& record, const std::set<const RecordNode*>& checked) {
    std::vector<MarkCheck> out;
    const LineReview review = reviewLine(record);
    std::vector<Move> history;
    Position pos = record.startPosition();
    for (std::size_t i = 1; i < review.nodes.size(); ++i) {
        const Color mover = pos.sideToMove();
        const ReviewedNode& previous = review.nodes[i - 1];
        const ReviewedNode& reviewed = review.nodes[i];
        if (suspect(previous, reviewed, mover) && !checked.count(reviewed.node) &&
            previous.evaluation->pv.front() != reviewed.node->move)
            out.push_back({previous.node, reviewed.node, previous.evaluation->pv.front(), history});
        history.push_back(reviewed.node->move);
        pos.doMove(reviewed.node->move);
    }
    return out;
}

Evaluation throughBest(const Evaluation& afterBest, Move best) {
    Evaluation e = afterBest;
    if (e.depth) e.depth = *e.depth + 1;
    e.pv.insert(e.pv.begin(), best);
    return e;
}

} // namespace shogi::analysis
