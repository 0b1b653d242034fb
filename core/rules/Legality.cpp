#include "rules/Legality.h"

#include "rules/MoveGenerator.h"

namespace shogi {

IllegalReason explainMove(const Position& pos, Move m) {
    if (movegen::isLegal(pos, m)) return IllegalReason::None;
    const Variant& v = pos.variant();
    const Color us = pos.sideToMove();
    const Square to = m.to();
    if (to < 0 || to >= SquareCount || !v.board.test(to)) return IllegalReason::OffBoard;
    if (m.isDrop()) {
        const PieceType pt = m.dropType();
        if (!isHandType(pt) || !pos.hand(us).has(pt)) return IllegalReason::NotInHand;
        if (pos.pieceOn(to)) return IllegalReason::DropOnOccupied;
        if (m.isPromotion()) return IllegalReason::CannotPromote;
        if (movegen::mustPromote(v, us, pt, to)) return IllegalReason::DeadDrop;
        if (pt == Pawn && movegen::filesWithPawn(pos, us).test(to)) return IllegalReason::Nifu;
        if (pt == Pawn && pos.kingSquare(~us) != NoSquare &&
            attacks::step(us, Pawn, to).test(pos.kingSquare(~us)) && movegen::isPawnDropMate(pos, to))
            return IllegalReason::Uchifuzume;
        return IllegalReason::KingLeftInCheck;
    }
    const Square from = m.from();
    if (from < 0 || from >= SquareCount || !v.board.test(from)) return IllegalReason::OffBoard;
    const Piece p = pos.pieceOn(from);
    if (!p) return IllegalReason::NoPieceToMove;
    if (colorOf(p) != us) return IllegalReason::NotYourPiece;
    if (pos.pieceOn(to) && colorOf(pos.pieceOn(to)) == us) return IllegalReason::OwnPieceThere;
    if (!attacks::of(p, from, pos.occupied()).test(to)) return IllegalReason::CannotMoveThere;
    const PieceType pt = typeOf(p);
    if (m.isPromotion() && !movegen::mayPromote(v, us, pt, from, to)) return IllegalReason::CannotPromote;
    if (!m.isPromotion() && movegen::mustPromote(v, us, pt, to)) return IllegalReason::MustPromote;
    return IllegalReason::KingLeftInCheck;
}

const char* describe(IllegalReason r) {
    switch (r) {
    case IllegalReason::None:
        return "legal";
    case IllegalReason::OffBoard:
        return "that square is not on the board";
    case IllegalReason::NoPieceToMove:
        return "there is no piece to move there";
    case IllegalReason::NotYourPiece:
        return "that piece belongs to the opponent";
    case IllegalReason::NotInHand:
        return "that piece is not in hand";
    case IllegalReason::CannotMoveThere:
        return "the piece cannot move there";
    case IllegalReason::OwnPieceThere:
        return "one of your own pieces stands there";
    case IllegalReason::DropOnOccupied:
        return "a piece can only be dropped on an empty square";
    case IllegalReason::CannotPromote:
        return "the piece cannot promote on this move";
    case IllegalReason::MustPromote:
        return "the piece must promote: it could never move again";
    case IllegalReason::DeadDrop:
        return "a piece cannot be dropped where it could never move";
    case IllegalReason::Nifu:
        return "nifu: two unpromoted pawns on one file";
    case IllegalReason::Uchifuzume:
        return "uchifuzume: checkmate by dropping a pawn";
    case IllegalReason::KingLeftInCheck:
        return "your king would be in check";
    }
    return "illegal move";
}

} // namespace shogi
