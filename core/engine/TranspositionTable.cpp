#include "engine/TranspositionTable.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <new>

namespace shogi::engine {

void TranspositionTable::resize(std::size_t megabytes) {
    const std::size_t bytes = std::max<std::size_t>(1, megabytes) << 20;
    const std::size_t count = std::bit_floor(bytes / sizeof(Bucket));
    allocate(count);
    m_mask = count - 1;
}

void TranspositionTable::allocate(std::size_t count) {
    m_buckets.reset(); // the old table goes first: never two in memory at once
    m_buckets.reset(static_cast<Bucket*>(std::calloc(count, sizeof(Bucket))));
    if (!m_buckets) throw std::bad_alloc();
    m_count = count;
    // A table up to LazyBytes is touched now, in a few milliseconds: left to the search, its first moves
    // would pay a page fault per new entry, late on a busy machine.
    if (count * sizeof(Bucket) <= LazyBytes)
        std::memset(static_cast<void*>(m_buckets.get()), 0, count * sizeof(Bucket));
}

void TranspositionTable::clear() {
    if (m_count * sizeof(Bucket) > LazyBytes)
        allocate(m_count); // mapped afresh, zeroed as it is used
    else
        std::memset(static_cast<void*>(m_buckets.get()), 0, m_count * sizeof(Bucket));
    m_generation = 4;
}

TTHit TranspositionTable::probe(std::uint64_t key) const {
    const std::uint32_t k = std::uint32_t(key >> 32);
    for (const TTEntry& e : bucket(key).e)
        if (e.key32 == k && e.genBound) {
            return {true, Move::fromRaw(e.move), e.score, e.eval, e.depth, e.bound()};
        }
    return {};
}

void TranspositionTable::store(std::uint64_t key, Move move, Score score, Score eval, int depth,
                               Bound bound) {
    const std::uint32_t k = std::uint32_t(key >> 32);
    Bucket& b = bucket(key);
    TTEntry* target = &b.e[0];
    for (TTEntry& e : b.e) {
        if (e.key32 == k || !e.genBound) {
            target = &e;
            break;
        }
        // Replace the shallowest entry, preferring those left over from earlier searches.
        auto worth = [this](const TTEntry& x) {
            return int(x.depth) - ((x.genBound & 0xFC) != m_generation ? 64 : 0);
        };
        if (worth(e) < worth(*target)) target = &e;
    }
    // Keep the old best move when this store has none, and a deeper exact result for the same position.
    if (target->key32 == k && move.isNone()) move = Move::fromRaw(target->move);
    if (target->key32 == k && bound != Bound::Exact && target->depth > depth + 2 &&
        (target->genBound & 0xFC) == m_generation)
        return;
    target->key32 = k;
    target->move = move.raw();
    target->score = std::int16_t(score);
    target->eval = std::int16_t(eval);
    target->depth = std::uint8_t(std::clamp(depth, 0, 255));
    target->genBound = std::uint8_t(m_generation | std::uint8_t(bound));
}

int TranspositionTable::hashfull() const {
    int used = 0;
    const std::size_t n = std::min<std::size_t>(250, m_count);
    for (std::size_t i = 0; i < n; ++i)
        for (const TTEntry& e : m_buckets[i].e)
            if (e.genBound && (e.genBound & 0xFC) == m_generation) ++used;
    return int(used * 1000 / (n * 4));
}

Score TranspositionTable::toTT(Score s, int ply) {
    if (s >= ScoreMateInMaxPly) return s + ply;
    if (s <= -ScoreMateInMaxPly) return s - ply;
    return s;
}

Score TranspositionTable::fromTT(Score s, int ply) {
    if (s == ScoreNone) return s;
    if (s >= ScoreMateInMaxPly) return s - ply;
    if (s <= -ScoreMateInMaxPly) return s + ply;
    return s;
}

} // namespace shogi::engine
