#include "engine/MovePicker.h"

#include "engine/Evaluate.h"
#include "engine/See.h"

#include <algorithm>

namespace shogi::engine {

MovePicker::MovePicker(const Position& pos, Move ttMove, const History& history, int ply, Move counter,
                       Mode mode) {
    // Quiescence wants captures and promotions only, which drops never are: skip generating them.
    MoveList list;
    if (mode == Mode::Tactical) {
        movegen::legalBoardMoves(pos, list);
        m_all = list.size() ? list.size() : int(movegen::hasLegalMove(pos));
    } else {
        movegen::legalMoves(pos, list);
        m_all = list.size();
    }
    const Color us = pos.sideToMove();
    const Move killer0 = history.killer(ply, 0), killer1 = history.killer(ply, 1);
    for (Move m : list) {
        const Piece captured = pos.capturedBy(m);
        const PieceType moving = m.isDrop() ? m.dropType() : typeOf(pos.pieceOn(m.from()));
        // Promoting a pawn, bishop or rook changes the balance; the minor pieces' promotions are positional.
        const bool bigPromotion = m.isPromotion() && (moving == Pawn || moving == Bishop || moving == Rook);
        const bool tactical = captured || bigPromotion;
        if (mode == Mode::Tactical && !tactical) continue;
        Scored s{m, 0, tactical, false};
        if (m == ttMove) {
            s.score = 1 << 30;
        } else if (tactical) {
            const int gain = (captured ? pieceValue(typeOf(captured)) : 0) +
                             (bigPromotion ? pieceValue(promoted(moving)) - pieceValue(moving) : 0);
            s.bad = !seeAtLeast(pos, m, 0);
            s.score = (s.bad ? -(1 << 20) : (1 << 24)) + gain * 16 - pieceValue(moving) / 8;
        } else if (m == killer0) {
            s.score = (1 << 22) + 2;
        } else if (m == killer1) {
            s.score = (1 << 22) + 1;
        } else if (m == counter) {
            s.score = 1 << 22;
        } else {
            s.score = history.score(us, m);
        }
        m_moves[m_count++] = s;
    }
}

Move MovePicker::next() {
    if (m_cursor >= m_count) return Move::none();
    // The first few moves usually decide a cut: pick them one by one. A node that goes on past them tends to
    // search everything, so the rest is sorted once.
    if (m_cursor < SelectFirst) {
        int best = m_cursor;
        for (int i = m_cursor + 1; i < m_count; ++i)
            if (m_moves[i].score > m_moves[best].score) best = i;
        std::swap(m_moves[m_cursor], m_moves[best]);
    } else if (m_cursor == SelectFirst) {
        std::stable_sort(m_moves + m_cursor, m_moves + m_count,
                         [](const Scored& a, const Scored& b) { return a.score > b.score; });
    }
    const Scored& s = m_moves[m_cursor++];
    m_lastTactical = s.tactical;
    m_lastBad = s.bad;
    return s.move;
}

} // namespace shogi::engine
