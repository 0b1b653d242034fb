#pragma once
// How one game of a match went: the moves with their times, who won and why, in words for the progress
// line and as data for the record and the tally.
#include "rules/Game.h"

#include <array>
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shogi::match {

enum class Termination {
    Checkmate,
    NoLegalMoves,
    Resignation,    // bestmove resign
    Repetition,     // sennichite: a draw
    PerpetualCheck, // the checking side loses
    Impasse,        // bestmove win, judged by the 27-point rule; a declaration that does not qualify loses
    IllegalMove,    // a move the rules forbid, or text that is no move at all
    Time,           // the runner's clock ran out, a late move or no move (a hang)
    Crash,          // the engine process died, or could not be started or made ready
    MaxPlies,       // a draw by the match's ply limit
};

// "checkmate", "no legal moves", "resignation", ... for progress lines and JSON.
const char* terminationName(Termination t);
std::optional<Termination> terminationFromName(std::string_view name);

struct GameReport {
    int number = 0;                        // 1-based, in the match's order
    int openingNumber = 0;                 // 1-based in the opening list
    std::string opening;                   // the opening as its list gives it: "startpos moves 7g7f 3c3d"
    std::array<int, 2> engineBySide{0, 1}; // [Black], [White]: 0 = engine 1, 1 = engine 2 (or of more)
    int pairing = 0;                       // a tournament's pairing (TournamentSchedule); 0 in a match
    int swapPair = -1;                     // the pair of games of one opening; -1: (number - 1) / 2
    std::array<std::string, 2> nameBySide;

    Position start;          // the opening's start position
    int openingPlies = 0;    // the first moves were the opening's, not the engines'
    std::vector<Move> moves; // every move played, the opening's included
    std::vector<std::int64_t>
        moveTimesMs;                 // per engine move (moves after the opening), measured by the runner
    std::optional<Move> illegalMove; // a forbidden move the engine sent, not among `moves`

    Outcome outcome = Outcome::Draw;
    Termination termination = Termination::MaxPlies;
    std::string detail;                    // one line: "gpsusi lost on time: no move within 300 ms ..."
    std::vector<std::string> engineOutput; // a crashed or hung engine's last output lines
    bool aborted = false;                  // the match was stopped during the game: no result, played again

    std::chrono::system_clock::time_point startedAt;
    std::chrono::system_clock::time_point endedAt;

    // The engine (0 or 1) that lost; nullopt for a draw.
    std::optional<int> loserEngine() const;
};

} // namespace shogi::match
