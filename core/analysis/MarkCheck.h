#pragma once
// Marks judged from consistent searches. A fixed-time search of each position in turn does not compare like
// with like: the built-in engine's scores saw-tooth between plies (+145, -8, +274, +12 on four moves in a
// row at 1 s) because a search from Black to move and one from White to move end their lines on different
// sides, and two neighbours' difference then blames the mover for the engine's horizon. So a move that the
// first pass would mark is checked again: the position after the engine's own choice there and the position
// after the move played are searched once more, both with the same longer time. Both have the same side to
// move, so the horizon falls alike on both and their difference is what the move gave away. The first is
// also the position's value (the best move's), so it replaces the evaluation before the move: the graph,
// the marks and the saved comments all tell the same story. It costs two searches per candidate (a few
// moves of a game), needs nothing but "go" from the engine (MultiPV ranks only its best few moves and says
// nothing of a poor move outside them), and a move no longer below Good after the check is not marked.
// A move whose searches were too shallow to judge (a loaded machine, a slow engine) but would be marked by
// their numbers is checked too; a check's search that is still too shallow is run again with twice the time,
// up to MaxCheckRetries times.
#include "analysis/EvalComment.h"
#include "record/GameRecord.h"

#include <set>
#include <vector>

namespace shogi::analysis {

struct MarkCheck {
    const RecordNode* before = nullptr; // the node the move was played from (the root for the first move)
    const RecordNode* move = nullptr;   // the move the first pass marks
    Move best;                          // the engine's choice at `before`, first move of its PV
    std::vector<Move> historyToBefore;  // the main line's moves from the start to `before`
};

constexpr int CheckFactor = 2;     // a check's searches take this many times the first pass's time
constexpr int MaxCheckRetries = 2; // a too shallow check search is run again, with twice the time, this often

// The main line's moves below Good by their comments' evaluations (or that would be, were those deep
// enough), not yet in `checked`, whose position before has a best move other than the one played; in
// main-line order.
std::vector<MarkCheck> marksToCheck(const GameRecord& record, const std::set<const RecordNode*>& checked);

// The evaluation of the position before a move, from the search of the position after its best move.
Evaluation throughBest(const Evaluation& afterBest, Move best);

} // namespace shogi::analysis
