#pragma once
// A deliberately naive move generator for cross-checking the bitboard one: it scans the board square by
// square with direction lists, tests king safety by looking for any attacker after playing the move, and
// tests uchifuzume by searching the defender's replies. Slow and simple on purpose; tests only.
#include "rules/Position.h"

#include <algorithm>
#include <vector>

namespace reference {

using namespace shogi;

struct Step {
    int df, dr;
    bool slide;
};

inline std::vector<Step> movesOf(PieceType pt) {
    const std::vector<Step> gold = {{-1, -1, 0}, {0, -1, 0}, {1, -1, 0}, {-1, 0, 0}, {1, 0, 0}, {0, 1, 0}};
    switch (pt) {
    case Pawn:
        return {{0, -1, 0}};
    case Lance:
        return {{0, -1, 1}};
    case Knight:
        return {{-1, -2, 0}, {1, -2, 0}};
    case Silver:
        return {{-1, -1, 0}, {0, -1, 0}, {1, -1, 0}, {-1, 1, 0}, {1, 1, 0}};
    case Bishop:
        return {{-1, -1, 1}, {1, -1, 1}, {-1, 1, 1}, {1, 1, 1}};
    case Rook:
        return {{0, -1, 1}, {0, 1, 1}, {-1, 0, 1}, {1, 0, 1}};
    case King:
        return {{-1, -1, 0}, {0, -1, 0}, {1, -1, 0}, {-1, 0, 0}, {1, 0, 0}, {-1, 1, 0}, {0, 1, 0}, {1, 1, 0}};
    case Horse:
        return {{-1, -1, 1}, {1, -1, 1}, {-1, 1, 1}, {1, 1, 1}, {0, -1, 0}, {0, 1, 0}, {-1, 0, 0}, {1, 0, 0}};
    case Dragon:
        return {{0, -1, 1}, {0, 1, 1}, {-1, 0, 1}, {1, 0, 1}, {-1, -1, 0}, {1, -1, 0}, {-1, 1, 0}, {1, 1, 0}};
    default:
        return gold;
    }
}

// Squares the piece on s reaches (Black's steps mirrored for White).
inline std::vector<Square> reach(const Position& pos, Square s) {
    const Variant& v = pos.variant();
    const Piece p = pos.pieceOn(s);
    const int sign = colorOf(p) == Color::Black ? 1 : -1;
    std::vector<Square> out;
    for (const Step& st : movesOf(typeOf(p))) {
        int f = fileOf(s), r = rankOf(s);
        for (;;) {
            f += st.df * sign;
            r += st.dr * sign;
            if (!v.contains(f, r)) break;
            out.push_back(makeSquare(f, r));
            if (!st.slide || pos.pieceOn(makeSquare(f, r))) break;
        }
    }
    return out;
}

inline bool attacked(const Position& pos, Square target, Color by) {
    for (Square s = 0; s < SquareCount; ++s) {
        const Piece p = pos.pieceOn(s);
        if (!p || colorOf(p) != by) continue;
        const auto r = reach(pos, s);
        if (std::find(r.begin(), r.end(), target) != r.end()) return true;
    }
    return false;
}

inline int farRank(const Variant& v, Color c, int rank) {
    return c == Color::Black ? rank : v.ranks - 1 - rank;
}

std::vector<Move> legalMoves(const Position& pos);

inline bool leavesKingSafe(const Position& pos, Move m) {
    Position after = pos;
    after.doMove(m);
    const Color us = pos.sideToMove();
    const Square k = after.kingSquare(us);
    return k == NoSquare || !attacked(after, k, ~us);
}

inline std::vector<Move> legalMoves(const Position& pos) {
    const Variant& v = pos.variant();
    const Color us = pos.sideToMove();
    std::vector<Move> pseudo;
    for (Square from = 0; from < SquareCount; ++from) {
        const Piece p = pos.pieceOn(from);
        if (!p || colorOf(p) != us) continue;
        const PieceType pt = typeOf(p);
        for (Square to : reach(pos, from)) {
            if (pos.pieceOn(to) && colorOf(pos.pieceOn(to)) == us) continue;
            const int far = farRank(v, us, rankOf(to));
            const bool zone = farRank(v, us, rankOf(from)) < v.zoneDepth || far < v.zoneDepth;
            const bool dead = ((pt == Pawn || pt == Lance) && far == 0) || (pt == Knight && far < 2);
            if (canPromote(pt) && zone) pseudo.push_back(Move::normal(from, to, true));
            if (!dead) pseudo.push_back(Move::normal(from, to, false));
        }
    }
    for (int t = Pawn; t <= Gold; ++t) {
        const PieceType pt = PieceType(t);
        if (!pos.hand(us).has(pt)) continue;
        for (Square to = 0; to < SquareCount; ++to) {
            if (!v.contains(fileOf(to), rankOf(to)) || pos.pieceOn(to)) continue;
            const int far = farRank(v, us, rankOf(to));
            if (((pt == Pawn || pt == Lance) && far == 0) || (pt == Knight && far < 2)) continue;
            if (pt == Pawn) {
                bool nifu = false;
                for (int r = 0; r < v.ranks; ++r)
                    nifu |= pos.pieceOn(makeSquare(fileOf(to), r)) == makePiece(us, Pawn);
                if (nifu) continue;
            }
            pseudo.push_back(Move::drop(pt, to));
        }
    }
    std::vector<Move> legal;
    for (Move m : pseudo) {
        if (!leavesKingSafe(pos, m)) continue;
        if (m.isDrop() && m.dropType() == Pawn) {
            Position after = pos;
            after.doMove(m);
            const Square k = after.kingSquare(~us);
            if (k != NoSquare && attacked(after, k, us) && legalMoves(after).empty()) continue; // uchifuzume
        }
        legal.push_back(m);
    }
    return legal;
}

} // namespace reference
