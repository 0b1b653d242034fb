#include "MainWindow.h"

#include "BoardView.h"
#include "HumanPlayer.h"
#include "LanguageManager.h"
#include "MoveListPanel.h"
#include "MoveNotation.h"
#include "NewGameDialog.h"
#include "PreferencesDialog.h"
#include "Settings.h"
#include "ShogiTerms.h"

#include <QAction>
#include <QCloseEvent>
#include <QDockWidget>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>

using shogi::Color;

MainWindow::MainWindow(Settings& settings, LanguageManager& languages, QWidget* parent)
    : QMainWindow(parent), m_settings(settings), m_languages(languages), m_board(new BoardView),
      m_moveList(new MoveListPanel), m_moveDock(new QDockWidget), m_turnLabel(new QLabel) {
    setObjectName(QStringLiteral("mainWindow"));
    setCentralWidget(m_board);
    m_moveDock->setObjectName(QStringLiteral("moveDock"));
    m_moveDock->setWidget(m_moveList);
    addDockWidget(Qt::RightDockWidgetArea, m_moveDock);
    m_turnLabel->setObjectName(QStringLiteral("turnLabel"));
    statusBar()->addPermanentWidget(m_turnLabel);
    // The language first, so every text below is made in it.
    if (LanguageManager::effectiveLanguage(m_settings.language()) != m_languages.current())
        m_languages.apply(m_settings.language());
    createActions();
    createMenus();
    retranslate();

    connect(&m_controller, &GameController::positionChanged, this, [this] {
        if (m_shownPly < 0) statusBar()->clearMessage();
        refresh();
    });
    connect(&m_controller, &GameController::moveRefused, this, &MainWindow::onMoveRefused);
    connect(&m_controller, &GameController::gameEnded, this, &MainWindow::onGameEnded);
    connect(&m_controller, &GameController::clockTicked, this, &MainWindow::refreshClocks);
    connect(m_moveList, &MoveListPanel::plyChosen, this, &MainWindow::showPly);
    connect(m_moveList, &MoveListPanel::backToGameRequested, this, &MainWindow::backToGame);
    connect(&m_settings, &Settings::changed, this, &MainWindow::applySettings);
    // The board's moves go to the player whose turn it is, and only if a person sits there. Not to every
    // human player: the second would get the same move again, for the position after it.
    const auto toHumanToMove = [this](shogi::Move move) {
        if (auto* human = qobject_cast<HumanPlayer*>(m_controller.playerToMove())) human->proposeMove(move);
    };
    connect(m_board, &BoardView::moveRequested, this, toHumanToMove);
    connect(m_board, &BoardView::illegalMoveAttempted, this, toHumanToMove);

    if (!restoreGeometry(m_settings.windowGeometry())) resize(1180, 800);
    if (!restoreState(m_settings.windowState())) resizeDocks({m_moveDock}, {220}, Qt::Horizontal);
    applySettings();
    startGame(GameSetup{});
}

void MainWindow::createActions() {
    const auto make = [this](const char* name, auto slot) {
        auto* a = new QAction(this);
        a->setObjectName(QLatin1String(name));
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    m_newGame = make("actionNewGame", &MainWindow::newGame);
    m_newGame->setShortcut(QKeySequence::New);
    m_undo = make("actionUndo", &MainWindow::undo);
    m_undo->setShortcut(QKeySequence::Undo);
    m_resign = make("actionResign", &MainWindow::resign);
    m_impasse = make("actionDeclareImpasse", &MainWindow::declareImpasse);
    m_quit = make("actionQuit", &MainWindow::close);
    m_quit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    m_flip = make("actionFlip", [this] { m_board->setFlipped(!m_board->isFlipped()); });
    m_flip->setShortcut(QKeySequence(Qt::Key_F));
    m_fullScreen = make("actionFullScreen", [this] { setWindowState(windowState() ^ Qt::WindowFullScreen); });
    m_fullScreen->setCheckable(true);
    QList<QKeySequence> fullScreenKeys = QKeySequence::keyBindings(QKeySequence::FullScreen);
    if (!fullScreenKeys.contains(QKeySequence(Qt::Key_F11))) fullScreenKeys.prepend(QKeySequence(Qt::Key_F11));
    m_fullScreen->setShortcuts(fullScreenKeys);
    m_back = make("actionBackToGame", &MainWindow::backToGame);
    m_preferences = make("actionPreferences", &MainWindow::showPreferences);
    m_preferences->setShortcuts({QKeySequence(QKeySequence::Preferences), QKeySequence(Qt::CTRL | Qt::Key_Comma)});
    m_preferences->setMenuRole(QAction::PreferencesRole);
    m_about = make("actionAbout", &MainWindow::showAbout);
    m_about->setMenuRole(QAction::AboutRole);
}

void MainWindow::createMenus() {
    m_gameMenu = menuBar()->addMenu(QString());
    m_gameMenu->addActions({m_newGame});
    m_gameMenu->addSeparator();
    m_gameMenu->addActions({m_undo, m_resign, m_impasse});
    m_gameMenu->addSeparator();
    m_gameMenu->addAction(m_quit);
    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addActions({m_flip, m_fullScreen, m_back, m_moveDock->toggleViewAction()});
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_preferences);
    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_about);
}

