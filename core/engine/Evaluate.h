#pragma once
// A handcrafted, explainable evaluation: material on the board and in hand, placement by rank, king safety
// (defenders, attackers near the king, escape squares, pieces in the enemy's hand), mobility of the long-range
// pieces, and pawn drops waiting beside the enemy king.
#include "engine/Score.h"
#include "rules/Position.h"

namespace shogi::engine {

// Each term from Black's point of view, in centipawns; total() is what the search sees (from Black).
struct EvalBreakdown {
    int material = 0;
    int placement = 0;
    int kingSafety = 0;
    int mobility = 0;
    int drops = 0;
    int tempo = 0;
    int total() const { return material + placement + kingSafety + mobility + drops + tempo; }
};

EvalBreakdown evaluateTerms(const Position& pos);
// From the side to move's point of view, the search's convention.
Score evaluate(const Position& pos);
// The material value of a piece type on the board (used by move ordering and exchange evaluation).
int pieceValue(PieceType pt);

} // namespace shogi::engine
