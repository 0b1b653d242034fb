#pragma once
// A move in 16 bits: destination (7), origin or dropped piece type (7), promotion flag, drop flag.
#include "rules/Types.h"

#include <cstdint>

namespace shogi {

class Move {
public:
    constexpr Move() = default;
    static constexpr Move normal(Square from, Square to, bool promote = false) {
        return Move(std::uint16_t(to | (from << 7) | (promote ? PromoteBit : 0)));
    }
    static constexpr Move drop(PieceType pt, Square to) {
        return Move(std::uint16_t(to | (int(pt) << 7) | DropBit));
    }
    static constexpr Move none() { return Move(); }

    constexpr Square to() const { return m_v & 127; }
    constexpr Square from() const { return (m_v >> 7) & 127; } // only for board moves
    constexpr PieceType dropType() const { return PieceType((m_v >> 7) & 127); }
    constexpr bool isDrop() const { return m_v & DropBit; }
    constexpr bool isPromotion() const { return m_v & PromoteBit; }
    constexpr bool isNone() const { return m_v == 0; }
    constexpr std::uint16_t raw() const { return m_v; }
    static constexpr Move fromRaw(std::uint16_t v) { return Move(v); }
    constexpr bool operator==(const Move&) const = default;

private:
    static constexpr std::uint16_t PromoteBit = 1 << 14;
    static constexpr std::uint16_t DropBit = 1 << 15;
    constexpr explicit Move(std::uint16_t v) : m_v(v) {}
    std::uint16_t m_v = 0;
};

// Fixed-capacity list; 593 is the known maximum number of legal moves in a shogi position. Its storage is left
// uninitialised (only the first size() moves are ever read): zeroing 1,200 bytes for every list cost the search
// about 2 % of its time.
class MoveList {
public:
    static constexpr int Capacity = 600;
    void push(Move m) { m_store.moves[m_size++] = m; }
    int size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    Move operator[](int i) const { return m_store.moves[i]; }
    const Move* begin() const { return m_store.moves; }
    const Move* end() const { return m_store.moves + m_size; }
    bool contains(Move m) const {
        for (Move x : *this)
            if (x == m) return true;
        return false;
    }
    void clear() { m_size = 0; }

private:
    // A union's constructor does not initialise its member: Move() would set each move to none.
    union Store {
        Store() {}
        Move moves[Capacity];
    };
    Store m_store;
    int m_size = 0;
};

} // namespace shogi
