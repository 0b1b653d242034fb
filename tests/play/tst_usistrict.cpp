// The application's engines against the strict USI engine (tests/usi/strict_engine), which fails loudly on
// any command out of the protocol's order, and against Fairy-Stockfish and gpsusi where installed, their
// conversations checked from our side: the analysis following positions (the issue's reproduction: one
// move shown, then Stop), fifty positions in a second, Stop/Analyse/Stop, MultiPV changes while searching,
// ponder hits and misses and a game ending during a ponder, random sequences with random timings, engine
// players in games with takebacks, pauses and a stop while one thinks, and the whole-game analysis.
#include "analysis/EngineAnalysis.h"
#include "play/EngineCatalog.h"
#include "play/EnginePlayer.h"
#include "analysis/GameAnalysis.h"
#include "game/GameController.h"
#include "game/HumanPlayer.h"
#include "gui/LanguageManager.h"
#include "StrictEngine.h"
#include "play/UsiClient.h"
#include "UsiConversationCheck.h"
#include "rules/MoveGenerator.h"
#include "rules/Sfen.h"
#include "usi/Commands.h"

#include <QFileInfo>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <random>

using namespace shogi;
using State = UsiClient::State;

namespace {

const QString kFairy = QStringLiteral("/usr/games/fairy-stockfish");
const QString kGps = QStringLiteral("/usr/games/gpsusi");
constexpr int EngineWaitMs = 30000;
// The answer to stop is due within 100 ms; the assertion allows for a machine loaded by other work.
constexpr qint64 StopLatencyBoundMs = 1500;

Position startPosition() {
    return *sfen::parse(Variant::get(VariantKind::Standard).startSfen);
}

// A legal game of up to `plies` moves, the same every run.
std::vector<Move> someGame(int plies) {
    std::vector<Move> moves;
    Position pos = startPosition();
    std::mt19937 rng(7);
    for (int i = 0; i < plies; ++i) {
        MoveList legal;
        movegen::legalMoves(pos, legal);
        if (legal.empty()) break;
        moves.push_back(legal[int(rng() % unsigned(legal.size()))]);
        pos.doMove(moves.back());
    }
    return moves;
}

std::vector<Move> first(const std::vector<Move>& moves, int n) {
    return {moves.begin(), moves.begin() + std::min<std::ptrdiff_t>(n, std::ptrdiff_t(moves.size()))};
}

EngineEntry strictEntry(const QStringList& arguments = {}) {
    EngineEntry e;
    e.id = QStringLiteral("strict");
    e.displayName = QStringLiteral("Strict");
    e.program = strict::program();
    e.arguments = arguments;
    return e;
}

Position after(const std::vector<Move>& moves) {
    Position pos = startPosition();
    for (Move m : moves)
        pos.doMove(m);
    return pos;
}

// What a failure said, for a test's message.
QString why(const QSignalSpy& failed) {
    return failed.isEmpty() ? QStringLiteral("no failure") : failed.front().front().toString();
}

// The analysing engine's state; Failed once it has failed (the analysis lets its client go then).
State stateOf(const EngineAnalysis& analysis) {
    return analysis.client() ? analysis.client()->state() : State::Failed;
}

QString latencies(const UsiConversationCheck& check) {
    QStringList out;
    for (qint64 ms : check.stopLatencies())
        out << QString::number(ms);
    return out.join(QLatin1Char(' '));
}

} // namespace

class TestUsiStrict : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init() { m_watch = std::make_unique<strict::Watch>(); }
    void cleanup();

    void issueReproduction_data() { engineRows(true); }
    void issueReproduction();
    void fiftyPositionsInASecond_data() { engineRows(true); }
    void fiftyPositionsInASecond();
    void stopAnalyseStop_data() { engineRows(true); }
    void stopAnalyseStop();
    void multiPvWhileSearching_data() { engineRows(false); }
    void multiPvWhileSearching();
    void ponderHitMissAndGameEnd_data() { engineRows(false); }
    void ponderHitMissAndGameEnd();
    void randomSequences_data();
    void randomSequences();
    void gameBetweenEngines();
    void takebackWhileTheEngineThinks();
    void pauseResumeAndStopWhileThinking();
    void lossOnTimeWhileThinking();
    void wholeGameAnalysis();
    void wholeGameAnalysisCancelled();
    void catalogProbe();
    void missingProgram();

