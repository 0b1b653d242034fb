#pragma once
// Hands the search its moves best-first: the hash move, winning captures and promotions (most valuable victim,
// then capture history; checked by exchange evaluation), killers, the countermove, quiet moves by history and
// continuation histories, and losing captures last. The generator is fully legal, so every move handed out
// can be played as it is.
#include "engine/History.h"
#include "rules/MoveGenerator.h"

namespace shogi::engine {

// What orders the moves of one node besides the position: the search's memory of it and of its neighbours.
struct MoveOrdering {
    Move ttMove;
    Move counter;
    Move excluded; // the singular-extension test searches every move but this one
    int ply = 0;
    // Continuation-history rows of the moves one and two plies before (null: none).
    const History::ContinuationRow* continuation[2] = {nullptr, nullptr};
};

class MovePicker {
public:
    enum class Mode {
        All,      // every legal move (main search, and quiescence when in check)
        Tactical, // captures and promotions of the major pieces and pawns (quiescence, ProbCut)
    };
    MovePicker(const Position& pos, const History& history, const MoveOrdering& ordering, Mode mode);

    // The next move, or Move::none() when there are none left.
    Move next();
    int legalCount() const { return m_all; }
    // Whether the move last returned is a capture or promotion (not counted as "quiet" by the search).
    bool lastWasTactical() const { return m_lastTactical; }
    bool lastWasBadCapture() const { return m_lastBad; }
    // The history the last quiet move was ordered by (butterfly plus continuations); 0 for the others.
    int lastHistory() const { return m_lastHistory; }

private:
    // The move kept raw: Move's zero-initialisation of 600 entries per node showed in profiles.
    struct Scored {
        std::uint16_t raw;
        int score;
        int history;
        bool tactical;
        bool bad;
        Move move() const { return Move::fromRaw(raw); }
    };
    static constexpr int SelectFirst = 4;
    Scored m_moves[MoveList::Capacity];
    int m_count = 0;
    int m_cursor = 0;
    int m_all = 0;
    bool m_lastTactical = false;
    bool m_lastBad = false;
    int m_lastHistory = 0;
};

} // namespace shogi::engine
