#include "gui/MainWindow.h"

#include "analysis/AnalysisActions.h"
#include "analysis/AnalysisPanel.h"
#include "gui/BoardDrawing.h"
#include "gui/BoardFirstLayout.h"
#include "board/BoardView.h"
#include "analysis/BoardWithBar.h"
#include "gui/CommentEditor.h"
#include "editor/EditorSession.h"
#include "play/EngineCatalog.h"
#include "analysis/EngineEvaluations.h"
#include "play/EngineLogDock.h"
#include "play/EngineLogView.h"
#include "play/EngineManagerDialog.h"
#include "analysis/EvalBar.h"
#include "analysis/EvalGraph.h"
#include "play/Hint.h"
#include "gui/BookActions.h"
#include "gui/TournamentActions.h"
#include "gui/ClipboardActions.h"
#include "game/HumanPlayer.h"
#include "game/ImpasseCard.h"
#include "gui/UrlActions.h"
#include "gui/LanguageManager.h"
#include "gui/LearnActions.h"
#include "gui/MenuText.h"
#include "gui/MoveListPanel.h"
#include "gui/NewGameDialog.h"
#include "play/PlayOn.h"
#include "play/PlayerFactory.h"
#include "play/ScreenFit.h"
#include "gui/PreferencesDialog.h"
#include "learn/PuzzleActions.h"
#include "game/RecordJson.h"
#include "gui/Settings.h"
#include "game/ShogiTerms.h"
#include "play/StandardKeys.h"
#include "gui/VariationTreeDialog.h"
#include "analysis/EvalComment.h"

#include <QCloseEvent>
#include <QDockWidget>
#include <QIcon>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QSplitter>
#include <QTimer>
#include <QToolBar>

#include <algorithm>

using shogi::Color;

MainWindow::MainWindow(Settings& settings, LanguageManager& languages, QWidget* parent)
    : QMainWindow(parent), m_settings(settings), m_languages(languages), m_board(new BoardView),
      m_moveList(new MoveListPanel), m_evalGraph(new EvalGraph), m_evalBar(new EvalBar),
      m_moveDock(new QDockWidget), m_comment(new CommentEditor), m_commentDock(new QDockWidget),
      m_navigationBar(new QToolBar), m_turnLabel(new QLabel),
      m_files(new FileActions(*this, m_controller, m_settings, *m_board, m_prompts)),
      m_review(new ReviewActions(*this, m_controller, *m_board, *m_moveList, m_prompts,
                                 [this] { return moveText(); })),
      m_printing(new PrintActions(*this, m_controller, *m_files, m_prompts, [this] { return moveText(); })) {
    setObjectName(QStringLiteral("mainWindow"));
    // The evaluation bar beside the board, the graph under the move list (both app/analysis).
    auto* boardWithBar = new BoardWithBar(m_board, m_evalBar);
    setCentralWidget(boardWithBar);
    // A splitter: a reviewer makes the graph as tall as the moves allow.
    auto* movesAndGraph = new QSplitter(Qt::Vertical);
    movesAndGraph->setObjectName(QStringLiteral("movesAndGraph"));
    movesAndGraph->setChildrenCollapsible(false);
    movesAndGraph->addWidget(m_moveList);
    movesAndGraph->addWidget(m_evalGraph);
    movesAndGraph->setStretchFactor(0, 1);
    movesAndGraph->setStretchFactor(1, 0);
    m_moveDock->setObjectName(QStringLiteral("moveDock"));
    m_moveDock->setWidget(movesAndGraph);
    addDockWidget(Qt::RightDockWidgetArea, m_moveDock);
    m_commentDock->setObjectName(QStringLiteral("commentDock"));
    m_commentDock->setWidget(m_comment);
    addDockWidget(Qt::RightDockWidgetArea, m_commentDock);
    m_gameBar = addToolBar(QString());
    m_gameBar->setObjectName(QStringLiteral("gameBar"));
    m_navigationBar->setObjectName(QStringLiteral("navigationBar"));
    addToolBar(Qt::TopToolBarArea, m_navigationBar);
    m_turnLabel->setObjectName(QStringLiteral("turnLabel"));
    statusBar()->addPermanentWidget(m_turnLabel);
    // The language first, so every text below is made in it.
    if (LanguageManager::effectiveLanguage(m_settings.language()) != m_languages.current())
        m_languages.apply(m_settings.language());
    createActions();
    createAnalysis();
    createMenus();
    retranslate();

    connect(&m_controller, &GameController::recordChanged, this, [this] { m_rowsStale = true; });
    connect(&m_controller, &GameController::positionChanged, this, &MainWindow::onPositionChanged);
    connect(&m_controller, &GameController::commentChanged, this, [this](const shogi::RecordNode* node) {
        m_moveList->updateMarks(node);
        m_review->updateMarks(node);
        if (node == m_controller.current()) m_comment->showComment(node->comment); // e.g. drawn on the board
        refreshEvaluations();
    });
    connect(&m_controller, &GameController::modifiedChanged, this, &QWidget::setWindowModified);
    connect(&m_controller, &GameController::moveRefused, this, &MainWindow::onMoveRefused);
    connect(&m_controller, &GameController::gameEnded, this, &MainWindow::onGameEnded);
    connect(&m_controller, &GameController::clockTicked, this, &MainWindow::refreshClocks);
    connect(&m_controller, &GameController::pausedChanged, this, &MainWindow::updateActions);
    connect(m_moveList, &MoveListPanel::nodeChosen, &m_controller, &GameController::goTo);
    connect(m_evalGraph, &EvalGraph::nodeChosen, &m_controller, &GameController::goTo);
    connect(m_moveList, &MoveListPanel::backToGameRequested, m_review, &ReviewActions::backToGame);
    connect(m_files, &FileActions::recordReplaced, this, [this] {
        closeResult();
        m_prepared.reset();
    });
    connect(m_comment, &CommentEditor::commentEdited, this,
            [this](const QString& text) { m_controller.setComment(m_controller.current(), text); });
    connect(&m_settings, &Settings::changed, this, &MainWindow::applySettings);
    // Connected before any player's: a game-ending move reaches the window after the game has ended.
    connect(m_board, &BoardView::moveRequested, this, &MainWindow::onBoardMove);
    connect(m_board, &BoardView::illegalMoveAttempted, this, &MainWindow::onBoardMove);
    connect(&m_controller, &GameController::playersChanged, this, &MainWindow::seatPlayers);
    new BoardDrawing(m_controller, *m_board, this);
    auto* evaluations = new EngineEvaluations(m_controller, this);
    const auto evaluationSwitches = [this, evaluations] {
        evaluations->setSwitches(m_settings.recordEngineEvaluations(), m_settings.showEvaluationsInGames());
    };
    evaluationSwitches();
    connect(&m_settings, &Settings::changed, evaluations, evaluationSwitches);

    // The first start takes the screen's room up to a comfortable size: at 1366×768 that is wide enough for
    // the review layout, and on a small screen the status bar stays above the edge.
    if (!restoreGeometry(m_settings.windowGeometry())) resize(FirstSize);
    fitToScreen();
    if (!restoreState(m_settings.windowState())) {
        resizeDocks({m_moveDock}, {280}, Qt::Horizontal);
        resizeDocks({m_moveDock, m_commentDock}, {520, 200}, Qt::Vertical);
    }
    m_boardFirst = new BoardFirstLayout(*this, *boardWithBar, *m_moveDock, *m_commentDock);
    watchLayout();
    applySettings();
    // Nothing starts behind the user's back (a restore question may come first): the remembered game waits.
    prepareGame(m_settings.lastSetup());
}

