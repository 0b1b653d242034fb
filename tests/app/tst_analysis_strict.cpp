// The analysis panel in the window against the strict USI engine (which logs any command out of the
// protocol's order) and against Fairy-Stockfish and gpsusi where installed, their conversations checked
// from our side: fifty positions in a second while it analyses, clicks into lines while they refresh,
// Stop/Analyse/Stop, and moving quickly through a record then Stop, the stop answered at once.
#include "analysis/AnalysisPanel.h"
#include "analysis/EngineAnalysis.h"
#include "play/EngineCatalog.h"
#include "StrictEngine.h"
#include "UsiConversationCheck.h"
#include "rules/MoveGenerator.h"
#include "rules/Sfen.h"
#include "tst_review_window.h"

#include <QComboBox>
#include <QFileInfo>
#include <QSignalSpy>

#include <random>

using namespace shogi;
using State = UsiClient::State;

namespace {

constexpr int EngineWaitMs = 30000;
constexpr qint64 StopLatencyBoundMs = 1500; // 100 ms is the aim; this allows for a loaded machine

GameRecord someRecord(int plies) {
    GameRecord record(*sfen::parse(Variant::get(VariantKind::Standard).startSfen));
    Position pos = record.startPosition();
    RecordNode* at = &record.root();
    std::mt19937 rng(11);
    for (int i = 0; i < plies; ++i) {
        MoveList legal;
        movegen::legalMoves(pos, legal);
        if (legal.empty()) break;
        const Move m = legal[int(rng() % unsigned(legal.size()))];
        at = record.addMove(at, m);
        pos.doMove(m);
    }
    return record;
}

// What a failure said, for a test's message.
QString why(const QSignalSpy& failed) {
    return failed.isEmpty() ? QStringLiteral("no failure") : failed.front().front().toString();
}

// The analysing engine's state; Failed once it has failed (the analysis lets its client go then).
State stateOf(EngineAnalysis& analysis) {
    return analysis.client() ? analysis.client()->state() : State::Failed;
}

} // namespace

class TestAnalysisStrict : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void fiftyPositionsInASecond_data() { engineRows(); }
    void fiftyPositionsInASecond();
    void clickLinesWhileTheyRefresh();
    void stopAnalyseStop();
    void twoEnginesFiftyPositionsInASecond_data();
    void twoEnginesFiftyPositionsInASecond();
    void twoEnginesPauseResumeTimeLimit();

private:
    void engineRows();
    // `program` chosen in the panel, added to the window's catalog.
    void choose(const QString& program);
    // The catalog id of `program` (added to the window's catalog when missing).
    QString engineId(const QString& program);
    void expectNoViolation(const UsiConversationCheck* check);
    AnalysisPanel* panel() { return f->window->findChild<AnalysisPanel*>(QStringLiteral("analysisPanel")); }

    std::unique_ptr<strict::Watch> m_watch;
    std::unique_ptr<ReviewFixture> f;
};

void TestAnalysisStrict::init() {
    m_watch = std::make_unique<strict::Watch>();
    f = std::make_unique<ReviewFixture>();
    f->controller().openRecord(someRecord(60));
}

void TestAnalysisStrict::cleanup() {
    f.reset();
    const QStringList found = m_watch->violations();
    m_watch.reset(); // first: a failure returns from here, and the next test's watch must not be undone
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
}

void TestAnalysisStrict::engineRows() {
    QTest::addColumn<QString>("program");
    QTest::newRow("strict") << strict::program();
    QTest::newRow("fairy-stockfish") << QStringLiteral("/usr/games/fairy-stockfish");
    QTest::newRow("gpsusi") << QStringLiteral("/usr/games/gpsusi");
}

QString TestAnalysisStrict::engineId(const QString& program) {
    EngineCatalog& catalog = f->window->engines();
    if (!QTest::qWaitFor([&catalog] { return !catalog.isBusy(); }, EngineWaitMs)) return {};
    const auto find = [&catalog, &program]() -> const EngineEntry* {
        for (const EngineEntry& e : catalog.entries())
            if (e.program == program && !e.options.empty()) return &e;
        return nullptr;
    };
    if (!find()) catalog.add(program);
    if (!QTest::qWaitFor([&] { return find() && !catalog.isBusy(); }, EngineWaitMs)) return {};
    return find()->id;
}

void TestAnalysisStrict::choose(const QString& program) {
    EngineCatalog& catalog = f->window->engines();
    QTRY_VERIFY_WITH_TIMEOUT(!catalog.isBusy(), EngineWaitMs);
    const auto find = [&catalog, &program]() -> const EngineEntry* {
        for (const EngineEntry& e : catalog.entries())
            if (e.program == program && !e.options.empty()) return &e;
        return nullptr;
    };
    if (!find()) catalog.add(program);
    QTRY_VERIFY_WITH_TIMEOUT(find() && !catalog.isBusy(), EngineWaitMs);
    const QString id = find()->id;
    panel()->start(); // fills the engine list
    panel()->stop();
    auto* engines = f->window->findChild<QComboBox*>(QStringLiteral("analysisEngine"));
    QTRY_VERIFY_WITH_TIMEOUT(engines->findData(id) >= 0, EngineWaitMs);
    engines->setCurrentIndex(engines->findData(id));
}

