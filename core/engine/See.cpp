#include "engine/See.h"

#include <array>

namespace shogi::engine {

namespace {

// YaneuraOu's piece values (pawn 90 … dragon 1395) scaled to a pawn of 100: on the board 100, 350, 450,
// 550, 950, 1100, 600 (gold and the promoted minors), 1050 horse, 1550 dragon; each entry is the average of
// that and the unpromoted kind's, the taker's gain in hand. The king 0: a legal king capture is never taken
// back.
constexpr std::array<int, PieceTypeCount> ExchangeValues = {0, 100, 350, 450, 550, 950,  1100, 600,
                                                            0, 350, 475, 525, 575, 1000, 1325};

// The least valuable attacker among `attackers` (restricted to `side`'s pieces), by exchange value.
Square leastValuable(const Position& pos, Bitboard attackers, PieceType& type) {
    static constexpr PieceType order[] = {Pawn,      Lance, ProPawn, Knight, ProLance, ProKnight, Silver,
                                          ProSilver, Gold,  Bishop,  Horse,  Rook,     Dragon,    King};
    for (PieceType pt : order) {
        const Bitboard b = attackers & pos.pieces(pt);
        if (b) {
            type = pt;
            return b.lsb();
        }
    }
    type = NoPieceType;
    return NoSquare;
}

} // namespace

int exchangeValue(PieceType pt) {
    return ExchangeValues[pt];
}

bool seeAtLeast(const Position& pos, Move m, int threshold) {
    // A drop captures nothing, but the dropped piece may be taken like any other.
    const Square to = m.to();
    const Piece target = m.isDrop() ? NoPiece : pos.pieceOn(to);
    int swap = (target ? exchangeValue(typeOf(target)) : 0) - threshold;
    if (swap < 0) return false;
    const PieceType moving = m.isDrop() ? m.dropType() : typeOf(pos.pieceOn(m.from()));
    swap = exchangeValue(moving) - swap;
    if (swap <= 0) return true;

    Bitboard occ =
        m.isDrop() ? pos.occupied() | Bitboard::square(to) : pos.occupied() ^ Bitboard::square(m.from());
    Color side = pos.sideToMove();
    bool result = true;
    while (true) {
        side = ~side;
        const Bitboard attackers = pos.attackersTo(to, side, occ) & occ;
        if (!attackers) break;
        PieceType pt;
        const Square s = leastValuable(pos, attackers, pt);
        result = !result;
        // A king may only take last: if the other side still attacks the square, the capture is illegal.
        if (pt == King) return (pos.attackersTo(to, ~side, occ) & occ) ? !result : result;
        swap = exchangeValue(pt) - swap;
        if (swap < int(result)) break;
        occ ^= Bitboard::square(s);
    }
    return result;
}

} // namespace shogi::engine
