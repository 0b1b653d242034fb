// Tournaments on the match runner: the schedule (round robin, gauntlet, colours swapped per opening), the
// standings and their pentanomial pairs, the state file's round trip and its errors, openings cut from
// records, and runs between scripted fake engines - a crashing engine losing its games while the rest go
// on, pause, a stop in the middle of a hanging engine's move, resume after a stop, and a stress of stops at
// random moments (none included) resumed until every game is played exactly once.
#include "../usi/FakeEngine.h"
#include "match/MatchRunner.h"
#include "match/RecordOpenings.h"
#include "match/TournamentFolder.h"
#include "match/TournamentSchedule.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <random>
#include <set>
#include <thread>

using namespace shogi;
using namespace shogi::match;
using namespace std::chrono_literals;

namespace {

const char* const kMateInOne = "sfen 8k/9/8P/9/9/9/9/9/4K4 b G 1"; // Black mates with G*1b

EngineSpec fakeEngine(const std::string& name, const std::vector<std::string>& script) {
    EngineSpec spec;
    spec.program = fake::script();
    spec.arguments = {"--name", name};
    spec.arguments.insert(spec.arguments.end(), script.begin(), script.end());
    return spec;
}

// Engines that mate at once as Black: each pair of games is 1-1, unless an engine misbehaves.
MatchSettings settings(std::vector<EngineSpec> engines, int games) {
    MatchSettings s;
    s.engines = std::move(engines);
    s.games = games;
    s.openings = {*parseOpening(kMateInOne, VariantKind::Standard)};
    s.timeControl = TimeControl::byoyomi(0, 2000);
    s.timeouts = {5000ms, 5000ms, 300ms};
    return s;
}

GameSummary summary(int number, int pairing, int swapPair, std::array<int, 2> bySide, Outcome outcome,
                    Termination t = Termination::Checkmate) {
    return {number, pairing, swapPair, bySide, outcome, t, 10, ""};
}

} // namespace

class TestTournament : public QObject {
    Q_OBJECT
private slots:
    void init() { m_watch = std::make_unique<fake::ProcessWatch>(); }
    void cleanup() {
        QCOMPARE(m_watch->survivors(), QStringList());
        m_watch.reset();
    }

