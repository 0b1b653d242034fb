#include "learn/PuzzleSession.h"

#include "puzzles/NextMoveJudge.h"
#include "rules/MoveGenerator.h"

using namespace shogi;
using namespace shogi::puzzles;

PuzzleSession::PuzzleSession(QObject* parent) : QObject(parent) {}

PuzzleSession::~PuzzleSession() {
    joinWorker();
}

void PuzzleSession::joinWorker() {
    m_cancel = true;
    if (auto judge = m_judge) judge->stop();
    if (m_worker.joinable()) m_worker.join();
    m_cancel = false;
}

void PuzzleSession::start(const Puzzle& puzzle) {
    m_puzzle = puzzle;
    m_firstAttempt = true;
    reset();
}

void PuzzleSession::retry() {
    m_firstAttempt = false;
    reset();
}

void PuzzleSession::reset() {
    joinWorker();
    ++m_generation;
    auto start = startPosition(m_puzzle);
    auto line = solutionMoves(m_puzzle);
    m_state = start && line ? State::AwaitingMove : State::Idle;
    m_start = start ? *start : Position{};
    m_pos = m_start;
    m_line = line ? *line : std::vector<Move>{};
    m_attacker = m_pos.sideToMove();
    m_ply = 0;
    m_onLine = true;
    m_attackerMoves = 0;
}

Move PuzzleSession::hint() const {
    if (m_state != State::AwaitingMove) return Move::none();
    if (m_onLine && m_ply < m_line.size()) return m_line[m_ply];
    engine::MateSolver solver(8);
    const auto r = solver.solve(m_pos, 0, 300);
    return r.status == engine::MateResult::Status::Mate && !r.line.empty() ? r.line.front() : Move::none();
}

void PuzzleSession::play(Move move) {
    if (m_state != State::AwaitingMove || !movegen::isLegal(m_pos, move)) return;
    if (m_puzzle.isTsume()) {
        Position after = m_pos;
        after.doMove(move);
        if (!after.inCheck()) {
            m_state = State::Failed;
            emit judged(Outcome::NotCheck, move, Move::none());
            return;
        }
        if (!movegen::hasLegalMove(after)) {
            m_pos = after;
            ++m_attackerMoves;
            m_state = State::Solved;
            emit judged(Outcome::Solved, move, Move::none());
            return;
        }
        if (m_onLine && m_ply + 1 < m_line.size() && move == m_line[m_ply]) {
            const Move reply = m_line[m_ply + 1];
            m_pos.doMove(move);
            m_pos.doMove(reply);
            m_ply += 2;
            ++m_attackerMoves;
            emit judged(Outcome::Accepted, move, reply);
            return;
        }
    } else if (m_line.size() == 1 && move == m_line.front()) {
        m_pos.doMove(move);
        m_attackerMoves = 1;
        m_state = State::Solved;
        emit judged(Outcome::Solved, move, Move::none());
        return;
    }
    judgeOffLine(move);
}

void PuzzleSession::judgeOffLine(Move move) {
    joinWorker();
    m_state = State::Judging;
    emit busyChanged(true);
    const int generation = ++m_generation;
    const Position pos = m_pos;
    const bool tsume = m_puzzle.isTsume();
    const Move best = m_line.empty() ? Move::none() : m_line.front();
    const NextMoveOptions options = m_nextMove;
    m_judge = std::make_shared<TsumeJudge>(m_budget);
    auto judge = m_judge;
    m_worker = std::thread([this, generation, pos, tsume, best, options, judge, move] {
        Outcome outcome = Outcome::Unclear;
        Move reply = Move::none();
        if (tsume) {
            const TsumeJudgement j = judge->judge(pos, move);
            reply = j.reply;
            switch (j.verdict) {
            case TsumeVerdict::Mate:
                outcome = Outcome::Solved;
                break;
            case TsumeVerdict::Right:
                outcome = Outcome::Accepted;
                break;
            case TsumeVerdict::Wrong:
                outcome = Outcome::Wrong;
                break;
            case TsumeVerdict::NotCheck:
                outcome = Outcome::NotCheck;
                break;
            case TsumeVerdict::Unclear:
                outcome = Outcome::Unclear;
                break;
            }
        } else if (!m_cancel) {
            engine::Search search;
            search.setHashSize(16);
            const NextMoveJudgement j = judgeNextMove(search, pos, move, best, options);
            outcome = j.right ? Outcome::Solved : Outcome::Wrong;
            reply = j.refutation;
        }
        if (m_cancel) return;
        QMetaObject::invokeMethod(
            this,
            [this, generation, outcome, move, reply] { finishJudging(generation, outcome, move, reply); },
            Qt::QueuedConnection);
    });
}

void PuzzleSession::finishJudging(int generation, Outcome outcome, Move move, Move reply) {
    if (generation != m_generation || m_state != State::Judging) return;
    if (m_worker.joinable()) m_worker.join();
    emit busyChanged(false);
    switch (outcome) {
    case Outcome::Accepted:
        m_onLine = false;
        m_pos.doMove(move);
        m_pos.doMove(reply);
        ++m_attackerMoves;
        m_state = State::AwaitingMove;
        break;
    case Outcome::Solved:
        m_pos.doMove(move);
        ++m_attackerMoves;
        m_state = State::Solved;
        break;
    case Outcome::Wrong:
    case Outcome::NotCheck:
        m_state = State::Failed;
        break;
    case Outcome::Unclear:
        m_state = State::AwaitingMove;
        break;
    }
    emit judged(outcome, move, reply);
}
