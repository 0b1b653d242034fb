#include "engine/SearchThread.h"

namespace shogiban {

using namespace shogi::engine;

SearchThread::~SearchThread() {
    stop();
    wait();
}

void SearchThread::start(const SearchLimits& limits, Work work) {
    stop();
    wait();
    const bool bounded = limits.timed() || limits.depth > 0 || limits.nodes > 0;
    m_untilStop = limits.infinite || limits.ponder || !bounded;
    m_timedAfterPonderhit = limits.ponder && !limits.infinite && bounded;
    m_search.prepare(limits);
    m_answered = false;
    m_worker = std::thread([this, work = std::move(work)] {
        const std::string answer = work(m_search);
        // Marked before the line goes out: a GUI may send its next command the moment it reads it.
        m_answered = true;
        m_out.send(answer);
    });
}

void SearchThread::stop() {
    if (m_worker.joinable()) m_search.stop();
}

void SearchThread::ponderhit() {
    if (!m_worker.joinable()) return;
    m_search.ponderhit();
    if (m_timedAfterPonderhit) m_untilStop = false;
}

void SearchThread::wait() {
    if (m_worker.joinable()) m_worker.join();
}

void SearchThread::finishAtEndOfInput() {
    if (m_untilStop) stop();
    wait();
}

bool SearchThread::running() {
    if (m_worker.joinable() && m_answered) m_worker.join();
    return m_worker.joinable();
}

} // namespace shogiban
