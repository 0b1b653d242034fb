#pragma once
// An 81-square set in one 128-bit integer (bits 0..80, file-major: a file's nine ranks are contiguous).
#include "rules/Types.h"

#include <bit>
#include <cstdint>

namespace shogi {

class Bitboard {
public:
    __extension__ typedef unsigned __int128 Word; // GCC and Clang both provide it

    constexpr Bitboard() = default;
    constexpr explicit Bitboard(Word w) : m_w(w) {}
    static constexpr Bitboard square(Square s) { return Bitboard(Word(1) << s); }
    static constexpr Bitboard all() { return Bitboard((Word(1) << SquareCount) - 1); }

    constexpr Word word() const { return m_w; }
    constexpr std::uint64_t low() const { return std::uint64_t(m_w); }
    constexpr std::uint64_t high() const { return std::uint64_t(m_w >> 64); }

    constexpr explicit operator bool() const { return m_w != 0; }
    constexpr bool test(Square s) const { return (m_w >> s) & 1; }
    constexpr void set(Square s) { m_w |= Word(1) << s; }
    constexpr void clear(Square s) { m_w &= ~(Word(1) << s); }
    constexpr void toggle(Square s) { m_w ^= Word(1) << s; }

    int count() const { return std::popcount(low()) + std::popcount(high()); }
    bool moreThanOne() const { return (m_w & (m_w - 1)) != 0; }
    // Lowest / highest set square; undefined on an empty set.
    Square lsb() const { return low() ? std::countr_zero(low()) : 64 + std::countr_zero(high()); }
    Square msb() const { return high() ? 127 - std::countl_zero(high()) : 63 - std::countl_zero(low()); }
    Square popLsb() {
        Square s = lsb();
        m_w &= m_w - 1;
        return s;
    }

    constexpr Bitboard operator&(Bitboard o) const { return Bitboard(m_w & o.m_w); }
    constexpr Bitboard operator|(Bitboard o) const { return Bitboard(m_w | o.m_w); }
    constexpr Bitboard operator^(Bitboard o) const { return Bitboard(m_w ^ o.m_w); }
    constexpr Bitboard operator~() const { return Bitboard(~m_w & all().m_w); }
    constexpr Bitboard& operator&=(Bitboard o) {
        m_w &= o.m_w;
        return *this;
    }
    constexpr Bitboard& operator|=(Bitboard o) {
        m_w |= o.m_w;
        return *this;
    }
    constexpr Bitboard& operator^=(Bitboard o) {
        m_w ^= o.m_w;
        return *this;
    }
    constexpr bool operator==(const Bitboard&) const = default;

private:
    Word m_w = 0;
};

// Attack tables for the 9x9 geometry; smaller boards mask the results with their own board set.
namespace attacks {

void init();

enum Direction { South, West, SouthWest, NorthWest, North, East, NorthEast, SouthEast, DirectionCount };

struct Tables {
    Bitboard step[2][PieceTypeCount][SquareCount]; // non-sliding attacks per colour and type
    Bitboard ray[DirectionCount][SquareCount];
    Bitboard between[SquareCount][SquareCount]; // squares strictly between two aligned squares
    Bitboard line[SquareCount][SquareCount];    // the whole line through two aligned squares
    Bitboard file[MaxFiles];
    Bitboard rookEmpty[SquareCount]; // rook reach on an empty board, to skip ray walks that cannot hit
    Bitboard bishopEmpty[SquareCount];
};
extern Tables tables;

// Directions 0..3 increase the square index (the first blocker is the lowest bit), 4..7 decrease it.
inline Bitboard rayAttack(Direction d, Square s, Bitboard occ) {
    Bitboard r = tables.ray[d][s];
    Bitboard blockers = r & occ;
    if (blockers) r ^= tables.ray[d][d < North ? blockers.lsb() : blockers.msb()];
    return r;
}

// Attacks along the lines of `empty`-board reach only when some candidate slider stands on them.
inline Bitboard rook(Square s, Bitboard occ) {
    return rayAttack(South, s, occ) | rayAttack(North, s, occ) | rayAttack(West, s, occ) |
           rayAttack(East, s, occ);
}
inline Bitboard bishop(Square s, Bitboard occ) {
    return rayAttack(SouthWest, s, occ) | rayAttack(NorthWest, s, occ) | rayAttack(NorthEast, s, occ) |
           rayAttack(SouthEast, s, occ);
}
// Black's lance looks toward rank a (decreasing index), White's toward rank i.
inline Bitboard lance(Color c, Square s, Bitboard occ) {
    return rayAttack(c == Color::Black ? North : South, s, occ);
}
inline Bitboard step(Color c, PieceType pt, Square s) {
    return tables.step[int(c)][pt][s];
}
inline Bitboard king(Square s) {
    return tables.step[0][King][s];
}
inline Bitboard between(Square a, Square b) {
    return tables.between[a][b];
}
inline Bitboard line(Square a, Square b) {
    return tables.line[a][b];
}
inline bool aligned(Square a, Square b, Square c) {
    return tables.line[a][b].test(c);
}

// Attacks of any piece standing on s, with the given occupancy.
inline Bitboard of(Piece p, Square s, Bitboard occ) {
    const PieceType pt = typeOf(p);
    const Color c = colorOf(p);
    switch (pt) {
    case Lance:
        return lance(c, s, occ);
    case Bishop:
        return bishop(s, occ);
    case Rook:
        return rook(s, occ);
    case Horse:
        return bishop(s, occ) | king(s);
    case Dragon:
        return rook(s, occ) | king(s);
    default:
        return step(c, pt, s);
    }
}

} // namespace attacks
} // namespace shogi