// The layout's filter goes first: QWidget's destructor still hides the window, after QMainWindow has taken
// its docks' layout down, and the filter would ask that layout where the docks are.
MainWindow::~MainWindow() {
    delete m_boardFirst;
}

void MainWindow::createActions() {
    m_newGame = makeAction("actionNewGame", &MainWindow::newGame);
    m_newGame->setShortcuts(standardKeys(QKeySequence::New, QKeySequence(Qt::CTRL | Qt::Key_N)));
    m_newGame->setIcon(
        QIcon::fromTheme(QStringLiteral("document-new"), QIcon(QStringLiteral(":/icons/new-game.svg"))));
    m_hint = new Hint(
        m_controller, *m_board, *statusBar(), [this] { return moveText(); }, this);
    m_engineLog = new EngineLogDock(m_controller, this);
    addDockWidget(Qt::BottomDockWidgetArea, m_engineLog);
    m_quit = makeAction("actionQuit", &MainWindow::close);
    m_quit->setShortcuts(standardKeys(QKeySequence::Quit, QKeySequence(Qt::CTRL | Qt::Key_Q)));
    m_undo = makeAction("actionUndo", &MainWindow::undo);
    m_undo->setShortcuts(standardKeys(QKeySequence::Undo, QKeySequence(Qt::CTRL | Qt::Key_Z)));
    m_resign = makeAction("actionResign", &MainWindow::resign);
    m_impasse = makeAction("actionDeclareImpasse", &MainWindow::declareImpasse);
    // A game between two programs: watched, paused and resumed, or stopped.
    m_pause = makeAction("actionPauseGame", [this] {
        if (m_controller.isPaused())
            m_controller.resumePlay();
        else
            m_controller.pause();
    });
    m_stopGame = makeAction("actionStopGame", [this] { m_controller.stopGame(); });
    m_flip = makeAction("actionFlip", [this] { m_settings.setBoardFlipped(!m_board->isFlipped()); });
    m_flip->setShortcut(QKeySequence(Qt::Key_F));
    m_fullScreen =
        makeAction("actionFullScreen", [this] { setWindowState(windowState() ^ Qt::WindowFullScreen); });
    m_fullScreen->setCheckable(true);
    m_fullScreen->setShortcuts(standardKeys(QKeySequence::FullScreen, QKeySequence(Qt::Key_F11)));
    m_preferences = makeAction("actionPreferences", &MainWindow::showPreferences);
    m_preferences->setShortcuts(
        standardKeys(QKeySequence::Preferences, QKeySequence(Qt::CTRL | Qt::Key_Comma)));
    m_preferences->setMenuRole(QAction::PreferencesRole);
    m_engineManager = makeAction("actionEngines", &MainWindow::showEngines);
    m_about = makeAction("actionAbout", &MainWindow::showAbout);
    m_about->setMenuRole(QAction::AboutRole);
    m_learn = new LearnActions(*this, m_settings, m_languages);
    const ReviewActions& r = *m_review;
    m_editor = new EditorSession(*this, *statusBar(), m_controller, *m_board, m_prompts, m_flip,
                                 {m_undo, m_resign, m_impasse, m_pause, m_hint->action(), r.firstAction(),
                                  r.previousAction(), r.nextAction(), r.lastAction(), r.backAction(),
                                  r.promoteAction(), r.deleteVariationAction()});
    addDockWidget(Qt::RightDockWidgetArea, m_editor->dock());
    // The editor's position becomes a game (through the New Game dialog) or a record under analysis.
    connect(m_editor, &EditorSession::playRequested, this, [this](const shogi::Position& pos) {
        if (newGameFrom(EditorSession::setupFor(pos, m_settings.lastSetup()))) m_editor->finish();
    });
    connect(m_editor, &EditorSession::analyseRequested, this, [this](const shogi::Position& pos) {
        if (!m_files->openPosition(pos)) return;
        m_editor->finish();
        startAnalysis();
    });
    connect(m_editor, &EditorSession::saveRequested, m_files, &FileActions::savePosition);
}

