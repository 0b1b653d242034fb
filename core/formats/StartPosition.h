#pragma once
// Whether a start position read from a file can be replayed from. Looser than sfen::parse on purpose:
// composed problems (tsume) use what a game never shows, like nine pawns on a file or a pawn on the last
// rank, and published records have them. Two kings of a side, more pieces than a set holds, or the side
// not to move standing in check make replaying meaningless.
#include "rules/Position.h"

#include <QString>

#include <optional>

namespace shogi {

std::optional<QString> startPositionProblem(const Position& pos);

} // namespace shogi
