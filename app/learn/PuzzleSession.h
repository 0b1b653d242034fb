#pragma once
// One puzzle being solved: the position, the user's moves as the attacker and the replies. A move on the
// stored line is taken at once; any other is judged off the GUI thread (TsumeJudge: the mate solver on every
// defence; NextMoveJudge: the built-in engine) and the answer comes back as a signal. The defender's replies
// come by themselves. Off the stored line the solver's longest defence answers, so a correct mate the book
// does not give still ends in mate; a problem is never failed by a move that keeps the mate.
#include "puzzles/NextMove.h"
#include "puzzles/Puzzle.h"
#include "puzzles/TsumeJudge.h"

#include <QObject>

#include <atomic>
#include <memory>
#include <thread>
#include <vector>

class PuzzleSession : public QObject {
    Q_OBJECT
public:
    enum class State { Idle, AwaitingMove, Judging, Solved, Failed };
    enum class Outcome {
        Accepted, // a right move, the reply played
        Solved,   // the last move: mate, or the right answer to a next-move problem
        Wrong,    // `refutation` escapes (tsume) or punishes (next move)
        NotCheck, // a tsume move must give check
        Unclear,  // the solver could not decide in time: the move is taken back, nothing counted
    };

    explicit PuzzleSession(QObject* parent = nullptr);
    ~PuzzleSession() override;

    void start(const shogi::puzzles::Puzzle& puzzle);
    void retry(); // the same puzzle from its start; the first attempt's verdict stands
    // The user's move (legal, the attacker's). Ignored unless the session awaits one.
    void play(shogi::Move move);
    // The next move of a correct solution from here: the stored line's while on it, else the solver's.
    shogi::Move hint() const;

    State state() const { return m_state; }
    const shogi::Position& position() const { return m_pos; }
    const shogi::puzzles::Puzzle& puzzle() const { return m_puzzle; }
    shogi::Color attacker() const { return m_attacker; }
    int attackerMoves() const { return m_attackerMoves; }
    // Plies the user's mate took, once solved; more than the puzzle's length means a shorter one exists.
    int pliesUsed() const { return m_attackerMoves * 2 - 1; }
    bool firstAttempt() const { return m_firstAttempt; }

    // Limits for tests (a fast judge) and the app (a brief one).
    void setTsumeBudget(shogi::puzzles::SolverBudget budget) { m_budget = budget; }
    void setNextMoveOptions(const shogi::puzzles::NextMoveOptions& options) { m_nextMove = options; }

signals:
    // After each step: the move the user made, the reply (none when the problem ended or was refused) and
    // what it means. The position is already updated.
    void judged(PuzzleSession::Outcome outcome, shogi::Move move, shogi::Move reply);
    void busyChanged(bool busy);

private:
    void reset();
    void judgeOffLine(shogi::Move move);
    void finishJudging(int generation, Outcome outcome, shogi::Move move, shogi::Move reply);
    void joinWorker();

    shogi::puzzles::Puzzle m_puzzle;
    shogi::Position m_start;
    shogi::Position m_pos;
    std::vector<shogi::Move> m_line;
    std::size_t m_ply = 0;
    bool m_onLine = true;
    shogi::Color m_attacker = shogi::Color::Black;
    int m_attackerMoves = 0;
    bool m_firstAttempt = true;
    State m_state = State::Idle;
    shogi::puzzles::SolverBudget m_budget{60000, 400};
    shogi::puzzles::NextMoveOptions m_nextMove;
    std::thread m_worker;
    std::shared_ptr<shogi::puzzles::TsumeJudge> m_judge;
    std::atomic<bool> m_cancel{false};
    int m_generation = 0;
};
