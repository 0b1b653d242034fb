#pragma once
// Tsume: a forced mate by checks, found by df-pn (depth-first proof-number search, Nagai 2002) with its own
// table, then shortened: once a mate is proven, the solver looks again for one at least two plies shorter
// until none is found. The line it returns has the attacker's shortest mate against the defender's longest
// resistance that the table knows. Uchifuzume and every drop rule come from the legal move generator.
#include "rules/Position.h"

#include <atomic>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

namespace shogi::engine {

struct MateResult {
    enum class Status { Mate, NoMate, Timeout };
    Status status = Status::Timeout;
    std::vector<Move> line;          // attacker's move first; ends in mate
    std::uint64_t nodes = 0;
};

// Checks a claimed mate line: every move legal, every attacker move a check, the last position mate.
// Returns an empty string when it holds, else what is wrong.
std::string verifyMateLine(const Position& pos, const std::vector<Move>& line);

class MateSolver {
public:
    explicit MateSolver(std::size_t tableMegabytes = 32);
    // Solves for the side to move as the attacker. maxNodes/maxMs = 0: no limit. stop() may be called from
    // another thread.
    MateResult solve(const Position& pos, std::uint64_t maxNodes, std::int64_t maxMs, int maxPlies = 0);
    void stop() { m_stop = true; }

private:
    struct Entry {
        std::uint64_t key = 0;
        std::uint32_t pn = 0;
        std::uint32_t dn = 0;
    };
    static constexpr std::uint32_t Infinite = 100000000;
    // What a line that repeats a position costs: finite, so no disproof rests on a path-dependent verdict,
    // but more than any real proof; a root that cannot do better has no mate.
    static constexpr std::uint32_t RepetitionPn = 10000000;

    struct Numbers {
        std::uint32_t pn, dn;
    };
    Numbers mid(bool orNode, std::uint32_t thPn, std::uint32_t thDn, int ply);
    void children(bool orNode, MoveList& out);
    Entry lookup(std::uint64_t key) const;
    void store(std::uint64_t key, std::uint32_t pn, std::uint32_t dn);
    std::uint64_t salted(std::uint64_t key, int ply) const;
    bool proven(const Position& pos, int ply);
    int mateLength(bool orNode, int ply, int budget, std::vector<Move>& line);
    bool runDfpn(int maxPlies);
    void clearTable();
    bool outOfTime();

    Position m_pos{};
    std::vector<Entry> m_table;
    std::uint64_t m_mask = 0;
    std::vector<std::uint64_t> m_path; // keys along the current line, for repetitions
    std::unordered_map<std::uint64_t, std::pair<int, std::vector<Move>>> m_lengths; // mateLength's memory
    static constexpr int InProgress = -2;
    std::uint64_t m_cycles = 0;
    std::uint64_t m_extractCalls = 0;
    int m_maxPlies = 0;
    std::uint64_t m_nodes = 0;
    std::uint64_t m_maxNodes = 0;
    std::int64_t m_deadline = 0;
    std::atomic<bool> m_stop{false};
};

} // namespace shogi::engine
