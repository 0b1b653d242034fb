#pragma once
// The owner of the engine's search and of the one worker thread that runs it, for the engine's whole life;
// only the input thread calls it. The worker waits for a job and is woken for each "go": a thread made afresh
// for every search first runs up to tens of milliseconds late on a busy machine, a woken one at once.
// start() arms the search (Search::prepare) before the worker may see the job, and nothing else ever clears
// a stop or ponderhit request, so one read right after "go" always reaches the search it was meant for.
//
// Every search answers exactly once: the worker writes its answer (bestmove or checkmate) under the lock,
// unless the clock's last moment came first. A search thread that has used its share of the processor may
// wait tens of milliseconds to run again on a busy machine, past its own deadline; a second thread, asleep
// until that last moment (halfway through the margin kept back from the flag), is woken at once then and
// answers with the best move of the last finished iteration (progress()), and stops the search. The search
// stays the worker's until it has ended: wait() waits for that, and nothing the input thread writes after
// wait() comes before the answer.
#include "engine/UsiOutput.h"
#include "engine/Search.h"

#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

namespace shogiban {

class SearchThread {
public:
    // Runs on the worker and returns the answer line.
    using Work = std::function<std::string(shogi::engine::Search&)>;

    explicit SearchThread(UsiOutput& out);
    ~SearchThread();
    SearchThread(const SearchThread&) = delete;
    SearchThread& operator=(const SearchThread&) = delete;

    // Runs `work` on the worker; a search still running is stopped (and answers) first.
    void start(const shogi::engine::SearchLimits& limits, Work work);
    void stop();
    void ponderhit();
    // Waits for the running search, if any, to end (and so to have answered).
    void wait();
    // End of input: a search only a command could end (infinite, pondering, no limit at all) is stopped, one
    // with a limit finishes; then waits for it.
    void finishAtEndOfInput();
    // Whether a search runs that has not answered yet.
    bool running();
    // The worker's report of an iteration: writes `line` unless the search has answered already (no info
    // after its bestmove); a `fallback` is the answer to give if the search has not answered by the clock's
    // last moment.
    void progress(const std::string& line, std::string fallback = {});
    // The search itself, for its options, hash and position: only after wait().
    shogi::engine::Search& search() { return m_search; }

private:
    using Clock = std::chrono::steady_clock;
    void serve();
    void watchClock();
    void armClock();

    UsiOutput& m_out;
    shogi::engine::Search m_search;
    std::mutex m_mutex;
    std::condition_variable m_changed; // a job posted or ended, a clock armed, or the end
    Work m_job;                        // posted, not yet taken by the worker
    bool m_busy = false;               // from start() until the worker has ended the search
    bool m_answered = true;            // the running search's answer is written
    std::optional<Clock::time_point> m_lastMoment;
    std::string m_fallback;
    bool m_quit = false;
    bool m_untilStop = false; // the running search ends only when told to
    bool m_timedAfterPonderhit = false;
    std::int64_t m_flagMs = 0; // the running search's time to the flag (0: none), from go or ponderhit
    std::int64_t m_overheadMs = 0;
    // Last: they start once everything they use exists.
    std::thread m_worker;
    std::thread m_clock;
};

} // namespace shogiban
