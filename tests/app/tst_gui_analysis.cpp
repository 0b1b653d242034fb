// Analysis in the window with Shogiban's own engine: the panel's MultiPV lines (scores, the user's notation,
// arrows on the board), following the navigation, a click into a line making a variation, no analysis of a
// live game unless allowed; the whole-game analysis writing ShogiHome's lines into every comment and its
// summary; the mate search's variation.
#include "AnalysisActions.h"
#include "AnalysisPanel.h"
#include "EngineAnalysis.h"
#include "BoardView.h"
#include "EngineCatalog.h"
#include "EvalGraph.h"
#include "analysis/EvalComment.h"
#include "rules/Sfen.h"
#include "tst_review_window.h"

#include <QCheckBox>
#include <QRegularExpression>

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QSignalSpy>

using namespace shogi;

namespace {

constexpr int EngineWaitMs = 20000;

EngineEntry builtinEngine() {
    EngineEntry e;
    e.id = EngineEntry::builtinId();
    e.displayName = QStringLiteral("Shogiban");
    e.program = EngineCatalog::builtinProgram();
    return e;
}

} // namespace

class TestGuiAnalysis : public QObject {
    Q_OBJECT
private slots:
    void init() { f = std::make_unique<ReviewFixture>(); }
    void cleanup() { f.reset(); }

    void panelShowsLinesAndArrows() {
        QVERIFY(f->window->files().openFile(f->write(QStringLiteral("game.kif"), SampleKif.toUtf8())));
        f->window->review().goToMove(2);
        auto* panel = f->window->findChild<AnalysisPanel*>(QStringLiteral("analysisPanel"));
        QVERIFY(panel);
        panel->setMultiPv(3);
        panel->start();
        QTRY_VERIFY_WITH_TIMEOUT(panel->analysis().lines().size() == 3, EngineWaitMs);
        const QStringList texts = panel->lineTexts();
        QCOMPARE(texts.size(), 3);
        QVERIFY2(texts[0].startsWith(QStringLiteral("1. ")), qPrintable(texts[0]));
        QVERIFY2(texts[0].contains(QStringLiteral("depth")), qPrintable(texts[0]));
        // Western notation, as the fixture's settings ask: "P-2f", never the engine's "2g2f".
        QVERIFY2(texts[0].contains(QRegularExpression(QStringLiteral("\\b[PLNSGBRK]\\*?\\d?[a-i]?[-x*]?\\d[a-i]"))),
                 qPrintable(texts[0]));
        QTRY_VERIFY_WITH_TIMEOUT(!f->window->board().arrows(ArrowGroup::Analysis).isEmpty(), EngineWaitMs);
        QVERIFY(!f->window->board().arrows(ArrowGroup::Analysis).front().label.isEmpty());

        // It follows the user: another move, another position analysed.
        const Position before = panel->analysis().position();
        f->window->review().goToMove(3);
        QVERIFY(!panel->analysis().position().sameState(before));
        QTRY_VERIFY_WITH_TIMEOUT(!panel->analysis().lines().empty(), EngineWaitMs);

        // A click on the second move of line 1 plays the line's first two moves as a variation.
        const auto pv = panel->analysis().lines().front().evaluation.pv;
        const RecordNode* analysed = f->controller().current();
        panel->stepInto(0, 1);
        const RecordNode* now = f->controller().current();
        QCOMPARE(now->ply, analysed->ply + 2);
        QCOMPARE(now->move, pv[1]);
        QCOMPARE(now->parent->move, pv[0]);

        panel->stop();
        QVERIFY(f->window->board().arrows(ArrowGroup::Analysis).isEmpty());
    }

    void notDuringALiveGameUnlessAllowed() {
        QVERIFY(f->window->startGame(GameSetup{}));
        auto* panel = f->window->findChild<AnalysisPanel*>(QStringLiteral("analysisPanel"));
        panel->start();
        QTest::qWait(500);
        QVERIFY(panel->analysis().lines().empty());
        QVERIFY(!panel->analysis().isRunning());
        f->window->findChild<QCheckBox*>(QStringLiteral("analysisLiveGames"))->setChecked(true);
        QTRY_VERIFY_WITH_TIMEOUT(!panel->analysis().lines().empty(), EngineWaitMs);
        panel->stop();
    }