private:
    // Rows: the strict engine (answering stop at once and late), and the real engines where installed.
    void engineRows(bool slowStopRow);
    EngineEntry engine(); // the row's, or the test is skipped
    void expectNoViolation(const UsiConversationCheck* check = nullptr);
    // The strict engines' last lines in and out, for a failure's message.
    QString story() const {
        return QLatin1Char('\n') + m_watch->trace()
                                       .mid(std::max<qsizetype>(0, m_watch->trace().size() - 12))
                                       .join(QLatin1Char('\n'));
    }

    LanguageManager m_languages;
    QTemporaryDir m_dir;
    std::unique_ptr<QSettings> m_store;
    std::unique_ptr<EngineCatalog> m_catalog;
    std::unique_ptr<strict::Watch> m_watch;
};

void TestUsiStrict::initTestCase() {
    QVERIFY(m_languages.apply(QStringLiteral("en")));
    QVERIFY2(QFileInfo(strict::program()).isExecutable(), qPrintable(strict::program()));
    m_store =
        std::make_unique<QSettings>(m_dir.filePath(QStringLiteral("engines.ini")), QSettings::IniFormat);
    m_catalog = std::make_unique<EngineCatalog>(m_store.get());
    if (QFileInfo(kFairy).isExecutable() || QFileInfo(kGps).isExecutable()) {
        QSignalSpy detected(m_catalog.get(), &EngineCatalog::detectionFinished);
        QVERIFY(detected.wait(EngineWaitMs));
        QTRY_VERIFY_WITH_TIMEOUT(!m_catalog->isBusy(), EngineWaitMs);
    }
}

void TestUsiStrict::cleanup() {
    const QStringList found = m_watch->violations();
    m_watch.reset(); // first: a failure returns from here, and the next test's watch must not be undone
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
}

void TestUsiStrict::engineRows(bool slowStopRow) {
    QTest::addColumn<QString>("engine");
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("strict") << QStringLiteral("strict") << QStringList{};
    if (slowStopRow)
        QTest::newRow("strict, stop answered late")
            << QStringLiteral("strict") << QStringList{QStringLiteral("--stop-delay"), QStringLiteral("150")};
    QTest::newRow("strict, random timing")
        << QStringLiteral("strict") << QStringList{QStringLiteral("--jitter"), QStringLiteral("40")};
    QTest::newRow("fairy-stockfish") << kFairy << QStringList{};
    QTest::newRow("gpsusi") << kGps << QStringList{};
}

EngineEntry TestUsiStrict::engine() {
    QFETCH(QString, engine);
    QFETCH(QStringList, arguments);
    if (engine == QLatin1String("strict")) return strictEntry(arguments);
    if (!QFileInfo(engine).isExecutable()) {
        QTest::qSkip("not installed", __FILE__, __LINE__);
        return {};
    }
    for (const EngineEntry& e : m_catalog->entries())
        if (e.program == engine && !e.options.empty()) {
            EngineEntry tuned = e;
            // One thread: the machine is shared; gpsusi without its book.
            if (tuned.findOption(QStringLiteral("Threads")))
                tuned.setValue(QStringLiteral("Threads"), QStringLiteral("1"));
            if (tuned.findOption(QStringLiteral("Thread")))
                tuned.setValue(QStringLiteral("Thread"), QStringLiteral("1"));
            return tuned;
        }
    QStringList found;
    for (const EngineEntry& e : m_catalog->entries())
        found << e.program + QStringLiteral(" (%1 options)").arg(e.options.size());
    QTest::qSkip(qPrintable(QStringLiteral("not found by the catalog, which has: ") +
                            found.join(QStringLiteral(", "))),
                 __FILE__, __LINE__);
    return {};
}

void TestUsiStrict::expectNoViolation(const UsiConversationCheck* check) {
    const QStringList found = m_watch->violations();
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    if (check)
        QVERIFY2(check->violations().isEmpty(), qPrintable(check->violations().join(QLatin1Char('\n'))));
}

