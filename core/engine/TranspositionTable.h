#pragma once
// The search's memory of positions, shared by the search threads: buckets of four 16-byte entries, each
// checked against the whole position key before use, replaced by depth and age. Size in MB, cleared on a new game. A table larger
// than LazyBytes comes zeroed from the OS (calloc maps fresh pages) and is cleared by being given back and
// mapped again: its pages are zeroed as the search first touches them, so neither resizing nor clearing
// blocks the protocol, whatever the size (a 4 GB memset took 33 s on a loaded machine).
#include "engine/Score.h"
#include "rules/Move.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>

namespace shogi::engine {

enum class Bound : std::uint8_t { None = 0, Upper = 1, Lower = 2, Exact = 3 };

// One entry, shared by the search threads without a lock: the data word (move, score, evaluation, depth,
// generation and bound) and the key XOR the data. A reader that meets a half-written entry (one word of one
// store, the other of another) finds the key does not match and sees no entry.
struct TTEntry {
    std::atomic<std::uint64_t> keyXorData{0};
    std::atomic<std::uint64_t> data{0};

    static std::uint64_t pack(Move move, Score score, Score eval, int depth, std::uint8_t genBound) {
        return std::uint64_t(move.raw()) | std::uint64_t(std::uint16_t(std::int16_t(score))) << 16 |
               std::uint64_t(std::uint16_t(std::int16_t(eval))) << 32 |
               std::uint64_t(std::uint8_t(depth)) << 48 | std::uint64_t(genBound) << 56;
    }
    static Move move(std::uint64_t d) { return Move::fromRaw(std::uint16_t(d)); }
    static Score score(std::uint64_t d) { return std::int16_t(std::uint16_t(d >> 16)); }
    static Score eval(std::uint64_t d) { return std::int16_t(std::uint16_t(d >> 32)); }
    static int depth(std::uint64_t d) { return int(std::uint8_t(d >> 48)); }
    static std::uint8_t genBound(std::uint64_t d) { return std::uint8_t(d >> 56); }
};
static_assert(sizeof(TTEntry) == 16);

struct TTHit {
    bool found = false;
    Move move;
    Score score = ScoreNone;
    Score eval = ScoreNone;
    int depth = -1;
    Bound bound = Bound::None;
};

class TranspositionTable {
public:
    explicit TranspositionTable(std::size_t megabytes = 64) { resize(megabytes); }
    void resize(std::size_t megabytes);
    void clear();
    void newSearch() {
        // Generation 0 is kept for "empty", so an entry is never all zero bits once written.
        m_generation = std::uint8_t(m_generation + 4);
        if (!m_generation) m_generation = 4;
    }

    TTHit probe(std::uint64_t key) const;
    // Starts loading the key's bucket into the cache: a search calls it as soon as it knows a child's key.
    void prefetch(std::uint64_t key) const { __builtin_prefetch(&bucket(key)); }
    void store(std::uint64_t key, Move move, Score score, Score eval, int depth, Bound bound);
    int hashfull() const; // permille of the first entries used in this search, as USI reports it

    // Mate scores are stored relative to the node, not the root.
    static Score toTT(Score s, int ply);
    static Score fromTT(Score s, int ply);

private:
    // One cache line: a probe reads a single line when the bucket starts on one.
    struct alignas(64) Bucket {
        TTEntry e[4];
    };
    static constexpr std::size_t LazyBytes = std::size_t(256) << 20;

    Bucket& bucket(std::uint64_t key) { return m_buckets[key & m_mask]; }
    const Bucket& bucket(std::uint64_t key) const { return m_buckets[key & m_mask]; }
    void allocate(std::size_t count);

    // calloc's block (whose fresh pages the OS zeroes) and the first cache-line boundary in it: calloc
    // aligns to 16 bytes only, and a bucket across two lines cost two cache misses a probe.
    struct Free {
        void operator()(void* p) const { std::free(p); }
    };
    std::unique_ptr<void, Free> m_memory;
    Bucket* m_buckets = nullptr;
    std::size_t m_count = 0;
    std::uint64_t m_mask = 0;
    std::uint8_t m_generation = 4;
};

} // namespace shogi::engine
