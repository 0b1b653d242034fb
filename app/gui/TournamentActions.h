#pragma once
// Game > Engine Tournament…: the dialog, then a window per tournament (several may run at once).
#include <QObject>

#include <functional>

class EngineCatalog;
class QAction;
class QWidget;
class TournamentWindow;

class TournamentActions : public QObject {
    Q_OBJECT
public:
    // The catalog is asked for only when a tournament is set up: made earlier, it would probe every
    // installed engine at start-up.
    TournamentActions(QWidget& window, std::function<EngineCatalog&()> engines);

    QAction* action() const { return m_action; }
    void retranslate();
    // Asks for the settings and opens the tournament's window; nullptr when the user cancelled.
    TournamentWindow* openTournament();

private:
    QWidget& m_window;
    std::function<EngineCatalog&()> m_engines;
    QAction* m_action;
};
