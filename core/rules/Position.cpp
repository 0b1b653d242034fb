#include "rules/Position.h"

#include "rules/Zobrist.h"

namespace shogi {

Position::Position(VariantKind kind) : m_variant(&Variant::get(kind)) {
    attacks::init();
    m_states.reserve(256);
}

Bitboard Position::attackersTo(Square s, Color by, Bitboard occ) const {
    const Color them = ~by; // step tables are symmetric: look from s with the defender's pattern
    const Bitboard mine = m_byColor[int(by)];
    Bitboard a = ((attacks::step(them, Pawn, s) & m_byType[Pawn]) |
                  (attacks::step(them, Knight, s) & m_byType[Knight]) |
                  (attacks::step(them, Silver, s) & m_byType[Silver]) |
                  (attacks::king(s) & (m_byType[King] | m_byType[Horse] | m_byType[Dragon]))) &
                 mine;
    a |= attacks::step(them, Gold, s) & goldMovers(by);
    // Walk the rays only when a slider of that kind stands on one of them: most of the time none does.
    const Bitboard diagonal = (m_byType[Bishop] | m_byType[Horse]) & mine;
    if (diagonal & attacks::tables.bishopEmpty[s]) a |= attacks::bishop(s, occ) & diagonal;
    const Bitboard straight = (m_byType[Rook] | m_byType[Dragon]) & mine;
    if (straight & attacks::tables.rookEmpty[s]) a |= attacks::rook(s, occ) & straight;
    const Bitboard lances = m_byType[Lance] & mine;
    if (lances & attacks::tables.file[fileOf(s)]) a |= attacks::lance(them, s, occ) & lances;
    return a;
}

Bitboard Position::pinned(Color c, Bitboard occ) const {
    const Square k = m_king[int(c)];
    if (k == NoSquare) return {};
    const Color them = ~c;
    Bitboard snipers = ((attacks::rook(k, Bitboard()) & (m_byType[Rook] | m_byType[Dragon])) |
                        (attacks::bishop(k, Bitboard()) & (m_byType[Bishop] | m_byType[Horse])) |
                        (attacks::lance(c, k, Bitboard()) & m_byType[Lance])) &
                       m_byColor[int(them)];
    Bitboard result;
    while (snipers) {
        const Square s = snipers.popLsb();
        const Bitboard b = attacks::between(k, s) & occ;
        if (b && !b.moreThanOne()) result |= b & m_byColor[int(c)];
    }
    return result;
}

Bitboard Position::computeCheckers() const {
    const Square k = m_king[int(m_side)];
    return k == NoSquare ? Bitboard() : attackersTo(k, ~m_side);
}

void Position::placePiece(Square s, Piece p) {
    m_board[s] = p;
    m_byType[typeOf(p)].set(s);
    m_byColor[int(colorOf(p))].set(s);
    m_key ^= zobrist::piece(p, s);
    if (typeOf(p) == King) m_king[int(colorOf(p))] = s;
}

void Position::removePiece(Square s) {
    const Piece p = m_board[s];
    m_board[s] = NoPiece;
    m_byType[typeOf(p)].clear(s);
    m_byColor[int(colorOf(p))].clear(s);
    m_key ^= zobrist::piece(p, s);
}

void Position::doMove(Move m) {
    const Color us = m_side;
    const Square to = m.to();
    Piece captured = NoPiece;
    m_states.push_back({m, NoPiece, m_key, m_checkers});
    if (m.isDrop()) {
        const PieceType pt = m.dropType();
        Hand& h = m_hand[int(us)];
        m_key ^= zobrist::hand(us, pt, h.count(pt)) ^ zobrist::hand(us, pt, h.count(pt) - 1);
        h.remove(pt);
        placePiece(to, makePiece(us, pt));
    } else {
        const Square from = m.from();
        const Piece p = m_board[from];
        captured = m_board[to];
        if (captured) {
            const PieceType gained = unpromoted(typeOf(captured));
            Hand& h = m_hand[int(us)];
            m_key ^=
                zobrist::hand(us, gained, h.count(gained)) ^ zobrist::hand(us, gained, h.count(gained) + 1);
            h.add(gained);
            removePiece(to);
        }
        removePiece(from);
        placePiece(to, m.isPromotion() ? makePiece(us, promoted(typeOf(p))) : p);
    }
    m_states.back().captured = captured;
    m_side = ~us;
    m_key ^= zobrist::keys.side;
    ++m_moveNumber;
    m_checkers = computeCheckers();
}

void Position::undoMove() {
    const StateInfo st = m_states.back();
    m_states.pop_back();
    const Move m = st.move;
    const Color us = ~m_side;
    const Square to = m.to();
    if (m.isDrop()) {
        removePiece(to);
        m_hand[int(us)].add(m.dropType());
    } else {
        const Piece moved = m_board[to];
        removePiece(to);
        const Piece original = m.isPromotion() ? makePiece(us, unpromoted(typeOf(moved))) : moved;
        placePiece(m.from(), original);
        if (st.captured) {
            placePiece(to, st.captured);
            m_hand[int(us)].remove(unpromoted(typeOf(st.captured)));
        }
    }
    m_side = us;
    --m_moveNumber;
    m_key = st.key;
    m_checkers = st.checkers;
}

void Position::doNullMove() {
    m_states.push_back({Move::none(), NoPiece, m_key, m_checkers});
    m_side = ~m_side;
    m_key ^= zobrist::keys.side;
    ++m_moveNumber;
    m_checkers = computeCheckers();
}

void Position::undoNullMove() {
    const StateInfo st = m_states.back();
    m_states.pop_back();
    m_side = ~m_side;
    --m_moveNumber;
    m_key = st.key;
    m_checkers = st.checkers;
}

void Position::put(Square s, Piece p) {
    if (m_board[s]) removePiece(s);
    placePiece(s, p);
}

void Position::remove(Square s) {
    if (!m_board[s]) return;
    if (typeOf(m_board[s]) == King) m_king[int(colorOf(m_board[s]))] = NoSquare;
    removePiece(s);
}

void Position::finishSetup() {
    m_key = 0;
    m_king = {NoSquare, NoSquare};
    for (Square s = 0; s < SquareCount; ++s)
        if (m_board[s]) {
            m_key ^= zobrist::piece(m_board[s], s);
            if (typeOf(m_board[s]) == King) m_king[int(colorOf(m_board[s]))] = s;
        }
    for (Color c : {Color::Black, Color::White})
        for (int pt = Pawn; pt <= Gold; ++pt)
            m_key ^= zobrist::hand(c, PieceType(pt), m_hand[int(c)].count(PieceType(pt)));
    if (m_side == Color::White) m_key ^= zobrist::keys.side;
    m_checkers = computeCheckers();
    m_states.clear();
}

} // namespace shogi
