// The main window around the board: moves arrive from the board's signals, a mate ends the game with its
// message, an illegal drop is refused with its translated reason (friendly) or loses (tournament), the move
// list looks back read-only while a timed game goes on, preferences apply live, and the threat and mate
// watch has its switch on the game bar.
#include "analysis/AnalysisPanel.h"
#include "board/BoardView.h"
#include "gui/LanguageManager.h"
#include "gui/MainWindow.h"
#include "gui/Settings.h"
#include "game/ShogiTerms.h"
#include "rules/Usi.h"

#include <QAction>
#include <QDockWidget>
#include <QTreeWidget>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QToolButton>

using namespace shogi;

namespace {

Move usiMove(const char* text) {
    auto m = usi::parseMove(text, Variant::get(VariantKind::Standard));
    if (!m) qFatal("bad test move %s", text);
    return *m;
}

GameSetup fromSfen(const char* sfen, IllegalMovePolicy policy = IllegalMovePolicy::Friendly) {
    GameSetup s;
    s.startSfen = QString::fromLatin1(sfen);
    s.policy = policy;
    return s;
}

const char* const NifuPosition = "4k4/9/9/9/9/9/4P4/9/4K4 b P 1";

} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void mateShowsTheResult();
    void gamePlayedOnFromMove41();
    void illegalDropRefusedWithTranslatedReason();
    void illegalDropLosesInTournament();
    void refusalClearedByTheNextMoveInReview();
    void reviewingAPastPositionOfATimedGame();
    void flip();
    void notationFollowsThePreferences();
    void watchSwitchOnTheGameBar();
    void analysisDockComesBack_data();
    void analysisDockComesBack();
    void editorLayoutIsNotSaved();

private:
    QTemporaryDir m_dir;
    Settings* m_settings = nullptr;
    LanguageManager* m_languages = nullptr;
    MainWindow* m_window = nullptr;
};

void TestMainWindow::init() {
    QFile::remove(m_dir.filePath(QStringLiteral("s.ini")));
    m_settings = new Settings(m_dir.filePath(QStringLiteral("s.ini")));
    m_settings->setLanguage(QStringLiteral("en"));
    m_settings->setNotation(Settings::Notation::Western);
    m_languages = new LanguageManager;
    m_window = new MainWindow(*m_settings, *m_languages);
    m_window->show();
}

void TestMainWindow::cleanup() {
    delete m_window;
    delete m_languages;
    delete m_settings;
}

void TestMainWindow::mateShowsTheResult() {
    QVERIFY(m_window->startGame(fromSfen("3k5/9/4P4/9/9/9/9/9/4K4 w G 1")));
    QVERIFY(m_window->board().humanMayMove());
    emit m_window->board().moveRequested(usiMove("6a5a"));
    emit m_window->board().moveRequested(usiMove("G*5b"));
    QVERIFY(m_window->controller().isOver());
    const QString expected = QStringLiteral("Checkmate: Black wins.");
    QCOMPARE(m_window->statusBar()->currentMessage(), expected);
    auto* box = m_window->findChild<QMessageBox*>(QStringLiteral("resultBox"));
    QVERIFY(box);
    QTRY_VERIFY(box->isVisible());
    QCOMPARE(box->text(), expected);
    // What ended it, how long it was, and what comes next: Save, New Game, or a look back (Review).
    QCOMPARE(box->informativeText(), QStringLiteral("The game ended after move 2."));
    QCOMPARE(box->button(QMessageBox::Ok)->text(), QStringLiteral("Review"));
    QVERIFY(box->findChild<QPushButton*>(QStringLiteral("resultSave"))->isVisible());
    QVERIFY(box->findChild<QPushButton*>(QStringLiteral("resultNewGame"))->isVisible());
    QVERIFY(!m_window->board().humanMayMove());
    QVERIFY(!m_window->findChild<QAction*>(QStringLiteral("actionResign"))->isEnabled());
}

// A game set up from move 40 of another (Play from Here) goes on from move 41: the move list, the status
// line, the result and the record say so.
void TestMainWindow::gamePlayedOnFromMove41() {
    QVERIFY(m_window->startGame(fromSfen("3k5/9/4P4/9/9/9/9/9/4K4 w G 41")));
    QCOMPARE(m_window->findChild<QLabel*>(QStringLiteral("turnLabel"))->text(),
             QStringLiteral("Move 41: White to play"));
    emit m_window->board().moveRequested(usiMove("6a5a"));
    QCOMPARE(m_window->findChild<QLabel*>(QStringLiteral("turnLabel"))->text(),
             QStringLiteral("Move 42: Black to play"));
    emit m_window->board().moveRequested(usiMove("G*5b"));
    QVERIFY(m_window->controller().isOver());
    QCOMPARE(m_window->controller().record().movesBeforeStart(), 40);
    auto* list = m_window->findChild<QTreeWidget*>(QStringLiteral("moveList"));
    QTRY_VERIFY(list->topLevelItemCount() >= 3);
    QCOMPARE(list->topLevelItem(1)->text(0), QStringLiteral("41"));
    QCOMPARE(list->topLevelItem(2)->text(0), QStringLiteral("42"));
    auto* box = m_window->findChild<QMessageBox*>(QStringLiteral("resultBox"));
    QTRY_VERIFY(box && box->isVisible());
    QCOMPARE(box->informativeText(), QStringLiteral("The game ended after move 42."));
}

