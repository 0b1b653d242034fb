// Several engines on one position in the window's analysis panel: Shogiban's engine and the strict USI engine
// side by side (each its lines, its arrows in its colour, its engine log tab), one paused while the other
// follows the record, a time per position after which both stop with their lines kept and marked complete;
// a line written into the comment (read back as an evaluation) and played whole as a variation; and the
// threat and mate watch: off by default, a red arrow for the threat, "… has a mate in N" with the line on a
// click, following the record at random moments.
#include "analysis/AnalysisPanel.h"
#include "analysis/EngineAnalysis.h"
#include "analysis/EvalComment.h"
#include "board/BoardView.h"
#include "play/EngineCatalog.h"
#include "play/EngineLogView.h"
#include "rules/MoveGenerator.h"
#include "rules/Sfen.h"
#include "StrictEngine.h"
#include "tst_review_window.h"

#include <QAction>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QLabel>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTabWidget>
#include <QToolButton>

using namespace shogi;

namespace {

constexpr int EngineWaitMs = 30000;

QStringList logTabs(MainWindow& window) {
    QStringList names;
    auto* tabs = window.findChild<EngineLogView*>()->findChild<QTabWidget*>();
    for (int i = 0; i < tabs->count(); ++i)
        names << tabs->tabText(i);
    return names;
}

bool hasArrowOf(const QList<BoardArrow>& arrows, MarkColor color) {
    return std::any_of(arrows.begin(), arrows.end(),
                       [color](const BoardArrow& a) { return a.color == color; });
}

} // namespace

class TestGuiMultiEngine : public QObject {
    Q_OBJECT
private slots:
    void init() {
        m_watch = std::make_unique<strict::Watch>();
        f = std::make_unique<ReviewFixture>();
    }
    void cleanup() {
        f.reset();
        const QStringList found = m_watch->violations();
        m_watch.reset();
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    }

