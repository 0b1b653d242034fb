#pragma once
// The main window: the board in the centre, the move list in a dock, menus and the status bar. It starts
// games on the controller, shows what the controller reports, and applies the settings live.
#include "GameController.h"

#include <QMainWindow>

class BoardView;
class LanguageManager;
class MoveListPanel;
class QDockWidget;
class QLabel;
class QMessageBox;
class Settings;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    MainWindow(Settings& settings, LanguageManager& languages, QWidget* parent = nullptr);

    GameController& controller() { return m_controller; }
    BoardView& board() { return *m_board; }
    // Starts a game between two people at this screen; false (with the reason) for a bad custom position.
    bool startGame(const GameSetup& setup, QString* error = nullptr);
    // The position on the board: -1 for the live game, else the ply under review (0 = the start).
    int shownPly() const { return m_shownPly; }
    void showPly(int ply);
    void backToGame();

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void createActions();
    void createMenus();
    void retranslate();
    void applySettings();
    void refresh();
    void refreshClocks();
    shogi::Position positionAfter(int ply) const;
    void updateActions();
    bool confirmDiscard();

    void newGame();
    void undo();
    void resign();
    void declareImpasse();
    void showPreferences();
    void showAbout();
    void onMoveRefused(shogi::Move move, shogi::IllegalReason reason);
    void onGameEnded(const QString& message);

    Settings& m_settings;
    LanguageManager& m_languages;
    GameController m_controller;
    BoardView* m_board;
    MoveListPanel* m_moveList;
    QDockWidget* m_moveDock;
    QLabel* m_turnLabel;
    QMessageBox* m_resultBox = nullptr;
    int m_shownPly = -1;

    QMenu* m_gameMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    QAction* m_newGame = nullptr;
    QAction* m_undo = nullptr;
    QAction* m_resign = nullptr;
    QAction* m_impasse = nullptr;
    QAction* m_quit = nullptr;
    QAction* m_flip = nullptr;
    QAction* m_fullScreen = nullptr;
    QAction* m_back = nullptr;
    QAction* m_preferences = nullptr;
    QAction* m_about = nullptr;
};
