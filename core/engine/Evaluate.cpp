#include "engine/Evaluate.h"

#include "engine/EvalParams.h"
#include "rules/MoveGenerator.h"

#include <algorithm>
#include <array>
#include <cstdlib>

namespace shogi::engine {

namespace {

// Rank from the owner's back rank (0) to the enemy back rank (8), small boards stretched onto 0..8.
inline int relativeRank(const Variant& v, Color c, Square s) {
    const int r = c == Color::Black ? v.ranks - 1 - rankOf(s) : rankOf(s);
    return v.ranks == 9 ? r : r * 8 / (v.ranks - 1);
}

struct SideInfo {
    Bitboard attacked;      // squares this side attacks (the king included)
    Bitboard byPieces;      // squares attacked by something other than the king
    int kingZoneAttack = 0; // weighted hits on the enemy king's neighbourhood
};

// Squares at king distance exactly two, the outer ring of a castle.
Bitboard kingRing2(Square k) {
    static const auto table = [] {
        std::array<Bitboard, SquareCount> t{};
        for (Square s = 0; s < SquareCount; ++s)
            for (Square o = 0; o < SquareCount; ++o)
                if (std::max(std::abs(fileOf(s) - fileOf(o)), std::abs(rankOf(s) - rankOf(o))) == 2)
                    t[s].set(o);
        return t;
    }();
    return table[k];
}

} // namespace

int pieceValue(PieceType pt) {
    return evalParams().board[pt];
}

namespace {

// Reads a weight `n` times for one side; a tracing evaluation also notes which weight it was. The
// king-relative tables are read through own() and enemy(), in play from their packed copy.
struct NoTrace {
    const PackedKingTables& packed = packedKingTables();
    int operator()(const int& weight, int n, int) const { return weight * n; }
    int own(const EvalParams&, int cls, int index, int) const { return packed.own[cls][index]; }
    int enemy(const EvalParams&, int cls, int index, int) const { return packed.enemy[cls][index]; }
};
struct Tracer {
    const int* base;
    EvalTrace& trace;
    int operator()(const int& weight, int n, int sign) const {
        if (n) trace.emplace_back(int(&weight - base), sign* n);
        return weight * n;
    }
    int own(const EvalParams& p, int cls, int index, int sign) const {
        return (*this)(p.ownKing[cls][index], 1, sign);
    }
    int enemy(const EvalParams& p, int cls, int index, int sign) const {
        return (*this)(p.enemyKing[cls][index], 1, sign);
    }
};

template <class Use> EvalBreakdown evaluateWith(const Position& pos, const EvalParams& p, const Use& use) {
    const Variant& v = pos.variant();
    const Bitboard occ = pos.occupied();
    EvalBreakdown e;
    SideInfo side[2];
    Bitboard kingZone[2];
    Square kings[2];
    for (Color c : {Color::Black, Color::White}) {
        const Square k = kings[int(c)] = pos.kingSquare(c);
        kingZone[int(c)] = k == NoSquare ? Bitboard() : attacks::king(k) & v.board;
    }
    for (Color c : {Color::Black, Color::White}) {
        const int sign = c == Color::Black ? 1 : -1;
        const Bitboard enemyZone = kingZone[int(~c)];
        const Square ownKing = kings[int(c)], enemyKing = kings[int(~c)];
        const KingFrame ownFrame(v, c, ownKing == NoSquare ? 0 : ownKing);
        const KingFrame enemyFrame(v, c, enemyKing == NoSquare ? 0 : enemyKing);
        int material = 0, placement = 0, mobility = 0, castle = 0;
        for (Bitboard b = pos.pieces(c); b;) {
            const Square s = b.popLsb();
            const Piece pc = pos.pieceOn(s);
            const PieceType pt = typeOf(pc);
            material += use(p.board[pt], 1, sign);
            placement += use(p.rank[pt][relativeRank(v, c, s)], 1, sign);
            if (const int cls = kingRelClass(pt); cls >= 0) {
                if (ownKing != NoSquare) castle += use.own(p, cls, ownFrame.index(s), sign);
                if (enemyKing != NoSquare) castle += use.enemy(p, cls, enemyFrame.index(s), sign);
            }
            const Bitboard att = attacks::of(pc, s, occ) & v.board;
            side[int(c)].attacked |= att;
            if (pt != King) side[int(c)].byPieces |= att;
            if (pt != King) side[int(c)].kingZoneAttack += p.kingAttack[pt] * (att & enemyZone).count();
            if (pt == Rook || pt == Dragon)
                mobility += use(p.rookMobility, (att & ~pos.pieces(c)).count(), sign);
            else if (pt == Bishop || pt == Horse)
                mobility += use(p.bishopMobility, (att & ~pos.pieces(c)).count(), sign);
            else if (pt == Lance)
                mobility += use(p.lanceMobility, (att & ~pos.pieces(c)).count(), sign);
        }
        for (int t = Pawn; t <= Gold; ++t) {
            const int n = pos.hand(c).count(PieceType(t));
            material += use(p.hand[t], n, sign);
            if (n) material += use(p.handCount[t][std::min(n, HandCountSteps - 1)], 1, sign);
        }
        e.material += sign * material;
        e.placement += sign * placement;
        e.mobility += sign * mobility;
        e.castle += sign * castle;
    }
    for (Color c : {Color::Black, Color::White}) {
        const Square k = kings[int(c)];
        if (k == NoSquare) continue;
        const int sign = c == Color::Black ? 1 : -1;
        const Color them = ~c;
        const Bitboard zone = kingZone[int(c)];
        // The castle: golds and silvers next to the king, and a second ring two squares away.
        const Bitboard ring2 = kingRing2(k) & v.board;
        int safety = use(p.goldDefender, (zone & pos.goldMovers(c)).count(), sign) +
                     use(p.silverDefender, (zone & pos.pieces(c, Silver)).count(), sign) +
                     use(p.goldNear, (ring2 & (pos.goldMovers(c) | pos.pieces(c, Silver))).count(), sign);
        const int file = fileOf(k) < v.files - 1 - fileOf(k) ? fileOf(k) : v.files - 1 - fileOf(k);
        safety += use(p.kingFile[std::min(file, 4)], 1, sign);
        const Bitboard friends = side[int(c)].byPieces;
        const Bitboard hit = zone & side[int(them)].attacked;
        const Bitboard escapes = zone & ~pos.pieces(c) & ~side[int(them)].attacked;
        safety += use(p.escapeSquare, escapes.count(), sign);
        int danger = side[int(them)].kingZoneAttack + p.weakSquare * (hit & ~friends).count();
        for (int t = Pawn; t <= Gold; ++t)
            danger += p.handAttack[t] * std::min(2, pos.hand(them).count(PieceType(t)));
        safety -= danger + danger * danger * p.dangerScale / 1024;
        e.kingSafety += sign * safety;
        // A pawn the enemy can drop on a free file next to this king is the usual start of an attack.
        if (pos.hand(them).has(Pawn)) {
            const Bitboard pawnFiles = movegen::filesWithPawn(pos, them);
            int freeFiles = 0;
            for (int f = std::max(0, fileOf(k) - 1); f <= std::min(v.files - 1, fileOf(k) + 1); ++f)
                if (!(pawnFiles & attacks::tables.file[f])) ++freeFiles;
            e.drops -= sign * use(p.pawnDropFile, freeFiles, -sign);
        }
    }
    const int tempoSign = pos.sideToMove() == Color::Black ? 1 : -1;
    e.tempo = tempoSign * use(p.tempo, 1, tempoSign);
    return e;
}

} // namespace

EvalBreakdown evaluateTerms(const Position& pos) {
    return evaluateWith(pos, evalParams(), NoTrace{});
}

EvalBreakdown evaluateTerms(const Position& pos, EvalTrace& trace) {
    const EvalParams& p = evalParams();
    return evaluateWith(pos, p, Tracer{reinterpret_cast<const int*>(&p), trace});
}

Score evaluate(const Position& pos) {
    const int black = evaluateTerms(pos).total();
    const int s = pos.sideToMove() == Color::Black ? black : -black;
    return std::clamp(s, -ScoreMateInMaxPly + 1, ScoreMateInMaxPly - 1);
}

} // namespace shogi::engine
