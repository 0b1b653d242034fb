#include "engine/SearchThread.h"

namespace shogiban {

using namespace shogi::engine;

SearchThread::SearchThread(UsiOutput& out) : m_out(out), m_worker([this] { serve(); }) {}

SearchThread::~SearchThread() {
    stop();
    wait();
    {
        std::lock_guard lock(m_mutex);
        m_quit = true;
    }
    m_changed.notify_all();
    m_worker.join();
}

void SearchThread::serve() {
    std::unique_lock lock(m_mutex);
    while (true) {
        m_changed.wait(lock, [this] { return m_job || m_quit; });
        if (!m_job) return;
        const Work job = std::move(m_job);
        m_job = nullptr;
        lock.unlock();
        const std::string answer = job(m_search);
        lock.lock();
        m_out.send(answer);
        m_busy = false;
        m_changed.notify_all();
    }
}

void SearchThread::start(const SearchLimits& limits, Work work) {
    stop();
    wait();
    const bool bounded = limits.timed() || limits.depth > 0 || limits.nodes > 0;
    m_untilStop = limits.infinite || limits.ponder || !bounded;
    m_timedAfterPonderhit = limits.ponder && !limits.infinite && bounded;
    m_search.prepare(limits);
    {
        std::lock_guard lock(m_mutex);
        m_job = std::move(work);
        m_busy = true;
    }
    m_changed.notify_all();
}

void SearchThread::stop() {
    // Without a search this is harmless: the next start() arms its own.
    m_search.stop();
}

void SearchThread::ponderhit() {
    if (!running()) return;
    m_search.ponderhit();
    if (m_timedAfterPonderhit) m_untilStop = false;
}

void SearchThread::wait() {
    std::unique_lock lock(m_mutex);
    m_changed.wait(lock, [this] { return !m_busy; });
}

void SearchThread::finishAtEndOfInput() {
    if (m_untilStop) stop();
    wait();
}

bool SearchThread::running() {
    std::lock_guard lock(m_mutex);
    return m_busy;
}

} // namespace shogiban
