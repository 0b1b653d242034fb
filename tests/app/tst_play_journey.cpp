// The way a new user goes through engine play and analysis in the window, end to end: New Game → Computer
// level 3 with a clock → a game with takebacks played to its end → the result box → the record names the
// engine; a record analysed whole by Fairy-Stockfish and by gpsusi → the graph and the quality marks → saved
// as KIF → opened again with its analysis; and an engine process killed (SIGKILL) during a game, a panel
// analysis, a whole-game analysis and the engine manager's probe → the window goes on, the game is kept, and
// no process is left behind, not even a zombie.
#include "analysis/AnalysisActions.h"
#include "analysis/AnalysisPanel.h"
#include "board/BoardView.h"
#include "play/EngineCatalog.h"
#include "analysis/EngineAnalysis.h"
#include "analysis/EvalGraph.h"
#include "game/GameController.h"
#include "gui/NewGameDialog.h"
#include "play/PlayerChooser.h"
#include "gui/TimeControlBox.h"
#include "analysis/EvalComment.h"
#include "rules/MoveGenerator.h"
#include "tst_review_window.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTimer>
#include <QTreeWidget>

#include <csignal>
#include <unistd.h>

using namespace shogi;

namespace {

const QString kFairy = QStringLiteral("/usr/games/fairy-stockfish");
const QString kGps = QStringLiteral("/usr/games/gpsusi");

// Black gives its bishop away on move 3 (8h4d, taken by the pawn on 4c): a blunder by any engine's count.
const QString BlunderKif = QStringLiteral(R"(# KIF
先手：Hanako
後手：Taro
手合割：平手
手数----指手---------消費時間--
   1 ７六歩(77)
   2 ３四歩(33)
   3 ４四角(88)
   4 同　歩(43)
   5 ２六歩(27)
   6 ８四歩(83)
)");

// This process's children running `program` (by /proc, as ps would show them), zombies included.
QList<pid_t> childProcesses(const QString& program) {
    QList<pid_t> out;
    const QString self = QString::number(getpid());
    for (const QString& entry : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
        QFile stat(QStringLiteral("/proc/%1/stat").arg(entry));
        if (!stat.open(QIODevice::ReadOnly)) continue;
        // pid (comm) state ppid ...: comm may hold spaces, so read after its closing parenthesis.
        const QString line = QString::fromLocal8Bit(stat.readAll());
        const QStringList fields = line.mid(line.lastIndexOf(QLatin1Char(')')) + 2).split(QLatin1Char(' '));
        if (fields.size() < 2 || fields[1] != self) continue;
        QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(entry));
        const bool zombie = fields[0] == QLatin1String("Z");
        if (zombie || (cmdline.open(QIODevice::ReadOnly) &&
                       QString::fromLocal8Bit(cmdline.readAll().split('\0').value(0)).endsWith(program)))
            out << pid_t(entry.toInt());
    }
    return out;
}

QList<pid_t> anyChildProcesses() {
    return childProcesses(QString());
} // any program

bool killOne(const QString& program) {
    const QList<pid_t> pids = childProcesses(program);
    return !pids.isEmpty() && ::kill(pids.front(), SIGKILL) == 0;
}

QTreeWidget* moveList(MainWindow& w) {
    return w.findChild<QTreeWidget*>(QStringLiteral("moveList"));
}
QString qualityMark(MainWindow& w, int row) {
    return moveList(w)->topLevelItem(row)->text(4);
}

} // namespace

class TestJourney : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { f = std::make_unique<ReviewFixture>(); }
    void cleanup() {
        f.reset();
        QTRY_VERIFY_WITH_TIMEOUT(anyChildProcesses().isEmpty(), 10000); // every engine reaped with its window
    }

    void gameAgainstLevelThree();
    void analyseSaveReopen_data();
    void analyseSaveReopen();
    void killDuringAGame();
    void killWhileThePersonThinks();
    void killDuringPanelAnalysis();
    void killDuringWholeGameAnalysis();
    void killDuringTheManagersProbe();

private:
    QAction* action(const char* name) { return f->window->findChild<QAction*>(QString::fromLatin1(name)); }
    std::size_t plies() { return f->controller().game().moves().size(); }
    const EngineEntry* installed(const QString& program);
    // The catalog's first use probes the installed engines: done before a test picks a process to kill.
    bool catalogReady() {
        return QTest::qWaitFor([this] { return !f->window->engines().isBusy(); }, 30000);
    }
    void waitForHuman() {
        QTRY_VERIFY_WITH_TIMEOUT(f->controller().humanToMove() || f->controller().isOver(), 60000);
    }

    std::unique_ptr<ReviewFixture> f;
};

