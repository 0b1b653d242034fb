#include "match/MatchRunner.h"

#include "match/MatchEngine.h"
#include "match/Referee.h"
#include "match/TournamentSchedule.h"

#include <QThread>

#include <algorithm>
#include <memory>
#include <mutex>
#include <numeric>
#include <random>
#include <set>
#include <thread>
#include <utility>

namespace shogi::match {

namespace {

std::string withOutput(std::string text, const std::vector<std::string>& output) {
    if (output.empty()) return text;
    text += "\nlast output of the engine:";
    for (const std::string& line : output)
        text += "\n  " + line;
    return text;
}

class Tournament {
public:
    Tournament(const MatchSettings& settings, const std::vector<GameSummary>& done, MatchControl* control,
               const MatchEvents& events)
        : m_settings(settings), m_done(done), m_control(control), m_events(events),
          m_openings(settings.openings.empty() ? builtinOpenings(settings.variant) : settings.openings),
          m_pairings(pairings(int(settings.engines.size()), settings.format)) {
        std::set<int> finished;
        for (const GameSummary& g : done)
            finished.insert(g.number);
        for (const ScheduledGame& g : tournamentSchedule(m_pairings, settings.games,
                                                         openingOrder(int(m_openings.size()), settings.seed)))
            if (!finished.count(g.number)) m_todo.push_back(g);
    }

    Result<TournamentResult> run() {
        const int parallel = std::clamp(m_settings.concurrency, 1, std::max(1, int(m_todo.size())));
        if (parallel == 1) {
            playSlot(0);
        } else {
            // QThread rather than std::thread: QProcess needs a thread with an event dispatcher.
            std::vector<std::unique_ptr<QThread>> threads;
            for (int i = 0; i < parallel; ++i) {
                threads.emplace_back(QThread::create([this, i] { playSlot(i); }));
                threads.back()->start();
            }
            for (auto& t : threads)
                t->wait();
        }
        if (m_startError && !stopped()) return Error{*m_startError, 0, 0};
        if (!m_named) nameFromSpecs();
        // An abandoned game is played again: stopped with any game of the schedule not counted.
        const bool gamesLeft = m_standings.games < int(m_todo.size() + m_done.size());
        return TournamentResult{m_standings, stopped() && gamesLeft};
    }

private:
    bool stopped() const { return m_control && m_control->stopped.load(); }

    // Waits while paused; false when the run is to end (stopped, a start error, the SPRT decided).
    bool mayStartGame() {
        while (m_control && m_control->paused.load() && !stopped())
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
        const std::lock_guard lock(m_mutex);
        return !stopped() && !m_startError && !m_decided;
    }

    void playSlot(int slot) {
        std::vector<std::unique_ptr<MatchEngine>> engines;
        for (const EngineSpec& spec : m_settings.engines) {
            engines.push_back(std::make_unique<MatchEngine>(spec, m_settings.variant, m_settings.timeouts));
            if (m_control) engines.back()->session().setAbortFlag(&m_control->stopped);
        }
        for (std::size_t e = 0; e < engines.size(); ++e) {
            if (engines[e]->ensureStarted()) continue;
            const std::lock_guard lock(m_mutex);
            // The engine's last words explain a failed process, not a refused option.
            const bool processFailed = engines[e]->session().failure() != usi::EngineSession::Failure::None;
            if (!m_startError)
                m_startError = withOutput("engine " + std::to_string(e + 1) + ": " + engines[e]->error(),
                                          processFailed ? engines[e]->session().recentOutput()
                                                        : std::vector<std::string>{});
            return;
        }
        nameEngines(engines);
        while (mayStartGame()) {
            const int i = m_next++;
            if (i >= int(m_todo.size())) return;
            play(slot, m_todo[std::size_t(i)], engines);
        }
    }

