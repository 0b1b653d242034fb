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

private:
    void engineRows();
    // `program` chosen in the panel, added to the window's catalog.
    void choose(const QString& program);
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

QTEST_MAIN(TestAnalysisStrict)
#include "tst_analysis_strict.moc"