    void pairingsByFormat() {
        QCOMPARE(int(pairings(4, TournamentFormat::RoundRobin).size()), 6);
        const auto g = pairings(4, TournamentFormat::Gauntlet);
        QCOMPARE(int(g.size()), 3);
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(g[std::size_t(i)].first, 0);
            QCOMPARE(g[std::size_t(i)].second, i + 1);
        }
        QCOMPARE(int(pairings(2, TournamentFormat::Gauntlet).size()), 1);
    }

    void scheduleSwapsColours() {
        const auto pairs = pairings(3, TournamentFormat::RoundRobin);
        const auto games = tournamentSchedule(pairs, 4, {2, 0, 1});
        QCOMPARE(int(games.size()), 12);
        std::map<std::pair<int, int>, std::vector<ScheduledGame>> bySwapPair;
        for (int i = 0; i < 12; ++i) {
            QCOMPARE(games[std::size_t(i)].number, i + 1);
            bySwapPair[{games[std::size_t(i)].pairing, games[std::size_t(i)].swapPair}].push_back(
                games[std::size_t(i)]);
        }
        QCOMPARE(int(bySwapPair.size()), 6);
        for (const auto& [key, two] : bySwapPair) {
            QCOMPARE(int(two.size()), 2);
            QCOMPARE(two[0].opening, two[1].opening);
            QCOMPARE(two[0].opening, key.second == 0 ? 2 : 0);
            QCOMPARE(two[0].engineBySide[0], two[1].engineBySide[1]);
            QCOMPARE(two[0].engineBySide[1], two[1].engineBySide[0]);
            QCOMPARE(two[0].engineBySide[0], pairs[std::size_t(key.first)].first);
        }
        // Every pairing's first pair comes before any second pair: the table stays even as games go.
        QCOMPARE(games[5].swapPair, 0);
        QCOMPARE(games[6].swapPair, 1);
        QCOMPARE(int(tournamentSchedule(pairs, 3, {0}).size()), 9); // odd: the last pair has one game
    }

    void standingsCount() {
        Standings st({"A", "B", "C"}, pairings(3, TournamentFormat::RoundRobin));
        st.add(summary(1, 0, 0, {0, 1}, Outcome::BlackWins));                     // A beats B
        st.add(summary(2, 0, 0, {1, 0}, Outcome::BlackWins));                     // B beats A: pair 1-1
        st.add(summary(3, 1, 0, {0, 2}, Outcome::Draw, Termination::Repetition)); // A draws C
        st.add(summary(4, 1, 0, {2, 0}, Outcome::BlackWins, Termination::Crash)); // C wins: A crashed
        st.add(summary(5, 2, 0, {1, 2}, Outcome::WhiteWins, Termination::Time));  // C beats B on time
        QCOMPARE(st.games, 5);
        const EngineStanding& a = st.engines[0];
        QVERIFY((std::array{a.games, a.wins, a.draws, a.losses} == std::array{4, 1, 1, 2}));
        QCOMPARE(a.faults.crashes, 1);
        QCOMPARE(st.engines[1].faults.timeLosses, 1);
        QCOMPARE(st.engines[2].points(), 2.5);
        QCOMPARE(st.ranking(), std::vector<int>({2, 0, 1}));
        QVERIFY((st.pairs[0].pentanomial == std::array<int, 5>{0, 0, 1, 0, 0}));
        QVERIFY((st.pairs[1].pentanomial == std::array<int, 5>{0, 1, 0, 0, 0})); // A's half points: ½ + 0
        QVERIFY((std::array{st.pairs[1].wins, st.pairs[1].draws, st.pairs[1].losses} == std::array{0, 1, 1}));
        QCOMPARE(st.pairs[2].names[1], std::string("C"));
        QCOMPARE(st.pairs[2].losses, 1); // from B's side
    }

    void stateRoundTrip() {
        QTemporaryDir dir;
        TournamentState state{settings({fakeEngine("a", {}), fakeEngine("b", {}), fakeEngine("c", {})}, 4),
                              {}};
        state.settings.format = TournamentFormat::Gauntlet;
        state.settings.engines[1].options = {{"Level", "3"}};
        state.settings.engines[2].environment = {"GPSSHOGI_HOME=/tmp/x"};
        state.settings.timeControl = TimeControl::fischer(60000, 2000);
        state.settings.seed = 7;
        state.settings.concurrency = 2;
        state.done = {summary(3, 1, 0, {0, 2}, Outcome::WhiteWins, Termination::IllegalMove)};
        QVERIFY(!saveTournamentState(dir.path(), state));
        const auto back = loadTournamentState(dir.path());
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().message.c_str());
        QCOMPARE(int(back->settings.engines.size()), 3);
        QCOMPARE(back->settings.engines[1].options, state.settings.engines[1].options);
        QCOMPARE(back->settings.engines[2].environment, state.settings.engines[2].environment);
        QCOMPARE(back->settings.engines[0].arguments, state.settings.engines[0].arguments);
        QVERIFY(back->settings.format == TournamentFormat::Gauntlet);
        QVERIFY(back->settings.timeControl == state.settings.timeControl);
        QCOMPARE(back->settings.seed, std::optional<unsigned>(7));
        QCOMPARE(back->settings.openings.front().text, state.settings.openings.front().text);
        QCOMPARE(int(back->done.size()), 1);
        QCOMPARE(back->done[0].number, 3);
        QVERIFY(back->done[0].termination == Termination::IllegalMove);
        QVERIFY(back->done[0].outcome == Outcome::WhiteWins);
        QCOMPARE(scheduledGameCount(back->settings), 8);
    }

    void stateErrors() {
        QTemporaryDir dir;
        QVERIFY(!loadTournamentState(dir.path()).ok()); // no file
        QFile file(tournamentStatePath(dir.path()));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"format\": \"shogiban tournament 1\", \"settings\": {\"engines\": []}}");
        file.close();
        const auto read = loadTournamentState(dir.path());
        QVERIFY(!read.ok());
        QVERIFY(read.error().message.find("tournament.json") != std::string::npos);
        QVERIFY(read.error().message.find("fewer than two engines") != std::string::npos);
    }

    void openingsCutFromRecords() {
        QTemporaryDir dir;
        const auto write = [&](const char* name, const char* text) {
            QFile f(dir.filePath(QString::fromLatin1(name)));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(text);
        };
        write("a.usi", "position startpos moves 7g7f 3c3d 2g2f 8c8d 2f2e\n");
        write("b.usi", "position startpos moves 7g7f 3c3d 2g2f 8c8d 6i7h\n"); // the same first four moves
        write("short.usi", "position startpos moves 7g7f\n");
        write("bad.csa", "this is no record\n");
        const auto cut = openingsFromRecords(dir.path(), 4, VariantKind::Standard);
        QVERIFY2(cut.ok(), cut.ok() ? "" : cut.error().message.c_str());
        QCOMPARE(int(cut->openings.size()), 1);
        QCOMPARE(cut->openings[0].text, std::string("startpos moves 7g7f 3c3d 2g2f 8c8d"));
        QCOMPARE(int(cut->skipped.size()), 2);
        QVERIFY(parseOpening(cut->openings[0].text, VariantKind::Standard).ok());
        QVERIFY(!openingsFromRecords(dir.path(), 40, VariantKind::Standard).ok());
    }

    void crashingEngineLosesAndTheRestGoesOn() {
        auto s = settings(
            {fakeEngine("a", {"G*1b"}), fakeEngine("crasher", {"crash"}), fakeEngine("c", {"G*1b"})}, 4);
        s.concurrency = 2;
        std::set<int> numbers;
        MatchEvents events;
        events.gameEnded = [&](const GameReport& r, const Standings&) {
            QVERIFY(numbers.insert(r.number).second);
        };
        const auto result = runTournament(s, {}, nullptr, events);
        QVERIFY2(result.ok(), result.ok() ? "" : result.error().message.c_str());
        QVERIFY(!result->stopped);
        QCOMPARE(int(numbers.size()), 12);
        const Standings& st = result->standings;
        QCOMPARE(st.games, 12);
        QCOMPARE(st.engines[1].name, std::string("crasher"));
        QCOMPARE(st.engines[1].losses, 8); // every game: as Black it crashes, as White it is mated
        QCOMPARE(st.engines[1].faults.crashes, 4);
        QCOMPARE(st.engines[0].wins, 6);
        QCOMPARE(st.engines[2].wins, 6);
        QVERIFY((st.pairs[1].pentanomial == std::array<int, 5>{0, 0, 2, 0, 0})); // a vs c: 1-1 twice
    }

    void stopDuringAHangResumesLater() {
        QTemporaryDir dir;
        TournamentState state{
            settings({fakeEngine("a", {"G*1b"}), fakeEngine("hanger", {"hang"}), fakeEngine("c", {"G*1b"})},
                     2),
            {}};
        state.settings.timeControl = TimeControl::byoyomi(0, 60000);
        MatchControl control;
        MatchEvents events;
        events.gameEnded = [&](const GameReport& r, const Standings&) {
            QVERIFY(recordFinishedGame(dir.path(), state, r).empty());
        };
        std::thread stopper([&] {
            std::this_thread::sleep_for(700ms);
            control.stopped = true;
        });
        QElapsedTimer timer;
        timer.start();
        const auto first = runTournament(state.settings, {}, &control, events);
        stopper.join();
        QVERIFY(first.ok());
        QVERIFY(first->stopped);
        QVERIFY(timer.elapsed() < 30000);    // not the hanging engine's minute
        QCOMPARE(int(state.done.size()), 1); // a beat hanger as Black; the hanger's own game was abandoned
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("game-001.kif"))));

        // "After a restart": everything from the folder; the hanger now plays properly.
        auto loaded = loadTournamentState(dir.path());
        QVERIFY(loaded.ok());
        QCOMPARE(int(loaded->done.size()), 1);
        loaded->settings.engines[1] = fakeEngine("hanger", {"G*1b"});
        loaded->settings.timeControl = TimeControl::byoyomi(0, 2000);
        std::set<int> numbers;
        events.gameEnded = [&](const GameReport& r, const Standings&) { numbers.insert(r.number); };
        const auto rest = runTournament(loaded->settings, loaded->done, nullptr, events);
        QVERIFY(rest.ok());
        QVERIFY(!rest->stopped);
        QCOMPARE(int(numbers.size()), 5);
        QVERIFY(!numbers.count(1));
        QCOMPARE(rest->standings.games, 6);
        QCOMPARE(rest->standings.engines[0].wins, 2);
    }

    void pauseHoldsNewGames() {
        auto s = settings({fakeEngine("a", {"G*1b"}), fakeEngine("b", {"G*1b"})}, 4);
        MatchControl control;
        std::atomic<int> ended{0};
        MatchEvents events;
        events.gameEnded = [&](const GameReport&, const Standings&) {
            if (++ended == 1) control.paused = true;
        };
        std::optional<Result<TournamentResult>> result;
        std::thread run([&] { result = runTournament(s, {}, &control, events); });
        QTRY_COMPARE_WITH_TIMEOUT(ended.load(), 1, 20000);
        std::this_thread::sleep_for(500ms);
        QCOMPARE(ended.load(), 1); // paused: nothing new
        control.paused = false;
        run.join();
        QCOMPARE(ended.load(), 4);
        QVERIFY(result && result->ok() && !(*result)->stopped);
    }

    // Stops at random moments (0 included) with two games at once, resumed from the summaries until the
    // tournament is complete: each game counted exactly once, whatever the timing.
    void stressRandomStops() {
        auto s = settings(
            {fakeEngine("a", {"G*1b"}), fakeEngine("b", {"7g7f", "G*1b"}), fakeEngine("c", {"G*1b"})}, 6);
        s.concurrency = 2;
        std::mt19937 random(20261126);
        std::vector<GameSummary> done;
        std::multiset<int> numbers;
        int runs = 0;
        for (; int(done.size()) < scheduledGameCount(s) && runs < 60; ++runs) {
            MatchControl control;
            MatchEvents events;
            events.gameEnded = [&](const GameReport& r, const Standings&) {
                numbers.insert(r.number);
                done.push_back(summarize(r));
            };
            const int delayMs = runs % 5 == 0 ? 0 : int(random() % 120);
            if (delayMs == 0) control.stopped = runs < 3; // stopped before it starts, twice
            std::thread stopper([&] {
                if (delayMs == 0) return;
                std::this_thread::sleep_for(std::chrono::milliseconds(delayMs));
                control.stopped = true;
            });
            const std::vector<GameSummary> before = done;
            const auto result = runTournament(s, before, &control, events);
            stopper.join();
            QVERIFY(result.ok());
            QCOMPARE(result->standings.games, int(done.size()));
            QCOMPARE(result->stopped, control.stopped && int(done.size()) < scheduledGameCount(s));
        }
        QCOMPARE(int(done.size()), 18);
        QCOMPARE(int(numbers.size()), 18);
        QCOMPARE(int(std::set<int>(numbers.begin(), numbers.end()).size()), 18);
    }

    void settingsErrors() {
        auto three = settings({fakeEngine("a", {}), fakeEngine("b", {}), fakeEngine("c", {})}, 2);
        three.sprt = SprtSettings{};
        QVERIFY(!runTournament(three, {}, nullptr, {}).ok());
        auto one = settings({fakeEngine("a", {})}, 2);
        QVERIFY(!runTournament(one, {}, nullptr, {}).ok());
    }

private:
    std::unique_ptr<fake::ProcessWatch> m_watch;
};

QTEST_GUILESS_MAIN(TestTournament)
#include "tst_tournament.moc"
