// A game against an engine as the window plays it: Undo takes back while the engine thinks and the answer
// it was working on never arrives; Hint is off while the engine is to move; the engine log shows the raw
// conversation; a game between two programs pauses, resumes and stops from the Game menu; an engine that
// crashes ends the game with a result box that says so and shows its last output, and the game can go on
// against Shogiban's engine from the last position.
#include "board/BoardView.h"
#include "play/EngineCatalog.h"
#include "play/EngineLogView.h"
#include "FakeEngine.h"
#include "game/GameController.h"
#include "gui/LanguageManager.h"
#include "gui/MainWindow.h"
#include "gui/Settings.h"
#include "rules/Usi.h"

#include <QAction>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace shogi;

namespace {

Move usiMove(const char* text) {
    return *usi::parseMove(text, Variant::get(VariantKind::Standard));
}

} // namespace

class TestEngineWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init();
    void cleanup();
    void takebackWhileTheEngineThinks();
    void engineLog();
    void pauseResumeStop();
    void crashEndsTheGameWithItsOutput();
    void theBoardTurnsToThePerson();

private:
    QAction* action(const char* name) { return m_window->findChild<QAction*>(QString::fromLatin1(name)); }
    std::size_t plies() { return m_window->controller().game().moves().size(); }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Settings> m_settings;
    LanguageManager m_languages;
    std::unique_ptr<MainWindow> m_window;
};

void TestEngineWindow::init() {
    m_dir = std::make_unique<QTemporaryDir>();
    m_settings = std::make_unique<Settings>(m_dir->filePath(QStringLiteral("s.ini")));
    m_settings->setLanguage(QStringLiteral("en"));
    m_window = std::make_unique<MainWindow>(*m_settings, m_languages);
    m_window->show();
}

void TestEngineWindow::cleanup() {
    m_window.reset();
    m_settings.reset();
}

void TestEngineWindow::takebackWhileTheEngineThinks() {
    GameSetup setup;
    setup.player(Color::White) = PlayerSpec::builtin(10);
    setup.player(Color::White).moveTimeMs = 3000; // long enough to be interrupted
    QVERIFY(m_window->startGame(setup));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->controller().humanToMove(), 10000);
    QVERIFY(action("actionHint")->isEnabled());
    emit m_window->board().moveRequested(usiMove("7g7f"));
    QCOMPARE(plies(), std::size_t(1));
    QVERIFY(!action("actionHint")->isEnabled()); // the engine is to move
    QVERIFY(action("actionUndo")->isEnabled());
    QTest::qWait(300); // the engine is thinking
    QCOMPARE(plies(), std::size_t(1));
    action("actionUndo")->trigger();
    QCOMPARE(plies(), std::size_t(0));
    QVERIFY(m_window->controller().humanToMove());
    QVERIFY(action("actionHint")->isEnabled());
    QTest::qWait(3500); // the search it was stopped in is not played
    QCOMPARE(plies(), std::size_t(0));
    QVERIFY(!m_window->controller().isOver());
    // And the game goes on.
    emit m_window->board().moveRequested(usiMove("2g2f"));
    QTRY_COMPARE_WITH_TIMEOUT(plies(), std::size_t(2), 10000);
}

void TestEngineWindow::engineLog() {
    GameSetup setup;
    setup.player(Color::Black) = PlayerSpec::builtin(1);
    setup.player(Color::Black).moveTimeMs = 1000;
    QVERIFY(m_window->startGame(setup));
    QTRY_COMPARE_WITH_TIMEOUT(plies(), std::size_t(1), 10000);
    const QString log = m_window->findChild<EngineLogView*>()->text(QStringLiteral("Shogiban (level 1)"));
    QVERIFY2(log.contains(QStringLiteral("→ usi\n")), qPrintable(log));
    QVERIFY(log.contains(QStringLiteral("← usiok")));
    QVERIFY(log.contains(QStringLiteral("→ position startpos")));
    QVERIFY(log.contains(QStringLiteral("← bestmove ")));
}

