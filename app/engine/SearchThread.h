#pragma once
// The owner of the engine's search and of the one worker thread that runs it, for the engine's whole life;
// only the input thread calls it. The worker waits for a job and is woken for each "go": a thread made
// afresh for every search first runs up to tens of milliseconds late on a busy machine, a woken one at once.
// start() arms the search (Search::prepare) before the worker may see the job, and nothing else ever clears
// a stop or ponderhit request, so one read right after "go" always reaches the search it was meant for. The
// worker ends each job by writing its answer (bestmove or checkmate) and marking the search ended in one
// step under the lock: every search answers exactly once, nothing the input thread writes after wait()
// can come before that answer, and a command the GUI sends on reading it finds no search running.
#include "engine/UsiOutput.h"
#include "engine/Search.h"

#include <condition_variable>
#include <functional>
#include <mutex>
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
    // Waits for the running search, if any, to end and answer.
    void wait();
    // End of input: a search only a command could end (infinite, pondering, no limit at all) is stopped, one
    // with a limit finishes; then waits for it.
    void finishAtEndOfInput();
    // Whether a search runs (has not yet answered).
    bool running();
    // The search itself, for its options, hash and position: only while running() is false.
    shogi::engine::Search& search() { return m_search; }

private:
    void serve();

    UsiOutput& m_out;
    shogi::engine::Search m_search;
    std::mutex m_mutex;
    std::condition_variable m_changed; // a job posted, a job answered, or the end
    Work m_job;                        // posted, not yet taken by the worker
    bool m_busy = false;               // from start() until the answer is written
    bool m_quit = false;
    bool m_untilStop = false; // the running search ends only when told to
    bool m_timedAfterPonderhit = false;
    std::thread m_worker; // last: it starts once everything it uses exists
};

} // namespace shogiban
