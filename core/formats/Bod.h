#pragma once
// BOD: the board diagram of a KIF file on its own, the text players paste into forums and mails to show a
// position ("後手の持駒：…", the board in a frame, "先手の持駒：…", then "後手番" when White is to move).
#include "rules/Position.h"
#include "rules/Result.h"

#include <QString>

namespace shogi {

QString writeBod(const Position& pos);
// Reads the first diagram in `text`; lines around it (a title, 手数＝N, names) may be there. An error
// naming the line when the diagram is broken, or when there is none.
Result<Position> readBod(const QString& text);

} // namespace shogi
