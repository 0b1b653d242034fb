#pragma once
// Hands the search its moves best-first: the hash move, winning captures and promotions (MVV/LVA, checked by
// exchange evaluation), killers, the countermove, quiet moves by history, and losing captures last.
// The generator is fully legal, so every move handed out can be played as it is.
#include "engine/History.h"
#include "rules/MoveGenerator.h"

namespace shogi::engine {

class MovePicker {
public:
    enum class Mode {
        All,      // every legal move (main search, and quiescence when in check)
        Tactical, // captures and promotions of the major pieces and pawns (quiescence)
    };
    MovePicker(const Position& pos, Move ttMove, const History& history, int ply, Move counter, Mode mode);

    // The next move, or Move::none() when there are none left.
    Move next();
    int legalCount() const { return m_all; }
    // Whether the move last returned is a capture or promotion (not counted as "quiet" by the search).
    bool lastWasTactical() const { return m_lastTactical; }
    bool lastWasBadCapture() const { return m_lastBad; }

private:
    struct Scored {
        Move move;
        int score;
        bool tactical;
        bool bad;
    };
    static constexpr int SelectFirst = 4;
    Scored m_moves[MoveList::Capacity];
    int m_count = 0;
    int m_cursor = 0;
    int m_all = 0;
    bool m_lastTactical = false;
    bool m_lastBad = false;
};

} // namespace shogi::engine
