#pragma once
// Where a piece stands as a king sees it: the index of its square relative to a king, the way KPP-style
// evaluations (Bonanza, YaneuraOu's KPPT) look at a castle, reduced to one king and one piece so a few
// hundred thousand positions can fit the weights. The offset is taken in the piece owner's view (forward is
// towards the enemy camp) and mirrored so a position and its mirror image score alike: across the board
// goes towards the edge nearer the king, the king on the centre file counting both sides as that.
#include "rules/Types.h"
#include "rules/Variant.h"

#include <cstdlib>

namespace shogi::engine {

constexpr int KingRelSpan = 2 * MaxFiles - 1;             // offsets -8..8
constexpr int KingRelSquares = KingRelSpan * KingRelSpan; // (forward, across) pairs
constexpr int KingRelClasses = 9;                         // see kingRelClass
constexpr int HandCountSteps = 8;                         // hand counts 0..6, then 7 or more

// Pawn, lance, knight, silver, the gold movers (gold and promoted minor pieces), bishop, rook, horse,
// dragon; -1 for the king.
constexpr int kingRelClass(PieceType pt) {
    constexpr int table[PieceTypeCount] = {-1, 0, 1, 2, 3, 5, 6, 4, -1, 4, 4, 4, 4, 7, 8};
    return table[pt];
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

} // namespace shogi::engine