void MainWindow::retranslate() {
    setWindowTitle(tr("Shogiban"));
    m_gameMenu->setTitle(tr("&Game"));
    m_viewMenu->setTitle(tr("&View"));
    m_helpMenu->setTitle(tr("&Help"));
    m_newGame->setText(tr("&New Game…"));
    m_undo->setText(tr("&Undo Move"));
    m_resign->setText(tr("&Resign"));
    m_impasse->setText(tr("Declare &Impasse (Jishogi)…"));
    m_quit->setText(tr("&Quit"));
    m_flip->setText(tr("&Flip Board"));
    m_fullScreen->setText(tr("F&ull Screen"));
    m_back->setText(tr("&Back to Game"));
    m_preferences->setText(tr("&Preferences…"));
    m_about->setText(tr("&About Shogiban"));
    m_moveDock->setWindowTitle(tr("Moves"));
}

void MainWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        applySettings(); // the Western piece letters and the side names follow the language
    }
    if (event->type() == QEvent::WindowStateChange) m_fullScreen->setChecked(isFullScreen()); // also left by the WM
    QMainWindow::changeEvent(event);
}

void MainWindow::applySettings() {
    if (LanguageManager::effectiveLanguage(m_settings.language()) != m_languages.current())
        m_languages.apply(m_settings.language()); // comes back here through the LanguageChange event
    m_board->setPieceStyle(m_settings.pieceStyle(), m_languages.current());
    m_board->setBoardLook(m_settings.boardLook());
    m_board->setWesternCoordinates(m_settings.westernCoordinates());
    m_board->setHighlights(m_settings.highlights());
    m_board->setAlwaysPromote(m_settings.alwaysPromote());
    refresh();
}

bool MainWindow::startGame(const GameSetup& setup, QString* error) {
    if (m_resultBox) m_resultBox->close();
    m_shownPly = -1;
    if (!m_controller.newGame(setup, new HumanPlayer, new HumanPlayer, error)) return false;
    refresh();
    return true;
}

shogi::Position MainWindow::positionAfter(int ply) const {
    const shogi::Game& game = m_controller.game();
    shogi::Position pos = game.startPosition();
    for (int i = 0; i < ply; ++i) pos.doMove(game.moves()[std::size_t(i)]);
    return pos;
}

void MainWindow::refresh() {
    if (!m_controller.hasGame()) return;
    const shogi::Game& game = m_controller.game();
    const int plies = int(game.moves().size());
    if (m_shownPly >= plies) m_shownPly = -1; // a takeback removed the move under review
    const bool live = m_shownPly < 0;
    if (live) {
        m_board->setPosition(game.position(), game.moves().empty() ? shogi::Move::none() : game.moves().back());
    } else {
        m_board->setPosition(positionAfter(m_shownPly),
                             m_shownPly == 0 ? shogi::Move::none() : game.moves()[std::size_t(m_shownPly - 1)]);
    }
    m_board->setInteractive(live && m_controller.humanToMove());
    const SideNames names = m_controller.names();
    m_board->setPlayerNames(names[0], names[1]);

    const auto style = m_settings.notation() == Settings::Notation::Japanese ? MoveNotation::Style::Japanese
                                                                             : MoveNotation::Style::Western;
    const int firstNumber = game.startPosition().moveNumber();
    m_moveList->setMoves(MoveNotation(style, m_languages.current()).formatGame(game), firstNumber,
                         live ? plies : m_shownPly);
    m_moveList->setBrowsing(!live);

    const Color side = game.position().sideToMove();
    m_turnLabel->setText(m_controller.isOver() ? tr("Game over")
                                               : tr("Move %1: %2 to play")
                                                     .arg(firstNumber + plies)
                                                     .arg(names[std::size_t(shogi::index(side))]));
    refreshClocks();
    updateActions();
}

void MainWindow::refreshClocks() {
    const GameClock& clock = m_controller.clock();
    for (Color side : {Color::Black, Color::White}) {
        const ClockReading r = clock.reading(side);
        m_board->setClock(side, r.text, clock.isRunning(side), r.low);
    }
}

void MainWindow::updateActions() {
    const bool live = m_shownPly < 0;
    m_undo->setEnabled(m_controller.canUndo());
    m_resign->setEnabled(m_controller.canResign());
    m_impasse->setEnabled(live && m_controller.canDeclareImpasse());
    m_back->setEnabled(!live);
}

