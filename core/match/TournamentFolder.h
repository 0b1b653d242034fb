#pragma once
// A tournament's output folder: every game as DIR/game-NNN.kif, and DIR/tournament.json with the settings
// and the games finished so far, rewritten (atomically) after each game, so that a run stopped, or ended by
// a crash or a power cut, resumes where it was - by the window or by shogiban-cli tournament --resume.
#include "match/GameReport.h"
#include "match/MatchSettings.h"
#include "match/Standings.h"
#include "rules/Result.h"

#include <QString>

#include <optional>
#include <string>
#include <vector>

namespace shogi::match {

struct TournamentState {
    MatchSettings settings;
    std::vector<GameSummary> done; // in the order they ended
};

// The games the settings schedule: games per pairing × pairings.
int scheduledGameCount(const MatchSettings& settings);

QString tournamentStatePath(const QString& dir);
// Writes the state file; the error in words when it cannot.
std::optional<std::string> saveTournamentState(const QString& dir, const TournamentState& state);
// The state a run left in `dir`; an error naming the file and what is wrong with it.
Result<TournamentState> loadTournamentState(const QString& dir);

// DIR/game-NNN.kif (Shift_JIS), or .kifu (UTF-8) when a name has no Shift_JIS form, NNN numbered wide
// enough for `games`. The path written, or the error naming it.
Result<QString> saveGameRecord(const GameReport& report, const MatchSettings& settings, const QString& dir,
                               int games);

// A game has ended: its record written, its summary added to `state` and the state file rewritten. The
// errors in words (nothing is dropped: the summary is added even when a file cannot be written).
std::vector<std::string> recordFinishedGame(const QString& dir, TournamentState& state,
                                            const GameReport& report);

} // namespace shogi::match
