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
    // Every square from which some piece would check: a checking move lands there or is a discovered check.
    Bitboard checkSquares() const { return m_anySquare; }
    Bitboard discoverers() const { return m_discoverers; }

private:
    Square m_king = NoSquare;
    Bitboard m_squares[PieceTypeCount];
    Bitboard m_discoverers;
    Bitboard m_anySquare;
};

} // namespace shogi::engine
