// The position editor in the main window: a teacher sets up a mate problem with the mouse alone and starts
// reviewing it; the rules core's verdict keeps "play" disabled with the reasons and warns before analysing
// an impossible position, without ever losing the edit; play from here goes through the New Game dialog; a
// game in progress is never dropped without asking; cancel, close, undo and redo, copy and save.
#include "analysis/AnalysisActions.h"
#include "analysis/AnalysisPanel.h"
#include "gui/Autosave.h"
#include "board/BoardEditInput.h"
#include "board/BoardView.h"
#include "editor/EditorPanel.h"
#include "editor/EditorSession.h"
#include "play/Hint.h"
#include "gui/NewGameDialog.h"
#include "gui/RecordFile.h"
#include "gui/SessionSnapshot.h"
#include "tst_review_window.h"
#include "rules/Sfen.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>

using namespace shogi;

namespace {

Square sq(const char* name) {
    return makeSquare(name[0] - '1', name[1] - 'a');
}

} // namespace

class TestGuiEditor : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void tsumeWithTheMouseAloneThenReview();
    void analyseFromHereStartsTheAnalysisAndFindMateSolvesIt();
    void theGameWaitsWhileEditing();
    void theComputerWaitsWhileEditing();
    void aMinishogiPositionIsPlayedOnItsBoard();
    void squaresAreNamedAsTheBoardShowsThem();
    void theAutosaveKeepsTheGameWhileEditing();
    void gameActionsWaitWhileEditing();
    void impossiblePositionIsAnalysedNotPlayed();
    void playFromHereOpensNewGameWithThePosition();
    void playFromAHandicapPresetIsAHandicapGame();
    void aMateProblemCanBePlayed();
    void gameInProgressIsNeverDroppedSilently();
    void cancelAsksAndGoesBackToTheGame();
    void closingTheWindowAsksAboutTheEdit();
    void undoRedoKeysAndCopySave();

private:
    BoardView& board() { return f->window->board(); }
    EditorSession& session() { return f->window->editor(); }
    template <class W> W* find(const char* name) { return f->window->findChild<W*>(QLatin1String(name)); }
    void clickButton(const char* name) {
        QPushButton* button = find<QPushButton>(name);
        QVERIFY2(button, name);
        QVERIFY2(button->isVisible() && button->isEnabled(), name);
        QTest::mouseClick(button, Qt::LeftButton);
    }
    QPointF at(const EditSpot& spot) { return board().editInput()->centerInView(spot); }
    void drag(QPointF from, QPointF to) {
        QWidget* viewport = board().viewport();
        QTest::mousePress(viewport, Qt::LeftButton, {}, from.toPoint());
        for (int step = 1; step <= 5; ++step)
            QTest::mouseMove(viewport, (from + (to - from) * step / 5.0).toPoint());
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, to.toPoint());
    }
    void click(QPointF at) { QTest::mouseClick(board().viewport(), Qt::LeftButton, {}, at.toPoint()); }
    QPointF nowhere() { return board().mapFromScene(board().sceneRect().topLeft() + QPointF(4, 4)); }
    // A move made at the board, as the player to move would.
    void playAtBoard(const char* from, const char* to) {
        QVERIFY(board().selectSquare(sq(from)));
        QVERIFY(board().selectSquare(sq(to)));
    }
    // A mate in 1 set up with the mouse alone: White's king in the corner, a pawn below it, a gold in hand.
    void setUpTsumeWithTheMouse() {
        clickButton("editorKings");
        drag(at(EditSpot::board(sq("5i"))), nowhere());                     // a problem: Black has no king
        drag(at(EditSpot::board(sq("5a"))), at(EditSpot::board(sq("1a")))); // White's king in the corner
        click(at(EditSpot::palette(Color::Black, Pawn)));                   // pick a pawn...
        click(at(EditSpot::board(sq("1c"))));                               // ...and place it
        click(at(EditSpot::palette(Color::Black, Pawn)));                   // put it back in the box
        drag(at(EditSpot::palette(Color::Black, Gold)), at(EditSpot::hand(Color::Black))); // a gold in hand
        clickButton("editorRestToWhite");
    }
    QString edited() { return QString::fromStdString(sfen::format(session().editor().position())); }
    void enterWithTheToolbar() {
        auto* bar = find<QToolBar>("navigationBar");
        QWidget* button = bar->widgetForAction(session().action());
        QVERIFY(button);
        QTest::mouseClick(button, Qt::LeftButton);
        QVERIFY(session().isActive());
        QVERIFY(board().isEditing());
    }

    std::unique_ptr<ReviewFixture> f;
};

