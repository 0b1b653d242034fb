#include "rules/MoveGenerator.h"

namespace shogi::movegen {

namespace {

// The squares of every other file from `first` on: all nine ranks, or rank a alone, then one file past the
// board too (where the last file's carry lands).
constexpr Bitboard::Word everyOtherFile(int first, bool rankAOnly) {
    Bitboard::Word w = 0;
    for (int f = first; f < MaxFiles + int(rankAOnly); f += 2)
        w |= (rankAOnly ? Bitboard::Word(1) : Bitboard::Word(0x1FF)) << (f * MaxRanks);
    return w;
}

} // namespace

// Without a loop over the pawns (the evaluation asks for every position): adding a file's nine 1-bits to its
// pawns carries into the next file's rank a exactly when the file has one; files are taken two at a time so
// that the bit carried into is free. Rank a's bits, moved back and times 0x1FF, are the whole files.
Bitboard filesWithPawn(const Position& pos, Color c) {
    constexpr Bitboard::Word even = everyOtherFile(0, false), odd = everyOtherFile(1, false);
    constexpr Bitboard::Word afterEven = everyOtherFile(1, true), afterOdd = everyOtherFile(2, true);
    const Bitboard::Word pawns = pos.pieces(c, Pawn).word();
    const Bitboard::Word carries = (((pawns & even) + even) & afterEven) | (((pawns & odd) + odd) & afterOdd);
    return Bitboard((carries >> MaxRanks) * 0x1FF);
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

// What generate() is asked for: the filters of legalMoves(), and whether the first legal move found is enough.
struct Request {
    unsigned kinds = AllKinds;
    Bitboard to = ~Bitboard();
    Bitboard movers = ~Bitboard();
    bool firstOnly = false; // stop after the first stage that found a move: all hasLegalMove() needs
};

// The king's steps first (in check, the usual answer), then the other board moves, then drops (the many).
void generate(const Position& pos, MoveList& out, const Request& r) {
    const Color us = pos.sideToMove();
    Bitboard empty = pos.variant().board & ~pos.occupied() & r.to;
    Bitboard target;
    if (r.kinds & Captures) target |= pos.pieces(~us) & r.to;
    if (r.kinds & NonCaptures) target |= empty;
    const Bitboard checkers = pos.checkers();
    if (pos.kingSquare(us) != NoSquare && r.movers.test(pos.kingSquare(us)))
        generateKingMoves(pos, target, out, r.firstOnly);
    if (checkers.moreThanOne() || (r.firstOnly && !out.empty())) return;
    if (checkers) {
        const Bitboard block = attacks::between(pos.kingSquare(us), checkers.lsb());
        target &= block | checkers;
        empty &= block;
    }
    if (target) generatePieceMoves(pos, r.movers, target, pos.pinned(us), out);
    if (r.firstOnly && !out.empty()) return;
    if (r.kinds & Drops) generateDrops(pos, empty, out);
}

} // namespace

void legalMoves(const Position& pos, MoveList& out, unsigned kinds, Bitboard to, Bitboard movers) {
    generate(pos, out, {.kinds = kinds, .to = to, .movers = movers});
}
void legalBoardMoves(const Position& pos, MoveList& out) {
    generate(pos, out, {.kinds = Captures | NonCaptures});
}

bool hasLegalMove(const Position& pos) {
    MoveList list;
    generate(pos, list, {.firstOnly = true});
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