const EngineEntry* TestJourney::installed(const QString& program) {
    EngineCatalog& catalog = f->window->engines();
    const auto find = [&]() -> const EngineEntry* {
        for (const EngineEntry& e : catalog.entries())
            if (e.program == program && !e.options.empty()) return &e;
        return nullptr;
    };
    if (!QTest::qWaitFor([&] { return !catalog.isBusy(); }, 30000)) return nullptr;
    if (!find()) {
        catalog.add(program);
        if (!QTest::qWaitFor([&] { return find() && !catalog.isBusy(); }, 30000)) return nullptr;
    }
    return find();
}

// New Game, the first choice offered (a person against the computer at level 3) with a clock; the person
// plays the king forward, takes back twice, and the game ends in the computer's favour.
void TestJourney::gameAgainstLevelThree() {
    bool dialogSeen = false;
    QTimer::singleShot(0, this, [&] {
        auto* dialog = qobject_cast<NewGameDialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        dialogSeen = true;
        auto* white = dialog->findChild<PlayerChooser*>(QStringLiteral("secondPlayer"));
        QCOMPARE(white->findChild<QComboBox*>(QStringLiteral("playerKind"))->currentText(),
                 QStringLiteral("Computer"));
        QCOMPARE(white->findChild<QSpinBox*>(QStringLiteral("playerLevel"))->value(), 3);
        dialog->findChild<TimeControlBox*>()->setTimeControl(TimeControl::byoyomi(60000, 3000));
        dialog->accept();
    });
    action("actionNewGame")->trigger();
    QVERIFY(dialogSeen);
    GameController& c = f->controller();
    QCOMPARE(c.names()[1], QStringLiteral("Shogiban (level 3)"));
    QCOMPARE(c.setup().timeControl, TimeControl::byoyomi(60000, 3000));

    int takebacks = 0;
    for (int turn = 0; turn < 80 && !c.isOver(); ++turn) {
        waitForHuman();
        if (c.isOver()) break;
        if (turn == 3 || turn == 6) { // after the computer answered, and again while it thinks
            const std::size_t before = plies();
            if (turn == 6) {
                MoveList moves;
                movegen::legalMoves(c.game().position(), moves);
                emit f->window->board().moveRequested(moves[0]);
                QCOMPARE(plies(), before + 1);
                QVERIFY(!c.humanToMove());
            }
            action("actionUndo")->trigger();
            QVERIFY2(c.humanToMove(), "a takeback leaves the person to move");
            QCOMPARE(plies(), turn == 6 ? before : before - 2);
            QVERIFY(!c.isOver());
            ++takebacks;
        }
        // The king goes forward: the computer mates it.
        const Position& pos = c.game().position();
        MoveList moves;
        movegen::legalMoves(pos, moves);
        QVERIFY(!moves.empty());
        Move chosen = moves[0];
        for (Move m : moves)
            if (!m.isDrop() && m.from() == pos.kingSquare(Color::Black) &&
                rankOf(m.to()) < rankOf(chosen.to()))
                chosen = m;
        const std::size_t before = plies();
        emit f->window->board().moveRequested(chosen);
        QCOMPARE(plies(), before + 1);
        if (!c.isOver()) QVERIFY(c.clock().isRunning(Color::White)); // the computer's clock runs
    }
    QCOMPARE(takebacks, 2);
    QTRY_VERIFY_WITH_TIMEOUT(c.isOver(), 60000);
    QCOMPARE(c.game().result().outcome, Outcome::WhiteWins);
    auto* box = f->window->findChild<QMessageBox*>(QStringLiteral("resultBox"));
    QVERIFY(box && box->isVisible());
    QVERIFY2(box->text().contains(QStringLiteral("Shogiban (level 3)")), qPrintable(box->text()));
    // The record names the engine and the ending; saved as KIF and opened again, so does the file.
    const QString path = f->dir.filePath(QStringLiteral("played.kif"));
    QVERIFY(f->window->files().saveTo(path));
    QVERIFY(f->window->files().openFile(path));
    QCOMPARE(f->record().header(QStringLiteral("後手")), QStringLiteral("Shogiban (level 3)"));
    QCOMPARE(f->record().mainLine().back()->special, SpecialMove::Mate);
}

void TestJourney::analyseSaveReopen_data() {
    QTest::addColumn<QString>("program");
    QTest::addColumn<QString>("engineName");
    QTest::newRow("fairy-stockfish") << kFairy << "Fairy-Stockfish";
    QTest::newRow("gpsusi") << kGps << "gpsshogi";
}

