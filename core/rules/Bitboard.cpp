#include "rules/Bitboard.h"

#include <mutex>

namespace shogi::attacks {

Tables tables;

namespace {

struct Delta {
    int df, dr;
};
// Ordered as the Direction enum: index-increasing directions first.
constexpr Delta directionDelta[DirectionCount] = {{0, 1},  {1, 0},  {1, 1},   {1, -1},
                                                  {0, -1}, {-1, 0}, {-1, -1}, {-1, 1}};

bool onBoard(int f, int r) {
    return f >= 0 && f < MaxFiles && r >= 0 && r < MaxRanks;
}

// Step patterns from Black's point of view; "forward" is rank - 1.
void addSteps(Bitboard& bb, Square s, std::initializer_list<Delta> deltas, Color c) {
    const int sign = c == Color::Black ? 1 : -1;
    for (auto [df, dr] : deltas) {
        int f = fileOf(s) + df * sign, r = rankOf(s) + dr * sign;
        if (onBoard(f, r)) bb.set(makeSquare(f, r));
    }
}

void build() {
    const std::initializer_list<Delta> gold = {{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {0, 1}};
    const std::initializer_list<Delta> silver = {{-1, -1}, {0, -1}, {1, -1}, {-1, 1}, {1, 1}};
    const std::initializer_list<Delta> king = {{-1, -1}, {0, -1}, {1, -1}, {-1, 0},
                                               {1, 0},   {-1, 1}, {0, 1},  {1, 1}};
    for (Square s = 0; s < SquareCount; ++s) {
        for (Color c : {Color::Black, Color::White}) {
            auto& t = tables.step[int(c)];
            addSteps(t[Pawn][s], s, {{0, -1}}, c);
            addSteps(t[Knight][s], s, {{-1, -2}, {1, -2}}, c);
            addSteps(t[Silver][s], s, silver, c);
            addSteps(t[King][s], s, king, c);
            for (PieceType pt : {Gold, ProPawn, ProLance, ProKnight, ProSilver})
                addSteps(t[pt][s], s, gold, c);
        }
        for (int d = 0; d < DirectionCount; ++d) {
            auto [df, dr] = directionDelta[d];
            for (int f = fileOf(s) + df, r = rankOf(s) + dr; onBoard(f, r); f += df, r += dr)
                tables.ray[d][s].set(makeSquare(f, r));
        }
        tables.file[fileOf(s)].set(s);
        tables.rookEmpty[s] =
            tables.ray[North][s] | tables.ray[South][s] | tables.ray[East][s] | tables.ray[West][s];
        tables.bishopEmpty[s] = tables.ray[NorthEast][s] | tables.ray[NorthWest][s] |
                                tables.ray[SouthEast][s] | tables.ray[SouthWest][s];
    }
    for (Square a = 0; a < SquareCount; ++a)
        for (int d = 0; d < DirectionCount; ++d) {
            const int opposite = (d + 4) % DirectionCount;
            const Bitboard ray = tables.ray[d][a];
            const Bitboard fullLine = ray | tables.ray[opposite][a] | Bitboard::square(a);
            for (Bitboard rest = ray; rest;) {
                Square t = rest.popLsb();
                tables.between[a][t] = ray & tables.ray[opposite][t];
                tables.line[a][t] = fullLine;
            }
        }
}

} // namespace

void init() {
    static std::once_flag once;
    std::call_once(once, build);
}

} // namespace shogi::attacks