// The issue's reproduction: a position analysed, one move on, then Stop. The engine is asked once per
// position, and answers the stop at once.
void TestUsiStrict::issueReproduction() {
    const EngineEntry entry = engine();
    if (entry.program.isEmpty()) return;
    const auto game = someGame(10);
    EngineAnalysis analysis;
    analysis.setEngine(entry);
    QSignalSpy failed(&analysis, &EngineAnalysis::failed);
    analysis.analyse(startPosition(), first(game, 3), 1);
    UsiConversationCheck check(analysis.client());
    QTRY_VERIFY_WITH_TIMEOUT(!analysis.lines().empty(), EngineWaitMs);
    QTest::qWait(300);
    analysis.analyse(startPosition(), first(game, 4), 1); // →
    QVERIFY(analysis.position().sameState(after(first(game, 4))));
    QTRY_VERIFY_WITH_TIMEOUT(!analysis.lines().empty(), EngineWaitMs);
    QTest::qWait(300);
    analysis.stop();
    QTRY_VERIFY2_WITH_TIMEOUT(stateOf(analysis) == State::Ready, qPrintable(why(failed) + story()), 8000);
    QTest::qWait(200);
    QCOMPARE(failed.count(), 0);
    QCOMPARE(stateOf(analysis), State::Ready);
    QCOMPARE(check.gos(), 2);
    qInfo("stop to bestmove: %s ms", qPrintable(latencies(check)));
    for (qint64 ms : check.stopLatencies())
        QVERIFY2(ms <= StopLatencyBoundMs, qPrintable(latencies(check)));
    expectNoViolation(&check);
}

// Fifty positions in a second while the engine analyses, then Stop: no fault, the last position's lines.
void TestUsiStrict::fiftyPositionsInASecond() {
    const EngineEntry entry = engine();
    if (entry.program.isEmpty()) return;
    const auto game = someGame(60);
    QVERIFY(game.size() >= 50);
    EngineAnalysis analysis;
    analysis.setEngine(entry);
    QSignalSpy failed(&analysis, &EngineAnalysis::failed);
    analysis.analyse(startPosition(), {}, 2);
    UsiConversationCheck check(analysis.client());
    QTRY_VERIFY_WITH_TIMEOUT(!analysis.lines().empty(), EngineWaitMs);
    for (int i = 1; i <= 50; ++i) {
        analysis.analyse(startPosition(), first(game, i), 2);
        QTest::qWait(20);
    }
    QTRY_VERIFY_WITH_TIMEOUT(!analysis.lines().empty(), EngineWaitMs);
    QVERIFY(analysis.position().sameState(after(first(game, 50))));
    QTest::qWait(200);
    analysis.stop();
    QTRY_VERIFY2_WITH_TIMEOUT(stateOf(analysis) == State::Ready, qPrintable(why(failed) + story()), 8000);
    QTest::qWait(300);
    QCOMPARE(failed.count(), 0);
    QCOMPARE(stateOf(analysis), State::Ready);
    QVERIFY(!check.searching());
    QVERIFY2(check.gos() <= 51, qPrintable(QString::number(check.gos())));
    qInfo("%d searches for 51 positions; stop to bestmove: %s ms", check.gos(), qPrintable(latencies(check)));
    for (qint64 ms : check.stopLatencies())
        QVERIFY2(ms <= StopLatencyBoundMs, qPrintable(latencies(check)));
    expectNoViolation(&check);
}

