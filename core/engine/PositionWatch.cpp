#include "engine/PositionWatch.h"

#include "engine/Level.h"
#include "rules/MoveGenerator.h"

namespace shogi::engine {

std::optional<Position> withSideToMove(const Position& pos, Color side) {
    if (pos.sideToMove() == side) return pos;
    if (pos.inCheck()) return std::nullopt;
    Position p = pos;
    p.setSideToMove(side);
    p.finishSetup();
    return p;
}

PositionWatch::PositionWatch(Callback callback, WatchLimits limits)
    : m_callback(std::move(callback)), m_limits(limits) {
    m_search.setHashSize(16);
    m_search.options().level = Level::Max;
    m_search.options().seed = 1; // the same threat for the same position
    m_mate.watch(&m_stop);
    m_worker = std::thread([this] { run(); });
}

PositionWatch::~PositionWatch() {
    {
        const std::lock_guard lock(m_mutex);
        m_quit = true;
        m_stop = true;
        if (m_searching) m_search.stop();
    }
    m_wake.notify_one();
    m_worker.join();
}

std::uint64_t PositionWatch::watch(const Position& pos) {
    const std::lock_guard sending(m_sending); // a report being passed on finishes first
    std::uint64_t ticket;
    {
        const std::lock_guard lock(m_mutex);
        ticket = ++m_ticket;
        m_next = pos;
        m_stop = true;
        if (m_searching) m_search.stop();
    }
    m_wake.notify_one();
    return ticket;
}

void PositionWatch::clear() {
    const std::lock_guard sending(m_sending);
    const std::lock_guard lock(m_mutex);
    ++m_ticket;
    m_next.reset();
    m_stop = true;
    if (m_searching) m_search.stop();
}

void PositionWatch::run() {
    for (;;) {
        Position pos;
        std::uint64_t ticket;
        {
            std::unique_lock lock(m_mutex);
            m_wake.wait(lock, [this] { return m_quit || m_next; });
            if (m_quit) return;
            pos = *m_next;
            m_next.reset();
            ticket = m_ticket;
            m_stop = false;
        }
        work(pos, ticket);
    }
}

bool PositionWatch::send(const WatchReport& report) {
    const std::lock_guard sending(m_sending);
    {
        const std::lock_guard lock(m_mutex);
        if (report.ticket != m_ticket || m_quit) return false;
    }
    m_callback(report);
    return true;
}

void PositionWatch::work(const Position& pos, std::uint64_t ticket) {
    WatchReport report;
    report.ticket = ticket;
    report.sideToMove = pos.sideToMove();
    report.inCheck = pos.inCheck();
    const Color us = pos.sideToMove();
    const Color them = ~us;
    if (report.inCheck) report.mate[int(them)].status = WatchReport::Mate::Status::NoMate;
    if (!send(report)) return;

    // A composed problem lacks a king: nobody threatens or mates a king that is not there, and the search
    // wants both.
    for (Color side : {us, them})
        if (pos.kingSquare(~side) == NoSquare)
            report.mate[int(side)].status = WatchReport::Mate::Status::NoMate;
    const bool bothKings = pos.kingSquare(us) != NoSquare && pos.kingSquare(them) != NoSquare;

    // The threat: the other side to move, searched briefly.
    if (const auto passed = bothKings ? withSideToMove(pos, them) : std::nullopt) {
        MoveList legal;
        movegen::legalMoves(*passed, legal);
        if (!legal.empty()) {
            m_search.setPosition(*passed, {});
            SearchLimits limits;
            limits.movetime = m_limits.threatMs;
            limits.depth = m_limits.threatDepth;
            {
                const std::lock_guard lock(m_mutex);
                if (m_stop) return;
                m_search.prepare(limits);
                m_searching = true;
            }
            const SearchResult r = m_search.run();
            {
                const std::lock_guard lock(m_mutex);
                m_searching = false;
            }
            if (m_stop) return;
            if (!r.best.isNone()) report.threat = WatchReport::Threat{r.best, r.score, r.depth, r.pv};
            if (!send(report)) return;
        }
    }

    // The mates: the side to move's, then the other side's (a mate threat), each found by checks alone.
    for (Color attacker : {us, them}) {
        WatchReport::Mate& mate = report.mate[int(attacker)];
        if (mate.status != WatchReport::Mate::Status::Searching) continue;
        const auto attacking = withSideToMove(pos, attacker);
        if (!attacking) {
            mate.status = WatchReport::Mate::Status::NoMate;
            continue;
        }
        const MateResult r = m_mate.solve(*attacking, m_limits.mateNodes, m_limits.mateMs);
        if (m_stop) return;
        switch (r.status) {
        case MateResult::Status::Mate:
            mate.status = WatchReport::Mate::Status::Mate;
            mate.line = r.line;
            break;
        case MateResult::Status::NoMate:
            mate.status = WatchReport::Mate::Status::NoMate;
            break;
        case MateResult::Status::Timeout:
            mate.status = WatchReport::Mate::Status::Unknown;
            break;
        }
        if (!send(report)) return;
    }
    report.done = true;
    send(report);
}

} // namespace shogi::engine
