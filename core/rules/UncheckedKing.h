#pragma once
// The search's move generator: the legal moves, except that the king's own steps are not yet tested for
// safety. Most of them are never played (a node is cut before), so the search tests only the one it picks;
// every other move is legal as generated (pins, checks, drops' rules). Same order as movegen::legalMoves.
#include "rules/Move.h"
#include "rules/Position.h"

namespace shogi::movegen {

// `kinds` as in legalMoves (MoveGenerator.h's Kind).
void movesWithUncheckedKing(const Position& pos, MoveList& out, unsigned kinds);
// Whether m, a king step from the list above, leaves the king unattacked.
inline bool isUncheckedKingStep(const Position& pos, Move m) {
    return !m.isDrop() && m.from() == pos.kingSquare(pos.sideToMove());
}
bool kingStepIsSafe(const Position& pos, Move m);

} // namespace shogi::movegen
