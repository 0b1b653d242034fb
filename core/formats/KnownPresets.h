#pragma once
// The handicap presets a writer may give by name alone. Kakinoki's 手合割 names and JKF's presets cover every
// preset of Handicap, but not every reader knows them all: tsshogi (the reader inside ShogiHome) sets up
// only these and starts the others from the even position. For the rest the KIF and KI2 writers add the
// board diagram after the 手合割 line and the JKF writer gives the position (preset OTHER with its data),
// which every reader reads.
#include "rules/Handicap.h"

namespace shogi {

bool readersKnowByName(const Handicap& preset);

} // namespace shogi
