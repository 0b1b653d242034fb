#pragma once
// The game menu's actions for games with programs, for the main window: Pause/Resume and Stop for a game
// between two programs, and View → Engine log, a dock with each engine's raw conversation. The window puts
// the actions in its menus and tells it when a game has started (its engines are then logged).
#include <QObject>

class EngineCatalog;
class EngineLogView;
class GameController;
class QAction;
class QDockWidget;
class QMainWindow;

class PlayActions : public QObject {
    Q_OBJECT
public:
    PlayActions(QMainWindow& window, GameController& controller);

    QAction* pauseAction() const { return m_pause; }
    QAction* stopAction() const { return m_stop; }
    QDockWidget* logDock() const { return m_logDock; }
    EngineLogView* log() const { return m_log; }
    void retranslate();
    // A game has started (or goes on with other players): its engines' conversations go into the log.
    void playersChanged();
    void refresh();
    // After a program's fault (a crash, a hang, its flag, an illegal move) the game goes on from its last
    // legal position: the side at fault is taken over by Shogiban's engine, the other side keeps its player.
    bool continueAfterFault(EngineCatalog& catalog);

private:
    bool programsOnly() const; // no person plays: the game runs by itself and can be paused or stopped

    GameController& m_controller;
    QAction* m_pause;
    QAction* m_stop;
    QDockWidget* m_logDock;
    EngineLogView* m_log;
};
