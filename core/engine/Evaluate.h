#pragma once
// A handcrafted, explainable evaluation: material on the board and in hand (by count), placement by rank and
// relative to both kings (the castle), king safety (defenders, attackers near the king, escape squares,
// pieces in the enemy's hand, safe checks), mobility of the long-range pieces, pawn drops waiting beside the
// enemy king, and threats (pieces attacked and undefended, or attacked by a cheaper piece).
#include "engine/Score.h"
#include "rules/Position.h"

#include <utility>
#include <vector>

namespace shogi::engine {

// Each term from Black's point of view, in centipawns; total() is what the search sees (from Black).
struct EvalBreakdown {
    int material = 0;
    int placement = 0;
    int kingSafety = 0;
    int mobility = 0;
    int drops = 0;
    int tempo = 0;
    int castle = 0;  // the pieces' squares relative to both kings
    int threats = 0; // pieces attacked and undefended, or attacked by a cheaper piece
    int total() const {
        return material + placement + kingSafety + mobility + drops + tempo + castle + threats;
    }
};

// The weights that enter the evaluation linearly, each with how often it counts in a position (Black's
// pieces +1, White's -1): index into EvalParams::toVector(), count; an index may repeat. The king danger is
// not linear in its weights and is left out. The tuner's gradient fit reads it.
using EvalTrace = std::vector<std::pair<int, int>>;

EvalBreakdown evaluateTerms(const Position& pos);
EvalBreakdown evaluateTerms(const Position& pos, EvalTrace& trace);
// From the side to move's point of view, the search's convention.
Score evaluate(const Position& pos);
// How much a capture or promotion raises the material term for the side that plays it, in the evaluation's
// units: the taken piece leaves the board and enters the taker's hand, a promoted piece replaces the
// unpromoted one. The quiescence search's delta pruning; exchanges use See.h's fixed values.
int materialGain(const Position& pos, Move m);

} // namespace shogi::engine
