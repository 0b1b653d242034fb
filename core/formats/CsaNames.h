#pragma once
// Names CSA gives to endings and headers; JKF uses the same ending names (without the '%').
#include "record/GameRecord.h"

#include <QString>

#include <optional>

namespace shogi::csa {

// "TORYO", "+ILLEGAL_ACTION", ...: the ILLEGAL_ACTION endings name the side at fault, so whether that is
// a win or a loss for the side to move depends on `sideToMove`. nullopt for an unknown name.
std::optional<SpecialMove> parseEnding(const QString& name, Color sideToMove);
// The name to write; empty for None.
QString endingName(SpecialMove special, Color sideToMove);

// "$EVENT" keys and the KIF header names they stand for (EVENT -> 棋戦); other keys are kept as written.
QString headerFromKeyword(const QString& keyword);
// The CSA keyword for a header, or empty when CSA has no place for it (a key that is not CSA's upper-case
// ASCII, like 先手省略名; the players are written as N+ and N- instead).
QString keywordFromHeader(const QString& header);
// The CSA line for a KIF 持ち時間 ("10分+30秒", "1時間", "10分+10秒加算"): "$TIME_LIMIT:00:10+30" (CSA 2.2:
// hours, minutes and byoyomi seconds), or for a Fischer clock "$TIME:600+0+10" (CSA 3.0); empty when the text
// says something else.
QString timeLimitLine(const QString& kifTimeLimit);
// CSA 2.2's "$TIME_LIMIT:hh:mm+ss" as KIF writes 持ち時間 ("4時間", "10分+30秒"), so a record read from CSA writes
// the same KIF header as a game played here and goes back to CSA unchanged; other text is kept as it is.
QString kifTimeLimit(const QString& csaTimeLimit);

} // namespace shogi::csa