    void twoEnginesSideBySide() {
        open();
        AnalysisPanel* p = panel();
        QCOMPARE(p->engineCount(), 1);
        QCOMPARE(p->addEngine(strictId()), 1);
        QCOMPARE(p->engineCount(), 2);
        p->setMultiPv(2);
        p->start();
        QTRY_VERIFY_WITH_TIMEOUT(p->analysis(0).lines().size() == 2 && p->analysis(1).lines().size() == 2,
                                 EngineWaitMs);
        QCOMPARE(p->lineTexts(0).size(), 2);
        QCOMPARE(p->lineTexts(1).size(), 2);
        QVERIFY(p->lineTexts(1)[0].contains(QStringLiteral("depth")));
        // Each engine's arrows in its own colour.
        QTRY_VERIFY_WITH_TIMEOUT(hasArrowOf(board().arrows(ArrowGroup::Analysis), p->column(0).color()) &&
                                     hasArrowOf(board().arrows(ArrowGroup::Analysis), p->column(1).color()),
                                 EngineWaitMs);
        QVERIFY(p->column(0).color() != p->column(1).color());
        // Each its tab in the engine log.
        const QStringList tabs = logTabs(*f->window);
        QVERIFY2(tabs.contains(QStringLiteral("Analysis: Shogiban")), qPrintable(tabs.join(u',')));
        QVERIFY2(std::any_of(tabs.begin(), tabs.end(),
                             [](const QString& t) { return t.startsWith(QStringLiteral("Analysis 2: ")); }),
                 qPrintable(tabs.join(u',')));
        // Both follow the record.
        f->window->review().goToMove(3);
        QTRY_VERIFY_WITH_TIMEOUT(!p->analysis(0).lines().empty() && !p->analysis(1).lines().empty(),
                                 EngineWaitMs);
        for (int c = 0; c < 2; ++c)
            QVERIFY(p->analysis(c).position().sameState(f->controller().currentPosition()));
        // A link of the second engine steps into its line.
        const auto pv = p->analysis(1).lines().front().evaluation.pv;
        const RecordNode* analysed = f->controller().current();
        p->followLink(p->linkOf(1, 0, 0));
        QCOMPARE(f->controller().current()->parent, analysed);
        QCOMPARE(f->controller().current()->move, pv[0]);
        // Removing it stops it and takes its arrows away.
        p->removeEngine(1);
        QCOMPARE(p->engineCount(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(!p->analysis(0).lines().empty(), EngineWaitMs);
        QVERIFY(!hasArrowOf(board().arrows(ArrowGroup::Analysis), EngineColumn::colorOf(1)));
        p->stop();
        QVERIFY(board().arrows(ArrowGroup::Analysis).isEmpty());
    }

    // Engines removed and added: each keeps its colour, a new one takes a colour no other has, the × of a
    // column removes that column, and the links of a column after a removed one still act.
    void removeAndAddKeepColoursApart() {
        open();
        AnalysisPanel* p = panel();
        const QString id = strictId();
        QCOMPARE(p->addEngine(id), 1);
        QCOMPARE(p->addEngine(id), 2);
        const MarkColor third = p->column(2).color();
        p->removeEngine(1);
        QCOMPARE(p->engineCount(), 2);
        QCOMPARE(p->column(1).color(), third);
        QCOMPARE(p->addEngine(id), 2);
        QVERIFY(p->column(2).color() != third && p->column(2).color() != p->column(0).color());
        p->start();
        QTRY_VERIFY_WITH_TIMEOUT(!p->analysis(1).lines().empty(), EngineWaitMs);
        const auto pv = p->analysis(1).lines().front().evaluation.pv;
        const RecordNode* analysed = f->controller().current();
        p->followLink(p->linkOf(1, 0, 0));
        QCOMPARE(f->controller().current()->parent, analysed);
        QCOMPARE(f->controller().current()->move, pv[0]);
        // The × of the column now second.
        QToolButton* cross = nullptr;
        for (QToolButton* b : p->column(1).findChildren<QToolButton*>())
            if (b->objectName().startsWith(QStringLiteral("analysisRemove"))) cross = b;
        QVERIFY(cross && !cross->isHidden()); // the dock itself is closed in this test
        cross->click();
        QCOMPARE(p->engineCount(), 2);
        QCOMPARE(p->column(1).color(), EngineColumn::colorOf(1));
        p->stop();
    }

    // One engine paused: it stays where it was (its lines hidden elsewhere) while the other follows; resumed,
    // it takes up the position shown.
    void pauseOneEngine() {
        open();
        AnalysisPanel* p = panel();
        p->addEngine(strictId());
        p->start();
        QTRY_VERIFY_WITH_TIMEOUT(!p->analysis(0).lines().empty() && !p->analysis(1).lines().empty(),
                                 EngineWaitMs);
        p->setPaused(1, true);
        QVERIFY(!p->analysis(1).isRunning());
        QVERIFY(p->analysis(0).isRunning());
        QVERIFY(!p->lineTexts(1).isEmpty()); // kept at its position
        const Position before = p->analysis(1).position();
        f->window->review().goToMove(4);
        QVERIFY(p->analysis(0).isRunning());
        QVERIFY(p->analysis(0).position().sameState(f->controller().currentPosition()));
        QVERIFY(p->analysis(1).position().sameState(before));
        QVERIFY(p->lineTexts(1).isEmpty());
        QVERIFY(!hasArrowOf(board().arrows(ArrowGroup::Analysis), p->column(1).color()));
        p->setPaused(1, false);
        QVERIFY(p->analysis(1).isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(!p->lineTexts(1).isEmpty(), EngineWaitMs);
        QVERIFY(p->analysis(1).position().sameState(f->controller().currentPosition()));
        p->stop();
    }

    // A time per position: the engines stop there, their lines stay and say they are complete; the next
    // position gets its time again.
    void timeLimitPerPosition() {
        open();
        AnalysisPanel* p = panel();
        p->addEngine(strictId());
        p->setTimeLimit(1);
        QElapsedTimer clock;
        clock.start();
        p->start();
        QTRY_VERIFY_WITH_TIMEOUT(p->isComplete(), EngineWaitMs);
        QVERIFY(clock.elapsed() >= 900);
        QVERIFY(!p->isRunning());
        QVERIFY(!p->lineTexts(0).isEmpty());
        QVERIFY(!p->lineTexts(1).isEmpty());
        QVERIFY(!board().arrows(ArrowGroup::Analysis).isEmpty());
        const auto complete = [p] {
            int n = 0;
            for (QLabel* label : p->findChildren<QLabel*>())
                n += !label->isHidden() && label->text().contains(QStringLiteral("Complete"));
            return n;
        };
        QCOMPARE(complete(), 2);
        // A refresh of the same position (a comment written) does not start them again.
        f->controller().setComment(f->controller().current(), QStringLiteral("note"));
        QVERIFY(!p->isRunning());
        f->window->review().goToMove(1);
        QVERIFY(p->isRunning());
        QVERIFY(!p->isComplete());
        QCOMPARE(complete(), 0);
        QTRY_VERIFY_WITH_TIMEOUT(p->isComplete(), EngineWaitMs);
        p->setTimeLimit(0);
        p->stop();
    }

    // The engines beside Shogiban's and the time per position are the next run's too.
    void enginesAndTimeRemembered() {
        open();
        AnalysisPanel* p = panel();
        const QString id = strictId();
        QCOMPARE(p->addEngine(id), 1);
        p->setTimeLimit(7);
        QCOMPARE(f->settings->analysisEngines(), (QStringList{p->chosenEngine(), id}));
        QCOMPARE(f->settings->analysisTimeLimit(), 7);
        MainWindow next(*f->settings, f->languages);
        next.show();
        auto* again = next.findChild<AnalysisPanel*>(QStringLiteral("analysisPanel"));
        QCOMPARE(again->timeLimit(), 7);
        next.findChild<QDockWidget*>(QStringLiteral("analysisDock"))->show();
        QTRY_COMPARE(again->engineCount(), 2);
        QCOMPARE(again->engineIds(), (QStringList{p->chosenEngine(), id}));
        // Removed, it is not brought back.
        p->removeEngine(1);
        QCOMPARE(f->settings->analysisEngines(), QStringList{p->chosenEngine()});
    }

    // "Write this line into the comment": ShogiHome's lines, read back as this line; the user's words stay.
    void writeLineIntoComment() {
        open();
        AnalysisPanel* p = panel();
        p->addEngine(strictId());
        f->window->review().goToMove(2);
        const RecordNode* node = f->controller().current();
        f->controller().setComment(node, QStringLiteral("My own note."));
        p->setMultiPv(2);
        p->start();
        QTRY_VERIFY_WITH_TIMEOUT(p->analysis(1).lines().size() == 2, EngineWaitMs);
        p->setPaused(1, true); // the line written is the line shown
        const AnalysisLine line = p->analysis(1).lines()[1];
        QVERIFY(p->writeLineToComment(1, 1));
        const QString comment = node->comment;
        QVERIFY2(comment.contains(QStringLiteral("#評価値=")) || comment.contains(QStringLiteral("#詰み=")),
                 qPrintable(comment));
        QVERIFY2(comment.contains(QStringLiteral("#読み筋=")), qPrintable(comment));
        QVERIFY(comment.contains(QStringLiteral("My own note.")));
        const auto read = analysis::readEvaluation(comment, f->record().positionAt(node));
        QVERIFY(read);
        QCOMPARE(read->score, line.evaluation.score);
        QCOMPARE(read->pv, line.evaluation.pv);
        QVERIFY(f->window->isWindowModified() || f->controller().isModified());
        // A line not shown cannot be written.
        QVERIFY(!p->writeLineToComment(1, 4));
        p->stop();
    }

    // "Play this line as a variation": the whole line as shown, from its position.
    void playLineAsVariation() {
        open();
        AnalysisPanel* p = panel();
        f->window->review().goToMove(2);
        p->start();
        QTRY_VERIFY_WITH_TIMEOUT(!p->analysis(0).lines().empty() &&
                                     p->analysis(0).lines().front().evaluation.pv.size() >= 3,
                                 EngineWaitMs);
        p->stop(); // the lines stay as they are
        const auto pv = p->analysis(0).lines().front().evaluation.pv;
        const RecordNode* analysed = f->controller().current();
        QVERIFY(p->playLine(0, 0));
        const std::size_t shown = std::min<std::size_t>(pv.size(), 16);
        const RecordNode* now = f->controller().current();
        QCOMPARE(now->ply, analysed->ply + int(shown));
        QCOMPARE(now->move, pv[shown - 1]);
        QVERIFY(!p->playLine(0, 3)); // no such line
    }

    // Off by default; on, White (to move) is threatened with Black's G*5b mate: a red arrow and "Black
    // threatens a mate in 1", its line on a click; off again, nothing is left.
    void threatAndMateWatch() {
        QAction* toggle = panel()->watchAction();
        QVERIFY(!toggle->isChecked());
        QVERIFY(!f->settings->threatWatch());
        f->controller().openRecord(GameRecord(*sfen::parse("4k4/9/4P4/9/9/9/9/9/4K4 w G 1")));
        toggle->setChecked(true);
        QVERIFY(f->settings->threatWatch());
        AnalysisPanel* p = panel();
        const auto threat = [this] {
            for (const BoardArrow& a : board().arrows(ArrowGroup::Analysis))
                if (a.color == MarkColor::Red) return a;
            return BoardArrow{};
        };
        QTRY_VERIFY_WITH_TIMEOUT(threat().to != NoSquare, EngineWaitMs);
        QVERIFY(threat().isDrop());
        QCOMPARE(threat().to, ReviewFixture::move("G*5b").to());
        QTRY_VERIFY_WITH_TIMEOUT(p->watchText().contains(QStringLiteral("Black threatens a mate in 1")),
                                 EngineWaitMs);
        QTRY_VERIFY_WITH_TIMEOUT(p->watchText().contains(QStringLiteral("White has no mate")), EngineWaitMs);
        QCOMPARE(p->watchText().count(QStringLiteral("G*5b")),
                 1); // the threat's row; the mate line is folded
        p->toggleMateLine(Color::Black);
        QVERIFY2(p->watchText().count(QStringLiteral("G*5b")) == 2, qPrintable(p->watchText()));
        toggle->setChecked(false);
        QVERIFY(p->watchText().isEmpty());
        QCOMPARE(threat().to, NoSquare);
        QVERIFY(!f->settings->threatWatch());
    }

    // The user runs through a record with the watch on, at random moments (none included): at the end the
    // watch speaks of the position shown, its threat a legal move of the other side there.
    void watchFollowsAtRandomTimes() {
        open();
        AnalysisPanel* p = panel();
        p->watchAction()->setChecked(true);
        QRandomGenerator random(QRandomGenerator::global()->generate());
        for (int i = 0; i < 80; ++i) {
            f->window->review().goToMove(int(random.bounded(5)));
            const int wait = int(random.bounded(4)) == 0 ? 0 : int(random.bounded(60));
            if (wait) QTest::qWait(wait);
        }
        const Position shown = f->controller().currentPosition();
        QTRY_VERIFY_WITH_TIMEOUT(p->watch().report() && p->watch().report()->done, EngineWaitMs);
        QVERIFY(p->watch().position()->sameState(shown));
        const auto& report = *p->watch().report();
        QVERIFY(report.threat);
        const auto passed = engine::withSideToMove(shown, ~shown.sideToMove());
        QVERIFY(passed && movegen::isLegal(*passed, report.threat->move));
        p->watchAction()->setChecked(false);
    }

private:
    void open() {
        QVERIFY(f->window->files().openFile(f->write(QStringLiteral("game.kif"), SampleKif.toUtf8())));
    }
    AnalysisPanel* panel() { return f->window->findChild<AnalysisPanel*>(QStringLiteral("analysisPanel")); }
    BoardView& board() { return f->window->board(); }
    QString strictId() {
        EngineCatalog& catalog = f->window->engines();
        if (!QTest::qWaitFor([&catalog] { return !catalog.isBusy(); }, EngineWaitMs)) return {};
        QSignalSpy added(&catalog, &EngineCatalog::added);
        catalog.add(strict::program());
        if (!QTest::qWaitFor([&added] { return added.count() == 1; }, EngineWaitMs)) return {};
        return added.front().front().toString();
    }

    std::unique_ptr<strict::Watch> m_watch;
    std::unique_ptr<ReviewFixture> f;
};

QTEST_MAIN(TestGuiMultiEngine)
#include "tst_gui_multiengine.moc"
