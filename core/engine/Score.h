#pragma once
// Search scores in centipawns from the side to move's point of view, with mate scores at the top of the range.
#include <cstdint>

namespace shogi::engine {

using Score = int;

constexpr Score ScoreDraw = 0;
constexpr Score ScoreMate = 32000;
constexpr Score ScoreInfinite = 32001;
constexpr Score ScoreNone = 32002;
constexpr int MaxPly = 128;
// Scores beyond this are "mate in N": N plies are encoded as the distance from ScoreMate.
constexpr Score ScoreMateInMaxPly = ScoreMate - MaxPly;

constexpr Score mateIn(int ply) {
    return ScoreMate - ply;
}
constexpr Score matedIn(int ply) {
    return -ScoreMate + ply;
}
constexpr bool isMateScore(Score s) {
    return s >= ScoreMateInMaxPly || s <= -ScoreMateInMaxPly;
}
// Plies to mate (positive: the side to move mates; negative: it is mated).
constexpr int matePlies(Score s) {
    return s > 0 ? ScoreMate - s : -(ScoreMate + s);
}

} // namespace shogi::engine