// Record → Analyse Whole Game with a real engine: the graph, Black's bishop move marked; the analysis saved
// in ShogiHome's KIF lines is read back when the file is opened again.
void TestJourney::analyseSaveReopen() {
    QFETCH(QString, program);
    QFETCH(QString, engineName);
    if (!QFileInfo(program).isExecutable()) QSKIP("the engine is not installed");
    const EngineEntry* engine = installed(program);
    QVERIFY(engine);
    QVERIFY(f->window->files().openFile(f->write(QStringLiteral("blunder.kif"), BlunderKif.toUtf8())));
    auto* actions = f->window->findChild<AnalysisActions*>();
    QSignalSpy done(actions, &AnalysisActions::analysisFinished);
    actions->analyseGame(*engine, 500);
    QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 60000);
    QVERIFY2(actions->summary().startsWith(QStringLiteral("Black: ")), qPrintable(actions->summary()));
    auto* graph = f->window->findChild<EvalGraph*>(QStringLiteral("evalGraph"));
    QVERIFY(graph->isVisible() && graph->hasEvaluations());
    QVERIFY2(qualityMark(*f->window, 3).startsWith(QLatin1Char('?')), qPrintable(qualityMark(*f->window, 3)));
    const QStringList marks = [&] {
        QStringList m;
        for (int row = 0; row < moveList(*f->window)->topLevelItemCount(); ++row)
            m << qualityMark(*f->window, row);
        return m;
    }();

    const QString path = f->dir.filePath(QStringLiteral("analysed.kif"));
    QVERIFY(f->window->files().saveTo(path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().contains("\n*#")); // ShogiHome's lines (in Shift_JIS, KIF's own encoding)

    QVERIFY(f->window->files().openFile(f->write(QStringLiteral("plain.kif"), SampleKif.toUtf8())));
    QVERIFY(!graph->isVisible());
    QVERIFY(f->window->files().openFile(path));
    QVERIFY(graph->isVisible() && graph->hasEvaluations());
    Position pos = f->record().startPosition();
    for (const RecordNode* node : f->record().mainLine()) {
        pos.doMove(node->move);
        const auto e = analysis::readEvaluation(node->comment, pos);
        QVERIFY2(e && e->engine.startsWith(engineName), qPrintable(node->comment));
    }
    QStringList again;
    for (int row = 0; row < moveList(*f->window)->topLevelItemCount(); ++row)
        again << qualityMark(*f->window, row);
    QCOMPARE(again, marks);
}

// The computer's process killed while it thinks: the game ends by its fault, with every move kept, and
// goes on against Shogiban's engine.
void TestJourney::killDuringAGame() {
    GameSetup setup;
    setup.player(Color::White) = PlayerSpec::builtin(10);
    setup.player(Color::White).moveTimeMs = 5000;
    QVERIFY(catalogReady());
    QVERIFY(f->window->startGame(setup));
    waitForHuman();
    emit f->window->board().moveRequested(ReviewFixture::move("7g7f"));
    QTest::qWait(300);
    QCOMPARE(childProcesses(QStringLiteral("shogiban-engine")).size(), 1);
    QVERIFY(killOne(QStringLiteral("shogiban-engine")));
    const auto box = [this] { return f->window->findChild<QMessageBox*>(QStringLiteral("resultBox")); };
    QTRY_VERIFY_WITH_TIMEOUT(box() && box()->isVisible(), 10000);
    QCOMPARE(plies(), std::size_t(1));
    QCOMPARE(f->controller().game().result().outcome, Outcome::BlackWins);
    QTRY_VERIFY_WITH_TIMEOUT(anyChildProcesses().isEmpty(), 10000);
    box()->findChild<QPushButton*>(QStringLiteral("playOn"))->click();
    QTRY_COMPARE_WITH_TIMEOUT(plies(), std::size_t(2), 20000);
}

// The computer's process killed while the person thinks: the game ends by the computer's fault at the
// latest when the person moves, every move kept.
void TestJourney::killWhileThePersonThinks() {
    GameSetup setup;
    setup.player(Color::White) = PlayerSpec::builtin(1);
    QVERIFY(catalogReady());
    QVERIFY(f->window->startGame(setup));
    waitForHuman();
    emit f->window->board().moveRequested(ReviewFixture::move("7g7f"));
    QTRY_COMPARE_WITH_TIMEOUT(plies(), std::size_t(2), 20000);
    QVERIFY(f->controller().humanToMove());
    QVERIFY(killOne(QStringLiteral("shogiban-engine")));
    QTest::qWait(500);
    if (!f->controller().isOver()) emit f->window->board().moveRequested(ReviewFixture::move("2g2f"));
    QTRY_VERIFY_WITH_TIMEOUT(f->controller().isOver(), 10000);
    QCOMPARE(f->controller().game().result().outcome, Outcome::BlackWins);
    QVERIFY(plies() >= 2);
    QTRY_VERIFY_WITH_TIMEOUT(anyChildProcesses().isEmpty(), 10000);
}