void TestMainWindow::illegalDropRefusedWithTranslatedReason() {
    m_settings->setLanguage(QStringLiteral("es"));
    QVERIFY(m_window->startGame(fromSfen(NifuPosition)));
    const Move nifu = usiMove("P*5e");
    emit m_window->board().illegalMoveAttempted(nifu, explainMove(m_window->board().position(), nifu));
    const QString reason = m_window->statusBar()->currentMessage();
    QCOMPARE(reason, ShogiTerms::illegalReason(IllegalReason::Nifu));
    QVERIFY(reason.startsWith(QStringLiteral("Nifu")));
    QVERIFY(reason !=
            QStringLiteral("Nifu: two unpromoted pawns of one side may not stand on the same file."));
    QVERIFY(!m_window->controller().isOver());
    QVERIFY(m_window->board().humanMayMove());
}

void TestMainWindow::illegalDropLosesInTournament() {
    QVERIFY(m_window->startGame(fromSfen(NifuPosition, IllegalMovePolicy::Tournament)));
    const Move nifu = usiMove("P*5e");
    emit m_window->board().illegalMoveAttempted(nifu, IllegalReason::Nifu);
    QVERIFY(m_window->controller().isOver());
    QCOMPARE(m_window->statusBar()->currentMessage(),
             QStringLiteral("Illegal move by Black (%1): White wins.")
                 .arg(ShogiTerms::illegalReason(IllegalReason::Nifu)));
    QVERIFY(!m_window->board().humanMayMove());
}

void TestMainWindow::refusalClearedByTheNextMoveInReview() {
    QVERIFY(m_window->files().pasteGame(QStringLiteral("position sfen 4k4/9/9/9/9/9/4P4/9/4K4 b P 1")));
    QVERIFY(!m_window->controller().isLive());
    const Move nifu = usiMove("P*5e");
    emit m_window->board().illegalMoveAttempted(nifu, IllegalReason::Nifu);
    QCOMPARE(m_window->statusBar()->currentMessage(), ShogiTerms::illegalReason(IllegalReason::Nifu));
    emit m_window->board().moveRequested(usiMove("5i4h"));
    QCOMPARE(m_window->controller().current()->ply, 1);
    QVERIFY(m_window->statusBar()->currentMessage().isEmpty());
}

void TestMainWindow::reviewingAPastPositionOfATimedGame() {
    GameSetup timed;
    timed.timeControl = TimeControl::suddenDeath(10 * 60 * 1000);
    QVERIFY(m_window->startGame(timed));
    emit m_window->board().moveRequested(usiMove("7g7f"));
    emit m_window->board().moveRequested(usiMove("3c3d"));
    QVERIFY(m_window->statusBar()->currentMessage().isEmpty()); // each move reached only the side to move
    auto* list = m_window->findChild<QTreeWidget*>(QStringLiteral("moveList"));
    QCOMPARE(list->topLevelItemCount(), 3); // the start and two moves
    QCOMPARE(list->topLevelItem(1)->text(0), QStringLiteral("1"));
    QCOMPARE(list->topLevelItem(1)->text(1), QStringLiteral("P-7f"));
    list->setCurrentItem(list->topLevelItem(1));
    // While the clock runs, looking back is read-only: the game stays where it is.
    QVERIFY(m_window->controller().isBrowsing());
    QCOMPARE(m_window->controller().current()->ply, 1);
    QCOMPARE(m_window->controller().playNode()->ply, 2);
    QVERIFY(!m_window->board().humanMayMove());
    Position afterFirst = m_window->controller().record().startPosition();
    afterFirst.doMove(usiMove("7g7f"));
    QVERIFY(m_window->board().position().sameState(afterFirst));
    m_window->findChild<QAction*>(QStringLiteral("actionBackToGame"))->trigger();
    QVERIFY(!m_window->controller().isBrowsing());
    QVERIFY(m_window->board().position().sameState(m_window->controller().game().position()));
    QVERIFY(m_window->board().humanMayMove());
}

// The flip is kept for the next start.
void TestMainWindow::flip() {
    QVERIFY(!m_window->board().isFlipped());
    m_window->findChild<QAction*>(QStringLiteral("actionFlip"))->trigger();
    QVERIFY(m_window->board().isFlipped());
    delete m_window;
    m_window = new MainWindow(*m_settings, *m_languages);
    QVERIFY(m_window->board().isFlipped());
    m_window->findChild<QAction*>(QStringLiteral("actionFlip"))->trigger();
    QVERIFY(!m_window->board().isFlipped());
    QVERIFY(!Settings(m_dir.filePath(QStringLiteral("s.ini"))).boardFlipped());
}

