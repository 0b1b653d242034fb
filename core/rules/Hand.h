#pragma once
// Pieces in hand (mochigoma) of one side: a count per droppable type.
#include "rules/Types.h"

#include <array>

namespace shogi {

class Hand {
public:
    int count(PieceType pt) const { return m_count[pt]; }
    bool has(PieceType pt) const { return m_count[pt] != 0; }
    bool empty() const {
        for (int pt = Pawn; pt <= Gold; ++pt)
            if (m_count[pt]) return false;
        return true;
    }
    void add(PieceType pt, int n = 1) { m_count[pt] = std::uint8_t(m_count[pt] + n); }
    void remove(PieceType pt) { --m_count[pt]; }
    void set(PieceType pt, int n) { m_count[pt] = std::uint8_t(n); }
    int total() const {
        int n = 0;
        for (int pt = Pawn; pt <= Gold; ++pt)
            n += m_count[pt];
        return n;
    }
    bool operator==(const Hand&) const = default;

    // The conventional display order: rook, bishop, gold, silver, knight, lance, pawn.
    static constexpr std::array<PieceType, 7> displayOrder = {Rook,   Bishop, Gold, Silver,
                                                              Knight, Lance,  Pawn};

private:
    std::array<std::uint8_t, HandTypeCount> m_count{};
};

} // namespace shogi
