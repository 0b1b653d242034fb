#pragma once
// Legal move generation: every move the rules allow, nothing more (optional and forced promotion, drops,
// nifu, uchifuzume, dead pieces, king safety).
#include "rules/Move.h"
#include "rules/Position.h"

namespace shogi {

namespace movegen {

void legalMoves(const Position& pos, MoveList& out);
// The legal moves of pieces on the board only, no drops (a search's captures and promotions come from these).
void legalBoardMoves(const Position& pos, MoveList& out);
bool hasLegalMove(const Position& pos);
bool isLegal(const Position& pos, Move m);

// Rule helpers shared with the legality explainer.
inline bool mustPromote(const Variant& v, Color c, PieceType pt, Square to) {
    if (pt == Pawn || pt == Lance) return v.lastRank[int(c)].test(to);
    if (pt == Knight) return v.lastTwoRanks[int(c)].test(to);
    return false;
}
inline bool mayPromote(const Variant& v, Color c, PieceType pt, Square from, Square to) {
    return canPromote(pt) && (v.zone[int(c)].test(from) || v.zone[int(c)].test(to));
}
bool isPawnDropMate(const Position& pos, Square to);
Bitboard filesWithPawn(const Position& pos, Color c);

} // namespace movegen

} // namespace shogi
