#pragma once
// The evaluations a record's comments hold along one line, and the quality of each move judged by them:
// what the evaluation graph draws, the move list marks and whole-game analysis sums up.
#include "analysis/MoveQuality.h"
#include "record/GameRecord.h"

#include <optional>
#include <vector>

namespace shogi::analysis {

struct ReviewedNode {
    const RecordNode* node = nullptr;     // the root first, then each move (special endings left out)
    std::optional<Evaluation> evaluation; // of the position after the move, Black's view
    std::optional<MoveQuality> quality;   // the move's; none on the root or without both evaluations
    double winRateLost = 0;               // with a quality: the win-rate points the mover gave away
};

struct LineReview {
    std::vector<ReviewedNode> nodes;
    QualitySummary summary; // moves below Good, per side
};

// The line from the start through `through` (a node of the record), continued along first children to its
// end; the main line when `through` is null.
LineReview reviewLine(const GameRecord& record, const RecordNode* through = nullptr);

} // namespace shogi::analysis