void TestEngineWindow::pauseResumeStop() {
    QVERIFY(!action("actionPauseGame")->isEnabled()); // two people: nothing to pause
    GameSetup setup;
    setup.player(Color::Black) = PlayerSpec::builtin(1);
    setup.player(Color::White) = PlayerSpec::builtin(1);
    setup.player(Color::Black).moveTimeMs = setup.player(Color::White).moveTimeMs = 1000;
    QVERIFY(m_window->startGame(setup));
    QTRY_VERIFY_WITH_TIMEOUT(plies() >= 2, 20000);
    QTRY_VERIFY_WITH_TIMEOUT(action("actionPauseGame")->isEnabled(), 5000);
    QCOMPARE(action("actionPauseGame")->text(), QStringLiteral("&Pause Game"));
    action("actionPauseGame")->trigger();
    QVERIFY(m_window->controller().isPaused());
    QCOMPARE(action("actionPauseGame")->text(), QStringLiteral("Res&ume Game"));
    const std::size_t paused = plies();
    QTest::qWait(2500);
    QCOMPARE(plies(), paused);
    action("actionPauseGame")->trigger();
    QVERIFY(!m_window->controller().isPaused());
    QTRY_VERIFY_WITH_TIMEOUT(plies() > paused, 10000);
    QVERIFY(action("actionStopGame")->isEnabled());
    action("actionStopGame")->trigger();
    QVERIFY(m_window->controller().isOver());
    QVERIFY(!action("actionStopGame")->isEnabled());
    QVERIFY(!action("actionPauseGame")->isEnabled());
    auto* box = m_window->findChild<QMessageBox*>(QStringLiteral("resultBox"));
    QVERIFY(box && box->isVisible());
    QCOMPARE(box->text(), QStringLiteral("The game was stopped."));
    const std::size_t stopped = plies();
    QTest::qWait(1500);
    QCOMPARE(plies(), stopped);
}

void TestEngineWindow::crashEndsTheGameWithItsOutput() {
    fake::ProcessWatch watch;
    EngineCatalog& engines = m_window->engines();
    if (engines.isBusy()) {
        QSignalSpy done(&engines, &EngineCatalog::detectionFinished);
        QVERIFY(done.wait(30000));
    }
    QSignalSpy added(&engines, &EngineCatalog::added);
    // It answers 7g7f with 3c3d, then crashes on its next turn.
    engines.add(QString::fromStdString(fake::script()), {QStringLiteral("none"), QStringLiteral("3c3d"),
                                                         QStringLiteral("none"), QStringLiteral("crash")});
    QVERIFY(added.wait(10000));
    GameSetup setup;
    setup.player(Color::White) = PlayerSpec::engine(added.at(0).at(0).toString());
    QVERIFY(m_window->startGame(setup));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->controller().humanToMove(), 10000);
    emit m_window->board().moveRequested(usiMove("7g7f"));
    QTRY_COMPARE_WITH_TIMEOUT(plies(), std::size_t(2), 10000);
    emit m_window->board().moveRequested(usiMove("2g2f"));
    const auto box = [this] { return m_window->findChild<QMessageBox*>(QStringLiteral("resultBox")); };
    QTRY_VERIFY_WITH_TIMEOUT(box() && box()->isVisible(), 10000);
    // The heading says it once; the engine's reason under it; its raw output behind Show Details.
    QVERIFY2(box()->text().endsWith(QStringLiteral("stopped working: Black wins.")),
             qPrintable(box()->text()));
    QVERIFY2(box()->informativeText().contains(QStringLiteral("crashed")),
             qPrintable(box()->informativeText()));
    QVERIFY2(box()->detailedText().startsWith(QStringLiteral("Its last output:\n")),
             qPrintable(box()->detailedText()));
    QCOMPARE(m_window->statusBar()->currentMessage(), box()->text());
    QCOMPARE(plies(), std::size_t(3));                                            // the game is kept
    QCOMPARE(m_window->controller().playNode()->special, SpecialMove::Interrupt); // no foul: the game stopped
    // Play on: Shogiban's engine takes White over and answers 2g2f.
    auto* playOn = box()->findChild<QPushButton*>(QStringLiteral("playOn"));
    QVERIFY(playOn && playOn->isVisible());
    playOn->click();
    QVERIFY(!m_window->controller().isOver());
    QTRY_COMPARE_WITH_TIMEOUT(plies(), std::size_t(4), 15000);
    QTRY_COMPARE_WITH_TIMEOUT(watch.survivors(), QStringList(), 5000);
}

// One person against the computer plays from the bottom of the board, as White too (Preferences can turn
// that off; F still flips it).
void TestEngineWindow::theBoardTurnsToThePerson() {
    GameSetup setup;
    setup.player(Color::Black) = PlayerSpec::builtin(1);
    setup.player(Color::Black).moveTimeMs = 300;
    QVERIFY(m_window->startGame(setup));
    QVERIFY(m_settings->boardFlipped());
    QVERIFY(m_window->board().isFlipped());
    action("actionFlip")->trigger();
    QVERIFY(!m_window->board().isFlipped());
    std::swap(setup.player(Color::Black), setup.player(Color::White));
    QVERIFY(m_window->startGame(setup));
    QVERIFY(!m_window->board().isFlipped());
    m_settings->setBoardFacesPlayer(false);
    m_settings->setBoardFlipped(true);
    QVERIFY(m_window->startGame(setup));
    QVERIFY(m_window->board().isFlipped()); // left as the user set it
    GameSetup people;
    m_settings->setBoardFacesPlayer(true);
    QVERIFY(m_window->startGame(people));
    QVERIFY(m_window->board().isFlipped()); // two people: the board stays as it is
}

QTEST_MAIN(TestEngineWindow)
#include "tst_play_enginewindow.moc"
