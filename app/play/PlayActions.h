#pragma once
// Games with programs, for the main window: View → Engine log, a dock with each engine's raw conversation
// (the window tells it when a game has started: its engines are then logged), and playing on after a
// program's fault.
#include <QObject>

class EngineCatalog;
class EngineLogView;
class GameController;
class QDockWidget;
class QMainWindow;

class PlayActions : public QObject {
    Q_OBJECT
public:
    PlayActions(QMainWindow& window, GameController& controller);

    QDockWidget* logDock() const { return m_logDock; }
    EngineLogView* log() const { return m_log; }
    void retranslate();
    // A game has started (or goes on with other players): its engines' conversations go into the log.
    void playersChanged();
    // After a program's fault (a crash, a hang, its flag, an illegal move) the game goes on from its last
    // legal position: the side at fault is taken over by Shogiban's engine, the other side keeps its player.
    bool continueAfterFault(EngineCatalog& catalog);

private:
    GameController& m_controller;
    QDockWidget* m_logDock;
    EngineLogView* m_log;
};
