#pragma once
// JKF's names for the start positions ("HIRATE", "KY", ..., "10"), which are the KIF 手合割 presets.
#include "rules/Handicap.h"

#include <QString>

namespace shogi::jkf {

const Handicap* presetHandicap(const QString& name); // nullptr for "OTHER" and unknown names
QString presetName(const Position& start);           // empty when the start is not a preset

} // namespace shogi::jkf