// The analysis panel (a dock beside the comment), the whole-game analysis and the mate search (app/analysis),
// on the controller's record.
void MainWindow::createAnalysis() {
    const auto engines = [this]() -> EngineCatalog& { return this->engines(); };
    m_analysisPanel = new AnalysisPanel(
        m_controller, [this] { return moveText(); }, *m_board, engines);
    m_analysisDock = new QDockWidget;
    m_analysisDock->setObjectName(QStringLiteral("analysisDock"));
    m_analysisDock->setWidget(m_analysisPanel);
    addDockWidget(Qt::RightDockWidgetArea, m_analysisDock);
    tabifyDockWidget(m_commentDock, m_analysisDock);
    m_analysisDock->hide(); // opened from the menus; a small window's layout keeps to the two docks it knows
    m_commentDock->raise();
    // Placed once the dock is shown and back in its tab group (the menu's toggle announces it before).
    connect(m_analysisDock->toggleViewAction(), &QAction::toggled, this, [this](bool shown) {
        if (shown) QMetaObject::invokeMethod(this, &MainWindow::placeAnalysisDock, Qt::QueuedConnection);
    });
    connect(m_analysisPanel, &AnalysisPanel::bestScoreChanged, this,
            [this](std::optional<shogi::usi::Score> score) {
                m_evalBar->setLiveScore(score);
                m_evalBar->setVisible(m_evalGraph->hasEvaluations() || m_evalBar->shownScore());
            });
    m_analysisPanel->setMultiPv(m_settings.analysisLines());
    m_analysisPanel->setSideToMoveView(m_settings.analysisFromSideToMove());
    m_analysisPanel->setTimeLimit(m_settings.analysisTimeLimit());
    m_analysisPanel->setRememberedEngines(m_settings.analysisEngines());
    connect(m_analysisPanel, &AnalysisPanel::enginesChanged, &m_settings, &Settings::setAnalysisEngines);
    connect(m_analysisPanel, &AnalysisPanel::timeLimitChanged, &m_settings, &Settings::setAnalysisTimeLimit);
    m_evalGraph->setWinRateScale(m_settings.evalGraphWinRate());
    connect(m_analysisPanel, &AnalysisPanel::choicesChanged, this, [this](int lines, bool sideToMove) {
        m_settings.setAnalysisLines(lines);
        m_settings.setAnalysisFromSideToMove(sideToMove);
    });
    connect(m_evalGraph, &EvalGraph::winRateScaleChanged, &m_settings, &Settings::setEvalGraphWinRate);
    m_analysisActions = new AnalysisActions(*this, m_controller, engines);
    connect(m_analysisActions, &AnalysisActions::analysisFinished, this, [this](const QString& summary) {
        // The marks in a line short enough for a small window's status bar, beside the turn.
        const QString marks = m_analysisActions->marksLine();
        statusBar()->showMessage(marks.isEmpty() ? summary : marks);
    });
    connect(m_analysisActions, &AnalysisActions::mateSearchFinished, this,
            [this](const QString& message) { statusBar()->showMessage(message); });
    m_puzzles = new PuzzleActions(*this, m_controller, [this](BoardView& board) {
        board.setPieceStyle(m_settings.pieceStyle(), m_languages.current());
        board.setBoardLook(m_settings.boardLook());
        board.setWesternCoordinates(m_settings.westernCoordinates());
    });
    // The Book dock: a move chosen there is played as one made at the board.
    m_books = new BookActions(
        *this, m_controller, [this] { return moveText(); }, [this](shogi::Move move) { onBoardMove(move); },
        m_settings, m_prompts);
    addDockWidget(Qt::RightDockWidgetArea, m_books->dock());
    tabifyDockWidget(m_commentDock, m_books->dock());
    m_books->dock()->hide();
    m_clipboard = new ClipboardActions(*this, m_controller, *m_files, m_prompts);
    connect(m_clipboard, &ClipboardActions::statusMessage, this,
            [this](const QString& message) { statusBar()->showMessage(message); });
    m_urls = new UrlActions(*this, *m_files, m_prompts);
    // Every engine process the window runs has its tab in the engine log, the analyses' too.
    connect(m_analysisPanel, &AnalysisPanel::engineStarted, this,
            [this](UsiClient* client, const QString& title) { m_engineLog->log()->attach(client, title); });
    // The threat and mate watch: off by default, one switch, remembered.
    m_analysisPanel->watchAction()->setChecked(m_settings.threatWatch());
    connect(m_analysisPanel->watchAction(), &QAction::toggled, &m_settings, &Settings::setThreatWatch);
    connect(m_analysisPanel->watchAction(), &QAction::toggled, this, [this](bool on) {
        if (on && isVisible()) m_analysisDock->show(); // its findings are written there
    });
    connect(m_analysisActions, &AnalysisActions::engineStarted, this,
            [this](UsiClient* client, const QString& name) {
                m_engineLog->log()->attach(client, tr("Whole game: %1").arg(name));
            });
}

