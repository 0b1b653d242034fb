#pragma once
// The assistant's watch over one position (ShogiGUI's threat and mate watch), on a worker thread of its own:
// the threat, the move the side not to move would play if it could move twice (the search's null-move idea:
// the same position with the other side to move, searched briefly), then a mate search for the side to move
// and one for the other side (df-pn, checks only: the other side's is a mate threat, 詰めろ). Each finding is
// reported as it comes, the report growing; a new position stops the work on the old one at once, and no
// report of an old position follows watch()'s return. The callback runs on the worker thread.
#include "engine/MateSolver.h"
#include "engine/Score.h"
#include "engine/Search.h"
#include "rules/Position.h"

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace shogi::engine {

struct WatchLimits {
    std::int64_t threatMs = 600; // the null-move search
    int threatDepth = 12;        // ... or this depth, whichever comes first
    std::int64_t mateMs = 2500;  // each side's mate search
    std::uint64_t mateNodes = 0; // 0: no node limit
};

struct WatchReport {
    struct Threat {
        Move move;       // the threatening side's move
        Score score = 0; // its search's score, from the threatening side's view
        int depth = 0;
        std::vector<Move> pv; // from the position with the threatening side to move
    };
    struct Mate {
        enum class Status { Searching, Mate, NoMate, Unknown }; // Unknown: out of time
        Status status = Status::Searching;
        std::vector<Move> line; // the attacker's moves first, from the position with the attacker to move
    };
    std::uint64_t ticket = 0; // which watch() this is about
    Color sideToMove = Color::Black;
    bool inCheck = false;         // the side to move is in check: no threat, no mate threat
    std::optional<Threat> threat; // none while searching or when there is none
    Mate mate[2];                 // by colour: Black's mate, White's mate
    bool done = false;            // everything for this position is reported
};

// The position with `side` to move, as the null move leaves it; nullopt when that side's opponent is in
// check (it could take the king).
std::optional<Position> withSideToMove(const Position& pos, Color side);

class PositionWatch {
public:
    using Callback = std::function<void(const WatchReport&)>;
    explicit PositionWatch(Callback callback, WatchLimits limits = {});
    ~PositionWatch(); // stops the work and joins the worker
    PositionWatch(const PositionWatch&) = delete;
    PositionWatch& operator=(const PositionWatch&) = delete;

    // Watches `pos` from now on; returns the ticket its reports carry.
    std::uint64_t watch(const Position& pos);
    // Stops watching: no report follows the return.
    void clear();

private:
    void run();
    void work(const Position& pos, std::uint64_t ticket);
    // Sends `report` unless the watch moved on meanwhile; false when it did (the work ends).
    bool send(const WatchReport& report);

    Callback m_callback;
    WatchLimits m_limits;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    std::optional<Position> m_next; // the position to take up
    std::uint64_t m_ticket = 0;     // the latest watch(); guarded by m_mutex
    bool m_quit = false;
    std::atomic<bool> m_stop{false}; // the current work is superseded
    bool m_searching = false;        // m_search runs (guarded by m_mutex, so a stop is never lost)
    Search m_search;                 // the worker's
    MateSolver m_mate{16};           // the worker's
    std::mutex m_sending;            // held while a report is passed on, so clear() waits for it
    std::thread m_worker;
};

} // namespace shogi::engine