// Stop, Analyse, Stop at once: nothing is left searching, nothing starts after the last Stop.
void TestUsiStrict::stopAnalyseStop() {
    const EngineEntry entry = engine();
    if (entry.program.isEmpty()) return;
    const auto game = someGame(6);
    EngineAnalysis analysis;
    analysis.setEngine(entry);
    QSignalSpy failed(&analysis, &EngineAnalysis::failed);
    analysis.analyse(startPosition(), first(game, 1), 1);
    UsiConversationCheck check(analysis.client());
    QTRY_VERIFY_WITH_TIMEOUT(!analysis.lines().empty(), EngineWaitMs);
    for (int round = 0; round < 3; ++round) {
        analysis.stop();
        analysis.analyse(startPosition(), first(game, 2 + round), 1);
        analysis.stop();
        QVERIFY(!analysis.isRunning());
        QTest::qWait(round * 100);
    }
    QTRY_VERIFY2_WITH_TIMEOUT(stateOf(analysis) == State::Ready, qPrintable(why(failed) + story()), 8000);
    QTest::qWait(500);
    QCOMPARE(stateOf(analysis), State::Ready); // no queued search started after the last Stop
    QVERIFY(!check.searching());
    QVERIFY(check.gos() <= 3); // a search asked for while the engine was idle went out, and was stopped
    QCOMPARE(failed.count(), 0);
    expectNoViolation(&check);
    // And it analyses again.
    analysis.analyse(startPosition(), first(game, 5), 1);
    QTRY_VERIFY_WITH_TIMEOUT(!analysis.lines().empty(), EngineWaitMs);
    analysis.stop();
    QTRY_VERIFY2_WITH_TIMEOUT(stateOf(analysis) == State::Ready, qPrintable(why(failed) + story()), 8000);
    expectNoViolation(&check);
}

// The number of lines changes while the engine searches: MultiPV goes out between searches only.
void TestUsiStrict::multiPvWhileSearching() {
    const EngineEntry entry = engine();
    if (entry.program.isEmpty()) return;
    if (!entry.options.empty() && !entry.findOption(QStringLiteral("MultiPV")))
        QSKIP("the engine shows one line only (gpsusi has no MultiPV)");
    const auto game = someGame(6);
    EngineAnalysis analysis;
    analysis.setEngine(entry);
    QSignalSpy failed(&analysis, &EngineAnalysis::failed);
    analysis.analyse(startPosition(), first(game, 2), 1);
    UsiConversationCheck check(analysis.client());
    QTRY_VERIFY_WITH_TIMEOUT(!analysis.lines().empty(), EngineWaitMs);
    analysis.analyse(startPosition(), first(game, 2), 3);
    analysis.analyse(startPosition(), first(game, 3), 2);
    QTRY_VERIFY_WITH_TIMEOUT(analysis.lines().size() == 2, EngineWaitMs);
    QVERIFY(analysis.position().sameState(after(first(game, 3))));
    analysis.analyse(startPosition(), first(game, 3), 3);
    QTRY_VERIFY_WITH_TIMEOUT(analysis.lines().size() == 3, EngineWaitMs);
    analysis.stop();
    QTRY_VERIFY2_WITH_TIMEOUT(stateOf(analysis) == State::Ready, qPrintable(why(failed) + story()), 8000);
    expectNoViolation(&check);
}

// Ponder: a hit becomes the real search; a miss is stopped before the next go; the game ends during one.
void TestUsiStrict::ponderHitMissAndGameEnd() {
    const EngineEntry entry = engine();
    if (entry.program.isEmpty()) return;
    if (entry.program == kGps) QSKIP("gpsusi aborts on the clock words a ponder search carries");
    UsiClient client;
    UsiConversationCheck check(&client);
    QSignalSpy best(&client, &UsiClient::bestMove);
    QSignalSpy failed(&client, &UsiClient::failed);
    client.launch(entry.program, entry.arguments, entry.environment);
    client.start(entry.analysisOptions(VariantKind::Standard));
    QTRY_COMPARE_WITH_TIMEOUT(client.state(), State::Ready, EngineWaitMs);
    const auto game = someGame(8);
    const Position start = startPosition();
    const usi::GoLimits limits{60000, 60000, 300, 0, 0};
    client.newGame();
    // A hit.
    client.goPonder(usi::positionCommand(start, first(game, 2)), limits);
    QVERIFY(client.isPondering());
    QTest::qWait(100);
    client.ponderHit();
    QVERIFY(best.wait(EngineWaitMs));
    QCOMPARE(client.state(), State::Ready);
    // A miss: another move was played; the ponder search is stopped, its answer dropped.
    client.goPonder(usi::positionCommand(start, first(game, 4)), limits);
    QTest::qWait(50);
    client.go(usi::positionCommand(start, first(game, 4)), limits);
    QTRY_COMPARE_WITH_TIMEOUT(best.count(), 2, EngineWaitMs);
    QCOMPARE(client.state(), State::Ready);
    // The game ends during a ponder: stopped first, then gameover; then a new game.
    client.goPonder(usi::positionCommand(start, first(game, 6)), limits);
    QTest::qWait(50);
    client.gameOver(usi::GameOver::Lose);
    QTRY_COMPARE_WITH_TIMEOUT(client.state(), State::Ready, 8000);
    QCOMPARE(best.count(), 2); // the ponder's answer belongs to nobody
    client.newGame();
    client.go(usi::positionCommand(start, {}), limits);
    QTRY_COMPARE_WITH_TIMEOUT(best.count(), 3, EngineWaitMs);
    // A ponder and the game ends before the engine has started it (no wait at all).
    client.goPonder(usi::positionCommand(start, first(game, 2)), limits);
    client.gameOver(usi::GameOver::Win);
    client.go(usi::positionCommand(start, {}), limits);
    QTRY_COMPARE_WITH_TIMEOUT(best.count(), 4, EngineWaitMs);
    QCOMPARE(failed.count(), 0);
    client.quit();
    QTRY_COMPARE_WITH_TIMEOUT(client.state(), State::Gone, 5000);
    expectNoViolation(&check);
}

