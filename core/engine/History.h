#pragma once
// What the search learned about moves: a history score per side, origin (or dropped type) and destination;
// continuation histories (how good a move was as the answer to the move one, two and four plies before, by
// piece and destination of both); a capture history by piece, destination and captured type; two killer
// moves per ply and the usual reply to each move (countermove).
#include "engine/Score.h"
#include "rules/Move.h"
#include "rules/Position.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <cstring>
#include <memory>

namespace shogi::engine {

// A moving piece (as it stands after the move, promoted when it promotes) and its destination: the index
// continuation histories use. 0 stands for "no move" (a null move or the game's start), which no real piece
// and square give since piece codes start at 1.
constexpr int PieceToCount = PieceCodeCount * SquareCount;
inline int pieceTo(const Position& pos, Move m) {
    Piece p = pos.movedPiece(m);
    if (m.isPromotion()) p = makePiece(colorOf(p), promoted(typeOf(p)));
    return int(p) * SquareCount + m.to();
}

class History {
public:
    static constexpr int Max = 16384;
    using ContinuationRow = std::array<std::int16_t, PieceToCount>;

    History() : m_continuation(std::make_unique<ContinuationRow[]>(PieceToCount)) { clear(); }

    void clear() {
        std::memset(m_butterfly, 0, sizeof m_butterfly);
        std::memset(m_capture, 0, sizeof m_capture);
        std::memset(m_counter, 0, sizeof m_counter);
        std::memset(m_killers, 0, sizeof m_killers);
        std::memset(m_continuation.get(), 0, sizeof(ContinuationRow) * PieceToCount);
    }
    int score(Color c, Move m) const { return m_butterfly[int(c)][origin(m)][m.to()]; }
    void update(Color c, Move m, int bonus) { gravity(m_butterfly[int(c)][origin(m)][m.to()], bonus); }

    // The row of answers to the move with index `previousPieceTo` (0: no move, whose row stays empty).
    const ContinuationRow& continuation(int previousPieceTo) const { return m_continuation[previousPieceTo]; }
    void updateContinuation(int previousPieceTo, int pieceToIndex, int bonus) {
        if (previousPieceTo) gravity(m_continuation[previousPieceTo][pieceToIndex], bonus);
    }

    int captureScore(int pieceToIndex, PieceType captured) const { return m_capture[pieceToIndex][captured]; }
    void updateCapture(int pieceToIndex, PieceType captured, int bonus) {
        gravity(m_capture[pieceToIndex][captured], bonus);
    }

    Move counter(Piece moved, Square to) const { return m_counter[moved][to]; }
    void setCounter(Piece moved, Square to, Move reply) { m_counter[moved][to] = reply; }
    Move killer(int ply, int i) const { return m_killers[ply][i]; }
    void addKiller(int ply, Move m) {
        if (m_killers[ply][0] == m) return;
        m_killers[ply][1] = m_killers[ply][0];
        m_killers[ply][0] = m;
    }
    void clearKillers(int ply) { m_killers[ply][0] = m_killers[ply][1] = Move::none(); }

private:
    // Gravity keeps every entry within ±Max: big bonuses fade what was learnt long ago.
    static void gravity(std::int16_t& h, int bonus) {
        bonus = std::clamp(bonus, -Max, Max);
        h = std::int16_t(h + bonus - h * std::abs(bonus) / Max);
    }
    // Board origins 0..80, drops 81 + piece type.
    static int origin(Move m) { return m.isDrop() ? SquareCount + m.dropType() : m.from(); }
    std::int16_t m_butterfly[2][SquareCount + HandTypeCount][SquareCount];
    std::int16_t m_capture[PieceToCount][PieceTypeCount];
    Move m_counter[PieceCodeCount][SquareCount];
    Move m_killers[MaxPly + 2][2];
    std::unique_ptr<ContinuationRow[]> m_continuation; // 13 MB: on the heap
};

} // namespace shogi::engine
