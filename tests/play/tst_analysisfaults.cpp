// Analysis in the app refuses an engine that answers with no legal move: Analyse Whole Game (GameAnalysis)
// fails on a bestmove that is not legal in the position (a move the rules forbid, words that are no move)
// and writes no evaluation; the analysis panel's engine (EngineAnalysis) fails on a line that does not begin
// with a legal move and shows no line. Each says why, naming the engine; no process is left behind. The words
// "resign" and "win" as a line (gpsusi's in a lost position) are no fault.
#include "analysis/EngineAnalysis.h"
#include "FakeEngine.h"
#include "analysis/GameAnalysis.h"
#include "rules/Usi.h"

#include <QSignalSpy>
#include <QTest>

using namespace shogi;

namespace {

EngineEntry fakeEntry(const QStringList& tokens) {
    EngineEntry e;
    e.id = QStringLiteral("fake");
    e.displayName = QStringLiteral("Liar");
    e.program = QString::fromStdString(fake::script());
    e.arguments = tokens;
    return e;
}

GameRecord twoMoves() {
    const Variant& v = Variant::get(VariantKind::Standard);
    GameRecord record; // the standard start
    RecordNode* node = &record.root();
    for (const char* m : {"7g7f", "3c3d"})
        node = record.addMove(node, *usi::parseMove(m, v));
    return record;
}

} // namespace

class TestAnalysisFaults : public QObject {
    Q_OBJECT
private slots:
    void wholeGame_data();
    void wholeGame();
    void panel();
    void panelWithAMissingEngine();
};

void TestAnalysisFaults::wholeGame_data() {
    QTest::addColumn<QStringList>("tokens");
    QTest::addColumn<QString>("reason");
    QTest::newRow("a move the rules forbid")
        << QStringList{QStringLiteral("1a1b")} << "Engine Liar answered “1a1b”, which is not a legal move";
    QTest::newRow("no move at all") << QStringList{QStringLiteral("7g7f"), QStringLiteral("nonsense")}
                                    << "Engine Liar answered “nonsense”, which is not a legal move";
    QTest::newRow("a legal answer") << QStringList{QStringLiteral("7g7f"), QStringLiteral("3c3d"),
                                                   QStringLiteral("2g2f")}
                                    << QString();
    // gpsusi in a lost position: "score cp -1148897 pv resign", then "bestmove resign". An answer, not a lie.
    QTest::newRow("resigning with its score")
        << QStringList{QStringLiteral("7g7f"), QStringLiteral("3c3d"), QStringLiteral("resign@-1148897")}
        << QString();
}

void TestAnalysisFaults::wholeGame() {
    QFETCH(QStringList, tokens);
    QFETCH(QString, reason);
    fake::ProcessWatch watch;
    {
        const GameRecord record = twoMoves();
        GameAnalysis run;
        QSignalSpy evaluated(&run, &GameAnalysis::evaluated);
        QSignalSpy failed(&run, &GameAnalysis::failed);
        QSignalSpy finished(&run, &GameAnalysis::finished);
        run.start(record, fakeEntry(tokens), 50);
        QTRY_VERIFY_WITH_TIMEOUT(failed.count() + finished.count() == 1, 10000);
        if (reason.isEmpty()) {
            QCOMPARE(finished.count(), 1);
            QCOMPARE(evaluated.count(), 3);
        } else {
            QCOMPARE(failed.count(), 1);
            const QString why = failed[0][0].toString();
            QVERIFY2(why.startsWith(reason), qPrintable(why));
            // The positions before the liar's answer keep their evaluations; its own is written nowhere.
            QCOMPARE(evaluated.count(), tokens.size() - 1);
            QVERIFY(!run.isRunning());
        }
    }
    QTRY_COMPARE_WITH_TIMEOUT(watch.survivors(), QStringList(), 8000);
}

void TestAnalysisFaults::panel() {
    fake::ProcessWatch watch;
    {
        EngineAnalysis analysis;
        analysis.setEngine(fakeEntry({QStringLiteral("1a1b")}));
        QSignalSpy failed(&analysis, &EngineAnalysis::failed);
        analysis.analyse(Position(VariantKind::Standard), {}, 1);
        QVERIFY(failed.wait(10000));
        const QString why = failed[0][0].toString();
        QVERIFY2(why.startsWith(QStringLiteral("Engine Liar sent a line beginning with “1a1b”")),
                 qPrintable(why));
        QVERIFY(analysis.lines().empty());
        QVERIFY(!analysis.isRunning());
    }
    QTRY_COMPARE_WITH_TIMEOUT(watch.survivors(), QStringList(), 8000);
}

// An engine that cannot even be started fails the panel's analysis at once, without a crash.
void TestAnalysisFaults::panelWithAMissingEngine() {
    EngineAnalysis analysis;
    EngineEntry e = fakeEntry({});
    e.program = QStringLiteral("/nonexistent/engine");
    analysis.setEngine(e);
    QSignalSpy failed(&analysis, &EngineAnalysis::failed);
    analysis.analyse(Position(VariantKind::Standard), {}, 1);
    QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 5000);
    QVERIFY(!analysis.isRunning());
}

QTEST_GUILESS_MAIN(TestAnalysisFaults)
#include "tst_analysisfaults.moc"
