#pragma once
// What it takes to check the enemy king from this position: for each piece type the squares from which it
// would attack the king, and our pieces whose leaving their square uncovers a slider's line (discovered check).
// Lets the search ask "does this move give check?" without playing it.
#include "rules/MoveGenerator.h"
#include "rules/Position.h"

namespace shogi::engine {

class CheckInfo {
public:
    explicit CheckInfo(const Position& pos);
    bool givesCheck(const Position& pos, Move m) const;
    // Every square from which some piece would check: a checking move lands there or is a discovered check.
    Bitboard checkSquares() const { return m_anySquare; }
    Bitboard discoverers() const { return m_discoverers; }
    // The legal moves of `kinds` that can give check, a superset of the checks (filter with givesCheck): the
    // rule the search and the mate solver share.
    void checkCandidates(const Position& pos, unsigned kinds, MoveList& out) const;

private:
    Square m_king = NoSquare;
    Bitboard m_squares[PieceTypeCount];
    Bitboard m_discoverers;
    Bitboard m_anySquare;
};

} // namespace shogi::engine
