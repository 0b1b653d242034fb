#pragma once
// The mate solver's memory. A settled position is kept by its board (pieces and side to move, not hands) with
// the hands it holds for (MateHands: a proof holds for the attacker holding more and the defender less, a
// disproof the other way round), and how long its mate is (a mate in n holds under any ply limit of n or more)
// or up to which limit it is known to have none (no mate within n plies says the same of every smaller limit).
// One board may have several such verdicts, side by side in its bucket. Keeping lengths instead of keying
// entries by the plies left lets a search for a shorter mate reuse every proof short enough, and lets the
// mating line be read back by always stepping to a child whose mate is one ply shorter. An open position's
// proof and disproof numbers are estimates for its exact hands and one limit, kept under a key of their own.
#include "engine/HugePages.h"
#include "engine/MateHands.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace shogi::engine {

struct MateNumbers {
    std::uint32_t pn = 1, dn = 1;
    int length = 0;  // pn == 0: plies to mate; dn == 0: the limit under which there is no mate
    MateHands hands; // pn == 0 or dn == 0: the hands the verdict holds for
};

class MateTable {
public:
    static constexpr std::uint32_t Infinite = 1000000000;
    static constexpr int NoMate = 30000; // a disproof under any limit
    static constexpr int Unknown = -1;

    // A position as the table sees it: its board, the hands, and where its open numbers are kept.
    struct Key {
        std::uint64_t board;
        std::uint64_t open;
        Hand attacker, defender;
    };

    explicit MateTable(std::size_t megabytes);
    void clear();
    // What is known of the position with `limit` plies left to mate in; false when nothing is.
    bool probe(const Key& key, int limit, MateNumbers& out) const;
    // The open numbers kept under `open` alone (no verdict looked for); false when there are none.
    bool probeOpen(std::uint64_t open, MateNumbers& out) const;
    // Starts fetching what probe(key) and probeOpen(open) read, so that a node's children are looked up
    // together rather than one memory wait after another.
    void prefetch(const Key& key) const {
        prefetchBucket(key.board);
        prefetchBucket(key.open);
    }
    void prefetchBucket(std::uint64_t key) const {
        const char* b = reinterpret_cast<const char*>(bucket(key));
        for (std::size_t line = 0; line < sizeof(Entry) * Ways; line += 64)
            __builtin_prefetch(b + line);
    }
    // Records a search result; `work` (nodes spent on it) decides which entries a full bucket keeps.
    void store(const Key& key, const MateNumbers& n, std::uint64_t work);

private:
    enum class Kind : std::uint8_t { Empty, Open, Proof, Disproof };
    // 24 bytes: an open position's numbers and a verdict's hand bounds (packed) share a place.
    struct Entry {
        std::uint64_t key = 0;    // the board for a verdict, the open key for open numbers
        std::uint32_t first = 1;  // Open: pn; a verdict: MateHands::pack of the attacker's bound
        std::uint32_t second = 1; // Open: dn; a verdict: the defender's bound
        std::uint32_t work = 0;
        std::int16_t length = 0; // a proof's mate length, a disproof's limit
        Kind kind = Kind::Empty;
        std::uint8_t generation = 0; // of the solve that stored it (see clear)
        MateHands hands() const { return {MateHands::unpack(first), MateHands::unpack(second)}; }
    };
    static constexpr std::size_t Ways = 8;
    static constexpr std::uint64_t VerdictBonus = 100; // see victim
    // Any number of buckets (under 2^32): the key's high half scaled to their count (Lemire's fast range).
    std::size_t index(std::uint64_t key) const { return std::size_t(((key >> 32) * m_buckets) >> 32) * Ways; }
    Entry* bucket(std::uint64_t key) { return &m_entries[index(key)]; }
    const Entry* bucket(std::uint64_t key) const { return &m_entries[index(key)]; }
    bool live(const Entry& e) const { return e.kind != Kind::Empty && e.generation == m_generation; }
    Entry& victim(Entry* b) const;

    std::vector<Entry, HugePageAllocator<Entry>> m_entries;
    std::size_t m_buckets = 1;
    std::uint8_t m_generation = 1;
};

} // namespace shogi::engine
