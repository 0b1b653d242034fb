#include "rules/Zobrist.h"

namespace shogi::zobrist {

namespace {

// splitmix64: a fixed seed keeps keys identical across runs, so hashes can be compared between sessions.
Keys makeKeys() {
    Keys k{};
    std::uint64_t state = 0x5367'6F67'6962'616EULL;
    auto next = [&state] {
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    };
    for (auto& row : k.board)
        for (auto& v : row)
            v = next();
    for (auto& colour : k.hand)
        for (auto& type : colour)
            for (auto& v : type)
                v = next();
    k.side = next();
    return k;
}

const Keys storage = makeKeys();

} // namespace

const Keys& keys = storage;

} // namespace shogi::zobrist
