#pragma once
// How a finished game's ending is written in a record (投了, 詰み, 千日手, ...), from the referee's verdict.
#include "record/GameRecord.h"
#include "rules/Game.h"

namespace shogi {

// toMove: the side to move when the game ended (an impasse declarer is always it). illegalRecorded: the last
// recorded move is the foul, so the side to move is the fouled one and wins. None while the game goes on.
SpecialMove recordEnding(const GameResult& result, Color toMove, bool illegalRecorded);

} // namespace shogi