void TestGuiEditor::init() {
    f = std::make_unique<ReviewFixture>();
    f->window->resize(1200, 820);
    QVERIFY(QTest::qWaitForWindowExposed(f->window.get()));
}

void TestGuiEditor::cleanup() {
    f.reset();
}

void TestGuiEditor::tsumeWithTheMouseAloneThenReview() {
    enterWithTheToolbar();
    QVERIFY(find<QDockWidget>("editorDock")->isVisible());
    QVERIFY(!find<QDockWidget>("moveDock")->isVisible());

    setUpTsumeWithTheMouse();
    QCOMPARE(edited(), QStringLiteral("8k/9/8P/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1"));
    QVERIFY(session().editor().isTsume());
    QVERIFY(find<QPushButton>("editorPlay")->isEnabled());
    QVERIFY(find<QLabel>("editorVerdict")->text().contains(QStringLiteral("mate problem")));

    clickButton("editorAnalyse");
    QVERIFY(!session().isActive());
    QVERIFY(!board().isEditing());
    QVERIFY(find<QDockWidget>("moveDock")->isVisible());
    GameController& controller = f->controller();
    QVERIFY(!controller.isLive());
    QCOMPARE(QString::fromStdString(sfen::format(f->record().startPosition())),
             QStringLiteral("8k/9/8P/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1"));
    QCOMPARE(controller.current(), &f->record().root());
    QVERIFY(board().shownPosition().sameState(f->record().startPosition()));
    QVERIFY(f->window->windowTitle().startsWith(QStringLiteral("Set-up position")));
    // Ready to analyse: the solution goes in at the board and the referee sees the mate.
    QVERIFY(board().selectHandPiece(Color::Black, Gold));
    QVERIFY(board().selectSquare(sq("1b")));
    QCOMPARE(f->record().mainLineMoveCount(), 1);
    QVERIFY(controller.isOver());
}

// The teacher's "Analyse" shows the analysis panel already running on the problem, and Find Mate solves it.
void TestGuiEditor::analyseFromHereStartsTheAnalysisAndFindMateSolvesIt() {
    enterWithTheToolbar();
    setUpTsumeWithTheMouse();
    clickButton("editorAnalyse");
    QVERIFY(!session().isActive());
    QVERIFY(find<QDockWidget>("analysisDock")->isVisible());
    auto* panel = f->window->findChild<AnalysisPanel*>(QStringLiteral("analysisPanel"));
    QVERIFY(panel->isRunning());
    QVERIFY(panel->analysis().position().sameState(f->record().startPosition()));
    QTRY_VERIFY_WITH_TIMEOUT(!panel->analysis().lines().empty(), 20000);
    QCOMPARE(panel->analysis().lines().front().evaluation.pv.front(), ReviewFixture::move("G*1b"));
    panel->stop();

    auto* actions = f->window->findChild<AnalysisActions*>();
    QVERIFY(actions->findMateAction()->isEnabled());
    QSignalSpy done(actions, &AnalysisActions::mateSearchFinished);
    actions->findMateAction()->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, (AnalysisActions::MateSeconds + 5) * 1000);
    QCOMPARE(done.front().front().toString(), QStringLiteral("Mate in 1"));
    QCOMPARE(f->controller().current()->move, ReviewFixture::move("G*1b"));
}

