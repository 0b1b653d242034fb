#pragma once
// A USI engine driven without ever waiting for it: commands go out at once, replies come back as signals,
// and every wait for a reply (usiok, readyok, the bestmove after stop, the end after quit) has a timer. The
// engine sits behind any QIODevice - its process (launch(), through EngineProcess) or, in tests, a device
// fed by hand (attach()). The protocol lines themselves are the core's (shogi::usi).
//
//   NotStarted -start-> WaitingUsiOk -usiok-> WaitingReadyOk -readyok-> Ready
//   Ready -go-> Thinking -bestmove-> Ready;  Thinking -stop-> Stopping -bestmove-> Ready
//   Ready -isready (synchronize)-> WaitingReadyOk;  any -quit-> Quitting -end-> Gone
//   any wait timed out, the engine ended unasked, or its process could not start -> Failed (process killed)
//
// A go while the engine still thinks (a ponder miss, a new position for analysis) stops the running search,
// waits for its bestmove, which is dropped, and only then sends the new go: an engine never gets a second go
// before it has answered the first.
#include "usi/Commands.h"
#include "usi/EngineMessage.h"
#include "usi/LineReader.h"
#include "usi/RecentLines.h"

#include <QObject>
#include <QStringList>
#include <QTimer>

#include <optional>
#include <string>
#include <utility>
#include <vector>

class EngineProcess;
class QIODevice;

class UsiClient : public QObject {
    Q_OBJECT
public:
    enum class State { NotStarted, WaitingUsiOk, WaitingReadyOk, Ready, Thinking, Stopping, Quitting, Gone, Failed };
    Q_ENUM(State)
    enum class Direction { ToEngine, FromEngine, FromEngineStderr };
    Q_ENUM(Direction)

    struct Timeouts {
        int usiOkMs = 10000;
        int readyOkMs = 30000; // engines load their evaluation files at isready
        int stopMs = 5000;     // the bestmove after stop
        int quitMs = 1000;     // the grace period before the process group is killed
    };
    using OptionValues = std::vector<std::pair<std::string, std::string>>;

    explicit UsiClient(QObject* parent = nullptr);
    ~UsiClient() override; // a process still running is killed and reaped

    // Runs `program` (a path or a name on PATH); `environment` holds NAME=value pairs added to ours. A
    // program that cannot be run shows as failed() once start() is called, never as a thrown error.
    void launch(const QString& program, const QStringList& arguments = {}, const QStringList& environment = {});
    // Talks to an engine behind `device` (not owned); the device's readChannelFinished is the engine's end.
    void attach(QIODevice* device);
    void setTimeouts(const Timeouts& timeouts) { m_timeouts = timeouts; }
    // What messages call the engine ("Engine NAME crashed ..."); without it, its id name, else its file name.
    void setDisplayName(const QString& name) { m_displayName = name; }

    // "usi"; at usiok identified(), then `options` as setoption lines, then "isready"; at readyok ready().
    void start(const OptionValues& options = {});
    // Sent at once when Ready, else kept for after usiok (an option before the engine is ready).
    void setOption(const std::string& name, const std::string& value);
    // "isready": ready() at readyok (Ready only).
    void synchronize();
    void newGame(); // "usinewgame" (Ready only)
    // "position ..." and a go command (see shogi::usi::goCommand and friends).
    void go(const std::string& position, const shogi::usi::GoLimits& limits);
    void goPonder(const std::string& position, const shogi::usi::GoLimits& limits);
    void goInfinite(const std::string& position);
    void goMate(const std::string& position, std::optional<std::int64_t> limitMs);
    void stop();      // the search's bestmove follows (or checkmate after go mate)
    void ponderHit(); // the predicted move was played: the ponder search becomes the real one
    void gameOver(shogi::usi::GameOver result); // a running search is stopped first, its answer dropped
    void quit();      // Gone when the engine has ended, killed after the quit grace period

    State state() const { return m_state; }
    bool isPondering() const { return m_state == State::Thinking && m_pondering; }
    const QString& engineName() const { return m_name; }
    const QString& engineAuthor() const { return m_author; }
    const std::vector<shogi::usi::EngineOption>& options() const { return m_options; }
    const shogi::usi::EngineOption* findOption(const std::string& name) const;
    QStringList recentOutput() const; // the last lines the engine wrote (stderr lines marked), oldest first
    const QString& failure() const { return m_failure; }
    qint64 processId() const; // 0 unless a process runs

signals:
    void stateChanged(UsiClient::State state);
    void identified(const QString& name, const QString& author, const std::vector<shogi::usi::EngineOption>& options);
    void ready();
    // raw: the line as the engine wrote it, for a log or an engine's own text.
    void info(const shogi::usi::SearchInfo& info, const QString& raw);
    void bestMove(const shogi::usi::BestMove& move);
    void checkmate(const shogi::usi::Checkmate& result);
    // The engine is gone for good: why (one sentence naming the engine) and what it said last.
    void failed(const QString& reason, const QStringList& lastLines);
    void finished(); // Gone after quit
    void lineLogged(UsiClient::Direction direction, const QString& text);

private:
    struct Search {
        std::string position;
        std::string go;
        bool ponder = false;
    };

    void setState(State state);
    void send(const std::string& line);
    void sendOption(const std::string& name, const std::string& value);
    void sendSearch(const Search& search);
    // A new search when idle; when a search runs it is stopped and this one waits for its bestmove.
    void requestSearch(Search search);
    void readOutput();    // a slice of what the engine wrote; m_moreOutput brings the next
    void readAllOutput(); // everything it wrote, at its end
    void handleLine(const std::string& line);
    void handleSearchEnd(); // the running search answered (bestmove or checkmate): what comes next
    void onEngineEnded(const QString& description);
    void onStderr(const QString& line);
    void onTimeout();
    void fail(const QString& reason);
    void wait(int ms);
    QString who() const;

    QIODevice* m_device = nullptr;
    EngineProcess* m_process = nullptr; // owned (a child) when launched
    QString m_program;
    QString m_displayName;
    QString m_startError; // why launch() could not start the program, reported by start()
    Timeouts m_timeouts;
    State m_state = State::NotStarted;
    QTimer m_timer; // the wait for the reply the state expects
    QTimer m_moreOutput;
    shogi::usi::LineReader m_reader;
    shogi::usi::RecentLines m_recent;
    QString m_name, m_author;
    std::vector<shogi::usi::EngineOption> m_options;
    OptionValues m_pendingOptions; // until usiok
    std::optional<Search> m_nextSearch; // waits for the stopped search's bestmove
    std::optional<shogi::usi::GameOver> m_pendingGameOver;
    bool m_pondering = false;
    bool m_dropAnswer = false; // the stopped search's answer belongs to nobody (superseded, game over)
    QString m_failure;
};
