// Analysis in the window with Shogiban's own engine: the panel's MultiPV lines (scores, the user's notation,
// arrows on the board), following the navigation, a click into a line making a variation, no analysis of a
// live game unless allowed; the whole-game analysis writing ShogiHome's lines into every comment and its
// summary; the mate search's variation.
#include "analysis/AnalysisActions.h"
#include "analysis/AnalysisPanel.h"
#include "analysis/EngineAnalysis.h"
#include "board/BoardView.h"
#include "play/EngineCatalog.h"
#include "analysis/EngineEvaluations.h"
#include "play/EngineLogView.h"
#include "analysis/EvalGraph.h"
#include "analysis/EvalComment.h"
#include "analysis/MoveQuality.h"
#include "rules/Sfen.h"
#include "tst_review_window.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QScreen>
#include <QSplitter>
#include <QTreeWidget>
#include <QTabWidget>

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

// The names of the engine log's tabs.
QStringList logTabs(MainWindow& window) {
    QStringList names;
    auto* tabs = window.findChild<EngineLogView*>()->findChild<QTabWidget*>();
    for (int i = 0; i < tabs->count(); ++i)
        names << tabs->tabText(i);
    return names;
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
        QVERIFY2(texts[0].contains(
                     QRegularExpression(QStringLiteral("\\b[PLNSGBRK]\\*?\\d?[a-i]?[-x*]?\\d[a-i]"))),
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

    // A question during a timed game (Resign?) holds the panel's engine with the clocks and players; the
    // answer resumes it on the same position.
    void aQuestionHoldsTheAnalysis() {
        GameSetup timed;
        timed.timeControl = TimeControl::byoyomi(60000, 10000);
        QVERIFY(f->window->startGame(timed));
        emit f->window->board().moveRequested(ReviewFixture::move("7g7f"));
        auto* panel = f->window->findChild<AnalysisPanel*>(QStringLiteral("analysisPanel"));
        f->window->findChild<QCheckBox*>(QStringLiteral("analysisLiveGames"))->setChecked(true);
        panel->start();
        QTRY_VERIFY_WITH_TIMEOUT(!panel->analysis().lines().empty(), EngineWaitMs);
        const Position analysed = panel->analysis().position();
        QList<bool> runningDuringQuestion;
        UserPrompts prompts = f->script.prompts();
        prompts.ask = [&](QMessageBox&) -> QAbstractButton* {
            runningDuringQuestion << panel->analysis().isRunning();
            // While the box is open the engine gets "stop" and sends its last lines: none restarts it.
            QTest::qWait(200);
            runningDuringQuestion << panel->analysis().isRunning();
            return nullptr; // closed: the game goes on
        };
        f->window->setPrompts(prompts);
        f->window->findChild<QAction*>(QStringLiteral("actionResign"))->trigger();
        QCOMPARE(runningDuringQuestion, (QList<bool>{false, false}));
        QVERIFY(!f->controller().isOver());
        QVERIFY(panel->analysis().isRunning());
        QVERIFY(panel->analysis().position().sameState(analysed));
        QTRY_VERIFY_WITH_TIMEOUT(!panel->analysis().lines().empty(), EngineWaitMs);
        // Holds nest with the game's: two at once, the engine resumes after the last.
        {
            const GameController::Hold first(f->controller());
            const GameController::Hold second(f->controller());
            QVERIFY(!panel->analysis().isRunning());
        }
        QVERIFY(panel->analysis().isRunning());
        panel->stop();
    }

    // Lines belong to their position: after Stop, another position shows none of them; back at their
    // position they are shown again.
    void linesBelongToTheirPosition() {
        QVERIFY(f->window->files().openFile(f->write(QStringLiteral("game.kif"), SampleKif.toUtf8())));
        f->window->review().goToMove(2);
        auto* panel = f->window->findChild<AnalysisPanel*>(QStringLiteral("analysisPanel"));
        panel->start();
        QTRY_VERIFY_WITH_TIMEOUT(!panel->lineTexts().isEmpty(), EngineWaitMs);
        panel->stop();
        QVERIFY(!panel->lineTexts().isEmpty());
        f->window->review().goToMove(3);
        QVERIFY(panel->lineTexts().isEmpty());
        QVERIFY(f->window->board().arrows(ArrowGroup::Analysis).isEmpty());
        f->window->review().goToMove(2);
        QVERIFY(!panel->lineTexts().isEmpty());
    }

    // A click acts on the line drawn when it was pressed, even when the lines changed before the release;
    // a link from an analysis that was replaced since does nothing.
    void clickActsOnTheLineSeen() {
        QVERIFY(f->window->files().openFile(f->write(QStringLiteral("game.kif"), SampleKif.toUtf8())));
        f->window->review().goToMove(2);
        auto* panel = f->window->findChild<AnalysisPanel*>(QStringLiteral("analysisPanel"));
        panel->setMultiPv(2);
        panel->start();
        QTRY_VERIFY_WITH_TIMEOUT(panel->analysis().lines().size() == 2 &&
                                     panel->analysis().lines()[1].evaluation.pv.size() >= 2,
                                 EngineWaitMs);
        const QString pressed = panel->linkOf(1, 1);
        const auto seen = panel->analysis().lines()[1].evaluation.pv;
        QSignalSpy refreshed(&panel->analysis(), &EngineAnalysis::linesChanged);
        QTRY_VERIFY_WITH_TIMEOUT(refreshed.count() >= 3, EngineWaitMs); // deeper lines meanwhile
        const RecordNode* analysed = f->controller().current();
        panel->followLink(pressed);
        const RecordNode* now = f->controller().current();
        QCOMPARE(now->move, seen[1]);
        QCOMPARE(now->parent->move, seen[0]);
        QCOMPARE(now->parent->parent, analysed);
        // The panel now analyses the variation's position: the old link is stale.
        f->window->review().goToMove(2);
        const RecordNode* back = f->controller().current();
        panel->followLink(pressed);
        QCOMPARE(f->controller().current(), back);
        panel->stop();
    }

    // The user runs through the record while the engine answers, at random moments (none included): at the
    // end the lines shown are those of the position shown, and no link of an earlier position acts.
    void positionChangesAtRandomTimes() {
        QVERIFY(f->window->files().openFile(f->write(QStringLiteral("game.kif"), SampleKif.toUtf8())));
        auto* panel = f->window->findChild<AnalysisPanel*>(QStringLiteral("analysisPanel"));
        panel->setMultiPv(2);
        panel->start();
        QSignalSpy failed(&panel->analysis(), &EngineAnalysis::failed);
        QRandomGenerator random(QRandomGenerator::global()->generate());
        QString oldLink;
        for (int i = 0; i < 60; ++i) {
            f->window->review().goToMove(int(random.bounded(5)));
            if (oldLink.isEmpty()) oldLink = panel->linkOf(0, 0);
            const int wait = int(random.bounded(4)) == 0 ? 0 : int(random.bounded(40));
            if (wait) QTest::qWait(wait);
        }
        QTRY_VERIFY_WITH_TIMEOUT(!panel->analysis().lines().empty(), EngineWaitMs);
        QCOMPARE(failed.count(), 0);
        const Position shown = f->record().positionAt(f->controller().current());
        QVERIFY(panel->analysis().position().sameState(shown));
        const RecordNode* at = f->controller().current();
        const QString current = panel->linkOf(0, 0);
        if (!oldLink.isEmpty() && oldLink.section(u':', 0, 0) != current.section(u':', 0, 0)) {
            panel->followLink(oldLink);
            QCOMPARE(f->controller().current(), at);
        }
        panel->stop();
    }

    // The engine choice is filled as soon as the panel is shown, before any analysis.
    void engineChoiceNeverEmpty() {
        f->window->findChild<QDockWidget*>(QStringLiteral("analysisDock"))->show();
        auto* engine = f->window->findChild<QComboBox*>(QStringLiteral("analysisEngine"));
        QTRY_VERIFY(engine->count() > 0);
        QVERIFY(!engine->currentText().isEmpty());
    }

    // Every engine process of the window has its tab in the engine log: the panel's and the whole-game
    // analysis's.
    void engineLogTabsForAnalyses() {
        QVERIFY(f->window->files().openFile(f->write(QStringLiteral("game.kif"), SampleKif.toUtf8())));
        auto* panel = f->window->findChild<AnalysisPanel*>(QStringLiteral("analysisPanel"));
        panel->start();
        QTRY_VERIFY_WITH_TIMEOUT(!panel->analysis().lines().empty(), EngineWaitMs);
        panel->stop();
        auto* log = f->window->findChild<EngineLogView*>();
        const auto tab = [this](const QString& prefix) {
            for (const QString& name : logTabs(*f->window))
                if (name.startsWith(prefix)) return name;
            return QString();
        };
        QVERIFY2(!tab(QStringLiteral("Analysis: ")).isEmpty(), qPrintable(logTabs(*f->window).join(u',')));
        QVERIFY(log->text(tab(QStringLiteral("Analysis: "))).contains(QStringLiteral("go infinite")));
        auto* actions = f->window->findChild<AnalysisActions*>();
        QSignalSpy done(actions, &AnalysisActions::analysisFinished);
        actions->analyseGame(builtinEngine(), 100);
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, EngineWaitMs);
        QCOMPARE(tab(QStringLiteral("Whole game: ")), QStringLiteral("Whole game: Shogiban"));
        QVERIFY(log->text(tab(QStringLiteral("Whole game: "))).contains(QStringLiteral("bestmove")));
    }

    // An engine added to the catalog and chosen in the panel.
    void chooseFakeEngine(AnalysisPanel* panel, const QStringList& arguments) {
        f->window->findChild<QDockWidget*>(QStringLiteral("analysisDock"))->show();
        QSignalSpy added(&f->window->engines(), &EngineCatalog::added);
        f->window->engines().add(QStringLiteral(SHOGIBAN_SOURCE_DIR "/tests/usi/fake_engines/fake_usi.sh"),
                                 arguments);
        QTRY_COMPARE_WITH_TIMEOUT(added.count(), 1, EngineWaitMs);
        auto* engine = f->window->findChild<QComboBox*>(QStringLiteral("analysisEngine"));
        QTRY_VERIFY(engine->findData(added.front().front().toString()) >= 0);
        engine->setCurrentIndex(engine->findData(added.front().front().toString()));
        QCOMPARE(panel->chosenEngine(), added.front().front().toString());
    }

    // An error belongs to the analysis it ended: another position takes it away.
    void errorBelongsToOneAnalysis() {
        QVERIFY(f->window->files().openFile(f->write(QStringLiteral("game.kif"), SampleKif.toUtf8())));
        auto* panel = f->window->findChild<AnalysisPanel*>(QStringLiteral("analysisPanel"));
        chooseFakeEngine(panel, {QStringLiteral("crash")});
        f->window->review().goToMove(0);
        QSignalSpy failed(&panel->analysis(), &EngineAnalysis::failed);
        panel->start();
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, EngineWaitMs);
        const auto statusShown = [panel] {
            for (QLabel* label : panel->findChildren<QLabel*>())
                if (!label->isHidden() && label->text().contains(QStringLiteral("crashed"))) return true;
            return false;
        };
        QVERIFY(statusShown());
        f->window->review().goToMove(1);
        QVERIFY(!statusShown());
    }

    // An engine that does not answer a stop in time is replaced; the panel goes on with the position wanted
    // and says so once.
    void slowStopSurvived() {
        QVERIFY(f->window->files().openFile(f->write(QStringLiteral("game.kif"), SampleKif.toUtf8())));
        auto* panel = f->window->findChild<AnalysisPanel*>(QStringLiteral("analysisPanel"));
        // At the start it hangs (it never answers stop); after one move it answers with a line.
        chooseFakeEngine(panel, {QStringLiteral("hang"), QStringLiteral("3c3d")});
        f->window->review().goToMove(0);
        QSignalSpy slow(&panel->analysis(), &EngineAnalysis::stopTimedOut);
        QSignalSpy failed(&panel->analysis(), &EngineAnalysis::failed);
        panel->start();
        QTest::qWait(300);
        f->window->review().goToMove(1);
        QTRY_COMPARE_WITH_TIMEOUT(slow.count(), 1, EngineWaitMs);
        QTRY_VERIFY_WITH_TIMEOUT(!panel->lineTexts().isEmpty(), EngineWaitMs);
        QCOMPARE(failed.count(), 0);
        QVERIFY(panel->isRunning());
        int notices = 0;
        for (QLabel* label : panel->findChildren<QLabel*>())
            if (!label->isHidden() && label->text().contains(QStringLiteral("too long to stop"))) ++notices;
        QCOMPARE(notices, 1);
        panel->stop();
    }

    // A game between two programs: each move's comment holds the search that chose it, as the game goes.
    void engineGameRecordsEvaluations() {
        QVERIFY(QTest::qWaitFor([this] { return !f->window->engines().isBusy(); }, 30000));
        GameSetup setup;
        for (Color side : {Color::Black, Color::White}) {
            setup.player(side) = PlayerSpec::builtin(10);
            setup.player(side).moveTimeMs = 500;
        }
        QVERIFY(f->window->startGame(setup));
        QTRY_VERIFY_WITH_TIMEOUT(f->record().mainLine().size() >= 4 || f->controller().isOver(), 60000);
        f->controller().stopGame();
        Position pos = f->record().startPosition();
        int evaluated = 0;
        bool deep = false; // the graph draws searches of depth 5 and more
        for (const RecordNode* node : f->record().mainLine()) {
            if (node->isSpecial()) break;
            pos.doMove(node->move);
            const auto e = analysis::readEvaluation(node->comment, pos);
            QVERIFY2(e, qPrintable(node->comment));
            QCOMPARE(e->engine, QStringLiteral("Shogiban (level 10)"));
            deep = deep || analysis::usable(*e);
            ++evaluated;
        }
        QVERIFY(evaluated >= 4);
        QCOMPARE(f->window->findChild<EvalGraph*>(QStringLiteral("evalGraph"))->isVisible(), deep);
    }

    // Against a person the evaluations wait for the end of the game, unless the person turns them on; the
    // Preferences switch turns the writing off.
    void personGameHidesEvaluationsUntilTheEnd() {
        QVERIFY(QTest::qWaitFor([this] { return !f->window->engines().isBusy(); }, 30000));
        GameSetup setup;
        setup.player(Color::White) = PlayerSpec::builtin(1);
        setup.player(Color::White).moveTimeMs = 200;
        QVERIFY(f->window->startGame(setup));
        QTRY_VERIFY_WITH_TIMEOUT(f->controller().humanToMove(), 30000);
        emit f->window->board().moveRequested(ReviewFixture::move("7g7f"));
        QTRY_VERIFY_WITH_TIMEOUT(f->record().mainLine().size() == 2 && f->controller().humanToMove(), 30000);
        const RecordNode* reply = f->record().mainLine()[1];
        QVERIFY2(!reply->comment.contains(QStringLiteral("#評価値")), qPrintable(reply->comment));
        QCOMPARE(f->window->findChild<EngineEvaluations*>()->heldCount(), 1);
        QVERIFY(!f->window->findChild<EvalGraph*>(QStringLiteral("evalGraph"))->isVisible());
        f->controller().resign();
        QTRY_VERIFY(reply->comment.contains(QStringLiteral("#評価値")));
        QVERIFY(reply->comment.contains(QStringLiteral("#エンジン=Shogiban (level 1)")));

        // Shown during the game when asked; not written at all when turned off.
        f->settings->setShowEvaluationsInGames(true);
        QVERIFY(f->window->startGame(setup));
        QTRY_VERIFY_WITH_TIMEOUT(f->controller().humanToMove(), 30000);
        emit f->window->board().moveRequested(ReviewFixture::move("2g2f"));
        QTRY_VERIFY_WITH_TIMEOUT(f->record().mainLine().size() == 2 &&
                                     f->record().mainLine()[1]->comment.contains(QStringLiteral("#評価値")),
                                 30000);
        f->controller().resign();
        f->settings->setRecordEngineEvaluations(false);
        QVERIFY(f->window->startGame(setup));
        QTRY_VERIFY_WITH_TIMEOUT(f->controller().humanToMove(), 30000);
        emit f->window->board().moveRequested(ReviewFixture::move("2g2f"));
        QTRY_VERIFY_WITH_TIMEOUT(f->record().mainLine().size() == 2 && f->controller().humanToMove(), 30000);
        f->controller().resign();
        QTest::qWait(100);
        QVERIFY(!f->record().mainLine()[1]->comment.contains(QStringLiteral("#評価値")));
    }

    // A layout made for review, at 1366x768 with the analysis open: at least 12 moves in the list, a graph
    // of 100 px or more in a splitter, the comment beside the analysis rather than behind it; and the board
    // stays where it was when the evaluation bar appears.
    void reviewLayout() {
        f->window->resize(1366, 768);
        QVERIFY(f->window->files().openFile(f->write(QStringLiteral("game.kif"), SampleKif.toUtf8())));
        QCoreApplication::processEvents();
        const QRect boardBefore = f->window->board().geometry();
        auto* actions = f->window->findChild<AnalysisActions*>();
        QSignalSpy done(actions, &AnalysisActions::analysisFinished);
        actions->analyseGame(builtinEngine(), 100);
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, EngineWaitMs);
        QTRY_VERIFY(f->window->findChild<QWidget*>(QStringLiteral("evalBar"))->isVisible());
        QCoreApplication::processEvents();
        QCOMPARE(f->window->board().geometry(), boardBefore);

        auto* dock = f->window->findChild<QDockWidget*>(QStringLiteral("analysisDock"));
        dock->show();
        // Placed once shown (queued), then laid out.
        auto* comment = f->window->findChild<QDockWidget*>(QStringLiteral("commentDock"));
        QTRY_VERIFY(!f->window->tabifiedDockWidgets(dock).contains(comment));
        auto* graph = f->window->findChild<EvalGraph*>(QStringLiteral("evalGraph"));
        QTRY_VERIFY2(graph->height() >= 100, qPrintable(QString::number(graph->height())));
        QTRY_VERIFY(!dock->visibleRegion().isEmpty());
        QVERIFY(comment->isVisible() && !comment->visibleRegion().isEmpty());
        QCOMPARE(graph->parentWidget(), f->window->findChild<QSplitter*>(QStringLiteral("movesAndGraph")));
        auto* list = f->window->findChild<QTreeWidget*>(QStringLiteral("moveList"));
        const int rows = list->viewport()->height() / list->sizeHintForRow(0);
        QVERIFY2(rows >= 12, qPrintable(QString::number(rows)));
    }

    // A window remembered larger than the screen (another monitor, another scale) opens fitted to it.
    void rememberedWindowFitsTheScreen() {
        QWidget huge;
        huge.resize(4000, 3000);
        f->settings->setWindow(huge.saveGeometry(), QByteArray());
        MainWindow second(*f->settings, f->languages);
        const QRect room = second.screen()->availableGeometry();
        QVERIFY2(second.width() <= room.width() && second.height() <= room.height(),
                 qPrintable(QStringLiteral("%1x%2 in %3x%4")
                                .arg(second.width())
                                .arg(second.height())
                                .arg(room.width())
                                .arg(room.height())));
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
        analysis.analyse(*sfen::parse("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"), {},
                         2);
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
        QTest::newRow("crash") << "7g7f 3c3d crash"
                               << "crashed";
        QTest::newRow("hang") << "7g7f hang"
                              << "sent no move";
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
        QVERIFY2(actions->summary().startsWith(QStringLiteral("The analysis stopped: ")),
                 qPrintable(actions->summary()));
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
