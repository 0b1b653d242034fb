#pragma once
// Next-move problems from a game: a position where the player's move gave away at least 20 points of win
// rate (MoveQuality's curve, 1/(1+e^(-cp/600))) and the best move stands clearly above the second
// (MultiPV 2: at least `minGap` points). The built-in engine searches each position for a fixed number of
// nodes, so the same record gives the same problems on any machine. The answer is the best move; another
// move passes when its own search comes within `margin` points of it (NextMoveJudge).
#include "puzzles/Puzzle.h"
#include "engine/Search.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace shogi::puzzles {

struct NextMoveOptions {
    std::uint64_t nodes = 150000; // per position
    double minLoss = 20;          // win-rate points the played move gave away
    double minGap = 10;           // best over second, win-rate points
    double margin = 3;            // an answer this close to the best is right too
};

// Win rate 0..100 of the side to move for an engine score from its view; a mate is 100 or 0.
double winRate(engine::Score s);

struct TwoBest {
    Move best = Move::none();
    engine::Score bestScore = 0;
    std::optional<engine::Score> secondScore; // none: only one legal move
};
// One MultiPV-2 search of the position reached from `start` by `history`.
TwoBest searchTwoBest(engine::Search& search, const Position& start, const std::vector<Move>& history,
                      std::uint64_t nodes);

// The problem at a position of a game, when it is one: `played` gave away `lost` win-rate points (by the
// caller's evaluations: its own searches, or a whole-game analysis in the record) and `before`, the
// position's MultiPV-2 search, finds a better move standing clearly above the second.
std::optional<Puzzle> nextMovePuzzle(const Position& pos, Move played, const TwoBest& before, double lost,
                                     const NextMoveOptions& options, const std::string& origin);

// Every problem of a game's line. `progress(ply, plies)` is called before each search; returning false stops.
std::vector<Puzzle> nextMovePuzzles(const Position& start, const std::vector<Move>& moves,
                                    const NextMoveOptions& options, const std::string& origin,
                                    const std::function<bool(int, int)>& progress = {});

} // namespace shogi::puzzles
