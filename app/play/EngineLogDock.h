#pragma once
// View → Engine log: a dock with each engine's raw conversation. The window tells it when a game has
// started or goes on with other players; that game's engines are then logged.
#include <QDockWidget>

class EngineLogView;
class GameController;

class EngineLogDock : public QDockWidget {
    Q_OBJECT
public:
    // Hidden until the user opens it (the window docks it at the bottom).
    EngineLogDock(GameController& controller, QWidget* parent = nullptr);

    EngineLogView* log() const { return m_log; }
    void retranslate();
    void playersChanged();

private:
    GameController& m_controller;
    EngineLogView* m_log;
};