void TestUsiStrict::randomSequences_data() {
    QTest::addColumn<int>("seed");
    QTest::addColumn<int>("maxWaitMs");
    QTest::addColumn<int>("jitterMs");
    QTest::newRow("no waits") << 1 << 0 << 0;
    QTest::newRow("short waits, engine jitter") << 2 << 5 << 20;
    QTest::newRow("waits around the think time") << 3 << 40 << 10;
}

// Random requests at random moments (none at all in the first row), the strict engine answering with
// random delays: no violation, no fault, and at the end a stop leaves it idle.
void TestUsiStrict::randomSequences() {
    QFETCH(int, seed);
    QFETCH(int, maxWaitMs);
    QFETCH(int, jitterMs);
    UsiClient client;
    UsiConversationCheck check(&client);
    QSignalSpy failed(&client, &UsiClient::failed);
    client.launch(strict::program(),
                  {QStringLiteral("--think"), QStringLiteral("30"), QStringLiteral("--jitter"),
                   QString::number(jitterMs), QStringLiteral("--seed"), QString::number(seed)});
    client.start();
    QTRY_COMPARE_WITH_TIMEOUT(client.state(), State::Ready, EngineWaitMs);
    const auto game = someGame(30);
    const Position start = startPosition();
    std::mt19937 rng{unsigned(seed)};
    const auto position = [&] { return usi::positionCommand(start, first(game, int(rng() % 30))); };
    const usi::GoLimits limits{1000, 1000, 30, 0, 0};
    for (int step = 0; step < 400; ++step) {
        switch (rng() % 11) {
        case 0:
            client.go(position(), limits);
            break;
        case 1:
            client.goInfinite(position());
            break;
        case 2:
            client.goPonder(position(), limits);
            break;
        case 3:
            client.goMate(position(), 50);
            break;
        case 4:
            client.ponderHit();
            break;
        case 5:
            client.stop();
            break;
        case 6:
            client.gameOver(usi::GameOver(rng() % 3));
            break;
        case 7:
            client.setOption("MultiPV", std::to_string(1 + rng() % 3));
            break;
        case 8:
            client.newGame();
            break;
        case 9:
            client.synchronize();
            break;
        default:
            break;
        }
        if (maxWaitMs > 0)
            QTest::qWait(int(rng() % unsigned(maxWaitMs + 1)));
        else if (rng() % 8 == 0)
            QCoreApplication::processEvents();
        QVERIFY2(failed.isEmpty(),
                 qPrintable(failed.isEmpty() ? QString() : failed.front().front().toString()));
    }
    client.stop();
    QTRY_VERIFY_WITH_TIMEOUT(client.state() == State::Ready && !check.searching(), 8000);
    QTest::qWait(200);
    QCOMPARE(client.state(), State::Ready);
    QCOMPARE(failed.count(), 0);
    qInfo("%d searches", check.gos());
    expectNoViolation(&check);
}

