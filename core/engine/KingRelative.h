#pragma once
// Where a piece stands as a king sees it: the index of its square relative to a king, the way KPP-style
// evaluations (Bonanza, YaneuraOu's KPPT) look at a castle, reduced to one king and one piece so a few
// hundred thousand positions can fit the weights. The offset is taken in the piece owner's view (forward is
// towards the enemy camp) and mirrored so a position and its mirror image score alike: across the board
// goes towards the edge nearer the king, the king on the centre file counting both sides as that.
#include "rules/Types.h"
#include "rules/Variant.h"

#include <array>
#include <cstdint>
#include <cstdlib>

namespace shogi::engine {

constexpr int KingRelSpan = 2 * MaxFiles - 1;             // offsets -8..8
constexpr int KingRelSquares = KingRelSpan * KingRelSpan; // (forward, across) pairs
constexpr int KingRelClasses = 9;                         // see kingRelClass
constexpr int HandCountSteps = 8;                         // hand counts 0..6, then 7 or more

// Pawn, lance, knight, silver, the gold movers (gold and promoted minor pieces), bishop, rook, horse,
// dragon; -1 for the king. The table lives at namespace scope: as a local of the function, GCC built it on
// the stack at every call, once per piece of every evaluation.
inline constexpr int KingRelClassTable[PieceTypeCount] = {-1, 0, 1, 2, 3, 5, 6, 4, -1, 4, 4, 4, 4, 7, 8};
constexpr int kingRelClass(PieceType pt) {
    return KingRelClassTable[pt];
}

// The index of square s, holding a piece of `owner`, relative to the king on k (either side's).
inline int kingRelIndex(const Variant& v, Color owner, Square k, Square s) {
    const int forward = owner == Color::Black ? rankOf(k) - rankOf(s) : rankOf(s) - rankOf(k);
    int across = fileOf(s) - fileOf(k);
    const int twice = 2 * fileOf(k);
    if (twice > v.files - 1)
        across = -across;
    else if (twice == v.files - 1)
        across = -std::abs(across);
    // Negative `across` points to the nearer edge.
    return (forward + MaxFiles - 1) * KingRelSpan + across + MaxFiles - 1;
}

// kingRelIndex for one king, set up once per evaluation: a base for the king plus, per square, a part
// read from a small table (the division into rank and file done once for all positions).
class KingFrame {
public:
    KingFrame(const Variant& v, Color owner, Square k) {
        const int toward = owner == Color::Black ? -1 : 1; // forward, in ranks
        const int twice = 2 * fileOf(k);
        const int perFile = twice > v.files - 1 ? -1 : 1;
        const bool centre = twice == v.files - 1;
        m_base = KingRelSpan * (MaxFiles - 1 - toward * rankOf(k)) + MaxFiles - 1 -
                 (centre ? 0 : perFile * fileOf(k));
        m_part = parts()[int(owner)][centre ? 2 + fileOf(k) : perFile > 0 ? 0 : 1].data();
    }
    int index(Square s) const { return m_base + m_part[s]; }

private:
    // [owner][0: file grows across, 1: file falls across, 2 + f: the centre file f][square]
    using Parts = std::array<std::array<std::array<std::int16_t, SquareCount>, 2 + MaxFiles>, 2>;
    static const Parts& parts() {
        static const Parts table = [] {
            Parts t{};
            for (int owner = 0; owner < 2; ++owner)
                for (int mode = 0; mode < 2 + MaxFiles; ++mode)
                    for (Square s = 0; s < SquareCount; ++s) {
                        const int f = fileOf(s);
                        const int across = mode == 0 ? f : mode == 1 ? -f : -std::abs(f - (mode - 2));
                        t[owner][mode][s] = std::int16_t(KingRelSpan * (owner ? 1 : -1) * rankOf(s) + across);
                    }
            return t;
        }();
        return table;
    }
    int m_base;
    const std::int16_t* m_part;
};

} // namespace shogi::engine
