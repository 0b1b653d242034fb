#include "match/Referee.h"

#include "rules/Usi.h"
#include "usi/Commands.h"

namespace shogi::match {

namespace {

using SteadyClock = std::chrono::steady_clock;

std::int64_t millisecondsBetween(SteadyClock::time_point a, SteadyClock::time_point b) {
    return std::chrono::duration_cast<std::chrono::milliseconds>(b - a).count();
}

const char* sideName(Color c) {
    return c == Color::Black ? "Black" : "White";
}

class Referee {
public:
    Referee(const std::array<MatchEngine*, 2>& engines, const Opening& opening, const MatchSettings& settings,
            const MoveCallback& onMove)
        : m_engines(engines), m_settings(settings), m_onMove(onMove), m_game(opening.start),
          m_clock(settings.timeControl) {
        for (Move m : opening.moves)
            m_game.play(m);
        m_report.start = opening.start;
        m_report.openingPlies = int(opening.moves.size());
    }

    GameReport play() {
        m_report.startedAt = std::chrono::system_clock::now();
        m_origin = SteadyClock::now();
        prepare();
        if (m_onMove && !m_ended) m_onMove(m_game.moves());
        while (!m_ended) {
            if (m_game.result().over())
                endByRules();
            else if (int(m_game.moves().size()) >= m_settings.maxPlies)
                end(Outcome::Draw, Termination::MaxPlies, "");
            else
                turn();
        }
        m_report.moves = m_game.moves();
        m_report.endedAt = std::chrono::system_clock::now();
        if (!m_report.aborted) tellEngines();
        return std::move(m_report);
    }

private:
    std::string who(Color side) const { return m_engines[index(side)]->name() + " (" + sideName(side) + ")"; }

    void end(Outcome outcome, Termination why, std::string detail) {
        m_report.outcome = outcome;
        m_report.termination = why;
        m_report.detail = std::move(detail);
        m_ended = true;
    }

    void forfeit(Color side, Termination why, std::string detail) {
        end(GameResult::winFor(~side), why, std::move(detail));
    }

    // The run was stopped: no result, and the engines are told nothing more.
    bool aborted(const usi::EngineSession& session) {
        if (session.failure() != usi::EngineSession::Failure::Aborted) return false;
        m_report.aborted = true;
        m_ended = true;
        return true;
    }

    void prepare() {
        for (Color side : {Color::Black, Color::White}) {
            MatchEngine& engine = *m_engines[index(side)];
            if (engine.startGame()) continue;
            if (aborted(engine.session())) return;
            m_report.engineOutput = engine.session().recentOutput();
            forfeit(side, Termination::Crash, who(side) + " could not start the game: " + engine.error());
            return;
        }
    }

    // One engine move: position and go with both clocks, the reply timed and judged.
    void turn() {
        const Color side = m_game.position().sideToMove();
        MatchEngine& engine = *m_engines[index(side)];
        usi::EngineSession& session = engine.session();
        const SteadyClock::time_point sent = SteadyClock::now();
        const std::int64_t now = millisecondsBetween(m_origin, sent);
        m_clock.start(side, now);
        const bool byNodes = m_settings.nodes > 0;
        const std::int64_t allowed = byNodes ? std::int64_t(m_settings.timeouts.nodesMove.count())
                                             : m_clock.timeToFlag(side, now) + m_settings.graceMs;
        const std::string go =
            byNodes ? usi::goNodesCommand(engine.spec().nodes ? engine.spec().nodes : m_settings.nodes)
                    : usi::goCommand(usi::GoLimits::fromClock(m_clock, now));
        const auto reply = session.search(usi::positionCommand(m_game.startPosition(), m_game.moves()), go,
                                          sent + std::chrono::milliseconds(allowed));
        if (!reply) return engineFailed(side, allowed);
        const std::int64_t used = millisecondsBetween(sent, reply->answeredAt);
        if (used > allowed) {
            m_game.loseOnTime(side);
            return end(m_game.result().outcome, Termination::Time,
                       who(side) + " lost on time: moved after " + std::to_string(used) + " ms, " +
                           std::to_string(allowed) + " ms allowed (grace " +
                           std::to_string(m_settings.graceMs) + " ms included)");
        }
        m_clock.moveMade(now + used);
        judge(side, reply->best, used);
    }

