#pragma once
// Game > Engine Tournament…: the dialog, then a window per tournament (several may run at once).
#include <QObject>

class EngineCatalog;
class QAction;
class QWidget;
class TournamentWindow;

class TournamentActions : public QObject {
    Q_OBJECT
public:
    TournamentActions(QWidget& window, EngineCatalog& engines);

    QAction* action() const { return m_action; }
    void retranslate();
    // Asks for the settings and opens the tournament's window; nullptr when the user cancelled.
    TournamentWindow* openTournament();

private:
    QWidget& m_window;
    EngineCatalog& m_engines;
    QAction* m_action;
};