void TestMainWindow::notationFollowsThePreferences() {
    emit m_window->board().moveRequested(usiMove("7g7f"));
    auto* list = m_window->findChild<QTreeWidget*>(QStringLiteral("moveList"));
    QCOMPARE(list->topLevelItem(1)->text(1), QStringLiteral("P-7f"));
    m_settings->setNotation(Settings::Notation::Japanese);
    QCOMPARE(list->topLevelItem(1)->text(1), QStringLiteral("☗７六歩"));
}

// A checkable button with its own icon, the panel's explanation as its tooltip; a click switches the watch
// and the remembered setting as the menu item does.
void TestMainWindow::watchSwitchOnTheGameBar() {
    auto* watch = m_window->findChild<QAction*>(QStringLiteral("actionThreatWatch"));
    auto* bar = m_window->findChild<QToolBar*>(QStringLiteral("gameBar"));
    QVERIFY(watch && bar);
    auto* button = qobject_cast<QToolButton*>(bar->widgetForAction(watch));
    QVERIFY(button);
    QVERIFY(button->isCheckable());
    QVERIFY(!watch->icon().pixmap(24, 24).isNull());
    QVERIFY(watch->toolTip().contains(QStringLiteral("red arrow")));
    QVERIFY(!m_settings->threatWatch());
    QTest::mouseClick(button, Qt::LeftButton);
    QVERIFY(watch->isChecked());
    QVERIFY(button->isChecked());
    QVERIFY(m_settings->threatWatch());
    QTest::mouseClick(button, Qt::LeftButton);
    QVERIFY(!watch->isChecked());
    QVERIFY(!m_settings->threatWatch());
}

// The analysis panel a user left open is there after a restart, in the same place, idle (no engine starts
// until Analyse): after a normal exit, and after a session that ended by a signal (no close event: the
// layout saved a moment after it changed is what the next start reads).
void TestMainWindow::analysisDockComesBack_data() {
    QTest::addColumn<bool>("closed");
    QTest::newRow("closed") << true;
    QTest::newRow("killed") << false;
}

void TestMainWindow::analysisDockComesBack() {
    QFETCH(bool, closed);
    m_window->resize(1366, 740);
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    auto* dock = m_window->findChild<QDockWidget*>(QStringLiteral("analysisDock"));
    QVERIFY(dock && !dock->isVisible());
    dock->toggleViewAction()->trigger();
    QTRY_VERIFY(dock->isVisible());
    QTRY_VERIFY(
        !m_window->tabifiedDockWidgets(dock).contains(m_window->findChild<QDockWidget*>("commentDock")));
    const QRect where = dock->geometry();
    if (closed) {
        QVERIFY(m_window->close());
    } else {
        const QByteArray before = Settings(m_dir.filePath(QStringLiteral("s.ini"))).windowState();
        QTRY_VERIFY_WITH_TIMEOUT(Settings(m_dir.filePath(QStringLiteral("s.ini"))).windowState() != before,
                                 5000);
    }
    Settings reopened(m_dir.filePath(QStringLiteral("s.ini")));
    MainWindow second(reopened, *m_languages);
    second.resize(1366, 740); // the offscreen screen is smaller: restoreGeometry fits the window to it
    second.show();
    QVERIFY(QTest::qWaitForWindowExposed(&second));
    auto* again = second.findChild<QDockWidget*>(QStringLiteral("analysisDock"));
    QTRY_VERIFY(again->isVisible());
    QCOMPARE(second.dockWidgetArea(again), Qt::RightDockWidgetArea);
    QVERIFY(!again->isFloating());
    // Beside the moves again, not tabbed with the comment; the board-first layout shares the width anew.
    QVERIFY(!second.tabifiedDockWidgets(again).contains(second.findChild<QDockWidget*>("commentDock")));
    QTRY_VERIFY(again->geometry().left() > second.findChild<QDockWidget*>("moveDock")->geometry().left());
    QCOMPARE(again->geometry().right(), where.right());
    QCOMPARE(again->geometry().top(), where.top());
    QVERIFY2(std::abs(again->width() - where.width()) < where.width() / 5,
             qPrintable(QStringLiteral("%1 then %2 px wide").arg(where.width()).arg(again->width())));
    QVERIFY(!second.findChild<AnalysisPanel*>()->isRunning());
}

// The position editor puts its panel in the docks' place for a while: a session that ends by a signal during
// it opens again with the docks the user had, not the editor's panel over a hidden move list.
void TestMainWindow::editorLayoutIsNotSaved() {
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    m_window->findChild<QAction*>(QStringLiteral("actionSetUpPosition"))->trigger();
    QTRY_VERIFY(m_window->findChild<QDockWidget*>(QStringLiteral("editorDock"))->isVisible());
    QTest::qWait(1500); // past the layout's save
    Settings reopened(m_dir.filePath(QStringLiteral("s.ini")));
    MainWindow second(reopened, *m_languages);
    second.show();
    QVERIFY(QTest::qWaitForWindowExposed(&second));
    QTRY_VERIFY(second.findChild<QDockWidget*>(QStringLiteral("moveDock"))->isVisible());
    QVERIFY(!second.findChild<QDockWidget*>(QStringLiteral("editorDock"))->isVisible());
}

QTEST_MAIN(TestMainWindow)
#include "tst_gui_mainwindow.moc"
