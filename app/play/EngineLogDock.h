#pragma once
// View → Engine log: a dock with each engine's raw conversation. The window tells it when a game has
// started or goes on with other players; that game's engines are then logged.
#include <QDockWidget>

class EngineLogView;
class GameController;
class QMainWindow;

class EngineLogDock : public QDockWidget {
    Q_OBJECT
public:
    // Docked at the bottom of `window`, hidden until the user opens it.
    EngineLogDock(QMainWindow& window, GameController& controller);

    EngineLogView* log() const { return m_log; }
    void retranslate();
    void playersChanged();

private:
    GameController& m_controller;
    EngineLogView* m_log;
};
