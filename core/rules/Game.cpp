#include "rules/Game.h"

#include "rules/Handicap.h"
#include "rules/MoveGenerator.h"

#include <algorithm>

namespace shogi {

namespace {

int presetCompensation(const Position& start) {
    const Handicap* h = Handicap::forPosition(start);
    return h ? h->impasseCompensation : 0;
}

} // namespace

Game::Game(Position start, ImpasseRule rule) : Game(start, rule, presetCompensation(start)) {}

Game::Game(Position start, ImpasseRule rule, int whiteCompensation)
    : m_start(start), m_position(std::move(start)), m_rule(rule), m_compensation(whiteCompensation) {
    m_keys.push_back(m_position.key());
    m_checks.push_back(m_position.inCheck());
    judgeAfterMove(); // a start position may already be mate
}

int Game::repetitionCount() const {
    return int(std::count(m_keys.begin(), m_keys.end(), m_keys.back()));
}

PlayResult Game::play(Move m, IllegalMovePolicy policy) {
    if (m_result.over()) return {false, IllegalReason::None};
    const IllegalReason why = explainMove(m_position, m);
    if (why != IllegalReason::None) {
        if (policy == IllegalMovePolicy::Tournament) {
            m_result = {GameResult::winFor(~m_position.sideToMove()), EndReason::IllegalMove, why,
                        std::nullopt};
        }
        return {false, why};
    }
    m_position.doMove(m);
    m_moves.push_back(m);
    m_keys.push_back(m_position.key());
    m_checks.push_back(m_position.inCheck());
    judgeAfterMove();
    return {true, IllegalReason::None};
}

void Game::judgeAfterMove() {
    const Color toMove = m_position.sideToMove();
    if (!movegen::hasLegalMove(m_position)) {
        m_result = {GameResult::winFor(~toMove),
                    m_position.inCheck() ? EndReason::Checkmate : EndReason::NoLegalMoves,
                    IllegalReason::None, std::nullopt};
        return;
    }
    if (repetitionCount() < 4) return;
    // The cycle runs from the first of the four occurrences to now; the move into position i was made by
    // the side not to move in it, and it gave check when that position has the side to move in check.
    const std::uint64_t key = m_keys.back();
    const std::size_t first = std::size_t(std::find(m_keys.begin(), m_keys.end(), key) - m_keys.begin());
    bool allChecks[2] = {true, true};
    for (std::size_t i = first + 1; i < m_keys.size(); ++i) {
        const Color mover = (i % 2 == 1) ? m_start.sideToMove() : ~m_start.sideToMove();
        if (!m_checks[i]) allChecks[int(mover)] = false;
    }
    if (allChecks[0] || allChecks[1]) {
        const Color checker = allChecks[0] ? Color::Black : Color::White;
        m_result = {GameResult::winFor(~checker), EndReason::PerpetualCheck, IllegalReason::None,
                    std::nullopt};
    } else {
        m_result = {Outcome::Draw, EndReason::Repetition, IllegalReason::None, std::nullopt};
    }
}

bool Game::undo() {
    // An ending that no move caused is taken back first, leaving the moves as they were.
    const EndReason r = m_result.reason;
    if (r == EndReason::Resignation || r == EndReason::Time || r == EndReason::IllegalMove ||
        r == EndReason::Impasse) {
        m_result = {};
        return true;
    }
    if (m_moves.empty()) return false;
    m_position.undoMove();
    m_moves.pop_back();
    m_keys.pop_back();
    m_checks.pop_back();
    m_result = {};
    return true;
}

void Game::resign(Color loser) {
    if (!m_result.over())
        m_result = {GameResult::winFor(~loser), EndReason::Resignation, IllegalReason::None, std::nullopt};
}

void Game::loseOnTime(Color loser) {
    if (!m_result.over())
        m_result = {GameResult::winFor(~loser), EndReason::Time, IllegalReason::None, std::nullopt};
}

ImpasseVerdict Game::declareImpasse(Color declarer, IllegalMovePolicy policy) {
    const ImpasseVerdict v = judgeImpasse(m_position, declarer, m_rule, m_compensation);
    if (m_result.over()) return v;
    if (policy == IllegalMovePolicy::Friendly && v.outcome == ImpasseOutcome::DeclarerLoses) return v;
    Outcome o = Outcome::Draw;
    if (v.outcome == ImpasseOutcome::DeclarerWins) o = GameResult::winFor(declarer);
    if (v.outcome == ImpasseOutcome::DeclarerLoses) o = GameResult::winFor(~declarer);
    m_result = {o, EndReason::Impasse, IllegalReason::None, v};
    return v;
}

} // namespace shogi
