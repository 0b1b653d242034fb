#pragma once
// The mate solver's memory. Per position: its proof and disproof numbers while it is open, and once settled
// how long its mate is (a mate in n holds under any ply limit of n or more) and up to which limit it is known
// to have none (no mate within n plies says the same of every smaller limit). Keeping these lengths instead of
// keying entries by the plies left lets a search for a shorter mate reuse every proof short enough, and lets
// the mating line be read back by always stepping to a child whose mate is one ply shorter. The numbers of an
// open position are estimates for one limit, so under a limit they are kept under a key of their own.
#include <cstddef>
#include <cstdint>
#include <vector>

namespace shogi::engine {

struct MateNumbers {
    std::uint32_t pn = 1, dn = 1;
    int length = 0; // pn == 0: plies to mate; dn == 0: the limit under which there is no mate
};

class MateTable {
public:
    static constexpr std::uint32_t Infinite = 100000000;
    static constexpr int NoMate = 30000; // a disproof under any limit
    static constexpr int Unknown = -1;

    explicit MateTable(std::size_t megabytes);
    void clear();
    // What is known of position `key` with `limit` plies left to mate in, its open numbers stored under
    // `openKey`; false when neither is stored.
    bool probe(std::uint64_t key, std::uint64_t openKey, int limit, MateNumbers& out) const;
    // Records a search result; `work` (nodes spent on it) decides which entries a full bucket keeps.
    void store(std::uint64_t key, std::uint64_t openKey, const MateNumbers& n, std::uint64_t work);

private:
    struct Entry {
        std::uint64_t key = 0;
        std::uint32_t pn = 1, dn = 1; // of the last open search
        std::int16_t proven = -1;     // shortest mate known, or -1
        std::int16_t disproven = -1;  // largest limit known to have no mate, or -1
        std::uint32_t work = 0;
    };
    static constexpr std::size_t Ways = 4;
    const Entry* find(std::uint64_t key) const;
    Entry& slot(std::uint64_t key);

    std::vector<Entry> m_entries;
    std::size_t m_buckets = 1;
};

} // namespace shogi::engine