void MainWindow::createMenus() {
    const FileActions& f = *m_files;
    const ReviewActions& r = *m_review;
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addActions({m_newGame, f.openAction()});
    m_fileMenu->addAction(m_urls->openUrlAction());
    m_fileMenu->addMenu(f.recentMenu());
    m_fileMenu->addSeparator();
    m_fileMenu->addActions({f.saveAction(), f.saveAsAction()});
    m_fileMenu->addSeparator();
    m_fileMenu->addActions({f.exportPngAction(), f.exportSvgAction()});
    m_fileMenu->addSeparator();
    m_printing->addTo(*m_fileMenu);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quit);
    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addActions({f.pasteAction(), f.copyPositionAction(), f.copyGameAction()});
    m_editMenu->addMenu(m_clipboard->copyGameAsMenu());
    m_editMenu->addActions({m_clipboard->copyBodAction(), m_clipboard->pastePositionAction(),
                            m_clipboard->pasteVariationAction()});
    m_editMenu->addSeparator();
    m_editMenu->addAction(r.gameInfoAction());
    m_editMenu->addAction(m_editor->action());
    m_gameMenu = menuBar()->addMenu(QString());
    m_gameMenu->addActions({m_undo, m_resign, m_impasse});
    m_gameMenu->addActions({m_pause, m_stopGame});
    m_gameMenu->addSeparator();
    m_gameMenu->addAction(m_hint->action());
    m_tournaments = new TournamentActions(*this, [this]() -> EngineCatalog& { return engines(); });
    m_gameMenu->addAction(m_tournaments->action());
    m_recordMenu = menuBar()->addMenu(QString());
    m_recordMenu->addActions(
        {r.firstAction(), r.previousAction(), r.nextAction(), r.lastAction(), r.backAction()});
    m_recordMenu->addSeparator();
    m_recordMenu->addActions({r.promoteAction(), r.deleteVariationAction(), r.treeAction()});
    m_recordMenu->addSeparator();
    m_recordMenu->addActions({m_analysisActions->analyseGameAction(), m_analysisActions->findMateAction(),
                              m_analysisDock->toggleViewAction(), m_analysisPanel->watchAction()});
    m_recordMenu->addAction(m_puzzles->fromGameAction());
    m_recordMenu->addActions({m_books->makeBookAction(), m_books->dock()->toggleViewAction()});
    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addActions({m_flip, m_fullScreen});
    m_viewMenu->addSeparator();
    m_viewMenu->addActions({m_moveDock->toggleViewAction(), m_commentDock->toggleViewAction(),
                            m_analysisDock->toggleViewAction(), m_books->dock()->toggleViewAction(),
                            m_engineLog->toggleViewAction(), m_gameBar->toggleViewAction(),
                            m_navigationBar->toggleViewAction()});
    m_viewMenu->addSeparator();
    m_viewMenu->addActions({m_preferences, m_engineManager});
    m_learn->menu()->addAction(m_puzzles->trainerAction());
    menuBar()->addMenu(m_learn->menu());
    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_learn->learnShogiAction());
    m_helpMenu->addAction(m_puzzles->trainerAction());
    m_helpMenu->addAction(m_about);
    m_gameBar->addActions({m_newGame, m_hint->action()});
    // The watch's switch on the bar too, drawn as what it shows: the threat's red arrow at a piece.
    m_analysisPanel->watchAction()->setIcon(QIcon(QStringLiteral(":/icons/watch.svg")));
    m_gameBar->addAction(m_analysisPanel->watchAction());
    m_navigationBar->addActions({r.firstAction(), r.previousAction(), r.nextAction(), r.lastAction()});
    m_navigationBar->addSeparator();
    m_navigationBar->addActions({m_flip, m_editor->action()});
}

void MainWindow::retranslate() {
    m_fileMenu->setTitle(tr("&File"));
    m_editMenu->setTitle(tr("&Edit"));
    m_gameMenu->setTitle(tr("&Game"));
    m_recordMenu->setTitle(tr("&Record"));
    m_viewMenu->setTitle(tr("&View"));
    m_helpMenu->setTitle(tr("&Help"));
    m_files->retranslate();
    m_review->retranslate();
    m_printing->retranslate();
    m_editor->retranslate();
    m_puzzles->retranslate();
    m_newGame->setText(tr("&New Game…"));
    m_quit->setText(tr("&Quit"));
    m_undo->setText(tr("&Undo Move"));
    m_resign->setText(tr("&Resign"));
    m_impasse->setText(tr("Declare &Impasse (Jishogi)…"));
    m_flip->setText(tr("&Flip Board"));
    m_fullScreen->setText(tr("F&ull Screen"));
    m_preferences->setText(tr("&Preferences…"));
    m_engineManager->setText(tr("&Engines…"));
    m_about->setText(tr("&About Shogiban"));
    m_moveDock->setWindowTitle(tr("Moves"));
    m_commentDock->setWindowTitle(tr("Comment"));
    m_analysisDock->setWindowTitle(tr("Analysis"));
    m_analysisActions->retranslate();
    m_books->retranslate();
    m_tournaments->retranslate();
    m_clipboard->retranslate();
    m_urls->retranslate();
    m_navigationBar->setWindowTitle(tr("Navigation"));
    m_gameBar->setWindowTitle(tr("Game"));
    for (QAction* action : m_navigationBar->actions() + m_gameBar->actions()) {
        action->setIconText(withoutMnemonic(action->text()));
        if (action != m_analysisPanel->watchAction()) // it keeps the panel's tooltip, which explains it
            action->setToolTip(action->iconText());
    }
    m_hint->retranslate();
    m_engineLog->retranslate();
    m_learn->retranslate();
}

void MainWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        applySettings(); // the Western piece letters, the side names and the endings follow the language
    }
    if (event->type() == QEvent::WindowStateChange)
        m_fullScreen->setChecked(isFullScreen()); // also left by the WM
    QMainWindow::changeEvent(event);
}

void MainWindow::applySettings() {
    if (LanguageManager::effectiveLanguage(m_settings.language()) != m_languages.current())
        m_languages.apply(m_settings.language()); // comes back here through the LanguageChange event
    m_board->setPieceStyle(m_settings.pieceStyle(), m_languages.current());
    m_learn->applyLanguage();
    m_board->setBoardLook(m_settings.boardLook());
    m_board->setWesternCoordinates(m_settings.westernCoordinates());
    m_editor->setWesternCoordinates(m_settings.westernCoordinates());
    m_board->setFlipped(m_settings.boardFlipped());
    m_evalBar->setFlipped(m_settings.boardFlipped());
    m_board->setHighlights(m_settings.highlights());
    m_board->setAlwaysPromote(m_settings.alwaysPromote());
    m_rowsStale = true;
    refresh();
}

MoveText MainWindow::moveText() const {
    return MoveText(m_settings.notation(), m_languages.current());
}

// Every question of the program's own stops a timed game's clocks and its programs' thinking until it is
// answered: a flag never falls, nor an engine moves, behind a dialog.
UserPrompts MainWindow::holdingTheGame(UserPrompts prompts) {
    UserPrompts held = prompts;
    held.ask = [this, ask = prompts.ask](QMessageBox& box) {
        const GameController::Hold hold(m_controller);
        return ask(box);
    };
    held.choose = [this, choose = prompts.choose](QWidget* parent, const QString& title, const QString& label,
                                                  const QStringList& items) {
        const GameController::Hold hold(m_controller);
        return choose(parent, title, label, items);
    };
    held.openFile = [this, open = prompts.openFile](QWidget* parent, const QString& title,
                                                    const QString& path, const QString& filters,
                                                    QString* selected) {
        const GameController::Hold hold(m_controller);
        return open(parent, title, path, filters, selected);
    };
    held.saveFile = [this, save = prompts.saveFile](QWidget* parent, const QString& title,
                                                    const QString& path, const QString& filters,
                                                    QString* selected) {
        const GameController::Hold hold(m_controller);
        return save(parent, title, path, filters, selected);
    };
    return held;
}

bool MainWindow::startGame(const GameSetup& setup, QString* error, std::optional<shogi::Move> firstMove) {
    closeResult();
    m_prepared.reset();
    const bool engines = !setup.players[0].isHuman() || !setup.players[1].isHuman();
    const PlayerFactory factory(engines ? &this->engines() : nullptr);
    const PlayerSpec &b = setup.player(Color::Black), &w = setup.player(Color::White);
    std::unique_ptr<Player> black(factory.create(b, setup.variant, error, w.isHuman()));
    std::unique_ptr<Player> white(black ? factory.create(w, setup.variant, error, b.isHuman()) : nullptr);
    if (!black || !white) return false;
    if (!m_controller.newGame(setup, black.release(), white.release(), error, firstMove)) return false;
    m_engineLog->playersChanged();
    m_files->newRecord();
    // One person against the computer starts with their own side at the bottom (F still flips the board).
    if (m_settings.boardFacesPlayer() && setup.players[0].isHuman() != setup.players[1].isHuman())
        m_settings.setBoardFlipped(setup.player(Color::White).isHuman());
    return true;
}

void MainWindow::prepareGame(const GameSetup& setup) {
    shogi::Position start;
    if (!setup.startPosition(start)) return;
    closeResult();
    m_controller.openRecord(shogi::GameRecord(start));
    m_files->newRecord();
    m_prepared = setup;
    const bool personFirst = setup.player(start.sideToMove()).isHuman();
    statusBar()->showMessage(personFirst ? tr("Make your first move to start the game, or choose New Game.")
                                         : tr("Choose New Game to start the game."));
}

void MainWindow::resume(SessionSnapshot s) {
    closeResult();
    m_prepared.reset();
    const GameController::Resumed at{RecordJson::nodeAt(s.record, s.playPath),
                                     RecordJson::nodeAt(s.record, s.currentPath), s.clockMainMs, s.live,
                                     s.modified};
    std::unique_ptr<Player> black, white;
    if (s.played) {
        // The same players as before the crash; an engine that can no longer be made (removed from the
        // catalog) leaves its side to a person rather than losing the game.
        const PlayerFactory factory(&engines());
        const PlayerSpec &b = s.setup.player(Color::Black), &w = s.setup.player(Color::White);
        black.reset(factory.create(b, s.setup.variant, nullptr, w.isHuman()));
        white.reset(factory.create(w, s.setup.variant, nullptr, b.isHuman()));
        if (!black) black = std::make_unique<HumanPlayer>();
        if (!white) white = std::make_unique<HumanPlayer>();
    }
    m_controller.resume(s.setup, std::move(s.record), at, black.release(), white.release());
    m_files->resumeRecord(s.filePath, s.pasted);
}

