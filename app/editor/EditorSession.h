#pragma once
// The position editor in the main window (Edit → Set Up Position): entering puts the board in its editing
// mode on the position shown, with the editor's panel in place of the docks and the game's own actions
// (take back, resign, pause, hint, the way through the record) suspended; the game waits untouched
// underneath, its clock stopped and its programs not thinking, until the editor is left.
// Leaving checks the position with the rules core and says why it could not stand in a game (a warning:
// the user may go back and fix it, or go on), then hands it over: to the New Game dialog as the start of a
// game, or to review as the start of a record with the analysis panel running on it: the session asks for
// it (playRequested, analyseRequested) and the window, which asks about the game it replaces as File → New
// Game does, calls finish() once it has taken the position. Cancel goes back to the game; an edit is never
// dropped without asking.
#include "game/GameSetup.h"
#include "editor/PositionEditor.h"

#include <QObject>

class BoardView;
class EditorPanel;
class GameController;
class QAction;
class QActionGroup;
class QDockWidget;
class QMessageBox;
class QStatusBar;
struct UserPrompts;

class EditorSession : public QObject {
    Q_OBJECT
public:
    // The editor's panel (dock(), which the window docks) stands in place of `window`'s docks; `game` is held
    // while editing and `board` edits; `status` says what is going on. `suspended`: the window's actions that
    // act on the game or the record, disabled while editing.
    EditorSession(QWidget& window, QStatusBar& status, GameController& game, BoardView& board,
                  const UserPrompts& prompts, QAction* flip, const QList<QAction*>& suspended);

    QAction* action() const { return m_action; } // checked while editing; triggered again it cancels
    bool isActive() const { return m_active; }
    PositionEditor& editor() { return m_editor; }
    EditorPanel& panel() { return *m_panel; }
    QDockWidget* dock() const { return m_dock; }
    void retranslate();
    // The verdict names squares as the board's coordinates show them.
    void setWesternCoordinates(bool western);

    void enter();
    void play();
    void analyse();
    void copySfen();
    void save();
    // Leaves the editor for the game as it was, after asking when the position was changed; false when
    // the user keeps editing. The window asks this before it closes.
    bool cancel();
    // The window took the position (a game or a record starts from it): the editor closes.
    void finish();

    // `base` (the players, the clock) with `pos` as its start: a board's start or a handicap preset as itself.
    static GameSetup setupFor(const shogi::Position& pos, GameSetup base);

signals:
    void playRequested(const shogi::Position& position);
    void analyseRequested(const shogi::Position& position);
    void saveRequested(const shogi::Position& position);

private:
    void showPosition();
    // The rules core's reasons, asked about: true to go on with the position as it is.
    bool acceptIssues(const QString& goOn);

    QWidget& m_window;
    QStatusBar& m_status;
    GameController& m_game;
    BoardView& m_board;
    const UserPrompts& m_prompts;
    PositionEditor m_editor;
    QAction* m_action;
    QActionGroup* m_suspended;
    EditorPanel* m_panel;
    QDockWidget* m_dock;
    QList<QDockWidget*> m_hiddenDocks; // the window's docks, hidden while the editor's panel stands there
    bool m_active = false;
    bool m_westernCoordinates = false;
};