void TestAnalysisStrict::expectNoViolation(const UsiConversationCheck* check) {
    const QStringList found = m_watch->violations();
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    if (check)
        QVERIFY2(check->violations().isEmpty(), qPrintable(check->violations().join(QLatin1Char('\n'))));
}

// Through the record with the → key's pace and faster, fifty positions in a second, then Stop.
void TestAnalysisStrict::fiftyPositionsInASecond() {
    QFETCH(QString, program);
    if (!QFileInfo(program).isExecutable()) QSKIP("not installed");
    choose(program);
    if (QTest::currentTestFailed()) return;
    AnalysisPanel* p = panel();
    QSignalSpy failed(&p->analysis(), &EngineAnalysis::failed);
    p->setMultiPv(2);
    p->start();
    QVERIFY(p->analysis().client());
    UsiConversationCheck check(p->analysis().client());
    QTRY_VERIFY_WITH_TIMEOUT(!p->analysis().lines().empty(), EngineWaitMs);
    for (int ply = 1; ply <= 50; ++ply) {
        f->window->review().goToMove(ply);
        QTest::qWait(20);
    }
    QTRY_VERIFY_WITH_TIMEOUT(!p->analysis().lines().empty(), EngineWaitMs);
    QCOMPARE(f->controller().current()->ply, 50);
    QVERIFY(p->analysis().position().sameState(f->controller().currentPosition()));
    QTest::qWait(300);
    p->stop();
    QTRY_VERIFY2_WITH_TIMEOUT(stateOf(p->analysis()) == State::Ready, qPrintable(why(failed)), 8000);
    QTest::qWait(300);
    QCOMPARE(failed.count(), 0);
    QVERIFY(!check.searching());
    QStringList ms;
    for (qint64 l : check.stopLatencies())
        ms << QString::number(l);
    qInfo("%d searches for 51 positions; stop to bestmove: %s ms", check.gos(),
          qPrintable(ms.join(QLatin1Char(' '))));
    for (qint64 l : check.stopLatencies())
        QVERIFY2(l <= StopLatencyBoundMs, qPrintable(ms.join(QLatin1Char(' '))));
    expectNoViolation(&check);
}

// Clicks into the lines (each a variation, so a new position) while the engine refreshes them.
void TestAnalysisStrict::clickLinesWhileTheyRefresh() {
    choose(strict::program());
    if (QTest::currentTestFailed()) return;
    AnalysisPanel* p = panel();
    QSignalSpy failed(&p->analysis(), &EngineAnalysis::failed);
    f->window->review().goToMove(10);
    p->setMultiPv(3);
    p->start();
    UsiConversationCheck check(p->analysis().client());
    std::mt19937 rng(5);
    for (int click = 0; click < 30; ++click) {
        QTRY_VERIFY_WITH_TIMEOUT(p->analysis().lines().size() >= 2, EngineWaitMs);
        QTest::qWait(int(rng() % 40));
        if (p->analysis().lines().size() < 2) continue;
        p->stepInto(int(rng() % 2), int(rng() % 2));
        if (click % 5 == 4) f->window->review().goToMove(10);
    }
    p->stop();
    QTRY_VERIFY2_WITH_TIMEOUT(stateOf(p->analysis()) == State::Ready, qPrintable(why(failed)), 8000);
    QCOMPARE(failed.count(), 0);
    expectNoViolation(&check);
}

// The panel's Stop and Start pressed in quick succession, with moves between them.
void TestAnalysisStrict::stopAnalyseStop() {
    choose(strict::program());
    if (QTest::currentTestFailed()) return;
    AnalysisPanel* p = panel();
    QSignalSpy failed(&p->analysis(), &EngineAnalysis::failed);
    p->start();
    UsiConversationCheck check(p->analysis().client());
    QTRY_VERIFY_WITH_TIMEOUT(!p->analysis().lines().empty(), EngineWaitMs);
    for (int round = 0; round < 10; ++round) {
        p->stop();
        f->window->review().goToMove(round + 1);
        p->start();
        f->window->review().goToMove(round + 2);
        p->stop();
        QTest::qWait(round * 10);
    }
    QTRY_VERIFY2_WITH_TIMEOUT(stateOf(p->analysis()) == State::Ready, qPrintable(why(failed)), 8000);
    QTest::qWait(300);
    QCOMPARE(stateOf(p->analysis()), State::Ready);
    QVERIFY(!check.searching());
    QCOMPARE(failed.count(), 0);
    expectNoViolation(&check);
}

void TestAnalysisStrict::twoEnginesFiftyPositionsInASecond_data() {
    QTest::addColumn<QString>("first");
    QTest::addColumn<QString>("second");
    const QString fairy = QStringLiteral("/usr/games/fairy-stockfish");
    const QString gps = QStringLiteral("/usr/games/gpsusi");
    QTest::newRow("strict+strict") << strict::program() << strict::program();
    QTest::newRow("fairy-stockfish+strict") << fairy << strict::program();
    QTest::newRow("gpsusi+fairy-stockfish") << gps << fairy;
}

