#pragma once
// Legal move generation: every move the rules allow, nothing more (optional and forced promotion, drops,
// nifu, uchifuzume, dead pieces, king safety).
#include "Move.h"
#include "Position.h"

namespace shogi {

namespace movegen {

void legalMoves(const Position& pos, MoveList& out);
bool hasLegalMove(const Position& pos);
bool isLegal(const Position& pos, Move m);

// Rule helpers shared with the legality explainer.
bool mustPromote(const Variant& v, Color c, PieceType pt, Square to);
bool mayPromote(const Variant& v, Color c, PieceType pt, Square from, Square to);
bool isPawnDropMate(const Position& pos, Square to);
Bitboard filesWithPawn(const Position& pos, Color c);

} // namespace movegen

} // namespace shogi