    void engineFailed(Color side, std::int64_t allowed) {
        usi::EngineSession& session = m_engines[index(side)]->session();
        if (aborted(session)) return;
        if (session.failure() == usi::EngineSession::Failure::TimedOut) {
            m_game.loseOnTime(side);
            end(m_game.result().outcome, Termination::Time,
                who(side) + " lost on time: no move within " + std::to_string(allowed) + " ms (grace " +
                    std::to_string(m_settings.graceMs) + " ms included)");
            m_report.engineOutput = session.recentOutput();
            // A slow engine answers "stop" and plays on in the next game; a hung one is killed, restarted
            // then.
            if (!session.stopSearch(m_settings.timeouts.stop)) session.kill();
            return;
        }
        m_report.engineOutput = session.recentOutput();
        forfeit(side, Termination::Crash, who(side) + ": " + session.errorText());
        session.kill();
    }

    void judge(Color side, const usi::BestMove& best, std::int64_t usedMs) {
        switch (best.kind) {
        case usi::BestMove::Kind::Resign:
            m_game.resign(side);
            return;
        case usi::BestMove::Kind::Win: {
            const ImpasseVerdict v = m_game.declareImpasse(side, IllegalMovePolicy::Tournament);
            m_report.detail = who(side) + " declared an impasse win with " +
                              std::to_string((side == Color::Black ? v.black : v.white).points) + " points" +
                              (v.conditionsMet ? "" : ", without the conditions met");
            return;
        }
        case usi::BestMove::Kind::Move:
            break;
        }
        const auto move = usi::parseMove(best.move, m_game.position().variant());
        if (!move) {
            const std::string text =
                best.move.empty() ? "'bestmove' without a move" : "'" + best.move + "', not a move";
            return forfeit(side, Termination::IllegalMove, who(side) + " sent " + text);
        }
        const PlayResult played = m_game.play(*move, IllegalMovePolicy::Tournament);
        if (!played.accepted) {
            m_report.illegalMove = *move;
            return end(m_game.result().outcome, Termination::IllegalMove,
                       who(side) + " played " + best.move + ", illegal: " + describe(played.reason));
        }
        m_report.moveTimesMs.push_back(usedMs);
        if (m_onMove) m_onMove(m_game.moves());
    }

    // The game itself has ended: mate, repetition, perpetual check, or a resignation or declaration above.
    void endByRules() {
        const GameResult& r = m_game.result();
        Termination t = Termination::Checkmate;
        switch (r.reason) {
        case EndReason::Checkmate:
        case EndReason::None:
            t = Termination::Checkmate;
            break;
        case EndReason::NoLegalMoves:
            t = Termination::NoLegalMoves;
            break;
        case EndReason::Resignation:
            t = Termination::Resignation;
            break;
        case EndReason::Repetition:
            t = Termination::Repetition;
            break;
        case EndReason::PerpetualCheck:
            t = Termination::PerpetualCheck;
            break;
        case EndReason::Impasse:
            t = Termination::Impasse;
            break;
        case EndReason::IllegalMove:
            t = Termination::IllegalMove;
            break;
        case EndReason::Time:
            t = Termination::Time;
            break;
        }
        end(r.outcome, t, std::move(m_report.detail));
    }

    void tellEngines() {
        for (Color side : {Color::Black, Color::White}) {
            usi::GameOver result = usi::GameOver::Draw;
            if (m_report.outcome == GameResult::winFor(side)) result = usi::GameOver::Win;
            if (m_report.outcome == GameResult::winFor(~side)) result = usi::GameOver::Lose;
            m_engines[index(side)]->endGame(result);
        }
    }

    std::array<MatchEngine*, 2> m_engines;
    const MatchSettings& m_settings;
    const MoveCallback& m_onMove;
    Game m_game;
    Clock m_clock;
    GameReport m_report;
    SteadyClock::time_point m_origin;
    bool m_ended = false;
};

} // namespace

GameReport playGame(const std::array<MatchEngine*, 2>& engines, const Opening& opening,
                    const MatchSettings& settings, const MoveCallback& onMove) {
    return Referee(engines, opening, settings, onMove).play();
}

} // namespace shogi::match
