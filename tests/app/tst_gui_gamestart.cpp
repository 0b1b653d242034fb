// When a game starts and what stops it, as the window does it: a plain start shows the remembered game and
// begins nothing (no clock, no program) until the person moving first moves or New Game is chosen; a
// question of the program's own stops a timed game's clocks until it is answered; the title names the game's
// players before it has a file; the Italian editor's Undo and Cancel say different things.
#include "board/BoardView.h"
#include "game/GameController.h"
#include "gui/LanguageManager.h"
#include "gui/MainWindow.h"
#include "gui/Settings.h"
#include "play/UserPrompts.h"
#include "rules/Usi.h"

#include <QAction>
#include <QCoreApplication>
#include <QMessageBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace shogi;

namespace {

Move usiMove(const char* text) {
    return *usi::parseMove(text, Variant::get(VariantKind::Standard));
}

GameSetup timedSetup() {
    GameSetup setup;
    setup.timeControl = TimeControl::byoyomi(600000, 30000);
    return setup;
}

} // namespace

class TestGameStart : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void aPlainStartBeginsNothing();
    void theComputerMovingFirstWaitsForNewGame();
    void aQuestionStopsTheClocks();
    void theTitleNamesThePlayers();
    void italianEditorUndoAndCancelDiffer();

private:
    // A window on scratch settings whose last game was `setup`.
    void open(const GameSetup& setup);
    GameController& controller() { return m_window->controller(); }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Settings> m_settings;
    LanguageManager m_languages;
    std::unique_ptr<MainWindow> m_window;
    QList<bool> m_clockRanDuringQuestion;
};

void TestGameStart::init() {
    m_dir = std::make_unique<QTemporaryDir>();
    m_settings = std::make_unique<Settings>(m_dir->filePath(QStringLiteral("s.ini")));
    m_settings->setLanguage(QStringLiteral("en"));
    m_clockRanDuringQuestion.clear();
}

void TestGameStart::cleanup() {
    m_window.reset();
    m_settings.reset();
}

void TestGameStart::open(const GameSetup& setup) {
    m_settings->setLastSetup(setup);
    m_window = std::make_unique<MainWindow>(*m_settings, m_languages);
    UserPrompts prompts = UserPrompts::dialogs();
    prompts.ask = [this](QMessageBox&) -> QAbstractButton* {
        m_clockRanDuringQuestion << (controller().clock().isRunning(Color::Black) ||
                                     controller().clock().isRunning(Color::White));
        return nullptr; // closed: "Keep Playing", "Cancel"
    };
    m_window->setPrompts(prompts);
    m_window->show();
}

// What a crash's restore question would stand over is a board and nothing running: the game begins with the
// first move of the person who moves first.
void TestGameStart::aPlainStartBeginsNothing() {
    open(timedSetup());
    QVERIFY(m_window->isGamePrepared());
    QVERIFY(!controller().isLive());
    QVERIFY(!controller().player(Color::Black)); // no player made, no program started
    QVERIFY(!controller().clock().isRunning(Color::Black));
    QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("first move")));
    emit m_window->board().moveRequested(usiMove("7g7f"));
    QVERIFY(controller().isLive());
    QVERIFY(!m_window->isGamePrepared());
    QCOMPARE(controller().game().moves().size(), std::size_t(1));
    QVERIFY(controller().clock().isRunning(Color::White));
    emit m_window->board().moveRequested(usiMove("3c3d"));
    QCOMPARE(controller().game().moves().size(), std::size_t(2));
}

void TestGameStart::theComputerMovingFirstWaitsForNewGame() {
    GameSetup setup = timedSetup();
    setup.player(Color::Black) = PlayerSpec::builtin(1);
    open(setup);
    QVERIFY(m_window->isGamePrepared());
    QVERIFY(!controller().player(Color::Black));
    emit m_window->board().moveRequested(usiMove("7g7f"));
    QVERIFY(!controller().isLive());
    QVERIFY(controller().record().root().children.empty());
    QVERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("Choose New Game")),
             qPrintable(m_window->statusBar()->currentMessage()));
}

// Resign? asked during a timed game: both clocks stand still while the box is open, and the clock of the side
// to move runs again once it is answered.
void TestGameStart::aQuestionStopsTheClocks() {
    open(timedSetup());
    QVERIFY(m_window->startGame(timedSetup()));
    emit m_window->board().moveRequested(usiMove("7g7f"));
    QVERIFY(controller().clock().isRunning(Color::White));
    m_window->findChild<QAction*>(QStringLiteral("actionResign"))->trigger();
    QCOMPARE(m_clockRanDuringQuestion, QList<bool>{false});
    QVERIFY(!controller().isOver());
    QVERIFY(controller().clock().isRunning(Color::White));
    // Pause and resume, a game between people with a clock.
    QAction* pause = m_window->findChild<QAction*>(QStringLiteral("actionPauseGame"));
    QVERIFY(pause->isEnabled());
    pause->trigger();
    QVERIFY(controller().isPaused());
    QVERIFY(!controller().clock().isRunning(Color::White));
    QVERIFY(!controller().humanToMove()); // the board takes no move
    pause->trigger();
    QVERIFY(controller().clock().isRunning(Color::White));
}

void TestGameStart::theTitleNamesThePlayers() {
    open(GameSetup{});
    GameSetup setup;
    setup.blackName = QStringLiteral("Hanako");
    setup.whiteName = QStringLiteral("Taro");
    QVERIFY(m_window->startGame(setup));
    QVERIFY2(m_window->windowTitle().contains(QStringLiteral("Hanako vs Taro")),
             qPrintable(m_window->windowTitle()));
}

void TestGameStart::italianEditorUndoAndCancelDiffer() {
    QVERIFY(m_languages.apply(QStringLiteral("it")));
    const QString undo = QCoreApplication::translate("EditorPanel", "Undo");
    const QString cancel = QCoreApplication::translate("EditorPanel", "Cancel");
    QVERIFY2(undo != QStringLiteral("Undo") && cancel != QStringLiteral("Cancel"), qPrintable(undo + cancel));
    QVERIFY2(undo != cancel, qPrintable(undo));
    QVERIFY(m_languages.apply(QStringLiteral("en")));
}

QTEST_MAIN(TestGameStart)
#include "tst_gui_gamestart.moc"
