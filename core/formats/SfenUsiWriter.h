#pragma once
// SFEN, USI and USEN writers. SFEN and USI hold the start position and the main line (and an ending USI
// engines name: resign, win, rep_draw, rep_win/rep_lose); USEN holds every variation too. The start comment
// is written as '#' lines. writeSfen() and writeUsi() are declared in RecordFormat.h.
#include "formats/RecordFormat.h"

namespace shogi {

QString writeUsen(const GameRecord& record);

} // namespace shogi