// A window remembered on a larger screen (or at another scale) and the default size on a small one are
// fitted to the screen they open on: no title bar or edge out of reach.
void MainWindow::fitToScreen() {
    ScreenFit::fitWindow(*this, size());
}

EngineCatalog& MainWindow::engines() {
    if (!m_engines) m_engines = new EngineCatalog(&m_settings.store(), this);
    return *m_engines;
}

void MainWindow::closeResult() {
    if (m_resultBox) m_resultBox->close();
}

void MainWindow::refresh() {
    const shogi::GameRecord& record = m_controller.record();
    const shogi::RecordNode* current = m_controller.current();
    m_board->setPosition(m_controller.currentPosition(), m_controller.currentMove());
    m_board->setInteractive(m_controller.humanToMove());
    const SideNames names = m_controller.names();
    m_board->setPlayerNames(names[0], names[1]);
    const shogi::Position shown = m_controller.currentPosition();
    for (Color side : {Color::Black, Color::White}) {
        const auto card = ImpasseCard::forSide(shown, m_controller.game().impasseRule(),
                                               m_controller.game().whiteCompensation(), side, names);
        m_board->setPlateBadge(side, card ? card->badge : QString(), card ? card->details : QString(),
                               card && card->winsNow);
    }
    const MoveText text = moveText();
    m_moveList->showLine(record, current, text, m_rowsStale);
    m_moveList->setBrowsing(m_controller.isBrowsing());
    m_review->refresh(text, m_rowsStale);
    m_rowsStale = false;
    m_comment->showComment(current->comment);
    refreshEvaluations();
    m_analysisPanel->positionChanged();
    m_analysisActions->updateActions();
    m_books->positionChanged();
    m_clipboard->updateActions();
    refreshTurn();
    refreshClocks();
    updateActions();
}

// The graph and the bar show the evaluations in the record's comments; both stay out of the way of a
// record that has none.
void MainWindow::refreshEvaluations() {
    const shogi::RecordNode* current = m_controller.current();
    m_evalGraph->showLine(m_controller.record(), current);
    const auto evaluation = shogi::analysis::readEvaluation(current->comment, m_controller.currentPosition());
    m_evalBar->setRecordScore(evaluation ? std::optional(evaluation->score) : std::nullopt);
    const bool any = m_evalGraph->hasEvaluations();
    if (any != m_evalGraph->isVisibleTo(m_moveDock)) {
        m_evalGraph->setVisible(any);
        // The splitter gives a child shown again its room later; the graph is drawn and clicked now.
        if (auto* splitter = qobject_cast<QSplitter*>(m_evalGraph->parentWidget())) splitter->refresh();
    }
    m_evalBar->setVisible(any || m_evalBar->shownScore());
}

void MainWindow::refreshTurn() {
    const shogi::RecordNode* current = m_controller.current();
    if (current->isSpecial()) {
        m_turnLabel->setText(moveText().node(m_controller.currentPosition(), *current));
    } else if (current->illegal) {
        m_turnLabel->setText(tr("Illegal move: the record ends here"));
    } else if (!m_controller.isBrowsing() && m_controller.isOver()) {
        m_turnLabel->setText(tr("Game over"));
    } else {
        const Color side = m_controller.currentPosition().sideToMove();
        m_turnLabel->setText(tr("Move %1: %2 to play")
                                 .arg(m_controller.record().moveNumber(*current) + 1)
                                 .arg(m_controller.names()[std::size_t(shogi::index(side))]));
    }
}

void MainWindow::refreshClocks() {
    const GameClock& clock = m_controller.clock();
    for (Color side : {Color::Black, Color::White}) {
        const ClockReading r = clock.reading(side);
        m_board->setClock(side, r.text, r.phase, clock.isRunning(side), r.low);
    }
}

void MainWindow::updateActions() {
    m_undo->setEnabled(m_controller.canUndo());
    m_resign->setEnabled(m_controller.canResign());
    m_impasse->setEnabled(m_controller.canDeclareImpasse());
    m_pause->setText(m_controller.isPaused() ? tr("Res&ume Game") : tr("&Pause Game"));
    m_pause->setEnabled(m_controller.canPause() || m_controller.isPaused());
    m_stopGame->setText(tr("S&top Game"));
    m_stopGame->setEnabled(m_controller.canStopGame() && !m_controller.canResign());
}

void MainWindow::onPositionChanged() {
    const shogi::RecordNode* current = m_controller.current();
    if (m_controller.isBrowsing()) {
        statusBar()->showMessage(
            !current->parent ? tr("Reviewing the start position. Choose “Back to game” to play on.")
                             : tr("Reviewing the position after move %1. Choose “Back to game” to play on.")
                                   .arg(m_controller.record().moveNumber(*current)));
    } else if (m_controller.isLive() || statusBar()->currentMessage() == m_refusal) {
        statusBar()->clearMessage(); // a refused move's reason is old news once a move is made
    }
    refresh();
}

// The people playing take the board's moves themselves: each takes them only on its turn. An illegal
// attempt goes to them too: the controller judges it under the game's policy.
void MainWindow::seatPlayers() {
    m_prepared.reset(); // a game has begun
    for (Color side : {Color::Black, Color::White})
        if (auto* human = qobject_cast<HumanPlayer*>(m_controller.player(side))) {
            connect(m_board, &BoardView::moveRequested, human, &HumanPlayer::proposeMove);
            connect(m_board, &BoardView::illegalMoveAttempted, human, &HumanPlayer::proposeMove);
        }
}

