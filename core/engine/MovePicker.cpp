#include "engine/MovePicker.h"

#include "engine/Evaluate.h"
#include "engine/See.h"

#include <algorithm>

namespace shogi::engine {

MovePicker::MovePicker(const Position& pos, const History& history, const MoveOrdering& o, Mode mode) {
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
    const Move killer0 = history.killer(o.ply, 0), killer1 = history.killer(o.ply, 1);
    for (Move m : list) {
        if (m == o.excluded) continue;
        const Piece captured = pos.capturedBy(m);
        const PieceType moving = m.isDrop() ? m.dropType() : typeOf(pos.pieceOn(m.from()));
        // Promoting a pawn, bishop or rook changes the balance; the minor pieces' promotions are positional.
        const bool bigPromotion = m.isPromotion() && (moving == Pawn || moving == Bishop || moving == Rook);
        const bool tactical = captured || bigPromotion;
        if (mode == Mode::Tactical && !tactical) continue;
        Scored s{m.raw(), 0, 0, tactical, false};
        if (tactical) {
            const int gain = (captured ? pieceValue(typeOf(captured)) : 0) +
                             (bigPromotion ? pieceValue(promoted(moving)) - pieceValue(moving) : 0);
            s.bad = !seeAtLeast(pos, m, 0);
            s.score = (s.bad ? -(1 << 20) : (1 << 24)) + gain * 16 +
                      history.captureScore(pieceTo(pos, m), typeOf(captured)) / 16;
        } else {
            const int pt = pieceTo(pos, m);
            s.history = history.score(us, m);
            for (const History::ContinuationRow* row : o.continuation)
                if (row) s.history += (*row)[pt];
            s.score = s.history;
            if (m == killer0)
                s.score = (1 << 22) + 2;
            else if (m == killer1)
                s.score = (1 << 22) + 1;
            else if (m == o.counter)
                s.score = 1 << 22;
        }
        if (m == o.ttMove) s.score = 1 << 30;
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
        // A stable insertion sort: the order std::stable_sort gave, without its buffer; the lists are short
        // and mostly in order already (history scores of drops are mostly 0).
        for (int i = m_cursor + 1; i < m_count; ++i) {
            const Scored s = m_moves[i];
            int j = i;
            for (; j > m_cursor && m_moves[j - 1].score < s.score; --j)
                m_moves[j] = m_moves[j - 1];
            m_moves[j] = s;
        }
    }
    const Scored& s = m_moves[m_cursor++];
    m_lastTactical = s.tactical;
    m_lastBad = s.bad;
    m_lastHistory = s.history;
    return s.move();
}

} // namespace shogi::engine
