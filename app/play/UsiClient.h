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
// One owner of what the engine does next: a request (a search, an option, the end of a game) is queued and
// advance() alone sends the queue, in the one order the protocol allows, when the engine is idle. A search
// asked for while the engine thinks (a ponder miss, a new position for analysis) stops the running search,
// whose answer is dropped, and goes out at that answer: an engine never gets a second go before it has
// answered the first, and a search requested is sent once (the last one asked for wins). stop() cancels a
// queued search too. Signals go out only once the commands of a step are sent, with the state as it then
// is: a listener that calls back into the client finds it settled (stateChanged carries the state of its
// moment; state() is the current one).
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
    enum class State {
        NotStarted,
        WaitingUsiOk,
        WaitingReadyOk,
        Ready,
        Thinking,
        Stopping,
        Quitting,
        Gone,
        Failed
    };
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
    void launch(const QString& program, const QStringList& arguments = {},
                const QStringList& environment = {});
    // Talks to an engine behind `device` (not owned); the device's readChannelFinished is the engine's end.
    void attach(QIODevice* device);
    void setTimeouts(const Timeouts& timeouts) { m_timeouts = timeouts; }
    // What messages call the engine ("Engine NAME crashed ..."); without it, its id name, else its file name.
    void setDisplayName(const QString& name) { m_displayName = name; }

    // "usi"; at usiok identified(), then `options` as setoption lines, then "isready"; at readyok ready().
    void start(const OptionValues& options = {});
    // Sent at once when Ready; before usiok kept for the start, during a search sent when it has ended.
    void setOption(const std::string& name, const std::string& value);
    // "isready": ready() at readyok (Ready only).
    void synchronize();
    void newGame(); // "usinewgame" (Ready only)
    // "position ..." and a go command (see shogi::usi::goCommand and friends): at once when Ready, when
    // the engine becomes ready while it starts, after the running search's bestmove while it thinks.
    void go(const std::string& position, const shogi::usi::GoLimits& limits);
    void goPonder(const std::string& position, const shogi::usi::GoLimits& limits);
    void goInfinite(const std::string& position);
    void goMate(const std::string& position, std::optional<std::int64_t> limitMs);
    void stop(); // the search's bestmove follows (or checkmate after go mate); a queued search is cancelled
    void ponderHit(); // the predicted move was played: the ponder search becomes the real one
    // A running search is stopped first, its answer dropped; a queued search is cancelled.
    void gameOver(shogi::usi::GameOver result);
    void quit(); // Gone when the engine has ended, killed after the quit grace period

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
    void identified(const QString& name, const QString& author,
                    const std::vector<shogi::usi::EngineOption>& options);
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

    // What the engine is to do when it is next idle, sent in this order by advance().
    struct Queue {
        OptionValues options;
        std::optional<shogi::usi::GameOver> gameOver;
        std::optional<Search> search;
    };

    // The one place that sends what is queued: when the engine is idle, the queue; when it thinks and a
    // search or a game's end is queued, stop (the running search's answer dropped).
    void advance();
    // Reports the state as it now is (stateChanged), once the commands of a step have gone out.
    void settle();
    void send(const std::string& line);
    void sendOption(const std::string& name, const std::string& value);
    void sendStop();
    void requestSearch(Search search);
    void readOutput();    // a slice of what the engine wrote; m_moreOutput brings the next
    void readAllOutput(); // everything it wrote, at its end
    void handleLine(const std::string& line);
    // The running search answered (bestmove or checkmate): Ready, and what is queued goes out. Whether the
    // answer is for the caller (not superseded).
    bool endSearch();
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
    State m_reported = State::NotStarted; // the last state stateChanged told
    QTimer m_timer;                       // the wait for the reply the state expects
    QTimer m_moreOutput;
    shogi::usi::LineReader m_reader;
    shogi::usi::RecentLines m_recent;
    QString m_name, m_author;
    std::vector<shogi::usi::EngineOption> m_options;
    OptionValues m_pendingOptions; // until usiok, sent with the start
    Queue m_queue;
    bool m_pondering = false;
    bool m_dropAnswer = false; // the stopped search's answer belongs to nobody (superseded, game over)
    QString m_failure;
};
