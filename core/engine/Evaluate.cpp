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

EvalBreakdown evaluateTerms(const Position& pos) {
    const EvalParams& p = evalParams();
    const Variant& v = pos.variant();
    const Bitboard occ = pos.occupied();
    EvalBreakdown e;
    SideInfo side[2];
    Bitboard kingZone[2];
    for (Color c : {Color::Black, Color::White}) {
        const Square k = pos.kingSquare(c);
        kingZone[int(c)] = k == NoSquare ? Bitboard() : attacks::king(k) & v.board;
    }
    for (Color c : {Color::Black, Color::White}) {
        const int sign = c == Color::Black ? 1 : -1;
        const Bitboard enemyZone = kingZone[int(~c)];
        int material = 0, placement = 0, mobility = 0;
        for (Bitboard b = pos.pieces(c); b;) {
            const Square s = b.popLsb();
            const Piece pc = pos.pieceOn(s);
            const PieceType pt = typeOf(pc);
            material += p.board[pt];
            placement += p.rank[pt][relativeRank(v, c, s)];
            const Bitboard att = attacks::of(pc, s, occ) & v.board;
            side[int(c)].attacked |= att;
            if (pt != King) side[int(c)].byPieces |= att;
            if (pt != King) side[int(c)].kingZoneAttack += p.kingAttack[pt] * (att & enemyZone).count();
            if (pt == Rook || pt == Dragon)
                mobility += p.rookMobility * (att & ~pos.pieces(c)).count();
            else if (pt == Bishop || pt == Horse)
                mobility += p.bishopMobility * (att & ~pos.pieces(c)).count();
            else if (pt == Lance)
                mobility += p.lanceMobility * (att & ~pos.pieces(c)).count();
        }
        for (int t = Pawn; t <= Gold; ++t)
            material += p.hand[t] * pos.hand(c).count(PieceType(t));
        e.material += sign * material;
        e.placement += sign * placement;
        e.mobility += sign * mobility;
    }
    for (Color c : {Color::Black, Color::White}) {
        const Square k = pos.kingSquare(c);
        if (k == NoSquare) continue;
        const int sign = c == Color::Black ? 1 : -1;
        const Color them = ~c;
        const Bitboard zone = kingZone[int(c)];
        // The castle: golds and silvers next to the king, and a second ring two squares away.
        const Bitboard ring2 = kingRing2(k) & v.board;
        int safety = p.goldDefender * (zone & pos.goldMovers(c)).count() +
                     p.silverDefender * (zone & pos.pieces(c, Silver)).count() +
                     p.goldNear * (ring2 & (pos.goldMovers(c) | pos.pieces(c, Silver))).count();
        const int file = fileOf(k) < v.files - 1 - fileOf(k) ? fileOf(k) : v.files - 1 - fileOf(k);
        safety += p.kingFile[std::min(file, 4)];
        const Bitboard friends = side[int(c)].byPieces;
        const Bitboard hit = zone & side[int(them)].attacked;
        const Bitboard escapes = zone & ~pos.pieces(c) & ~side[int(them)].attacked;
        safety += p.escapeSquare * escapes.count();
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
            e.drops -= sign * p.pawnDropFile * freeFiles;
        }
    }
    e.tempo = pos.sideToMove() == Color::Black ? p.tempo : -p.tempo;
    return e;
}

Score evaluate(const Position& pos) {
    const int black = evaluateTerms(pos).total();
    const int s = pos.sideToMove() == Color::Black ? black : -black;
    return std::clamp(s, -ScoreMateInMaxPly + 1, ScoreMateInMaxPly - 1);
}

} // namespace shogi::engine
