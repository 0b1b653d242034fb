#pragma once
// A correction of the static evaluation learnt from the search: how far the searched score of positions
// with the same pawn structure, or the same pieces in hand, fell from their static evaluation. The static
// evaluation misjudges some structures and hands the same way again and again (a castle it cannot read, a
// drop attack it does not see); the searched score tells, and the pruning that relies on the static
// evaluation gets the corrected value.
#include "engine/Score.h"
#include "rules/Position.h"

#include <algorithm>
#include <cstdint>
#include <cstring>

namespace shogi::engine {

class CorrectionHistory {
public:
    CorrectionHistory() { clear(); }
    void clear() { std::memset(m_table, 0, sizeof m_table); }

    // The correction in centipawns for the position's static evaluation.
    int correction(const Position& pos) const {
        const int c = int(pos.sideToMove());
        return (m_table[c][0][pawnIndex(pos)] + m_table[c][1][handIndex(pos)]) / (2 * Grain);
    }
    // The search found `searched` where the static evaluation said `staticEval`, `depth` plies deep: a
    // deeper search moves the average more.
    void update(const Position& pos, Score searched, Score staticEval, int depth) {
        const int c = int(pos.sideToMove());
        const int diff = std::clamp(searched - staticEval, -MaxCorrection, MaxCorrection) * Grain;
        const int weight = std::min(depth + 1, 16);
        for (std::int32_t* e : {&m_table[c][0][pawnIndex(pos)], &m_table[c][1][handIndex(pos)]})
            *e = (*e * (256 - weight) + diff * weight) / 256;
    }

private:
    static constexpr int Size = 16384; // entries per side and kind
    static constexpr int Grain = 256;  // entries hold centipawns times this
    static constexpr int MaxCorrection = 400;

    static std::uint64_t mix(std::uint64_t x) {
        x ^= x >> 33;
        x *= 0xff51afd7ed558ccdULL;
        x ^= x >> 33;
        x *= 0xc4ceb9fe1a85ec53ULL;
        return x ^ (x >> 33);
    }
    static int pawnIndex(const Position& pos) {
        const Bitboard b = pos.pieces(Color::Black, Pawn), w = pos.pieces(Color::White, Pawn);
        return int(mix(b.low() ^ mix(b.high() ^ mix(w.low() ^ mix(w.high())))) % Size);
    }
    static int handIndex(const Position& pos) {
        std::uint64_t packed = 0;
        for (Color c : {Color::Black, Color::White})
            for (int pt = Pawn; pt <= Gold; ++pt)
                packed = packed * 32 + std::uint64_t(pos.hand(c).count(PieceType(pt)));
        return int(mix(packed) % Size);
    }
    std::int32_t m_table[2][2][Size];
};

} // namespace shogi::engine
