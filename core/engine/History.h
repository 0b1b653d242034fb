#pragma once
// What the search learned about quiet moves: a history score per side, origin (or dropped type) and
// destination, two killer moves per ply and the usual reply to each move (countermove).
#include "engine/Score.h"
#include "rules/Move.h"

#include <array>
#include <cstdlib>
#include <cstring>

namespace shogi::engine {

class History {
public:
    static constexpr int Max = 16384;

    void clear() {
        std::memset(m_butterfly, 0, sizeof m_butterfly);
        std::memset(m_counter, 0, sizeof m_counter);
        std::memset(m_killers, 0, sizeof m_killers);
    }
    int score(Color c, Move m) const { return m_butterfly[int(c)][origin(m)][m.to()]; }
    // Gravity keeps every entry within ±Max: big bonuses fade what was learnt long ago.
    void update(Color c, Move m, int bonus) {
        std::int16_t& h = m_butterfly[int(c)][origin(m)][m.to()];
        h = std::int16_t(h + bonus - h * std::abs(bonus) / Max);
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
    // Board origins 0..80, drops 81 + piece type.
    static int origin(Move m) { return m.isDrop() ? SquareCount + m.dropType() : m.from(); }
    std::int16_t m_butterfly[2][SquareCount + HandTypeCount][SquareCount];
    Move m_counter[PieceCodeCount][SquareCount];
    Move m_killers[MaxPly + 2][2];
};

} // namespace shogi::engine
