#pragma once
// Judges an answer to a next-move problem: the stored best move is right, and so is any move whose own
// search (the built-in engine, the miner's node count) comes within the margin of the best's. A wrong move's
// refutation is the opponent's best reply to it. Blocking: the app calls it on a worker thread.
#include "puzzles/NextMove.h"

namespace shogi::puzzles {

struct NextMoveJudgement {
    bool right = false;
    Move refutation = Move::none();
};

NextMoveJudgement judgeNextMove(engine::Search& search, const Position& pos, Move move, Move best,
                                const NextMoveOptions& options);

} // namespace shogi::puzzles
