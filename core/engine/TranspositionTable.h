#pragma once
// The search's memory of positions: buckets of four 16-byte entries, each checked against the upper bits of
// the position key before use, replaced by depth and age. Size in MB, cleared on a new game. A table larger
// than LazyBytes comes zeroed from the OS (calloc maps fresh pages) and is cleared by being given back and
// mapped again: its pages are zeroed as the search first touches them, so neither resizing nor clearing
// blocks the protocol, whatever the size (a 4 GB memset took 33 s on a loaded machine).
#include "engine/Score.h"
#include "rules/Move.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>

namespace shogi::engine {

enum class Bound : std::uint8_t { None = 0, Upper = 1, Lower = 2, Exact = 3 };

struct TTEntry {
    std::uint32_t key32 = 0;
    std::uint16_t move = 0;
    std::int16_t score = 0;
    std::int16_t eval = 0;
    std::uint8_t depth = 0;
    std::uint8_t genBound = 0; // generation in the upper 6 bits, bound in the lower 2
    std::uint32_t pad = 0;

    Bound bound() const { return Bound(genBound & 3); }
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
    void store(std::uint64_t key, Move move, Score score, Score eval, int depth, Bound bound);
    int hashfull() const; // permille of the first entries used in this search, as USI reports it

    // Mate scores are stored relative to the node, not the root.
    static Score toTT(Score s, int ply);
    static Score fromTT(Score s, int ply);

private:
    struct Bucket {
        TTEntry e[4];
    };
    static constexpr std::size_t LazyBytes = std::size_t(256) << 20;
    struct Free {
        void operator()(Bucket* p) const { std::free(p); }
    };
    Bucket& bucket(std::uint64_t key) { return m_buckets[key & m_mask]; }
    const Bucket& bucket(std::uint64_t key) const { return m_buckets[key & m_mask]; }
    void allocate(std::size_t count);

    std::unique_ptr<Bucket[], Free> m_buckets;
    std::size_t m_count = 0;
    std::uint64_t m_mask = 0;
    std::uint8_t m_generation = 4;
};

} // namespace shogi::engine
