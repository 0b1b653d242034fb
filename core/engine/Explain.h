#pragma once
// A position explained for teaching: the best move with a short line and its score, why the move is good in
// plain facts (it captures, checks, mates, promotes, saves a piece), and which pieces of each side hang
// (attacked and lost by the exchange) or are threatened by a cheaper piece. Plain data: the app words it.
#include "engine/Search.h"

#include <vector>

namespace shogi::engine {

struct PieceAtRisk {
    Square square = NoSquare;
    PieceType type = NoPieceType;
    Color owner = Color::Black;
    bool hanging = false; // the exchange on this square loses it (or it is simply undefended)
    Square attacker = NoSquare;
};

struct Explanation {
    Move best;
    bool declareWin = false;
    std::vector<Move> pv; // at most a few moves
    Score score = 0;      // from the side to move's point of view
    int mateIn = 0;       // plies, when the score is a mate for the side to move
    bool captures = false;
    PieceType captured = NoPieceType;
    bool capturesHanging = false; // takes a piece that was hanging
    bool givesCheck = false;
    bool promotes = false;
    bool savesPiece = false;         // moves a piece of ours that was hanging
    std::vector<PieceAtRisk> atRisk; // both sides, in the position as it stands
};

// Pieces of `owner` attacked by the other side that are lost by the exchange or attacked by a cheaper piece.
std::vector<PieceAtRisk> piecesAtRisk(const Position& pos, Color owner);
// Searches for at most `timeMs` (and `nodes` if non-zero) at full strength and explains the result.
Explanation explain(Search& search, const Position& start, const std::vector<Move>& moves,
                    std::int64_t timeMs, std::uint64_t nodes = 0);

} // namespace shogi::engine
