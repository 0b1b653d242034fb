#pragma once
// A match game as a game record for the KIF writer: the players, the time control, the dates, the result
// and why, the moves with the time each engine took, and the ending as KIF names it.
#include "match/GameReport.h"
#include "match/MatchSettings.h"
#include "record/GameRecord.h"

#include <QString>

namespace shogi::match {

GameRecord gameRecord(const GameReport& report, const MatchSettings& settings);
// The result in words for the progress line: "1-0 (checkmate)" (the record's 結果 header says it in Japanese).
std::string resultText(const GameReport& report);

} // namespace shogi::match
