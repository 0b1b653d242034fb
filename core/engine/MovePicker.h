#pragma once
// Hands the search its moves best-first, in stages so that a node cut by its first moves does not pay for the
// rest: the hash move, then captures and big promotions by most valuable victim and capture history (exchange
// evaluation tested as each is picked, losing ones kept for last), then the killers and the countermove, then
// quiet moves and drops by history and continuation histories, then the losing captures. Each stage generates
// only its own kind of legal move, and the hash move and refutations are tested with movegen::isLegal, so
// every move handed out can be played as it is.
#include "engine/History.h"
#include "rules/MoveGenerator.h"

namespace shogi::engine {

// What orders the moves of one node besides the position: the search's memory of it and of its neighbours.
struct MoveOrdering {
    Move ttMove;
    Move counter;
    Move excluded; // the singular-extension test searches every move but this one
    int ply = 0;
    // Continuation-history rows of the moves one, two and four plies before (null: none).
    const History::ContinuationRow* continuation[3] = {nullptr, nullptr, nullptr};
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
    // Whether the move last returned is a capture or promotion (not counted as "quiet" by the search).
    bool lastWasTactical() const { return m_lastTactical; }
    bool lastWasBadCapture() const { return m_lastBad; }
    // The history the last quiet move was ordered by (butterfly plus continuations); 0 for the others.
    int lastHistory() const { return m_lastHistory; }

    // Captures, and promotions of a pawn, bishop or rook: the moves that change the material balance.
    static bool isTactical(const Position& pos, Move m);

private:
    enum class Stage {
        HashMove,
        CapturesInit,
        GoodCaptures,
        Refutations,
        QuietsInit,
        Quiets,
        BadCaptures,
        Done
    };
    // The move kept raw: Move's zero-initialisation of 600 entries per node showed in profiles.
    struct Scored {
        std::uint16_t raw;
        int score;
        int history;
        Move move() const { return Move::fromRaw(raw); }
    };
    static constexpr int SelectFirst = 4;

    Move handOut(Move m, bool tactical, bool bad, int history);
    int quietHistory(Move m) const;
    bool alreadyHandedOut(Move m) const;
    Bitboard promotionSquares() const;
    void generateCaptures();
    void generateQuiets();
    int selectBest();  // index of the best-scored move in [m_cursor, m_end)
    void sortQuiets(); // sorts [m_cursor, m_end), whose history is their score

    const Position& m_pos;
    const History& m_history;
    const MoveOrdering m_ordering;
    const Mode m_mode;
    Stage m_stage = Stage::HashMove;
    // Killers, then the countermove, copied when the node starts (the singular test at this ply rewrites them).
    Move m_refutations[3];
    int m_refutation = 0;
    // Moves handed out ahead of their stage (hash move, refutations), left out when their stage comes.
    Move m_early[4];
    int m_earlyCount = 0;
    // [0, m_badEnd): losing captures kept for last; [m_cursor, m_end): the stage's moves not yet handed out.
    Scored m_moves[MoveList::Capacity];
    int m_badEnd = 0;
    int m_cursor = 0;
    int m_end = 0;
    int m_quietsPicked = 0;
    bool m_lastTactical = false;
    bool m_lastBad = false;
    int m_lastHistory = 0;
};

} // namespace shogi::engine
