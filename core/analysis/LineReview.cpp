#include "analysis/LineReview.h"

#include <algorithm>

namespace shogi::analysis {

LineReview reviewLine(const GameRecord& record, const RecordNode* through) {
    std::vector<const RecordNode*> path;
    for (const RecordNode* n = through; n && n->parent; n = n->parent)
        path.push_back(n);
    std::reverse(path.begin(), path.end());
    for (const RecordNode* n = path.empty() ? record.root().mainChild() : path.back()->mainChild(); n;
         n = n->mainChild())
        path.push_back(n);

    LineReview review;
    Position pos = record.startPosition();
    review.nodes.push_back({&record.root(), readEvaluation(record.root().comment, pos), std::nullopt});
    for (const RecordNode* node : path) {
        if (node->isSpecial() || !GameRecord::isApplicable(pos, node->move)) break;
        const Color mover = pos.sideToMove();
        pos.doMove(node->move);
        ReviewedNode reviewed{node, readEvaluation(node->comment, pos), std::nullopt};
        if (!node->illegal) {
            const auto& before = review.nodes.back().evaluation;
            reviewed.quality = classify(before, reviewed.evaluation, mover, node->move);
            reviewed.winRateLost = winRateLost(before, reviewed.evaluation, mover).value_or(0);
            if (reviewed.quality && *reviewed.quality != MoveQuality::Good)
                review.summary.add(mover, *reviewed.quality);
        }
        review.nodes.push_back(std::move(reviewed));
    }
    return review;
}

} // namespace shogi::analysis