// The analysis panel's engine killed: the panel says so, the record is unchanged, nothing is left.
void TestJourney::killDuringPanelAnalysis() {
    QVERIFY(catalogReady());
    QVERIFY(f->window->files().openFile(f->write(QStringLiteral("game.kif"), SampleKif.toUtf8())));
    const std::size_t line = f->record().mainLine().size();
    auto* panel = f->window->findChild<AnalysisPanel*>(QStringLiteral("analysisPanel"));
    QSignalSpy failed(&panel->analysis(), &EngineAnalysis::failed);
    panel->start();
    QTRY_VERIFY_WITH_TIMEOUT(!panel->analysis().lines().empty(), 20000);
    QCOMPARE(childProcesses(QStringLiteral("shogiban-engine")).size(), 1);
    QVERIFY(killOne(QStringLiteral("shogiban-engine")));
    QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 10000);
    QVERIFY(!panel->analysis().isRunning());
    QVERIFY(!f->controller().isModified());
    QCOMPARE(f->record().mainLine().size(), line);
    QTRY_VERIFY_WITH_TIMEOUT(anyChildProcesses().isEmpty(), 10000);
    panel->start(); // and it starts again
    QTRY_VERIFY_WITH_TIMEOUT(!panel->analysis().lines().empty(), 20000);
    panel->stop();
}

// The whole-game analysis' engine killed half-way: the run stops with the reason, what it wrote stays.
void TestJourney::killDuringWholeGameAnalysis() {
    if (!QFileInfo(kFairy).isExecutable()) QSKIP("Fairy-Stockfish is not installed");
    const EngineEntry* engine = installed(kFairy);
    QVERIFY(engine);
    QVERIFY(f->window->files().openFile(f->write(QStringLiteral("blunder.kif"), BlunderKif.toUtf8())));
    const std::size_t line = f->record().mainLine().size();
    auto* actions = f->window->findChild<AnalysisActions*>();
    QSignalSpy done(actions, &AnalysisActions::analysisFinished);
    actions->analyseGame(*engine, 1000);
    QTRY_VERIFY_WITH_TIMEOUT(f->record().root().comment.contains(QStringLiteral("#評価値=")), 20000);
    QVERIFY(killOne(QStringLiteral("fairy-stockfish")));
    QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 10000);
    QVERIFY2(actions->summary().startsWith(QStringLiteral("The analysis stopped: ")),
             qPrintable(actions->summary()));
    QVERIFY(f->record().root().comment.contains(QStringLiteral("#評価値=")));
    QCOMPARE(f->record().mainLine().size(), line);
    QTRY_VERIFY_WITH_TIMEOUT(anyChildProcesses().isEmpty(), 10000);
}

// The engine manager's probe of a new engine killed: the engine is not added, the catalog is free again.
void TestJourney::killDuringTheManagersProbe() {
    if (!QFileInfo(kFairy).isExecutable()) QSKIP("Fairy-Stockfish is not installed");
    EngineCatalog& catalog = f->window->engines();
    QVERIFY(QTest::qWaitFor([&] { return !catalog.isBusy(); }, 30000));
    for (const EngineEntry& e : std::vector<EngineEntry>(catalog.entries()))
        if (e.program == kFairy) catalog.remove(e.id);
    QSignalSpy failed(&catalog, &EngineCatalog::addFailed);
    QSignalSpy added(&catalog, &EngineCatalog::added);
    catalog.add(kFairy);
    QVERIFY(
        QTest::qWaitFor([] { return !childProcesses(QStringLiteral("fairy-stockfish")).isEmpty(); }, 5000));
    QVERIFY(killOne(QStringLiteral("fairy-stockfish")));
    QTRY_VERIFY_WITH_TIMEOUT(!catalog.isBusy(), 10000);
    // Killed before it answered `usi` it fails; a probe that was already done may have added it. Either
    // way the catalog is usable and nothing is left.
    QCOMPARE(failed.count() + added.count(), 1);
    QTRY_VERIFY_WITH_TIMEOUT(anyChildProcesses().isEmpty(), 10000);
}

QTEST_MAIN(TestJourney)
#include "tst_play_journey.moc"
