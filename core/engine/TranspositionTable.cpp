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
    m_memory.reset(); // the old table goes first: never two in memory at once
    m_buckets = nullptr;
    m_memory.reset(std::calloc(count + 1, sizeof(Bucket)));
    if (!m_memory) throw std::bad_alloc();
    const auto address = reinterpret_cast<std::uintptr_t>(m_memory.get());
    m_buckets =
        reinterpret_cast<Bucket*>((address + alignof(Bucket) - 1) & ~std::uintptr_t(alignof(Bucket) - 1));
    m_count = count;
    // A table up to LazyBytes is touched now, in a few milliseconds: left to the search, its first moves
    // would pay a page fault per new entry, late on a busy machine.
    if (count * sizeof(Bucket) <= LazyBytes)
        std::memset(static_cast<void*>(m_buckets), 0, count * sizeof(Bucket));
}

void TranspositionTable::clear() {
    if (m_count * sizeof(Bucket) > LazyBytes)
        allocate(m_count); // mapped afresh, zeroed as it is used
    else
        std::memset(static_cast<void*>(m_buckets), 0, m_count * sizeof(Bucket));
    m_generation = 4;
}

TTHit TranspositionTable::probe(std::uint64_t key) const {
    for (const TTEntry& e : bucket(key).e) {
        const std::uint64_t d = e.data.load(std::memory_order_relaxed);
        if ((e.keyXorData.load(std::memory_order_relaxed) ^ d) == key && TTEntry::genBound(d))
            return {true,
                    TTEntry::move(d),
                    TTEntry::score(d),
                    TTEntry::eval(d),
                    TTEntry::depth(d),
                    Bound(TTEntry::genBound(d) & 3)};
    }
    return {};
}

void TranspositionTable::store(std::uint64_t key, Move move, Score score, Score eval, int depth,
                               Bound bound) {
    Bucket& b = bucket(key);
    TTEntry* target = &b.e[0];
    std::uint64_t targetData = target->data.load(std::memory_order_relaxed);
    bool same = false;
    // Replace the shallowest entry, preferring those left over from earlier searches.
    auto worth = [this](std::uint64_t d) {
        return TTEntry::depth(d) - ((TTEntry::genBound(d) & 0xFC) != m_generation ? 64 : 0);
    };
    for (TTEntry& e : b.e) {
        const std::uint64_t d = e.data.load(std::memory_order_relaxed);
        same = (e.keyXorData.load(std::memory_order_relaxed) ^ d) == key;
        if (same || !TTEntry::genBound(d)) {
            target = &e;
            targetData = d;
            break;
        }
        if (worth(d) < worth(targetData)) {
            target = &e;
            targetData = d;
        }
    }
    // Keep the old best move when this store has none, and a deeper exact result for the same position.
    if (same && move.isNone()) move = TTEntry::move(targetData);
    if (same && bound != Bound::Exact && TTEntry::depth(targetData) > depth + 2 &&
        (TTEntry::genBound(targetData) & 0xFC) == m_generation)
        return;
    const std::uint64_t d = TTEntry::pack(move, score, eval, std::clamp(depth, 0, 255),
                                          std::uint8_t(m_generation | std::uint8_t(bound)));
    target->data.store(d, std::memory_order_relaxed);
    target->keyXorData.store(key ^ d, std::memory_order_relaxed);
}

int TranspositionTable::hashfull() const {
    int used = 0;
    const std::size_t n = std::min<std::size_t>(250, m_count);
    for (std::size_t i = 0; i < n; ++i)
        for (const TTEntry& e : m_buckets[i].e) {
            const std::uint8_t g = TTEntry::genBound(e.data.load(std::memory_order_relaxed));
            if (g && (g & 0xFC) == m_generation) ++used;
        }
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