    void play(int slot, const ScheduledGame& g, std::vector<std::unique_ptr<MatchEngine>>& engines) {
        const Opening& opening = m_openings[std::size_t(g.opening)];
        const std::array<MatchEngine*, 2> bySide{engines[std::size_t(g.engineBySide[0])].get(),
                                                 engines[std::size_t(g.engineBySide[1])].get()};
        LiveGame live{slot, g.number, {bySide[0]->name(), bySide[1]->name()}, opening.start, {}};
        const auto onMove = [&](const std::vector<Move>& moves) {
            if (!m_events.moved) return;
            live.moves = moves;
            m_events.moved(live);
        };
        GameReport report = playGame(bySide, opening, m_settings, onMove);
        if (report.aborted) return;
        report.number = g.number;
        report.openingNumber = g.opening + 1;
        report.opening = opening.text;
        report.engineBySide = g.engineBySide;
        report.pairing = g.pairing;
        report.swapPair = g.swapPair;
        report.nameBySide = live.names;
        const std::lock_guard lock(m_mutex);
        m_standings.add(summarize(report));
        if (m_settings.sprt &&
            m_standings.pairs.front().sprt(*m_settings.sprt).decision != SprtDecision::Continue)
            m_decided = true; // a game still being played ends and is counted; no new one starts
        if (m_events.gameEnded) m_events.gameEnded(report, m_standings);
    }

    // Copies of one engine get told apart by their number in the output and the records.
    static std::vector<std::string> distinctNames(const std::vector<std::string>& names) {
        std::vector<std::string> out = names;
        for (std::size_t e = 0; e < names.size(); ++e)
            if (std::count(names.begin(), names.end(), names[e]) > 1)
                out[e] += " (" + std::to_string(e + 1) + ")";
        return out;
    }

    void setStandings(std::vector<std::string> names) {
        m_standings = Standings(distinctNames(names), m_pairings);
        for (const GameSummary& g : m_done)
            m_standings.add(g);
        m_named = true;
    }

    void nameEngines(std::vector<std::unique_ptr<MatchEngine>>& engines) {
        const std::lock_guard lock(m_mutex);
        if (!m_named) {
            std::vector<std::string> names;
            for (const auto& e : engines)
                names.push_back(e->name());
            setStandings(std::move(names));
        }
        for (std::size_t e = 0; e < engines.size(); ++e)
            engines[e]->setName(m_standings.engines[e].name);
    }

    // A run stopped before any engine was ready still has a table.
    void nameFromSpecs() {
        std::vector<std::string> names;
        for (const EngineSpec& spec : m_settings.engines)
            names.push_back(MatchEngine(spec, m_settings.variant, m_settings.timeouts).name());
        setStandings(std::move(names));
    }

    const MatchSettings& m_settings;
    const std::vector<GameSummary>& m_done;
    MatchControl* m_control;
    const MatchEvents& m_events;
    std::vector<Opening> m_openings;
    std::vector<Pairing> m_pairings;
    std::vector<ScheduledGame> m_todo;
    std::atomic<int> m_next{0};
    std::mutex m_mutex;
    Standings m_standings;
    bool m_named = false;
    std::optional<std::string> m_startError;
    bool m_decided = false;
};

} // namespace

std::vector<int> openingOrder(int openingCount, std::optional<unsigned> seed) {
    std::vector<int> order(std::size_t(std::max(openingCount, 0)));
    std::iota(order.begin(), order.end(), 0);
    if (!seed) return order;
    // Fisher-Yates by hand: std::shuffle's steps differ between standard libraries, and a seed should give
    // the same order everywhere.
    std::mt19937 random(*seed);
    for (std::size_t i = order.size(); i > 1; --i)
        std::swap(order[i - 1], order[random() % i]);
    return order;
}

Result<TournamentResult> runTournament(const MatchSettings& settings, const std::vector<GameSummary>& done,
                                       MatchControl* control, const MatchEvents& events) {
    if (settings.games < 1) return Error{"a match needs at least one game", 0, 0};
    if (settings.engines.size() < 2) return Error{"a match needs at least two engines", 0, 0};
    if (settings.sprt && settings.engines.size() != 2)
        return Error{"an SPRT compares two engines, not " + std::to_string(settings.engines.size()), 0, 0};
    return Tournament(settings, done, control, events).run();
}

Result<MatchTally> runMatch(const MatchSettings& settings, const GameEndCallback& onGameEnd) {
    if (settings.engines.size() != 2) return Error{"a match needs two engines", 0, 0};
    MatchEvents events;
    events.gameEnded = [&](const GameReport& report, const Standings& standings) {
        onGameEnd(report, standings.pairs.front());
    };
    auto result = runTournament(settings, {}, nullptr, events);
    if (!result) return result.error();
    return result->standings.pairs.front();
}

} // namespace shogi::match
