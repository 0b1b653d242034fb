#pragma once
// A GameSetup as a JSON object, one key per field, for the autosave. A field added to GameSetup gets a key
// here; a key missing from an older file leaves the field at its default, and keys this version does not
// know are ignored, so files from other versions still read.
#include "game/GameSetup.h"

#include <QJsonObject>

namespace GameSetupJson {

QJsonObject write(const GameSetup& setup);
GameSetup read(const QJsonObject& json);

// The words a time control's kind is stored under, here and in the settings ("byoyomi", ...); an unknown
// word reads as no clock.
QString timeKindWord(shogi::TimeControl::Kind kind);
shogi::TimeControl::Kind timeKindFromWord(const QString& word);

} // namespace GameSetupJson
