#pragma once
// The main window: the board in the centre; the move list (with the alternatives at the current move) and
// the comment in docks beside it; menus, a navigation toolbar and the status bar. It starts games on the
// controller and shows what the controller reports, and applies the settings live. The record's file and
// the clipboard are FileActions', going through the record is ReviewActions': the window only puts their
// actions in its menus and keeps them informed.
#include "gui/FileActions.h"
#include "game/GameController.h"
#include "game/MoveText.h"
#include "gui/PrintActions.h"
#include "gui/ReviewActions.h"
#include "gui/SessionSnapshot.h"
#include "play/UserPrompts.h"

#include <QAction>
#include <QMainWindow>
#include <QPointer>

class BoardFirstLayout;
class EditorSession;
class BoardView;
class AnalysisActions;
class BookActions;
class TournamentActions;
class ClipboardActions;
class UrlActions;
class AnalysisPanel;
class CommentEditor;
class EngineCatalog;
class EvalBar;
class EvalGraph;
class Hint;
class LearnActions;
class EngineLogDock;
class LanguageManager;
class MoveListPanel;
class PuzzleActions;
class QDockWidget;
class QLabel;
class QMessageBox;
class QPushButton;
class QTimer;
class QToolBar;
class Settings;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    MainWindow(Settings& settings, LanguageManager& languages, QWidget* parent = nullptr);
    ~MainWindow() override;

    GameController& controller() { return m_controller; }
    BoardView& board() { return *m_board; }
    FileActions& files() { return *m_files; }
    PrintActions& printing() { return *m_printing; }
    ReviewActions& review() { return *m_review; }
    EditorSession& editor() { return *m_editor; }
    Hint& hint() { return *m_hint; }
    LearnActions& learn() { return *m_learn; }
    // The user's engines, read at the first use (the catalog runs new engines once to learn their options).
    EngineCatalog& engines();
    // Replaces the message boxes and file dialogs, e.g. with a test's answers.
    void setPrompts(UserPrompts prompts) { m_prompts = holdingTheGame(std::move(prompts)); }

    // Starts a game with the setup's players, without asking; false (with the reason) for a bad custom
    // position or an engine that is not in the catalog or cannot play the board. `firstMove`: the move at
    // the board that began it (see prepareGame).
    bool startGame(const GameSetup& setup, QString* error = nullptr,
                   std::optional<shogi::Move> firstMove = std::nullopt);
    // Shows the setup's start position without beginning the game: no clock runs and no program starts until
    // the user starts it, with New Game or, where a person moves first, with that person's first move.
    void prepareGame(const GameSetup& setup);
    bool isGamePrepared() const { return m_prepared.has_value(); }
    // File → New Game with `initial` in the dialog, after asking about the game it replaces; true when a
    // game was started.
    bool newGameFrom(const GameSetup& initial);
    // Takes up a game or review saved by the autosave, with its players, clocks and file.
    void resume(SessionSnapshot snapshot);
    // Shows the analysis panel and starts it on the position shown.
    void startAnalysis();

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    template <class Slot> QAction* makeAction(const char* name, Slot slot) {
        auto* action = new QAction(this);
        action->setObjectName(QLatin1String(name));
        connect(action, &QAction::triggered, this, slot);
        return action;
    }

    void createActions();
    void createMenus();
    void retranslate();
    void applySettings();
    void refresh();
    void fitToScreen();
    void placeAnalysisDock();
    void watchLayout();
    void saveLayout();
    static constexpr int WideWindow = 1280; // room for the board, the moves and the analysis side by side
    static constexpr QSize FirstSize{1440, 900}; // bounded by the screen's room
    void refreshClocks();
    void refreshTurn();
    void refreshEvaluations();
    void createAnalysis();
    void updateActions();
    MoveText moveText() const;
    // `prompts` asking their questions with the game held (its clocks stopped, its programs waiting).
    UserPrompts holdingTheGame(UserPrompts prompts);
    QAbstractButton* ask(QMessageBox& box) { return m_prompts.ask(box); }
    void seatPlayers();
    void onBoardMove(shogi::Move move);
    void onPositionChanged();
    void newGame();
    void undo();
    void resign();
    void declareImpasse();
    void showPreferences();
    void showEngines();
    void showAbout();
    void onMoveRefused(shogi::Move move, shogi::IllegalReason reason);
    void onGameEnded(const QString& message);
    void closeResult();

    Settings& m_settings;
    LanguageManager& m_languages;
    GameController m_controller;
    UserPrompts m_prompts = holdingTheGame(UserPrompts::dialogs());
    BoardView* m_board;
    MoveListPanel* m_moveList;
    EvalGraph* m_evalGraph;
    EvalBar* m_evalBar;
    AnalysisPanel* m_analysisPanel = nullptr;
    QDockWidget* m_analysisDock = nullptr;
    AnalysisActions* m_analysisActions = nullptr;
    PuzzleActions* m_puzzles = nullptr;
    BookActions* m_books = nullptr;
    TournamentActions* m_tournaments = nullptr;
    ClipboardActions* m_clipboard = nullptr;
    UrlActions* m_urls = nullptr;
    QDockWidget* m_moveDock;
    CommentEditor* m_comment;
    QDockWidget* m_commentDock;
    QToolBar* m_navigationBar;
    QToolBar* m_gameBar = nullptr;
    Hint* m_hint = nullptr;
    EngineLogDock* m_engineLog = nullptr;
    QPushButton* m_playOn = nullptr;   // in the result box, after a program's fault
    QPushButton* m_saveGame = nullptr; // in the result box: File → Save
    QPushButton* m_nextGame = nullptr; // in the result box: Game → New Game
    EngineCatalog* m_engines = nullptr;
    QLabel* m_turnLabel;
    FileActions* m_files;
    ReviewActions* m_review;
    PrintActions* m_printing;
    EditorSession* m_editor = nullptr;
    BoardFirstLayout* m_boardFirst = nullptr;
    QTimer* m_layoutSave = nullptr; // a moment after the docks or toolbars change
    QPointer<QMessageBox> m_resultBox;
    bool m_rowsStale = true; // the record or the notation changed: the move list rebuilds its rows
    QString m_refusal;       // the last refused move's reason, cleared from the status bar by the next move
    std::optional<GameSetup> m_prepared; // shown, not begun (prepareGame)

    QMenu* m_fileMenu = nullptr;
    QMenu* m_editMenu = nullptr;
    QMenu* m_gameMenu = nullptr;
    QMenu* m_recordMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    LearnActions* m_learn = nullptr;
    QAction* m_newGame = nullptr;
    QAction* m_quit = nullptr;
    QAction* m_undo = nullptr;
    QAction* m_resign = nullptr;
    QAction* m_impasse = nullptr;
    QAction* m_pause = nullptr;
    QAction* m_stopGame = nullptr;
    QAction* m_flip = nullptr;
    QAction* m_fullScreen = nullptr;
    QAction* m_preferences = nullptr;
    QAction* m_engineManager = nullptr;
    QAction* m_about = nullptr;
};
