#pragma once
// Why a move is not allowed, in words the app can translate ("nifu", "uchifuzume", "your king would be in check").
#include "rules/Position.h"

namespace shogi {

enum class IllegalReason {
    None, // the move is legal
    OffBoard,
    NoPieceToMove,
    NotYourPiece,
    NotInHand,
    CannotMoveThere, // not a way this piece moves, or a piece stands in the way
    OwnPieceThere,
    DropOnOccupied,
    CannotPromote, // promotion asked outside the zone, or of a piece that has no promoted side
    MustPromote,   // the piece could never move again unpromoted
    DeadDrop, // a drop where the piece could never move (pawn/lance on the last rank, knight on the last two)
    Nifu,     // a second unpromoted pawn of one side on a file
    Uchifuzume,      // mate by a dropped pawn
    KingLeftInCheck, // the mover's king would be attacked (moving into check, ignoring a check, a pinned piece)
};

IllegalReason explainMove(const Position& pos, Move m);
const char* describe(IllegalReason r); // English, for logs and the CLI; the app translates the enum itself

} // namespace shogi
