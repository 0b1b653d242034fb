#pragma once
// What PSN's tags and words stand for: [Sente "..."] is the KIF header 先手, [Handicap "Lance"] a start
// position, and a closing word like "Resign" an ending (PSN writers such as Shogidokoro end a game that way).
#include "record/GameRecord.h"
#include "rules/Handicap.h"

#include <QString>

#include <optional>

namespace shogi::psn {

QString headerFromTag(const QString& tag);    // Sente -> 先手; unknown tags are kept as they are
QString tagFromHeader(const QString& header); // 先手 -> Sente; others are kept as they are

std::optional<SpecialMove> parseEnding(const QString& word); // case-insensitive
QString endingWord(SpecialMove special);

// A handicap by its English name ("Rook and lance", "Two pieces"), its id or its KIF name.
const Handicap* parseHandicap(const QString& name);

} // namespace shogi::psn