// A timed game's clock stops while the editor stands over it, the hint and pause wait, and leaving goes on.
void TestGuiEditor::theGameWaitsWhileEditing() {
    GameSetup setup;
    setup.timeControl.kind = TimeControl::Kind::SuddenDeath;
    setup.timeControl.mainMs = 600000;
    QVERIFY(f->window->startGame(setup));
    playAtBoard("7g", "7f");
    GameController& controller = f->controller();
    QVERIFY(controller.clock().isRunning(Color::White));
    QVERIFY(f->window->hint().action()->isEnabled());
    session().enter();
    QVERIFY(controller.isPaused());
    QVERIFY(!controller.clock().isRunning(Color::White));
    QVERIFY(!f->window->hint().action()->isEnabled());
    QVERIFY(!f->window->findChild<QAction*>(QStringLiteral("actionPauseGame"))->isEnabled());
    const std::int64_t left = controller.clock().timeToFlag(Color::White);
    QTest::qWait(300);
    QCOMPARE(controller.clock().timeToFlag(Color::White), left);
    QVERIFY(session().cancel());
    QVERIFY(!controller.isPaused());
    QVERIFY(controller.clock().isRunning(Color::White));
    QVERIFY(f->window->hint().action()->isEnabled());
    playAtBoard("3c", "3d");
    QCOMPARE(f->record().mainLineMoveCount(), 2);
}

// Shogiban's engine, thinking 2 s a move, stops when the editor opens and thinks again when it is left.
void TestGuiEditor::theComputerWaitsWhileEditing() {
    GameSetup setup;
    setup.player(Color::White) = PlayerSpec::builtin(10);
    setup.player(Color::White).moveTimeMs = 2000;
    QVERIFY(f->window->startGame(setup));
    QTRY_VERIFY_WITH_TIMEOUT(!f->controller().isWaitingForPlayers(), 20000);
    playAtBoard("7g", "7f");
    session().enter();
    QVERIFY(f->controller().isPaused());
    QTest::qWait(3500); // past its time: a move it found anyway is not played
    QCOMPARE(f->record().mainLineMoveCount(), 1);
    QVERIFY(session().cancel());
    QVERIFY(!f->controller().isPaused());
    QTRY_COMPARE_WITH_TIMEOUT(f->record().mainLineMoveCount(), 2, 20000);
}

// A position set up on the minishogi board is played on that board, with the players that can play it.
void TestGuiEditor::aMinishogiPositionIsPlayedOnItsBoard() {
    session().enter();
    auto* boards = find<QComboBox>("editorBoardChoice");
    boards->setCurrentIndex(boards->findData(int(VariantKind::Minishogi)));
    clickButton("editorStart");
    QCOMPARE(session().editor().position().variant().kind, VariantKind::Minishogi);
    drag(at(EditSpot::board(makeSquare(4, 3))), at(EditSpot::board(makeSquare(4, 2)))); // the pawn to 5c
    const QString position = edited();
    GameSetup offered;
    QTimer::singleShot(0, this, [&] {
        auto* dialog = qobject_cast<NewGameDialog*>(QApplication::activeModalWidget());
        if (!dialog) return;
        offered = dialog->setup();
        dialog->accept();
    });
    clickButton("editorPlay");
    QCOMPARE(offered.variant, VariantKind::Minishogi);
    QCOMPARE(offered.startSfen, position);
    QVERIFY(f->controller().isLive());
    QCOMPARE(f->record().startPosition().variant().kind, VariantKind::Minishogi);
    QCOMPARE(QString::fromStdString(sfen::format(f->record().startPosition())), position);
}

