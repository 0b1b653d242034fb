#include "match/MatchRunner.h"

#include "match/MatchEngine.h"
#include "match/Referee.h"

#include <QThread>

#include <algorithm>
#include <atomic>
#include <memory>
#include <mutex>
#include <numeric>
#include <random>
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

class Match {
public:
    Match(const MatchSettings& settings, const GameEndCallback& onGameEnd)
        : m_settings(settings), m_onGameEnd(onGameEnd),
          m_openings(settings.openings.empty() ? builtinOpenings(settings.variant) : settings.openings),
          m_order(openingOrder(int(m_openings.size()), settings.seed)) {}

    Result<MatchTally> run() {
        const int parallel = std::clamp(m_settings.concurrency, 1, std::max(1, m_settings.games));
        if (parallel == 1) {
            playSlot();
        } else {
            // QThread rather than std::thread: QProcess needs a thread with an event dispatcher.
            std::vector<std::unique_ptr<QThread>> threads;
            for (int i = 0; i < parallel; ++i) {
                threads.emplace_back(QThread::create([this] { playSlot(); }));
                threads.back()->start();
            }
            for (auto& t : threads)
                t->wait();
        }
        if (m_startError) return Error{*m_startError, 0, 0};
        return m_tally;
    }

private:
    void playSlot() {
        std::array<MatchEngine, 2> engines{
            MatchEngine(m_settings.engines[0], m_settings.variant, m_settings.timeouts),
            MatchEngine(m_settings.engines[1], m_settings.variant, m_settings.timeouts)};
        for (int e = 0; e < 2; ++e) {
            if (engines[e].ensureStarted()) continue;
            const std::lock_guard lock(m_mutex);
            // The engine's last words explain a failed process, not a refused option.
            const bool processFailed = engines[e].session().failure() != usi::EngineSession::Failure::None;
            if (!m_startError)
                m_startError = withOutput("engine " + std::to_string(e + 1) + ": " + engines[e].error(),
                                          processFailed ? engines[e].session().recentOutput()
                                                        : std::vector<std::string>{});
            return;
        }
        nameEngines(engines);
        for (;;) {
            const int i = m_next++;
            if (i >= m_settings.games) return;
            {
                const std::lock_guard lock(m_mutex);
                if (m_startError || m_decided) return;
            }
            const bool engine1Black = i % 2 == 0;
            const int opening = m_order[std::size_t(i / 2) % m_order.size()];
            const std::array<MatchEngine*, 2> bySide =
                engine1Black ? std::array{&engines[0], &engines[1]} : std::array{&engines[1], &engines[0]};
            GameReport report = playGame(bySide, m_openings[std::size_t(opening)], m_settings);
            report.number = i + 1;
            report.openingNumber = opening + 1;
            report.opening = m_openings[std::size_t(opening)].text;
            report.engineBySide = engine1Black ? std::array{0, 1} : std::array{1, 0};
            report.nameBySide = {bySide[0]->name(), bySide[1]->name()};
            const std::lock_guard lock(m_mutex);
            m_tally.add(report);
            if (m_settings.sprt && m_tally.sprt(*m_settings.sprt).decision != SprtDecision::Continue)
                m_decided = true; // a game still being played ends and is counted; no new one starts
            m_onGameEnd(report, m_tally);
        }
    }

    // Two copies of one engine get told apart by number in the output and the records.
    void nameEngines(std::array<MatchEngine, 2>& engines) {
        const std::lock_guard lock(m_mutex);
        if (m_tally.names[0].empty()) {
            m_tally.names = {engines[0].name(), engines[1].name()};
            if (m_tally.names[0] == m_tally.names[1]) {
                m_tally.names[0] += " (1)";
                m_tally.names[1] += " (2)";
            }
        }
        for (int e = 0; e < 2; ++e)
            engines[e].setName(m_tally.names[e]);
    }

    const MatchSettings& m_settings;
    const GameEndCallback& m_onGameEnd;
    std::vector<Opening> m_openings;
    std::vector<int> m_order;
    std::atomic<int> m_next{0};
    std::mutex m_mutex;
    MatchTally m_tally;
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

Result<MatchTally> runMatch(const MatchSettings& settings, const GameEndCallback& onGameEnd) {
    if (settings.games < 1) return Error{"a match needs at least one game", 0, 0};
    return Match(settings, onGameEnd).run();
}

} // namespace shogi::match