// Two strict engines play a game with a clock until the game ends or has 60 moves, then it is stopped.
void TestUsiStrict::gameBetweenEngines() {
    const QStringList quick{QStringLiteral("--think"), QStringLiteral("20")};
    GameController c;
    GameSetup setup;
    setup.timeControl = TimeControl::byoyomi(0, 1000);
    QVERIFY(c.newGame(setup, new EnginePlayer(strictEntry(quick), VariantKind::Standard),
                      new EnginePlayer(strictEntry(quick), VariantKind::Standard)));
    QTRY_VERIFY_WITH_TIMEOUT(c.isOver() || c.game().moves().size() >= 60, 60000);
    if (!c.isOver()) c.stopGame();
    QVERIFY2(c.game().result().reason != EndReason::IllegalMove, qPrintable(c.resultMessage()));
    QTest::qWait(300);
    expectNoViolation();
}

// A takeback while the engine thinks: it is stopped, its answer dropped, and asked again.
void TestUsiStrict::takebackWhileTheEngineThinks() {
    GameController c;
    auto* human = new HumanPlayer;
    GameSetup setup;
    auto* engine = new EnginePlayer(strictEntry({QStringLiteral("--think"), QStringLiteral("3000")}),
                                    VariantKind::Standard, 0, 6000);
    QVERIFY(c.newGame(setup, human, engine));
    UsiConversationCheck check(engine->client());
    QTRY_VERIFY_WITH_TIMEOUT(c.humanToMove(), EngineWaitMs);
    const auto game = someGame(6);
    for (int round = 0; round < 3; ++round) {
        human->proposeMove(game[0]);
        QTRY_VERIFY_WITH_TIMEOUT(check.searching(), EngineWaitMs);
        QTest::qWait(round * 30);
        QVERIFY(c.undo());
        QVERIFY(c.humanToMove());
    }
    // Twice at once: the move and its takeback with no wait between them.
    human->proposeMove(game[0]);
    QVERIFY(c.undo());
    human->proposeMove(game[0]);
    QTRY_COMPARE_WITH_TIMEOUT(c.game().moves().size(), std::size_t(2), EngineWaitMs);
    QVERIFY(!c.isOver());
    expectNoViolation(&check);
}

// Two engines: pause while one thinks, resume at once and later, and stop the game while one thinks.
void TestUsiStrict::pauseResumeAndStopWhileThinking() {
    const QStringList slow{QStringLiteral("--think"), QStringLiteral("400")};
    GameController c;
    GameSetup setup;
    setup.timeControl = TimeControl::byoyomi(60000, 1000);
    QVERIFY(c.newGame(setup, new EnginePlayer(strictEntry(slow), VariantKind::Standard),
                      new EnginePlayer(strictEntry(slow), VariantKind::Standard)));
    QTRY_VERIFY_WITH_TIMEOUT(c.game().moves().size() >= 1, EngineWaitMs);
    for (int round = 0; round < 4; ++round) {
        QTRY_VERIFY_WITH_TIMEOUT(c.canPause(), EngineWaitMs);
        c.pause();
        QVERIFY(c.isPaused());
        if (round % 2) QTest::qWait(100);
        c.resumePlay();
        QTest::qWait(50 * round);
    }
    const std::size_t before = c.game().moves().size();
    QTRY_VERIFY_WITH_TIMEOUT(c.game().moves().size() > before + 1, EngineWaitMs);
    QTest::qWait(100);
    c.stopGame(); // while one of them thinks
    QVERIFY(c.isOver());
    QTest::qWait(600);
    expectNoViolation();
}

// The engine's flag falls while it thinks: the game ends, the engine is stopped before it hears gameover.
void TestUsiStrict::lossOnTimeWhileThinking() {
    GameController c;
    QSignalSpy ended(&c, &GameController::gameEnded);
    GameSetup setup;
    setup.timeControl = TimeControl::byoyomi(0, 300);
    auto* engine = new EnginePlayer(strictEntry({QStringLiteral("--think"), QStringLiteral("5000"),
                                                 QStringLiteral("--ignore-clock"), QStringLiteral("1")}),
                                    VariantKind::Standard);
    QVERIFY(c.newGame(setup, engine, new HumanPlayer));
    UsiConversationCheck check(engine->client());
    QVERIFY(ended.wait(EngineWaitMs));
    QCOMPARE(c.game().result().reason, EndReason::Time);
    QTRY_VERIFY_WITH_TIMEOUT(!check.searching(), 8000);
    QTest::qWait(300);
    expectNoViolation(&check);
    QVERIFY2(m_watch->trace().contains(QStringLiteral("> gameover win")) ||
                 m_watch->trace().contains(QStringLiteral("> gameover lose")),
             qPrintable(m_watch->trace().join(QLatin1Char('\n'))));
}

