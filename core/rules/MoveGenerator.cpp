#include "rules/MoveGenerator.h"

namespace shogi::movegen {

Bitboard filesWithPawn(const Position& pos, Color c) {
    Bitboard files;
    for (Bitboard pawns = pos.pieces(c, Pawn); pawns;)
        files |= attacks::tables.file[fileOf(pawns.popLsb())];
    return files;
}

// A pawn dropped on `to` checks the enemy king; it is uchifuzume when the defender then has no legal reply.
// The check is adjacent, so it cannot be blocked: only capturing the pawn or moving the king can answer it.
bool isPawnDropMate(const Position& pos, Square to) {
    const Color us = pos.sideToMove(), them = ~us;
    const Square k = pos.kingSquare(them);
    const Bitboard occ = pos.occupied() | Bitboard::square(to);
    const Bitboard capturers = pos.attackersTo(to, them, occ) & ~pos.pieces(them, King);
    if (capturers & ~pos.pinned(them, occ)) return false;
    Bitboard escapes = attacks::king(k) & pos.variant().board & ~pos.pieces(them);
    const Bitboard withoutKing = occ ^ Bitboard::square(k);
    while (escapes) {
        const Square s = escapes.popLsb();
        if (!pos.attackersTo(s, us, withoutKing)) return false;
    }
    return true;
}

namespace {

inline void addBoardMoves(const Variant& v, Color us, PieceType pt, Square from, Square to, MoveList& out) {
    if (mayPromote(v, us, pt, from, to)) {
        out.push(Move::normal(from, to, true));
        if (!mustPromote(v, us, pt, to)) out.push(Move::normal(from, to, false));
    } else {
        out.push(Move::normal(from, to, false));
    }
}

void generatePawnMoves(const Position& pos, Bitboard movers, Bitboard target, Bitboard pinned,
                       MoveList& out) {
    const Color us = pos.sideToMove();
    const Variant& v = pos.variant();
    const Square k = pos.kingSquare(us);
    // A pawn steps one rank forward, which in the file-major layout is one index down for Black, up for White.
    // Pawns on their last rank (only composed problems have them) are left out so the shift never crosses
    // into another file.
    const Bitboard pawns = pos.pieces(us, Pawn) & movers & ~v.lastRank[int(us)];
    const int back = us == Color::Black ? 1 : -1;
    Bitboard dests =
        (us == Color::Black ? Bitboard(pawns.word() >> 1) : Bitboard(pawns.word() << 1)) & target;
    while (dests) {
        const Square to = dests.popLsb(), from = to + back;
        if (pinned.test(from) && !attacks::aligned(k, from, to)) continue;
        addBoardMoves(v, us, Pawn, from, to, out);
    }
}

void generatePieceMoves(const Position& pos, Bitboard movers, Bitboard target, Bitboard pinned,
                        MoveList& out) {
    generatePawnMoves(pos, movers, target, pinned, out);
    const Color us = pos.sideToMove();
    const Variant& v = pos.variant();
    const Bitboard occ = pos.occupied();
    const Square k = pos.kingSquare(us);
    for (Bitboard b = pos.pieces(us) & movers & ~pos.pieces(King) & ~pos.pieces(Pawn); b;) {
        const Square from = b.popLsb();
        const Piece p = pos.pieceOn(from);
        Bitboard dests = attacks::of(p, from, occ) & target;
        if (pinned.test(from)) dests &= attacks::line(k, from);
        const PieceType pt = typeOf(p);
        while (dests)
            addBoardMoves(v, us, pt, from, dests.popLsb(), out);
    }
}

// `firstOnly`: stop at the first safe square (hasLegalMove() asks no more, and most kings have several).
void generateKingMoves(const Position& pos, Bitboard target, MoveList& out, bool firstOnly) {
    const Color us = pos.sideToMove();
    const Square k = pos.kingSquare(us);
    if (k == NoSquare) return;
    const Bitboard withoutKing = pos.occupied() ^ Bitboard::square(k);
    for (Bitboard dests = attacks::king(k) & target; dests;) {
        const Square to = dests.popLsb();
        if (pos.attackersTo(to, ~us, withoutKing)) continue;
        out.push(Move::normal(k, to));
        if (firstOnly) return;
    }
}

void generateDrops(const Position& pos, Bitboard target, MoveList& out) {
    const Color us = pos.sideToMove();
    const Hand& hand = pos.hand(us);
    if (hand.empty()) return;
    const Variant& v = pos.variant();
    for (int t = Pawn; t <= Gold; ++t) {
        const PieceType pt = PieceType(t);
        if (!hand.has(pt)) continue;
        Bitboard dests = target;
        if (pt == Pawn) {
            dests &= ~v.lastRank[int(us)] & ~filesWithPawn(pos, us);
            // Only the square in front of the enemy king can be a pawn-drop mate.
            const Square enemyKing = pos.kingSquare(~us);
            if (enemyKing != NoSquare) {
                const Bitboard front = attacks::step(~us, Pawn, enemyKing) & dests;
                if (front && isPawnDropMate(pos, front.lsb())) dests &= ~front;
            }
        } else if (pt == Lance) {
            dests &= ~v.lastRank[int(us)];
        } else if (pt == Knight) {
            dests &= ~v.lastTwoRanks[int(us)];
        }
        while (dests)
            out.push(Move::drop(pt, dests.popLsb()));
    }
}

// The king's steps first, then the other board moves, then drops (the many); `firstOnly` stops after the first
// stage that found a move, all that hasLegalMove() needs (in check, the king's steps are the usual answer).
// Board moves only of the pieces on `movers`.
void generate(const Position& pos, MoveList& out, unsigned kinds, Bitboard to, Bitboard movers = ~Bitboard(),
              bool firstOnly = false) {
    const Color us = pos.sideToMove();
    Bitboard empty = pos.variant().board & ~pos.occupied() & to;
    Bitboard target;
    if (kinds & Captures) target |= pos.pieces(~us) & to;
    if (kinds & NonCaptures) target |= empty;
    const Bitboard checkers = pos.checkers();
    if (pos.kingSquare(us) != NoSquare && movers.test(pos.kingSquare(us)))
        generateKingMoves(pos, target, out, firstOnly);
    if (checkers.moreThanOne() || (firstOnly && !out.empty())) return;
    if (checkers) {
        const Bitboard block = attacks::between(pos.kingSquare(us), checkers.lsb());
        target &= block | checkers;
        empty &= block;
    }
    if (target) generatePieceMoves(pos, movers, target, pos.pinned(us), out);
    if (firstOnly && !out.empty()) return;
    if (kinds & Drops) generateDrops(pos, empty, out);
}

} // namespace

void legalMoves(const Position& pos, MoveList& out) {
    generate(pos, out, Captures | NonCaptures | Drops, ~Bitboard());
}
void legalBoardMoves(const Position& pos, MoveList& out) {
    generate(pos, out, Captures | NonCaptures, ~Bitboard());
}
void legalMoves(const Position& pos, MoveList& out, unsigned kinds) {
    generate(pos, out, kinds, ~Bitboard());
}
void legalMoves(const Position& pos, MoveList& out, unsigned kinds, Bitboard to) {
    generate(pos, out, kinds, to);
}
void legalMoves(const Position& pos, MoveList& out, unsigned kinds, Bitboard to, Bitboard movers) {
    generate(pos, out, kinds, to, movers);
}

bool hasLegalMove(const Position& pos) {
    MoveList list;
    generate(pos, list, Captures | NonCaptures | Drops, ~Bitboard(), ~Bitboard(), true);
    return !list.empty();
}

// The rules of generate() applied to one move: the piece and its reach, promotion, drops' dead squares, nifu
// and uchifuzume, and the king's safety (its own moves, checks to answer, pins).
bool isLegal(const Position& pos, Move m) {
    const Variant& v = pos.variant();
    const Square to = m.to();
    if (m.isNone() || to >= SquareCount || !v.board.test(to)) return false;
    const Color us = pos.sideToMove();
    const Square k = pos.kingSquare(us);
    const Bitboard checkers = pos.checkers();
    if (checkers.moreThanOne() && (m.isDrop() || m.from() != k)) return false;
    const Bitboard answers = checkers ? attacks::between(k, checkers.lsb()) | checkers : v.board;
    if (m.isDrop()) {
        const PieceType pt = m.dropType();
        if (m.isPromotion() || !isHandType(pt) || !pos.hand(us).has(pt) || pos.pieceOn(to) ||
            mustPromote(v, us, pt, to) || !answers.test(to))
            return false;
        if (pt != Pawn) return true;
        if (pos.pieces(us, Pawn) & attacks::tables.file[fileOf(to)]) return false;
        const Square enemyKing = pos.kingSquare(~us);
        return enemyKing == NoSquare || !attacks::step(~us, Pawn, enemyKing).test(to) ||
               !isPawnDropMate(pos, to);
    }
    const Square from = m.from();
    if (from >= SquareCount) return false;
    const Piece p = pos.pieceOn(from);
    if (p == NoPiece || colorOf(p) != us || pos.pieces(us).test(to)) return false;
    const PieceType pt = typeOf(p);
    // A pawn on its last rank (composed problems) has no move, as in the generator.
    if (pt == Pawn && v.lastRank[int(us)].test(from)) return false;
    if (!attacks::of(p, from, pos.occupied()).test(to)) return false;
    if (m.isPromotion() ? !mayPromote(v, us, pt, from, to) : mustPromote(v, us, pt, to)) return false;
    if (pt == King) return !pos.attackersTo(to, ~us, pos.occupied() ^ Bitboard::square(from));
    if (!answers.test(to)) return false;
    return k == NoSquare || attacks::line(k, from).test(to) || !pos.pinned(us).test(from);
}

} // namespace shogi::movegen
