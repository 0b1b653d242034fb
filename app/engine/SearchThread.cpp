#include "engine/SearchThread.h"

namespace shogiban {

using namespace shogi::engine;

SearchThread::SearchThread(UsiOutput& out)
    : m_out(out), m_worker([this] { serve(); }), m_clock([this] { watchClock(); }) {}

SearchThread::~SearchThread() {
    stop();
    wait();
    {
        std::lock_guard lock(m_mutex);
        m_quit = true;
    }
    m_changed.notify_all();
    m_worker.join();
    m_clock.join();
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
        if (!m_answered) m_out.send(answer);
        m_answered = true;
        m_busy = false;
        m_lastMoment.reset();
        m_fallback.clear();
        m_changed.notify_all();
    }
}

void SearchThread::watchClock() {
    std::unique_lock lock(m_mutex);
    while (!m_quit) {
        if (!m_busy || m_answered || !m_lastMoment) {
            m_changed.wait(lock);
        } else if (Clock::now() < *m_lastMoment) {
            m_changed.wait_until(lock, *m_lastMoment);
        } else if (m_fallback.empty()) {
            // The first iteration is under way: the worker answers, or progress() brings a move.
            m_changed.wait(lock);
        } else {
            m_out.send(m_fallback);
            m_answered = true;
            m_search.stop();
        }
    }
}

// Under the lock, from the flag start() worked out: the last moment is half the margin before the flag.
void SearchThread::armClock() {
    m_lastMoment.reset();
    if (m_flagMs <= 0) return;
    const std::int64_t ms = m_flagMs - TimeManager::margin(m_overheadMs, m_flagMs) / 2;
    m_lastMoment = Clock::now() + std::chrono::milliseconds(ms);
}

void SearchThread::start(const SearchLimits& limits, Work work) {
    stop();
    wait();
    const bool bounded = limits.timed() || limits.depth > 0 || limits.nodes > 0;
    m_untilStop = limits.infinite || limits.ponder || !bounded;
    m_timedAfterPonderhit = limits.ponder && !limits.infinite && bounded;
    // The flag falls when the side to move's time (main time and byoyomi, or the fixed time) is spent; the
    // search's own deadline keeps back at least TimeManager::margin of it.
    const auto us = int(m_search.position().sideToMove());
    m_flagMs = limits.infinite ? 0 : limits.movetime > 0 ? limits.movetime : limits.time[us] + limits.byoyomi;
    m_overheadMs = m_search.options().overheadMs;
    m_search.prepare(limits);
    {
        std::lock_guard lock(m_mutex);
        m_job = std::move(work);
        m_busy = true;
        m_answered = false;
        m_fallback.clear();
        m_lastMoment.reset();
        if (!limits.ponder) armClock();
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
    if (!m_timedAfterPonderhit) return;
    m_untilStop = false;
    {
        std::lock_guard lock(m_mutex);
        if (m_busy && !m_answered) armClock();
    }
    m_changed.notify_all();
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
    return m_busy && !m_answered;
}

void SearchThread::progress(const std::string& line, std::string fallback) {
    std::lock_guard lock(m_mutex);
    if (m_answered) return;
    m_out.send(line);
    if (fallback.empty()) return;
    m_fallback = std::move(fallback);
    if (m_lastMoment && Clock::now() >= *m_lastMoment) m_changed.notify_all();
}

} // namespace shogiban
