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
// Checked are the moves that lose at least half an inaccuracy's points by the first pass's numbers, deep
// enough or not: a short search sees part of a loss (or is too shallow to judge), and measured against
// Fairy-Stockfish the stricter choice (only the moves already marked) found too few of the real mistakes.
// A check's search that is still too shallow is run again with twice the time, as any search is
// (QualityThresholds::MaxShallowRetries).
#include "analysis/EvalComment.h"
#include "record/GameRecord.h"

#include <set>
#include <vector>

namespace shogi::analysis {

struct MarkCheck {
    const RecordNode* before = nullptr; // the node the move was played from (the root for the first move)
    const RecordNode* move = nullptr;   // the move in doubt
    Move best;                          // the engine's choice at `before`, first move of its PV
    std::vector<Move> historyToBefore;  // the main line's moves from the start to `before`
    // The move played was the engine's own choice, yet lost points by the numbers: a shallow search chose
    // it. The position before is searched again (CheckFactor times as long) and its result replaces the
    // evaluation there; a deeper choice of another move then makes an ordinary check of it.
    bool searchBefore = false;
};

// What the checks of one analysis did so far.
struct MarkChecks {
    std::set<const RecordNode*> checked;    // moves judged from their two searches
    std::set<const RecordNode*> researched; // moves whose position before was searched again
};

constexpr int CheckFactor = 3;      // a check's searches take this many times the first pass's time
constexpr double SuspectPoints = 5; // win-rate points lost by the first pass's numbers that call for a check

// The main line's moves that lose SuspectPoints or more by their comments' evaluations (whatever their
// depth) and are not checked yet: a check of their two searches where the position before has a best move
// other than the one played, a search of the position before where it has not (once); in main-line order.
std::vector<MarkCheck> marksToCheck(const GameRecord& record, const MarkChecks& done);

// The evaluation of the position before a move, from the search of the position after its best move (a
// mate there is one ply further from here).
Evaluation throughBest(const Evaluation& afterBest, Move best);

} // namespace shogi::analysis
