#pragma once
// Judges the user's move in a tsume: any check after which the attacker still has a forced mate is right,
// whatever its length (the mate solver decides, on every defence); a check the defender escapes is wrong
// and the escape is its refutation; a move that does not check is not a tsume move. The defender answers
// with its longest defence, a dropped interposition counted two plies short as it may be futile (無駄合).
// Blocking: the app calls it on a worker thread. stop() may come from another thread.
#include "puzzles/TsumeCheck.h"
#include "engine/MateSolver.h"

#include <atomic>

namespace shogi::puzzles {

enum class TsumeVerdict {
    Mate,     // the move mates: solved
    Right,    // a mate remains; `reply` is the defence, `mateLeft` the plies still needed after it
    Wrong,    // `reply` escapes the mate
    NotCheck, // tsume moves must check
    Unclear,  // the solver could not decide in its budget
};

struct TsumeJudgement {
    TsumeVerdict verdict = TsumeVerdict::Unclear;
    Move reply = Move::none();
    int mateLeft = 0;
};

class TsumeJudge {
public:
    explicit TsumeJudge(SolverBudget perDefence = {60000, 400}) : m_budget(perDefence), m_solver(16) {}
    // `pos`: the attacker to move. `move` must be legal.
    TsumeJudgement judge(const Position& pos, Move move);
    void stop() {
        m_stop = true;
        m_solver.stop();
    }

private:
    SolverBudget m_budget;
    engine::MateSolver m_solver;
    std::atomic<bool> m_stop{false};
};

} // namespace shogi::puzzles
