#include "engine/See.h"

#include "engine/Evaluate.h"

namespace shogi::engine {

namespace {

// The least valuable attacker among `attackers` (restricted to `side`'s pieces), by board value.
Square leastValuable(const Position& pos, Bitboard attackers, PieceType& type) {
    static constexpr PieceType order[] = {Pawn,      Lance, Knight, ProPawn, ProLance, ProKnight, Silver,
                                          ProSilver, Gold,  Bishop, Rook,    Horse,    Dragon,    King};
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

bool seeAtLeast(const Position& pos, Move m, int threshold) {
    // A drop captures nothing, but the dropped piece may be taken like any other.
    const Square to = m.to();
    const Piece target = m.isDrop() ? NoPiece : pos.pieceOn(to);
    int swap = (target ? pieceValue(typeOf(target)) : 0) - threshold;
    if (swap < 0) return false;
    const PieceType moving = m.isDrop() ? m.dropType() : typeOf(pos.pieceOn(m.from()));
    swap = pieceValue(moving) - swap;
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
        swap = pieceValue(pt) - swap;
        if (swap < int(result)) break;
        occ ^= Bitboard::square(s);
    }
    return result;
}

} // namespace shogi::engine