// Two engines side by side through the record, fifty positions in a second, then Stop: both conversations
// in the protocol's order, both stops answered, both engines on the last position.
void TestAnalysisStrict::twoEnginesFiftyPositionsInASecond() {
    QFETCH(QString, first);
    QFETCH(QString, second);
    if (!QFileInfo(first).isExecutable() || !QFileInfo(second).isExecutable()) QSKIP("not installed");
    choose(first);
    if (QTest::currentTestFailed()) return;
    const QString secondId = engineId(second);
    QVERIFY(!secondId.isEmpty());
    AnalysisPanel* p = panel();
    QCOMPARE(p->addEngine(secondId), 1);
    QCOMPARE(p->column(1).chosenEngine(), secondId);
    QSignalSpy failed0(&p->analysis(0), &EngineAnalysis::failed);
    QSignalSpy failed1(&p->analysis(1), &EngineAnalysis::failed);
    p->setMultiPv(2);
    p->start();
    QVERIFY(p->analysis(0).client() && p->analysis(1).client());
    UsiConversationCheck check0(p->analysis(0).client());
    UsiConversationCheck check1(p->analysis(1).client());
    const auto state = [&] {
        return QStringLiteral("lines %1 and %2; %3 / %4")
            .arg(p->analysis(0).lines().size())
            .arg(p->analysis(1).lines().size())
            .arg(why(failed0), why(failed1));
    };
    QTRY_VERIFY2_WITH_TIMEOUT(!p->analysis(0).lines().empty() && !p->analysis(1).lines().empty(),
                              qPrintable(state()), EngineWaitMs);
    for (int ply = 1; ply <= 50; ++ply) {
        f->window->review().goToMove(ply);
        QTest::qWait(20);
    }
    QTRY_VERIFY_WITH_TIMEOUT(!p->analysis(0).lines().empty() && !p->analysis(1).lines().empty(),
                             EngineWaitMs);
    for (int c = 0; c < 2; ++c)
        QVERIFY(p->analysis(c).position().sameState(f->controller().currentPosition()));
    QTest::qWait(300);
    p->stop();
    QTRY_VERIFY2_WITH_TIMEOUT(stateOf(p->analysis(0)) == State::Ready &&
                                  stateOf(p->analysis(1)) == State::Ready,
                              qPrintable(why(failed0) + QLatin1Char('/') + why(failed1)), 8000);
    QTest::qWait(300);
    QCOMPARE(failed0.count(), 0);
    QCOMPARE(failed1.count(), 0);
    QVERIFY(!check0.searching() && !check1.searching());
    qInfo("searches for 51 positions: %d and %d", check0.gos(), check1.gos());
    for (const UsiConversationCheck* check : {&check0, &check1})
        for (qint64 l : check->stopLatencies())
            QVERIFY2(l <= StopLatencyBoundMs, qPrintable(QString::number(l)));
    expectNoViolation(&check0);
    expectNoViolation(&check1);
}

// Two strict engines: one paused and resumed at random moments while the user moves on, and a one-second
// time limit per position that stops both: never an order violation, and at the end both analyse the
// position shown, or both have stopped there with their lines kept.
void TestAnalysisStrict::twoEnginesPauseResumeTimeLimit() {
    choose(strict::program());
    if (QTest::currentTestFailed()) return;
    AnalysisPanel* p = panel();
    QCOMPARE(p->addEngine(p->chosenEngine()), 1);
    p->start();
    UsiConversationCheck check0(p->analysis(0).client());
    UsiConversationCheck check1(p->analysis(1).client());
    std::mt19937 rng(17);
    for (int round = 0; round < 40; ++round) {
        switch (rng() % 4) {
        case 0:
            p->setPaused(int(rng() % 2), true);
            break;
        case 1:
            p->setPaused(int(rng() % 2), false);
            break;
        default:
            f->window->review().goToMove(int(rng() % 30));
        }
        const int wait = int(rng() % 3) == 0 ? 0 : int(rng() % 50);
        if (wait) QTest::qWait(wait);
    }
    p->setPaused(0, false);
    p->setPaused(1, false);
    QTRY_VERIFY_WITH_TIMEOUT(!p->analysis(0).lines().empty() && !p->analysis(1).lines().empty(),
                             EngineWaitMs);
    p->setTimeLimit(1);
    f->window->review().goToMove(31);
    QTRY_VERIFY_WITH_TIMEOUT(p->isComplete(), EngineWaitMs);
    QVERIFY(!p->isRunning());
    QTRY_VERIFY_WITH_TIMEOUT(
        stateOf(p->analysis(0)) == State::Ready && stateOf(p->analysis(1)) == State::Ready, 8000);
    QVERIFY(!p->lineTexts(0).isEmpty() && !p->lineTexts(1).isEmpty());
    p->stop();
    QTest::qWait(300);
    QVERIFY(!check0.searching() && !check1.searching());
    expectNoViolation(&check0);
    expectNoViolation(&check1);
}

QTEST_MAIN(TestAnalysisStrict)
#include "tst_analysis_strict.moc"
