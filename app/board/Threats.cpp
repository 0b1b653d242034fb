#include "board/Threats.h"

using namespace shogi;

QList<Square> undefendedThreatenedPieces(const Position& pos) {
    const Color us = pos.sideToMove();
    QList<Square> squares;
    Bitboard mine = pos.pieces(us) & ~pos.pieces(us, King);
    while (mine) {
        const Square sq = mine.popLsb();
        if (pos.attacked(sq, ~us) && !pos.attacked(sq, us)) squares.append(sq);
    }
    return squares;
}
