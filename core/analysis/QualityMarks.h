#pragma once
// The quality headers (【疑問手】 【悪手】 【大悪手】, ShogiHome's convention, see EvalComment) an analysis
// leaves on the moves of a record's main line, judged from the evaluations in their comments.
#include "analysis/LineReview.h"

#include <QString>

#include <vector>

namespace shogi::analysis {

struct CommentChange {
    const RecordNode* node = nullptr;
    QString comment;
};

// The comments of the main line's moves whose header must change: a header for each move below Good, none
// for the others (an older header, ours or ShogiHome's, is taken away). Main-line order.
std::vector<CommentChange> qualityHeaderChanges(const GameRecord& record);

} // namespace shogi::analysis