void MainWindow::showPly(int ply) {
    if (!m_controller.hasGame()) return;
    if (ply < 0 || ply >= int(m_controller.game().moves().size())) {
        backToGame();
        return;
    }
    m_shownPly = ply;
    refresh();
    statusBar()->showMessage(ply == 0 ? tr("Reviewing the start position. Choose “Back to game” to play on.")
                                      : tr("Reviewing the position after move %1. Choose “Back to game” to play on.")
                                            .arg(ply));
}

void MainWindow::backToGame() {
    if (m_shownPly < 0) return;
    m_shownPly = -1;
    statusBar()->clearMessage();
    refresh();
}

void MainWindow::onMoveRefused(shogi::Move, shogi::IllegalReason reason) {
    statusBar()->showMessage(ShogiTerms::illegalReason(reason));
}

void MainWindow::onGameEnded(const QString& message) {
    refresh();
    statusBar()->showMessage(message);
    if (!m_resultBox) {
        m_resultBox = new QMessageBox(QMessageBox::Information, QString(), QString(), QMessageBox::Ok, this);
        m_resultBox->setObjectName(QStringLiteral("resultBox"));
    }
    m_resultBox->setWindowTitle(tr("Game over"));
    m_resultBox->setText(message);
    m_resultBox->button(QMessageBox::Ok)->setText(tr("OK"));
    m_resultBox->open(); // not exec(): the board stays visible and nothing waits on the answer
}

bool MainWindow::confirmDiscard() {
    if (!m_controller.inProgress()) return true;
    QMessageBox box(QMessageBox::Question, tr("Game in progress"),
                    tr("The game in progress has not ended. Abandon it?"), QMessageBox::NoButton, this);
    QPushButton* abandon = box.addButton(tr("Abandon Game"), QMessageBox::DestructiveRole);
    box.setDefaultButton(box.addButton(tr("Keep Playing"), QMessageBox::RejectRole));
    box.exec();
    return box.clickedButton() == abandon;
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!confirmDiscard()) {
        event->ignore();
        return;
    }
    m_settings.setWindow(saveGeometry(), saveState());
    event->accept();
}

void MainWindow::newGame() {
    if (!confirmDiscard()) return;
    NewGameDialog dialog(m_settings.lastSetup(), this);
    if (dialog.exec() != QDialog::Accepted) return;
    const GameSetup setup = dialog.setup();
    m_settings.setLastSetup(setup);
    startGame(setup);
}

void MainWindow::undo() {
    if (m_controller.undo()) statusBar()->showMessage(tr("Move taken back."));
}

void MainWindow::resign() {
    if (!m_controller.canResign()) return;
    QMessageBox box(QMessageBox::Question, tr("Resign"), tr("Resign this game?"), QMessageBox::NoButton, this);
    QPushButton* yes = box.addButton(tr("Resign"), QMessageBox::AcceptRole);
    box.setDefaultButton(box.addButton(tr("Keep Playing"), QMessageBox::RejectRole));
    box.exec();
    if (box.clickedButton() == yes) m_controller.resign();
}

void MainWindow::declareImpasse() {
    if (!m_controller.canDeclareImpasse()) return;
    const shogi::ImpasseVerdict verdict = m_controller.impassePreview();
    const Color declarer = m_controller.game().position().sideToMove();
    QString text = ResultMessage::impasseProposal(verdict, declarer, m_controller.names(),
                                                  m_controller.game().impasseRule());
    if (verdict.outcome == shogi::ImpasseOutcome::DeclarerLoses)
        text += QLatin1Char('\n') + (m_controller.setup().policy == shogi::IllegalMovePolicy::Tournament
                                         ? tr("Under tournament rules a declaration that does not qualify loses.")
                                         : tr("In a friendly game it will be refused and the game goes on."));
    QMessageBox box(QMessageBox::Question, tr("Declare Impasse"), text, QMessageBox::NoButton, this);
    QPushButton* declare = box.addButton(tr("Declare"), QMessageBox::AcceptRole);
    box.setDefaultButton(box.addButton(tr("Cancel"), QMessageBox::RejectRole));
    box.exec();
    if (box.clickedButton() != declare) return;
    if (!m_controller.declareImpasse())
        statusBar()->showMessage(tr("The impasse declaration does not qualify; the game goes on."));
}

void MainWindow::showPreferences() {
    PreferencesDialog dialog(m_settings, this);
    dialog.exec();
}

void MainWindow::showAbout() {
    QMessageBox box(QMessageBox::NoIcon, tr("About Shogiban"),
                    tr("Shogiban %1\nShogi for the desktop: play on one screen, with handicaps, clocks and three "
                       "piece styles.")
                        .arg(QCoreApplication::applicationVersion()),
                    QMessageBox::Ok, this);
    box.button(QMessageBox::Ok)->setText(tr("OK"));
    box.exec();
}
