#pragma once
// The owner of the engine's search and of the one worker thread that runs it; only the input thread calls
// it. start() arms the search (Search::prepare) before the worker exists, and nothing else ever clears a
// stop or ponderhit request, so one read right after "go" always reaches the search it was meant for. The
// worker's last act is the search's answer (bestmove or checkmate): every search answers exactly once, and
// the next start() joins the worker before it arms anything.
#include "engine/UsiOutput.h"
#include "engine/Search.h"

#include <atomic>
#include <functional>
#include <string>
#include <thread>

namespace shogiban {

class SearchThread {
public:
    // Runs on the worker and returns the answer line.
    using Work = std::function<std::string(shogi::engine::Search&)>;

    explicit SearchThread(UsiOutput& out) : m_out(out) {}
    ~SearchThread();

    // Runs `work` on a new worker; a search still running is stopped (and answers) first.
    void start(const shogi::engine::SearchLimits& limits, Work work);
    void stop();
    void ponderhit();
    // Waits for the running search, if any, to end and answer.
    void wait();
    // End of input: a search only a command could end (infinite, pondering, no limit at all) is stopped, one
    // with a limit finishes; then waits for it.
    void finishAtEndOfInput();
    // Whether a search runs; one that has answered is joined here.
    bool running();
    // The search itself, for its options, hash and position: only while running() is false.
    shogi::engine::Search& search() { return m_search; }

private:
    UsiOutput& m_out;
    shogi::engine::Search m_search;
    std::thread m_worker;
    std::atomic<bool> m_answered{true};
    bool m_untilStop = false; // the running search ends only when told to
    bool m_timedAfterPonderhit = false;
};

} // namespace shogiban
