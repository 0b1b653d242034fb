#include "engine/CheckInfo.h"

namespace shogi::engine {

// Only a move onto a checking square, or one uncovering a slider, gives check: without a discoverer, generate
// those alone, and no king step (a king checks only by uncovering).
void CheckInfo::checkCandidates(const Position& pos, unsigned kinds, MoveList& out) const {
    if (m_discoverers)
        movegen::legalMoves(pos, out, kinds);
    else
        movegen::legalMoves(pos, out, kinds, m_anySquare, pos.pieces(pos.sideToMove()) & ~pos.pieces(King));
}

CheckInfo::CheckInfo(const Position& pos) {
    const Color us = pos.sideToMove(), them = ~us;
    m_king = pos.kingSquare(them);
    if (m_king == NoSquare) return;
    const Bitboard occ = pos.occupied();
    // A piece of ours attacks the king from s exactly when the king's own pattern, seen as the king's colour,
    // reaches s.
    for (PieceType pt : {Pawn, Knight, Silver, Gold, ProPawn, ProLance, ProKnight, ProSilver})
        m_squares[pt] = attacks::step(them, pt, m_king);
    m_squares[Lance] = attacks::lance(them, m_king, occ);
    m_squares[Bishop] = attacks::bishop(m_king, occ);
    m_squares[Rook] = attacks::rook(m_king, occ);
    m_squares[Horse] = m_squares[Bishop] | attacks::king(m_king);
    m_squares[Dragon] = m_squares[Rook] | attacks::king(m_king);
    for (const Bitboard b : m_squares)
        m_anySquare |= b;
    const Bitboard snipers =
        ((attacks::rook(m_king, Bitboard()) & (pos.pieces(Rook) | pos.pieces(Dragon))) |
         (attacks::bishop(m_king, Bitboard()) & (pos.pieces(Bishop) | pos.pieces(Horse))) |
         (attacks::lance(them, m_king, Bitboard()) & pos.pieces(Lance))) &
        pos.pieces(us);
    for (Bitboard s = snipers; s;) {
        const Bitboard b = attacks::between(m_king, s.popLsb()) & occ;
        if (b && !b.moreThanOne()) m_discoverers |= b & pos.pieces(us);
    }
}

bool CheckInfo::givesCheck(const Position& pos, Move m) const {
    if (m_king == NoSquare) return false;
    const Square to = m.to();
    if (m.isDrop()) return m_squares[m.dropType()].test(to);
    const Square from = m.from();
    PieceType pt = typeOf(pos.pieceOn(from));
    if (m.isPromotion()) pt = promoted(pt);
    if (m_squares[pt].test(to)) return true;
    return m_discoverers.test(from) && !attacks::aligned(m_king, from, to);
}

} // namespace shogi::engine
