#pragma once
// The built-in engine searching for a hint, in this process, on a worker thread of its own: request() hands
// it a position and returns at once; the explanation comes back on the GUI thread as found(). Only the last
// request counts: a new one or cancel() stops the search under way and its answer is dropped. The engine
// is made at the first request (its hash table is memory the app does not spend until a hint is asked for).
#include "engine/Explain.h"

#include <QObject>

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

class HintSearch : public QObject {
    Q_OBJECT
public:
    explicit HintSearch(QObject* parent = nullptr);
    ~HintSearch() override;

    // Searches the position after `moves` from `start` (the whole game, so repetitions count) for `timeMs`.
    void request(const shogi::Position& start, const std::vector<shogi::Move>& moves, std::int64_t timeMs);
    void cancel();
    bool isSearching() const { return m_searching; }

signals:
    void found(const shogi::engine::Explanation& explanation);

private:
    struct Job {
        std::uint64_t id = 0;
        shogi::Position start;
        std::vector<shogi::Move> moves;
        std::int64_t timeMs = 0;
    };
    void run();
    void deliver(std::uint64_t id, const shogi::engine::Explanation& explanation);

    std::mutex m_mutex;
    std::condition_variable m_wake;
    std::optional<Job> m_job;               // the next search to run, under m_mutex
    bool m_quit = false;                    // under m_mutex
    std::atomic<std::uint64_t> m_latest{0}; // the id of the request whose answer counts (set by the GUI)
    bool m_searching = false;               // GUI thread
    std::atomic<shogi::engine::Search*> m_running{nullptr}; // the worker's engine while it searches
    std::thread m_worker;
};
