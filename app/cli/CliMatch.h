#pragma once
// shogiban-cli match: reading the options into MatchSettings (CliMatch.cpp) and printing the games, the
// summary and the records (CliMatchOutput.cpp).
#include "cli/Cli.h"
#include "match/MatchRunner.h"

#include <QString>

#include <optional>
#include <string>

namespace cli {

struct MatchOutput {
    bool json = false; // one JSON line on stdout; progress goes to stderr
    QString recordDir; // empty: no records written
    bool writeFailed = false;
    std::optional<shogi::match::SprtSettings> sprt; // the test to print the state of, if any
};

std::string describeTimeControl(const shogi::TimeControl& tc);
void printMatchStart(const shogi::match::MatchSettings& settings, const MatchOutput& out, int openingCount);
void printGame(const shogi::match::GameReport& report, const shogi::match::MatchTally& tally, int games,
               MatchOutput& out);
void printSummary(const shogi::match::MatchTally& tally, const MatchOutput& out);
// DIR/game-NNN.kif (Shift_JIS), or .kifu (UTF-8) when a name has no Shift_JIS form; false after an error.
bool writeGameRecord(const shogi::match::GameReport& report, const shogi::match::MatchSettings& settings,
                     const QString& dir, int games);

} // namespace cli