    // The panel's engine crashing: the panel says why and draws nothing; no process is left.
    void panelEngineCrash() {
        QTemporaryDir pids;
        qputenv("FAKE_PID_DIR", pids.path().toLocal8Bit());
        EngineAnalysis analysis;
        EngineEntry fake;
        fake.id = QStringLiteral("fake");
        fake.displayName = QStringLiteral("fake");
        fake.program = QStringLiteral(SHOGIBAN_SOURCE_DIR "/tests/usi/fake_engines/fake_usi.sh");
        fake.arguments = QStringList{QStringLiteral("crash")};
        analysis.setEngine(fake);
        QSignalSpy failed(&analysis, &EngineAnalysis::failed);
        analysis.analyse(*sfen::parse("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"), {}, 2);
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 10000);
        qunsetenv("FAKE_PID_DIR");
        QVERIFY2(failed.front().front().toString().contains(QStringLiteral("crashed")),
                 qPrintable(failed.front().front().toString()));
        QVERIFY(!analysis.isRunning());
        QVERIFY(analysis.lines().empty());
        QTRY_VERIFY_WITH_TIMEOUT(
            [&pids] {
                for (const QString& pid : QDir(pids.path()).entryList(QDir::Files))
                    if (QFileInfo::exists(QStringLiteral("/proc/") + pid)) return false;
                return true;
            }(),
            10000);
    }

    void wholeGame() {
        QVERIFY(f->window->files().openFile(f->write(QStringLiteral("game.kif"), SampleKif.toUtf8())));
        auto* actions = f->window->findChild<AnalysisActions*>();
        QVERIFY(actions);
        QSignalSpy done(actions, &AnalysisActions::analysisFinished);
        actions->analyseGame(builtinEngine(), 100);
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, EngineWaitMs);
        QVERIFY2(actions->summary().startsWith(QStringLiteral("Black: ")), qPrintable(actions->summary()));
        // Every position of the main line holds the engine's evaluation, the user's comments kept.
        const GameRecord& record = f->record();
        Position pos = record.startPosition();
        QVERIFY(analysis::readEvaluation(record.root().comment, pos));
        QVERIFY(record.root().comment.contains(QStringLiteral("The game begins")));
        for (const RecordNode* node : record.mainLine()) {
            if (node->isSpecial()) break;
            pos.doMove(node->move);
            const auto e = analysis::readEvaluation(node->comment, pos);
            QVERIFY2(e && e->engine.startsWith(QStringLiteral("Shogiban")), qPrintable(node->comment));
        }
        QVERIFY(f->controller().isModified());
        QVERIFY(f->window->findChild<EvalGraph*>(QStringLiteral("evalGraph"))->isVisible());
    }

    // An engine that crashes or hangs half-way: the run ends with the reason, what was written stays, the
    // window goes on, no engine process is left.
    void wholeGameWithAFaultyEngine_data() {
        QTest::addColumn<QString>("script");
        QTest::addColumn<QString>("reason");
        QTest::newRow("crash") << "7g7f 3c3d crash" << "crashed";
        QTest::newRow("hang") << "7g7f hang" << "sent no move";
    }
    void wholeGameWithAFaultyEngine() {
        QFETCH(QString, script);
        QFETCH(QString, reason);
        QTemporaryDir pids;
        qputenv("FAKE_PID_DIR", pids.path().toLocal8Bit());
        QVERIFY(f->window->files().openFile(f->write(QStringLiteral("game.kif"), SampleKif.toUtf8())));
        auto* actions = f->window->findChild<AnalysisActions*>();
        QSignalSpy done(actions, &AnalysisActions::analysisFinished);
        EngineEntry fake;
        fake.id = QStringLiteral("fake");
        fake.displayName = QStringLiteral("fake");
        fake.program = QStringLiteral(SHOGIBAN_SOURCE_DIR "/tests/usi/fake_engines/fake_usi.sh");
        fake.arguments = script.split(QLatin1Char(' '));
        actions->analyseGame(fake, 100);
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 30000);
        qunsetenv("FAKE_PID_DIR");
        QVERIFY2(actions->summary().startsWith(QStringLiteral("The analysis stopped: ")), qPrintable(actions->summary()));
        QVERIFY2(actions->summary().contains(reason), qPrintable(actions->summary()));
        QVERIFY(!actions->isAnalysing());
        QVERIFY(actions->analyseGameAction()->isEnabled());
        // The start position was evaluated before the fault (the fake engine's depth-1 line).
        QVERIFY(f->record().root().comment.contains(QStringLiteral("#評価値=")));
        QVERIFY(f->window->findChild<QMessageBox*>(QStringLiteral("analysisFailure")));
        QTRY_VERIFY_WITH_TIMEOUT(
            [&pids] {
                for (const QString& pid : QDir(pids.path()).entryList(QDir::Files))
                    if (QFileInfo::exists(QStringLiteral("/proc/") + pid)) return false;
                return true;
            }(),
            10000);
    }

    // A real engine of the catalog, where it is installed: Fairy-Stockfish told the board by its variant
    // option, its evaluations written and read back as the built-in engine's are.
    void wholeGameWithFairyStockfish() {
        const QString program = QStringLiteral("/usr/games/fairy-stockfish");
        if (!QFileInfo(program).isExecutable()) QSKIP("Fairy-Stockfish is not installed");
        // The catalog finds it by itself at its first use (with the other engines installed).
        EngineCatalog catalog(&f->settings->store());
        const auto find = [&catalog, &program]() -> const EngineEntry* {
            for (const EngineEntry& e : catalog.entries())
                if (e.program == program && !e.options.empty()) return &e;
            return nullptr;
        };
        if (!find() && !catalog.isBusy()) catalog.add(program);
        QTRY_VERIFY_WITH_TIMEOUT(find() && !catalog.isBusy(), EngineWaitMs);
        const EngineEntry* entry = find();
        QVERIFY(f->window->files().openFile(f->write(QStringLiteral("game.kif"), SampleKif.toUtf8())));
        auto* actions = f->window->findChild<AnalysisActions*>();
        QSignalSpy done(actions, &AnalysisActions::analysisFinished);
        actions->analyseGame(*entry, 200);
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, EngineWaitMs);
        QVERIFY2(actions->summary().startsWith(QStringLiteral("Black: ")), qPrintable(actions->summary()));
        Position pos = f->record().startPosition();
        for (const RecordNode* node : f->record().mainLine()) {
            if (node->isSpecial()) break;
            pos.doMove(node->move);
            const auto e = analysis::readEvaluation(node->comment, pos);
            QVERIFY2(e && e->engine.startsWith(QStringLiteral("Fairy-Stockfish")) && !e->pv.empty(),
                     qPrintable(node->comment));
        }
    }

    void findMate() {
        GameRecord tsume(*sfen::parse("4k4/9/4P4/9/9/9/9/9/4K4 b G 1"));
        f->controller().openRecord(std::move(tsume));
        auto* actions = f->window->findChild<AnalysisActions*>();
        QSignalSpy done(actions, &AnalysisActions::mateSearchFinished);
        actions->findMate();
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, (AnalysisActions::MateSeconds + 5) * 1000);
        QCOMPARE(done.front().front().toString(), QStringLiteral("Mate in 1"));
        QCOMPARE(f->controller().current()->ply, 1);
        QCOMPARE(f->controller().current()->move, ReviewFixture::move("G*5b"));
    }

private:
    std::unique_ptr<ReviewFixture> f;
};

QTEST_MAIN(TestGuiAnalysis)
#include "tst_gui_analysis.moc"