// In a review the board's moves go into the record (a live game's go to its players, above). A game shown
// and not begun begins with the first move of a person who moves first; else New Game begins it.
void MainWindow::onBoardMove(shogi::Move move) {
    if (m_controller.isLive()) return;
    if (m_prepared) {
        const GameSetup setup = *m_prepared;
        if (setup.player(m_controller.currentPosition().sideToMove()).isHuman()) {
            QString error;
            if (!startGame(setup, &error, move)) statusBar()->showMessage(error);
        } else {
            statusBar()->showMessage(
                tr("Choose New Game to start the game: %1 moves first.")
                    .arg(ShogiTerms::sideName(m_controller.currentPosition().sideToMove(),
                                              setup.isHandicap())));
        }
        return;
    }
    const shogi::RecordNode* from = m_controller.current();
    const std::size_t before = from->children.size();
    m_controller.playMove(move);
    if (before > 0 && from->children.size() > before)
        statusBar()->showMessage(tr("New variation at move %1; the main line is unchanged.")
                                     .arg(m_controller.record().moveNumber(*from) + 1));
}

void MainWindow::onMoveRefused(shogi::Move, shogi::IllegalReason reason) {
    m_refusal = ShogiTerms::illegalReason(reason);
    statusBar()->showMessage(m_refusal);
}

void MainWindow::onGameEnded(const QString& message) {
    // The first line says what happened (the box's heading, once), the next what explains it; a program's
    // last output, after a blank line, waits behind Show Details.
    const qsizetype gap = message.indexOf(QStringLiteral("\n\n"));
    const QString head = gap < 0 ? message : message.left(gap);
    const QString summary = head.section(QLatin1Char('\n'), 0, 0);
    const QString explanation = head.section(QLatin1Char('\n'), 1).trimmed();
    const QString output = gap < 0 ? QString() : message.mid(gap + 2).trimmed();
    statusBar()->showMessage(summary);
    if (!m_resultBox) {
        m_resultBox = new QMessageBox(QMessageBox::Information, QString(), QString(), QMessageBox::Ok, this);
        m_resultBox->setObjectName(QStringLiteral("resultBox"));
        m_playOn = m_resultBox->addButton(QString(), QMessageBox::ActionRole);
        m_playOn->setObjectName(QStringLiteral("playOn"));
        connect(m_playOn, &QPushButton::clicked, this, [this] {
            if (playOnAfterFault(m_controller, engines())) m_engineLog->playersChanged();
        });
        // What comes next, as the menus have it: keep the game, play another, or look back over this one
        // (the box's own button: it closes on the board, where the record can be reviewed).
        m_saveGame = m_resultBox->addButton(QString(), QMessageBox::ActionRole);
        m_saveGame->setObjectName(QStringLiteral("resultSave"));
        connect(m_saveGame, &QPushButton::clicked, m_files->saveAction(), &QAction::trigger);
        m_nextGame = m_resultBox->addButton(QString(), QMessageBox::ActionRole);
        m_nextGame->setObjectName(QStringLiteral("resultNewGame"));
        connect(m_nextGame, &QPushButton::clicked, this, &MainWindow::newGame, Qt::QueuedConnection);
    }
    // The moves' count as the record numbers them: a game played on from move 41 of another ends at 41 or
    // later.
    const shogi::RecordNode* last = m_controller.record().mainLineEnd();
    const QString length =
        last->parent ? tr("The game ended after move %1.").arg(m_controller.record().moveNumber(*last))
                     : QString();
    m_resultBox->setWindowTitle(tr("Game over"));
    m_resultBox->setText(summary);
    m_resultBox->setInformativeText(explanation.isEmpty() ? length
                                                          : explanation + QLatin1Char('\n') + length);
    m_resultBox->setDetailedText(output);
    m_resultBox->button(QMessageBox::Ok)->setText(tr("Review"));
    m_saveGame->setText(tr("Save…"));
    m_nextGame->setText(tr("New Game…"));
    m_playOn->setText(tr("Play On Against Shogiban"));
    m_playOn->setVisible(m_controller.canContinue());
    m_resultBox->open(); // not exec(): the board stays visible and nothing waits on the answer
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!m_editor->cancel() || !m_files->confirmDiscard()) {
        event->ignore();
        return;
    }
    m_boardFirst->release(); // the arrangement the user chose, not the one a small window forced
    m_layoutSave->stop();
    m_settings.setWindow(saveGeometry(), saveState());
    if (m_review->variationTree()) m_review->variationTree()->close();
    event->accept();
}

// The docks and toolbars as the user leaves them are saved a moment after each change, not only on a
// normal exit: a session that ends by a signal or a crash opens again with the panels where they were (the
// analysis panel too; it comes back idle, its engines waiting for Analyse: a restart starts no program).
void MainWindow::watchLayout() {
    m_layoutSave = new QTimer(this);
    m_layoutSave->setSingleShot(true);
    m_layoutSave->setInterval(1000);
    connect(m_layoutSave, &QTimer::timeout, this, &MainWindow::saveLayout);
    const auto changed = [this] { m_layoutSave->start(); };
    for (QDockWidget* dock : findChildren<QDockWidget*>()) {
        connect(dock, &QDockWidget::visibilityChanged, m_layoutSave, changed);
        connect(dock, &QDockWidget::dockLocationChanged, m_layoutSave, changed);
        connect(dock, &QDockWidget::topLevelChanged, m_layoutSave, changed);
    }
    for (QToolBar* bar : findChildren<QToolBar*>()) {
        connect(bar, &QToolBar::visibilityChanged, m_layoutSave, changed);
        connect(bar, &QToolBar::topLevelChanged, m_layoutSave, changed);
    }
}

