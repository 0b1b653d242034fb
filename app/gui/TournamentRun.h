#pragma once
// A tournament running in the background for the window: core/match's runner (the same code as
// shogiban-cli tournament) on a thread of its own, each game's record and the state written to the output
// folder as it ends. The window polls snapshot() - the standings, the games being played, the finished
// games' lines - so no engine thread ever touches a widget.
#include "match/MatchRunner.h"
#include "match/TournamentFolder.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <map>
#include <memory>
#include <mutex>

class QThread;

class TournamentRun : public QObject {
    Q_OBJECT
public:
    struct Snapshot {
        shogi::match::Standings standings;
        std::map<int, shogi::match::LiveGame> live; // by slot: the games being played
        int played = 0;                             // finished, those of earlier runs included
        int total = 0;
        QStringList finishedLines; // "12. A - B: 1-0 (checkmate), 87 plies", in order
        QStringList errors;        // files that could not be written
    };

    TournamentRun(shogi::match::TournamentState state, QString folder, QObject* parent = nullptr);
    ~TournamentRun() override; // stops the run and waits for its engines to end

    void start();
    void setPaused(bool paused);
    void stop(); // the games under way are abandoned, played again on resume; finished() follows
    bool isRunning() const;
    bool isPaused() const { return m_control.paused; }
    const QString& folder() const { return m_folder; }
    const shogi::match::MatchSettings& settings() const { return m_state.settings; }
    Snapshot snapshot() const;

signals:
    // stopped: games remain (resume later); error: the engines could not be started, in words.
    void finished(bool stopped, const QString& error);

private:
    void gameEnded(const shogi::match::GameReport& report, const shogi::match::Standings& standings);
    void moved(const shogi::match::LiveGame& game);
    void threadFinished();

    shogi::match::TournamentState m_state; // `done` grows as games end (under m_mutex)
    const std::vector<shogi::match::GameSummary> m_doneBefore;
    QString m_folder;
    shogi::match::MatchControl m_control;
    shogi::match::MatchEvents m_events;
    std::unique_ptr<QThread> m_thread;
    mutable std::mutex m_mutex;
    Snapshot m_snapshot;
    std::optional<shogi::Result<shogi::match::TournamentResult>> m_result;
};
