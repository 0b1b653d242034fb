#pragma once
// Zobrist keys: board (piece on square), hand (count of each type per side) and side to move.
#include "rules/Types.h"

#include <cstdint>

namespace shogi::zobrist {

constexpr int MaxHandCount = 19; // 18 pawns is the most any side can hold

struct Keys {
    std::uint64_t board[PieceCodeCount][SquareCount];
    std::uint64_t hand[2][HandTypeCount][MaxHandCount];
    std::uint64_t side;
};
extern const Keys& keys;

inline std::uint64_t piece(Piece p, Square s) {
    return keys.board[p][s];
}
inline std::uint64_t hand(Color c, PieceType pt, int n) {
    return keys.hand[int(c)][pt][n];
}

} // namespace shogi::zobrist
