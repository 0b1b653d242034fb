#pragma once
// A USI engine as a child process, driven by blocking calls with a deadline on every wait: for command-line
// tools (match, analysis) that have nothing else to do while the engine thinks. The GUI drives its engines
// asynchronously instead and shares only the line-level code (EngineMessage, Commands, LineReader).
//
// Every failure - the program missing, a crash, an exit at start-up, a hang, garbage instead of replies -
// comes back as false/nullopt with failure() and errorText(); nothing here throws or waits without end.
// The engine runs in its own process group, killed whole when it does not quit, and is always reaped; on
// Linux it is killed as well when the thread that started it ends (so start and use a session in one thread).
#include "usi/EngineMessage.h"
#include "usi/LineReader.h"
#include "usi/RecentLines.h"

#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

class QProcess;

namespace shogi::usi {

class EngineSession {
public:
    using SteadyClock = std::chrono::steady_clock;
    using Ms = std::chrono::milliseconds;

    enum class Failure {
        None,
        StartFailed, // the program could not be run at all
        Exited,      // the process ended (crash or exit) while a reply was awaited or a command sent
        TimedOut,    // no reply before the deadline: the engine hangs or is far too slow
        Aborted,     // the abort flag was raised while a reply was awaited (a tournament stopped)
    };

    struct SearchReply {
        BestMove best;
        SteadyClock::time_point sentAt;     // when "go" was written
        SteadyClock::time_point answeredAt; // when the bestmove line was read
    };

    EngineSession();
    ~EngineSession(); // quits with the default grace period if still running
    EngineSession(const EngineSession&) = delete;
    EngineSession& operator=(const EngineSession&) = delete;

    // Runs `program` (a path, or a name found on PATH) in its own directory, sends "usi" and collects the
    // id and option lines until "usiok".
    // `environment`: NAME=value pairs added to ours (gpsusi needs a GPSSHOGI_HOME of its own).
    bool start(const std::string& program, const std::vector<std::string>& arguments, Ms timeout,
               const std::vector<std::string>& environment = {});
    bool running() const;

    const std::string& engineName() const { return m_name; }
    const std::string& author() const { return m_author; }
    const std::vector<EngineOption>& options() const { return m_options; }
    const EngineOption* findOption(std::string_view name) const;

    // Writes one command line; false when the engine is gone.
    bool send(const std::string& command);
    // "isready", then waits for "readyok" (info lines and chatter in between are skipped).
    bool synchronize(Ms timeout);
    // Writes `position` and `go`, then waits until "bestmove" or the deadline; `onInfo` (when set) hears each
    // "info" line on the way (analysis keeps the last score and PV).
    std::optional<SearchReply> search(const std::string& position, const std::string& go,
                                      SteadyClock::time_point deadline,
                                      const std::function<void(const SearchInfo&)>& onInfo = {});
    // "stop", then waits for the bestmove that ends the search; false when none came in time.
    bool stopSearch(Ms timeout);
    // "quit", a grace period to exit, then the process group killed; always reaped.
    void quit(Ms grace = DefaultQuitGrace);
    void kill();
    // Another thread may raise `flag` (owned by the caller, outliving the session) to end every wait at
    // once with Failure::Aborted; waits then wake at least every 100 ms to look at it.
    void setAbortFlag(const std::atomic<bool>* flag) { m_abort = flag; }

    Failure failure() const { return m_failure; }
    // One sentence on what went wrong ("engine gpsusi crashed (signal 6) while bestmove was awaited"),
    // without the output.
    const std::string& errorText() const { return m_error; }
    // The engine's last output lines (stderr lines marked), oldest first, for error messages.
    std::vector<std::string> recentOutput() const { return m_recent.lines(); }

    static constexpr Ms DefaultQuitGrace{1000};

private:
    // The next line from the engine, or nullopt (failure set) at the deadline or when the process ended.
    std::optional<std::string> readLine(SteadyClock::time_point deadline, std::string_view waitingFor);
    void collectStderr();
    // Once the process has ended nobody reads its output: what it said last goes to the recent lines.
    void keepFinalOutput();
    void fail(Failure failure, std::string text);
    std::string exitDescription() const;
    void killGroup();

    std::unique_ptr<QProcess> m_process;
    std::string m_program; // for messages
    LineReader m_stdout;
    LineReader m_stderr;
    RecentLines m_recent;
    std::string m_name;
    std::string m_author;
    std::vector<EngineOption> m_options;
    Failure m_failure = Failure::None;
    std::string m_error;
    const std::atomic<bool>* m_abort = nullptr;
};

} // namespace shogi::usi