// Every position of a game's main line, one after the other: one evaluation each (a search too shallow to
// judge by runs again, longer: analysis/MoveQuality.h), one go per search, no violation.
void TestUsiStrict::wholeGameAnalysis() {
    GameRecord record(startPosition());
    const RecordNode* at = &record.root();
    for (Move m : someGame(40))
        at = record.addMove(const_cast<RecordNode*>(at), m);
    GameAnalysis run;
    QSignalSpy evaluated(&run, &GameAnalysis::evaluated);
    QSignalSpy finished(&run, &GameAnalysis::finished);
    QSignalSpy failed(&run, &GameAnalysis::failed);
    run.start(record, strictEntry({QStringLiteral("--jitter"), QStringLiteral("20")}), 30);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count() + failed.count(), 1, 60000);
    QCOMPARE(failed.count(), 0);
    QCOMPARE(evaluated.count(), 41);
    QTest::qWait(300);
    QCOMPARE(m_watch->count(QStringLiteral("> go ")), run.total());
    expectNoViolation();
}

void TestUsiStrict::wholeGameAnalysisCancelled() {
    GameRecord record(startPosition());
    const RecordNode* at = &record.root();
    for (Move m : someGame(40))
        at = record.addMove(const_cast<RecordNode*>(at), m);
    for (int waitMs : {0, 70, 200}) {
        GameAnalysis run;
        QSignalSpy failed(&run, &GameAnalysis::failed);
        run.start(record, strictEntry(), 50);
        QTest::qWait(waitMs);
        run.cancel();
        QVERIFY(!run.isRunning());
        QTest::qWait(300);
        QCOMPARE(failed.count(), 0);
    }
    expectNoViolation();
}

// The engine manager's probe (usi, then quit at usiok) and an addition.
void TestUsiStrict::catalogProbe() {
    QSettings store(m_dir.filePath(QStringLiteral("probe.ini")), QSettings::IniFormat);
    EngineCatalog catalog(&store);
    QSignalSpy refused(&catalog, &EngineCatalog::addFailed);
    catalog.add(strict::program());
    // The catalog detects the installed engines too: the strict engine's entry is the one to wait for.
    const auto probed = [&catalog]() -> const EngineEntry* {
        for (const EngineEntry& e : catalog.entries())
            if (e.program == strict::program() && !e.options.empty()) return &e;
        return nullptr;
    };
    QTRY_VERIFY_WITH_TIMEOUT(probed() || !refused.isEmpty(), EngineWaitMs);
    const EngineEntry* entry = probed();
    QVERIFY2(entry, qPrintable(refused.isEmpty() ? QString() : refused.front().at(1).toString()));
    QCOMPARE(entry->engineName, QStringLiteral("Strict USI engine"));
    QVERIFY(entry->findOption(QStringLiteral("MultiPV")));
    QTest::qWait(300);
    expectNoViolation();
}

// A program that cannot be run: the analysis fails with the reason, at once and without a crash.
void TestUsiStrict::missingProgram() {
    EngineEntry entry = strictEntry();
    entry.program = m_dir.filePath(QStringLiteral("no-such-engine"));
    EngineAnalysis analysis;
    analysis.setEngine(entry);
    QSignalSpy failed(&analysis, &EngineAnalysis::failed);
    analysis.analyse(startPosition(), {}, 2);
    QCOMPARE(failed.count(), 1);
    QVERIFY(!analysis.isRunning());
    QVERIFY(!analysis.client());
    analysis.stop();
}

QTEST_MAIN(TestUsiStrict)
#include "tst_usistrict.moc"
