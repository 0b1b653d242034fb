#include "lessons/LessonPlay.h"

#include "engine/Search.h"
#include "rules/MoveGenerator.h"

namespace shogi::lessons {

LessonPlay::LessonPlay(Level level) : m_level(std::move(level)), m_judge(m_level.goal) {
    restart();
}

LessonPlay::~LessonPlay() = default;

void LessonPlay::retry() {
    m_position = m_level.start;
    m_lastMove = Move::none();
    m_inAttempt = 0;
    m_over = false;
    m_onSolution = true;
    m_judge.reset();
}

void LessonPlay::restart() {
    retry();
    m_used = 0;
}

Move LessonPlay::engineReply() {
    const std::size_t index = std::size_t(m_inAttempt - 1);
    if (m_onSolution && index < m_level.replies.size() &&
        movegen::isLegal(m_position, m_level.replies[index]))
        return m_level.replies[index];
    if (!m_search) {
        m_search = std::make_unique<engine::Search>();
        m_search->setHashSize(1);
        m_search->options().seed = 1; // the same reply every time: a lesson can be replayed and tested
    }
    m_search->newGame();
    m_search->setPosition(m_position, {});
    engine::SearchLimits limits;
    limits.depth = m_level.engineDepth;
    return m_search->go(limits).best;
}

Step LessonPlay::play(Move move) {
    Step step;
    if (m_over) return step; // nothing moves until retry()
    step.reason = explainMove(m_position, move);
    if (step.reason != IllegalReason::None) return step;

    ++m_used;
    const std::size_t index = std::size_t(m_inAttempt);
    m_onSolution = m_onSolution && index < m_level.solution.size() && m_level.solution[index] == move;
    ++m_inAttempt;
    Position after = m_position;
    after.doMove(move);
    if (m_judge.judge(m_position, move, after, &step.miss)) {
        m_position = after;
        m_lastMove = move;
        m_over = true;
        step.verdict = Verdict::Solved;
        step.stars = starsFor(m_used, m_level.par());
        return step;
    }
    if (decidedInOneMove(m_level.goal.kind)) {
        --m_inAttempt;
        m_onSolution = true;
        step.verdict = Verdict::Missed;
        return step;
    }
    m_position = after;
    m_lastMove = move;
    const bool mateGoal = m_level.goal.kind == GoalKind::Mate;
    const int limit = mateGoal ? m_level.goal.moves : m_level.maxMoves;
    const bool whiteStuck = m_level.opponent == Opponent::Engine && !movegen::hasLegalMove(m_position);
    if ((limit > 0 && m_inAttempt >= limit) || whiteStuck) {
        m_over = true;
        step.verdict = Verdict::Failed;
        step.miss = mateGoal ? Miss::NotAMate : Miss::OutOfMoves;
        return step;
    }
    if (m_level.opponent == Opponent::Engine) {
        step.reply = engineReply();
        m_position.doMove(step.reply);
        m_lastMove = step.reply;
    } else {
        // White passes: the same board with Black to move again.
        m_position.setSideToMove(Color::Black);
        m_position.finishSetup();
    }
    step.verdict = Verdict::Going;
    return step;
}

} // namespace shogi::lessons
