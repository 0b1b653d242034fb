#pragma once
// What it takes to check the enemy king from this position: for each piece type the squares from which it
// would attack the king, and our pieces whose leaving their square uncovers a slider's line (discovered check).
// Lets the search ask "does this move give check?" without playing it.
#include "rules/Position.h"

namespace shogi::engine {

class CheckInfo {
public:
    explicit CheckInfo(const Position& pos);
    bool givesCheck(const Position& pos, Move m) const;

private:
    Square m_king = NoSquare;
    Bitboard m_squares[PieceTypeCount];
    Bitboard m_discoverers;
};

} // namespace shogi::engine
