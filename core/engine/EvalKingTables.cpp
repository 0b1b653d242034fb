#include "engine/EvalParams.h"

namespace shogi::engine {

// Fitted by shogiban-cli tune --linear (README, The engine): hand pieces by count. The king-relative tables
// (ownKing, enemyKing) are at zero: fitted on 21,137 positions, they scored worse on 98,998 positions of
// later self-play than no tables at all, and the search steered towards the castles their noise favoured
// (README, "The evaluation and its tuning"). Only the tuner's trace reads them now, not the search's
// evaluation (Evaluate.cpp): `tune --linear` fits them again from a larger data set and prints them for
// this function: per piece class (kingRelClass) one row per rank offset, from 8 behind the
// king to 8 ahead of it (the owner's forward); in a row the file offset from 8 towards the king's nearer
// edge to 8 away from it, the king's own file in the middle.
// clang-format off
void setKingTables(EvalParams& p) {
    p.handCount[1] = {0, 0, 19, 16, -33, -4, 3, -30};
    p.handCount[2] = {0, 0, -7, 13, 1, 0, 0, 0};
    p.handCount[3] = {0, 0, -14, -19, -8, 0, 0, 0};
    p.handCount[4] = {0, 0, -14, 0, -2, 0, 0, 0};
    p.handCount[5] = {0, 0, 13, 0, 0, 0, 0, 0};
    p.handCount[6] = {0, 0, 1, 0, 0, 0, 0, 0};
    p.handCount[7] = {0, 0, -14, 1, 0, 0, 0, 0};
}
// clang-format on

} // namespace shogi::engine
