#pragma once
// The window of a running tournament: the table (per engine W-D-L, points, score and Elo ± 95 %; per
// pairing W-D-L, Elo, the pentanomial pairs and, for two engines with an SPRT, the LLR and its bounds),
// the game being played on a board (which one, when several are played at once), the finished games, and
// Pause, Stop and Open Folder. Closing it stops the run; the folder's state resumes it later.
#include <QWidget>

class BoardView;
class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableWidget;
class QTimer;
class TournamentRun;

class TournamentWindow : public QWidget {
    Q_OBJECT
public:
    // Takes `run` over and starts it.
    explicit TournamentWindow(TournamentRun* run, QWidget* parent = nullptr);

    TournamentRun& run() { return *m_run; }
    // Reads the run's state into the widgets (the timer does it four times a second).
    void refresh();

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void togglePause();
    void finished(bool stopped, const QString& error);
    void fillEngines();
    void fillPairs();
    void showLiveGame();

    TournamentRun* m_run;
    QLabel* m_status;
    QTableWidget* m_engines;
    QTableWidget* m_pairs;
    QComboBox* m_slot;
    QLabel* m_gameLabel;
    BoardView* m_board;
    QPlainTextEdit* m_log;
    QPushButton* m_pause;
    QPushButton* m_stop;
    QTimer* m_timer;
    int m_linesShown = 0;
    bool m_done = false;
    bool m_closing = false; // closed while running: closes once the run has ended
    QString m_ending;       // how the run ended, once it has
};
