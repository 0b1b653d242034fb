#include "engine/MovePicker.h"

#include "engine/See.h"

#include <algorithm>
#include <cstdint>
#include <functional>

namespace shogi::engine {

namespace {

// Promoting a pawn, bishop or rook changes the balance; the minor pieces' promotions are positional.
bool isBigPromotion(PieceType moving, Move m) {
    return m.isPromotion() && (moving == Pawn || moving == Bishop || moving == Rook);
}

} // namespace

bool MovePicker::isTactical(const Position& pos, Move m) {
    return pos.capturedBy(m) || (!m.isDrop() && isBigPromotion(typeOf(pos.pieceOn(m.from())), m));
}

MovePicker::MovePicker(const Position& pos, const History& history, const MoveOrdering& o, Mode mode)
    : m_pos(pos), m_history(history), m_ordering(o), m_mode(mode) {
    m_refutations[0] = history.killer(o.ply, 0);
    m_refutations[1] = history.killer(o.ply, 1);
    m_refutations[2] = o.counter;
}

Move MovePicker::handOut(Move m, bool tactical, bool bad, int history) {
    m_lastTactical = tactical;
    m_lastBad = bad;
    m_lastHistory = history;
    return m;
}

int MovePicker::quietHistory(Move m) const {
    const int pt = pieceTo(m_pos, m);
    int h = m_history.score(m_pos.sideToMove(), m);
    for (const History::ContinuationRow* row : m_ordering.continuation)
        if (row) h += (*row)[pt];
    return h;
}

bool MovePicker::alreadyHandedOut(Move m) const {
    if (m == m_ordering.excluded) return true;
    for (int i = 0; i < m_earlyCount; ++i)
        if (m_early[i] == m) return true;
    return false;
}

// The squares a big promotion onto an empty square can end on: a pawn's step into the zone, a bishop's or
// rook's reach into it, anywhere if one is in the zone already (it may promote leaving it). Usually none, and
// then the board's quiet moves are not generated at all.
Bitboard MovePicker::promotionSquares() const {
    const Color us = m_pos.sideToMove();
    const Bitboard zone = m_pos.variant().zone[int(us)];
    const Bitboard majors = m_pos.pieces(us, Bishop) | m_pos.pieces(us, Rook);
    if (majors & zone) return ~Bitboard();
    Bitboard squares;
    for (Bitboard b = majors; b;) {
        const Square s = b.popLsb();
        squares |= attacks::of(m_pos.pieceOn(s), s, m_pos.occupied());
    }
    // The pawns' steps by one shift (a pawn on its last rank, in a composed problem, has none).
    const Bitboard pawns = m_pos.pieces(us, Pawn) & ~m_pos.variant().lastRank[int(us)];
    squares |= us == Color::Black ? Bitboard(pawns.word() >> 1) : Bitboard(pawns.word() << 1);
    return squares & zone & ~m_pos.occupied();
}

// Captures and big promotions, scored by the material they win and the capture history.
void MovePicker::generateCaptures() {
    MoveList list;
    movegen::legalMoves(m_pos, list, movegen::Captures);
    const int captures = list.size();
    if (const Bitboard to = promotionSquares()) {
        const Color us = m_pos.sideToMove();
        movegen::legalMoves(m_pos, list, movegen::NonCaptures, to,
                            m_pos.pieces(us, Pawn) | m_pos.pieces(us, Bishop) | m_pos.pieces(us, Rook));
    }
    m_cursor = m_end = m_badEnd;
    for (int i = 0; i < list.size(); ++i) {
        const Move m = list[i];
        const PieceType moving = typeOf(m_pos.pieceOn(m.from()));
        const bool bigPromotion = isBigPromotion(moving, m);
        if ((i >= captures && !bigPromotion) || alreadyHandedOut(m)) continue;
        const Piece captured = m_pos.capturedBy(m);
        const int gain = (captured ? exchangeValue(typeOf(captured)) : 0) +
                         (bigPromotion ? exchangeValue(promoted(moving)) - exchangeValue(moving) : 0);
        m_moves[m_end++] = {m.raw(),
                            gain * 16 + m_history.captureScore(pieceTo(m_pos, m), typeOf(captured)) / 16, 0};
    }
}

// Quiet board moves and drops, by history; the big promotions among them were handed out with the captures.
void MovePicker::generateQuiets() {
    MoveList list;
    movegen::legalMoves(m_pos, list, movegen::NonCaptures | movegen::Drops);
    m_cursor = m_end = m_badEnd;
    for (Move m : list) {
        if (!m.isDrop() && isBigPromotion(typeOf(m_pos.pieceOn(m.from())), m)) continue;
        if (alreadyHandedOut(m)) continue;
        const int h = quietHistory(m);
        m_moves[m_end++] = {m.raw(), h, h};
    }
}

// A stable sort of the quiets left, best first, as one sort of 64-bit keys: the score above, the position in
// the list (earlier first among equal scores) below, then the move. A middle-game node has 100-200 quiets
// whose histories are far from ordered: the insertion sort this replaces (the same order) cost 9 % of a search.
void MovePicker::sortQuiets() {
    std::uint64_t keys[MoveList::Capacity];
    const int n = m_end - m_cursor;
    for (int i = 0; i < n; ++i) {
        const Scored& s = m_moves[m_cursor + i];
        keys[i] = std::uint64_t(std::uint32_t(s.score) ^ 0x80000000u) << 32 |
                  std::uint64_t(0xFFFF - i) << 16 | s.raw;
    }
    std::sort(keys, keys + n, std::greater<>());
    for (int i = 0; i < n; ++i) {
        const int score = int(std::uint32_t(keys[i] >> 32) ^ 0x80000000u);
        m_moves[m_cursor + i] = {std::uint16_t(keys[i]), score, score};
    }
}

int MovePicker::selectBest() {
    int best = m_cursor;
    for (int i = m_cursor + 1; i < m_end; ++i)
        if (m_moves[i].score > m_moves[best].score) best = i;
    return best;
}

Move MovePicker::next() {
    switch (m_stage) {
    case Stage::HashMove: {
        m_stage = Stage::CapturesInit;
        const Move tt = m_ordering.ttMove;
        if (!tt.isNone() && tt != m_ordering.excluded && movegen::isLegal(m_pos, tt)) {
            const bool tactical = isTactical(m_pos, tt);
            if (tactical || m_mode == Mode::All) {
                m_early[m_earlyCount++] = tt;
                return tactical ? handOut(tt, true, !seeAtLeast(m_pos, tt, 0), 0)
                                : handOut(tt, false, false, quietHistory(tt));
            }
        }
        [[fallthrough]];
    }
    case Stage::CapturesInit:
        generateCaptures();
        m_stage = Stage::GoodCaptures;
        [[fallthrough]];
    case Stage::GoodCaptures:
        // Exchange evaluation only for the captures actually reached: a cut by the first spares the others.
        while (m_cursor < m_end) {
            std::swap(m_moves[m_cursor], m_moves[selectBest()]);
            const Scored s = m_moves[m_cursor++];
            if (seeAtLeast(m_pos, s.move(), 0)) return handOut(s.move(), true, false, 0);
            m_moves[m_badEnd++] = s; // behind the cursor: that slot has been handed out or deferred
        }
        m_stage = m_mode == Mode::All ? Stage::Refutations : Stage::BadCaptures;
        m_cursor = 0;
        return next();
    case Stage::Refutations:
        while (m_refutation < 3) {
            const Move m = m_refutations[m_refutation++];
            if (m.isNone() || alreadyHandedOut(m) || !movegen::isLegal(m_pos, m) || isTactical(m_pos, m))
                continue;
            m_early[m_earlyCount++] = m;
            return handOut(m, false, false, quietHistory(m));
        }
        m_stage = Stage::QuietsInit;
        [[fallthrough]];
    case Stage::QuietsInit:
        generateQuiets();
        m_stage = Stage::Quiets;
        [[fallthrough]];
    case Stage::Quiets:
        if (m_cursor < m_end) {
            // The first few quiets usually decide a cut: pick them one by one. A node that goes on past them
            // tends to search everything, so the rest is sorted once.
            if (m_quietsPicked < SelectFirst) {
                std::swap(m_moves[m_cursor], m_moves[selectBest()]);
            } else if (m_quietsPicked == SelectFirst) {
                sortQuiets();
            }
            ++m_quietsPicked;
            const Scored& s = m_moves[m_cursor++];
            return handOut(s.move(), false, false, s.history);
        }
        m_stage = Stage::BadCaptures;
        m_cursor = 0;
        [[fallthrough]];
    case Stage::BadCaptures:
        if (m_cursor < m_badEnd) return handOut(m_moves[m_cursor++].move(), true, true, 0);
        m_stage = Stage::Done;
        [[fallthrough]];
    case Stage::Done:
        break;
    }
    return Move::none();
}

} // namespace shogi::engine