// The board's ranks follow the move notation (letters with "P-7f", kanji with "７六歩") until the user
// chooses; the reasons name squares the same way.
void TestGuiEditor::squaresAreNamedAsTheBoardShowsThem() {
    QCOMPARE(f->settings->notation(), Settings::Notation::Western);
    QVERIFY(f->settings->westernCoordinates());
    f->settings->setNotation(Settings::Notation::Japanese);
    QVERIFY(!f->settings->westernCoordinates());
    f->settings->setNotation(Settings::Notation::Western);
    session().enter();
    clickButton("editorKings");
    drag(at(EditSpot::palette(Color::Black, Pawn)), at(EditSpot::board(sq("9a")))); // a pawn that cannot move
    auto* verdict = find<QLabel>("editorVerdict");
    QVERIFY2(verdict->text().contains(QStringLiteral("Black's pawn on 9a could never move.")),
             qPrintable(verdict->text()));
    f->settings->setWesternCoordinates(false);
    QVERIFY2(verdict->text().contains(QStringLiteral("Black's pawn on ９一 could never move.")),
             qPrintable(verdict->text()));
    f->settings->setNotation(Settings::Notation::Western);
    QVERIFY(!f->settings->westernCoordinates()); // the user's choice outlasts the default
}

// What a crash during editing leaves is the game underneath, not the position being set up.
void TestGuiEditor::theAutosaveKeepsTheGameWhileEditing() {
    Autosave autosave(f->window->controller(), f->window->files(), f->path(QStringLiteral("autosave")));
    playAtBoard("7g", "7f");
    QTRY_VERIFY(!autosave.isPending());
    session().enter();
    clickButton("editorKings");
    drag(at(EditSpot::palette(Color::Black, Gold)), at(EditSpot::board(sq("5b"))));
    QTRY_VERIFY(!autosave.isPending());
    QVERIFY(autosave.writeNow());
    QFile file(autosave.filePath());
    QVERIFY(file.open(QIODevice::ReadOnly));
    const auto saved = SessionSnapshot::read(file.readAll());
    QVERIFY(saved.ok());
    QCOMPARE(saved->record.mainLineMoveCount(), 1);
    QCOMPARE(saved->record.root().children.front()->move, ReviewFixture::move("7g7f"));
    QVERIFY(saved->live);
}

