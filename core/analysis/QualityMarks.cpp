#include "analysis/QualityMarks.h"

#include "analysis/EvalComment.h"

namespace shogi::analysis {

std::vector<CommentChange> qualityHeaderChanges(const GameRecord& record) {
    std::vector<CommentChange> changes;
    const LineReview review = reviewLine(record);
    for (std::size_t i = 1; i < review.nodes.size(); ++i) {
        const ReviewedNode& reviewed = review.nodes[i];
        const QString word = reviewed.quality ? headerWord(*reviewed.quality) : QString();
        const QString comment = withQualityHeader(reviewed.node->comment, word);
        if (comment != reviewed.node->comment) changes.push_back({reviewed.node, comment});
    }
    return changes;
}

} // namespace shogi::analysis
