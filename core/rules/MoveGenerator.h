#pragma once
// Legal move generation: every move the rules allow, nothing more (optional and forced promotion, drops,
// nifu, uchifuzume, dead pieces, king safety).
#include "rules/Move.h"
#include "rules/Position.h"

namespace shogi {

namespace movegen {

// The legal moves in three disjoint kinds whose union is every legal move, so that a search can generate the
// captures of a node first and its quiet moves and drops only if the captures did not settle it.
enum Kind : unsigned {
    Captures = 1,    // board moves onto an enemy piece (both promotion choices)
    NonCaptures = 2, // board moves onto an empty square (both promotion choices)
    Drops = 4,
    AllKinds = Captures | NonCaptures | Drops,
};
// The legal moves of the given kinds that land on one of the squares `to` (a search looking for checks asks for
// the squares around the enemy king), the board moves only of the pieces on `movers` (a search wanting the
// pawns' promotions, or checks that no king step can give, spares itself the other pieces' moves).
void legalMoves(const Position& pos, MoveList& out, unsigned kinds = AllKinds, Bitboard to = ~Bitboard(),
                Bitboard movers = ~Bitboard());
// The legal moves of pieces on the board only, no drops (a search's captures and promotions come from these).
void legalBoardMoves(const Position& pos, MoveList& out);

bool hasLegalMove(const Position& pos);
// Whether m is one of legalMoves(), tested on its own without generating the others: a search checks its
// hash move and killers, which may come from another position, with it.
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
