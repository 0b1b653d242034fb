#include "play/HintSearch.h"

#include <QMetaObject>

#include <memory>

namespace {

// Enough for a short search; the engine's own 64 MB default would sit in the app for every later hint.
constexpr std::size_t HashMegabytes = 16;

} // namespace

HintSearch::HintSearch(QObject* parent) : QObject(parent) {}

HintSearch::~HintSearch() {
    {
        const std::lock_guard lock(m_mutex);
        m_quit = true;
        m_job.reset();
    }
    m_wake.notify_one();
    if (shogi::engine::Search* running = m_running.load()) running->stop();
    if (m_worker.joinable()) m_worker.join();
}

void HintSearch::request(const shogi::Position& start, const std::vector<shogi::Move>& moves,
                         std::int64_t timeMs) {
    cancel();
    m_searching = true;
    {
        const std::lock_guard lock(m_mutex);
        m_job = Job{++m_latest, start, moves, timeMs};
    }
    if (!m_worker.joinable()) m_worker = std::thread([this] { run(); });
    m_wake.notify_one();
}

void HintSearch::cancel() {
    ++m_latest; // whatever is still on its way is no longer wanted
    m_searching = false;
    {
        const std::lock_guard lock(m_mutex);
        m_job.reset();
    }
    if (shogi::engine::Search* running = m_running.load()) running->stop();
}

void HintSearch::run() {
    std::unique_ptr<shogi::engine::Search> search;
    for (;;) {
        Job job;
        {
            std::unique_lock lock(m_mutex);
            m_wake.wait(lock, [this] { return m_quit || m_job; });
            if (m_quit) return;
            job = std::move(*m_job);
            m_job.reset();
        }
        if (!search) {
            search = std::make_unique<shogi::engine::Search>();
            search->setHashSize(HashMegabytes);
        }
        m_running = search.get();
        if (job.id != m_latest) { // cancelled before the search could be stopped
            m_running = nullptr;
            continue;
        }
        const shogi::engine::Explanation e =
            shogi::engine::explain(*search, job.start, job.moves, job.timeMs);
        m_running = nullptr;
        QMetaObject::invokeMethod(
            this, [this, id = job.id, e] { deliver(id, e); }, Qt::QueuedConnection);
    }
}

void HintSearch::deliver(std::uint64_t id, const shogi::engine::Explanation& explanation) {
    if (id != m_latest) return;
    m_searching = false;
    emit found(explanation);
}