void TestGuiEditor::gameActionsWaitWhileEditing() {
    playAtBoard("7g", "7f");
    QCOMPARE(f->record().mainLineMoveCount(), 1); // a live game with a move: Undo Move is on
    auto* undoMove = f->window->findChild<QAction*>(QStringLiteral("actionUndo"));
    QVERIFY(undoMove->isEnabled());
    session().enter();
    QVERIFY(!undoMove->isEnabled());
    // Ctrl+Z is the editor's now.
    drag(at(EditSpot::board(sq("2g"))), at(EditSpot::board(sq("2e"))));
    QTest::keyClick(f->window.get(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(session().editor().position().pieceOn(sq("2g")), makePiece(Color::Black, Pawn));
    QCOMPARE(f->record().mainLineMoveCount(), 1);
    QVERIFY(session().cancel());
    QVERIFY(undoMove->isEnabled());
    QCOMPARE(f->record().mainLineMoveCount(), 1);
}

void TestGuiEditor::impossiblePositionIsAnalysedNotPlayed() {
    session().enter();
    drag(at(EditSpot::board(sq("5a"))), nowhere());
    drag(at(EditSpot::palette(Color::Black, Pawn)), at(EditSpot::board(sq("3e")))); // nifu on file 3
    auto* play = find<QPushButton>("editorPlay");
    QVERIFY(!play->isEnabled());
    QVERIFY(play->toolTip().contains(QStringLiteral("White has no king.")));
    QVERIFY(play->toolTip().contains(QStringLiteral("Nifu: Black has 2 unpromoted pawns on file 3.")));
    QVERIFY(play->toolTip().contains(QStringLiteral("Too many pawns: 19, and the set has 18.")));
    const QString position = edited();
    // The warning first: Keep Editing keeps everything.
    f->script.answers = {QMessageBox::RejectRole};
    clickButton("editorAnalyse");
    QVERIFY(session().isActive());
    QCOMPARE(edited(), position);
    QVERIFY(f->script.asked.last().contains(QStringLiteral("White has no king.")));
    QVERIFY(f->script.buttons.last().contains(QStringLiteral("Analyse Anyway")));
    // Then analysed anyway.
    f->script.answers = {QMessageBox::AcceptRole};
    clickButton("editorAnalyse");
    QVERIFY(!session().isActive());
    QCOMPARE(QString::fromStdString(sfen::format(f->record().startPosition())), position);
    // Play stays refused even when asked directly, with the reasons.
    session().enter();
    const int asked = int(f->script.asked.size());
    session().play();
    QCOMPARE(f->script.asked.size(), asked + 1);
    QVERIFY(f->script.asked.last().contains(QStringLiteral("cannot be played")));
    QVERIFY(session().isActive());
}

void TestGuiEditor::playFromHereOpensNewGameWithThePosition() {
    session().enter();
    drag(at(EditSpot::board(sq("7g"))), at(EditSpot::board(sq("7e"))));
    QTest::mouseClick(find<QRadioButton>("editorWhiteToMove"), Qt::LeftButton);
    const QString position = edited();
    QString shownStart;
    QTimer::singleShot(0, this, [&] {
        auto* dialog = qobject_cast<NewGameDialog*>(QApplication::activeModalWidget());
        if (!dialog) return;
        if (auto* label = dialog->findChild<QLabel*>(QStringLiteral("customStartLabel")))
            shownStart = label->text();
        QCOMPARE(dialog->setup().startSfen, position);
        dialog->accept();
    });
    clickButton("editorPlay");
    QVERIFY(!shownStart.isEmpty());
    QVERIFY(!session().isActive());
    QVERIFY(f->controller().isLive());
    QCOMPARE(QString::fromStdString(sfen::format(f->record().startPosition())), position);
    QVERIFY(board().shownPosition().sameState(f->record().startPosition()));
}

void TestGuiEditor::playFromAHandicapPresetIsAHandicapGame() {
    session().enter();
    auto* handicaps = find<QComboBox>("editorHandicapChoice");
    handicaps->setCurrentIndex(handicaps->findData(QStringLiteral("bishop")));
    clickButton("editorHandicap");
    QTimer::singleShot(0, this, [] {
        if (auto* dialog = qobject_cast<NewGameDialog*>(QApplication::activeModalWidget())) dialog->accept();
    });
    clickButton("editorPlay");
    QVERIFY(f->controller().isLive());
    QVERIFY(f->controller().isHandicap());
    QCOMPARE(f->controller().setup().handicapId, QStringLiteral("bishop"));
}

void TestGuiEditor::aMateProblemCanBePlayed() {
    session().enter();
    clickButton("editorKings");
    drag(at(EditSpot::board(sq("5i"))), nowhere());
    drag(at(EditSpot::palette(Color::Black, Gold)), at(EditSpot::board(sq("5c"))));
    drag(at(EditSpot::palette(Color::Black, Gold)), at(EditSpot::hand(Color::Black)));
    clickButton("editorRestToWhite");
    QTimer::singleShot(0, this, [] {
        if (auto* dialog = qobject_cast<NewGameDialog*>(QApplication::activeModalWidget())) dialog->accept();
    });
    clickButton("editorPlay");
    QVERIFY(f->controller().isLive());
    QCOMPARE(f->record().startPosition().kingSquare(Color::Black), NoSquare);
    // The solver plays G*5b, mate.
    QVERIFY(board().selectHandPiece(Color::Black, Gold));
    QVERIFY(board().selectSquare(sq("5b")));
    QCOMPARE(f->record().mainLineMoveCount(), 1);
    QVERIFY(f->controller().isOver());
}

void TestGuiEditor::gameInProgressIsNeverDroppedSilently() {
    playAtBoard("7g", "7f");
    QCOMPARE(f->record().mainLineMoveCount(), 1);
    session().enter();
    drag(at(EditSpot::board(sq("2b"))), at(EditSpot::hand(Color::Black)));
    const QString position = edited();
    // Asked as File → New Game asks; Cancel keeps both the game and the edit.
    f->script.answers = {QMessageBox::RejectRole};
    clickButton("editorAnalyse");
    QVERIFY(f->script.asked.last().contains(QStringLiteral("The game in progress has not been saved")));
    QVERIFY(session().isActive());
    QCOMPARE(edited(), position);
    QCOMPARE(f->record().mainLineMoveCount(), 1);
    QVERIFY(f->controller().isLive());
    f->script.answers = {QMessageBox::DestructiveRole};
    clickButton("editorAnalyse");
    QVERIFY(!session().isActive());
    QCOMPARE(QString::fromStdString(sfen::format(f->record().startPosition())), position);
}

void TestGuiEditor::cancelAsksAndGoesBackToTheGame() {
    playAtBoard("7g", "7f");
    QCOMPARE(f->record().mainLineMoveCount(), 1);
    const Position game = f->controller().currentPosition();
    session().enter();
    QVERIFY(session().editor().position().sameState(game)); // the editor starts from the position shown
    clickButton("editorKings");
    f->script.answers = {QMessageBox::RejectRole};
    clickButton("editorCancel");
    QVERIFY(f->script.buttons.last().contains(QStringLiteral("Discard Position")));
    QVERIFY(session().isActive());
    QCOMPARE(edited(), QStringLiteral("4k4/9/9/9/9/9/9/9/4K4 b - 1"));
    f->script.answers = {QMessageBox::DestructiveRole};
    session().action()->trigger(); // the toolbar button again
    QVERIFY(!session().isActive());
    QVERIFY(!session().action()->isChecked());
    QVERIFY(board().shownPosition().sameState(game));
    QVERIFY(f->controller().isLive());
    // Unchanged: no question.
    const int asked = int(f->script.asked.size());
    session().enter();
    QVERIFY(session().cancel());
    QCOMPARE(f->script.asked.size(), asked);
}

void TestGuiEditor::closingTheWindowAsksAboutTheEdit() {
    session().enter();
    clickButton("editorKings");
    f->script.answers = {QMessageBox::RejectRole};
    QVERIFY(!f->window->close());
    QVERIFY(session().isActive());
    f->script.answers = {QMessageBox::DestructiveRole};
    QVERIFY(f->window->close());
}

void TestGuiEditor::undoRedoKeysAndCopySave() {
    session().enter();
    clickButton("editorKings");
    drag(at(EditSpot::palette(Color::White, Silver)), at(EditSpot::board(sq("4b"))));
    const QString position = edited();
    QTest::keyClick(f->window.get(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(edited(), QStringLiteral("4k4/9/9/9/9/9/9/9/4K4 b - 1"));
    QTest::keyClick(f->window.get(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(edited(), position);
    clickButton("editorCopySfen");
    QCOMPARE(QGuiApplication::clipboard()->text(), position);
    f->script.savePath = f->path(QStringLiteral("problem.kif"));
    clickButton("editorSave");
    QVERIFY(session().isActive()); // saving is not leaving
    QFile file(f->script.savePath);
    QVERIFY(file.open(QIODevice::ReadOnly));
    auto read = RecordFile::read(file.readAll(), f->script.savePath, 0);
    QVERIFY(read.ok());
    QCOMPARE(QString::fromStdString(sfen::format(read->record.startPosition())), position);
}

QTEST_MAIN(TestGuiEditor)
#include "tst_gui_editor.moc"