// Only the user's arrangement: not while a small window has hidden or stacked the docks or the position
// editor has put its panel in their place, nor once the window has gone.
void MainWindow::saveLayout() {
    if (!isVisible() || m_boardFirst->forcing() || m_editor->isActive()) return;
    m_settings.setWindow(saveGeometry(), saveState());
}

void MainWindow::newGame() {
    newGameFrom(m_settings.hasLastSetup() ? m_settings.lastSetup() : NewGameDialog::firstSetup());
}

// Opened in a wide window where it still shares the comment's place (the first arrangement), the analysis
// goes beside the moves: a reviewer sees the lines, the moves and the comment at once. A narrow window keeps
// the tabs, and an arrangement the user made is left alone.
void MainWindow::placeAnalysisDock() {
    if (m_analysisDock->isFloating() || !tabifiedDockWidgets(m_analysisDock).contains(m_commentDock)) return;
    if (width() < WideWindow) {
        m_analysisDock->raise(); // tabbed with the comment: the tab the user asked for comes to the front
        return;
    }
    splitDockWidget(m_moveDock, m_analysisDock, Qt::Horizontal);
    resizeDocks({m_moveDock, m_analysisDock}, {280, 320}, Qt::Horizontal);
    // The moves and the lines take the height; the comment keeps a few lines under them.
    const int docks = centralWidget()->height();
    resizeDocks({m_moveDock, m_commentDock}, {docks - docks / 5, docks / 5}, Qt::Vertical);
}

void MainWindow::startAnalysis() {
    m_analysisDock->show();
    m_analysisDock->raise();
    m_analysisPanel->start();
}

bool MainWindow::newGameFrom(const GameSetup& initial) {
    if (!m_files->confirmDiscard()) return false;
    const GameController::Hold hold(m_controller); // the new game starts when the dialog has closed
    NewGameDialog dialog(initial, &engines(), &m_prompts, this);
    if (dialog.exec() != QDialog::Accepted) return false;
    const GameSetup setup = dialog.setup();
    m_settings.setLastSetup(setup);
    return startGame(setup);
}

void MainWindow::undo() {
    if (m_controller.undo()) statusBar()->showMessage(tr("Move taken back."));
}

void MainWindow::resign() {
    if (!m_controller.canResign()) return;
    const Color loser = m_controller.resigningSide();
    const SideNames names = m_controller.names();
    QMessageBox box(
        QMessageBox::Question, tr("Resign"),
        tr("Resign the game for %1? %2 wins it.")
            .arg(names[std::size_t(shogi::index(loser))], names[std::size_t(shogi::index(~loser))]),
        QMessageBox::NoButton, this);
    box.setObjectName(QStringLiteral("resignBox"));
    QPushButton* yes = box.addButton(tr("Resign"), QMessageBox::AcceptRole);
    box.setDefaultButton(box.addButton(tr("Keep Playing"), QMessageBox::RejectRole));
    if (ask(box) == yes) m_controller.resign();
}

void MainWindow::declareImpasse() {
    if (!m_controller.canDeclareImpasse()) return;
    const shogi::ImpasseVerdict verdict = m_controller.impassePreview();
    const Color declarer = m_controller.game().position().sideToMove();
    QString text = ResultMessage::impasseProposal(verdict, declarer, m_controller.names());
    if (verdict.outcome == shogi::ImpasseOutcome::DeclarerLoses)
        text +=
            QLatin1Char('\n') + (m_controller.setup().policy == shogi::IllegalMovePolicy::Tournament
                                     ? tr("Under tournament rules a declaration that does not qualify loses.")
                                     : tr("In a friendly game it will be refused and the game goes on."));
    QMessageBox box(QMessageBox::Question, tr("Declare Impasse"), text, QMessageBox::NoButton, this);
    QPushButton* declare = box.addButton(tr("Declare"), QMessageBox::AcceptRole);
    box.setDefaultButton(box.addButton(tr("Cancel"), QMessageBox::RejectRole));
    if (ask(box) != declare) return;
    if (!m_controller.declareImpasse())
        statusBar()->showMessage(tr("The impasse declaration does not qualify; the game goes on."));
}

void MainWindow::showPreferences() {
    const GameController::Hold hold(m_controller);
    PreferencesDialog dialog(m_settings, this);
    dialog.exec();
}

void MainWindow::showEngines() {
    const GameController::Hold hold(m_controller);
    EngineManagerDialog dialog(engines(), m_prompts, this);
    dialog.exec();
}

void MainWindow::showAbout() {
    const GameController::Hold hold(m_controller);
    QMessageBox box(
        QMessageBox::NoIcon, tr("About Shogiban"),
        tr("Shogiban %1\nShogi for the desktop: play a person or the computer, with handicaps and clocks; "
           "lessons and puzzles; games reviewed with an engine's analysis; four piece styles.")
                .arg(QCoreApplication::applicationVersion()) +
            QStringLiteral("\n\n") +
            tr("Free software under the GNU General Public License, version 3 or later.") +
            QStringLiteral("\n\n") +
            tr("The puzzles from Shōgi Zukō (1755) and Shōgi Musō (1734) come from the public-domain records "
               "of "
               "the Open Tsume project (github.com/tokoroten/edo_era_tsume_shogi, CC0)."),
        QMessageBox::Ok, this);
    box.button(QMessageBox::Ok)->setText(tr("OK"));
    box.exec();
}
