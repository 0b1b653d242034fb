#pragma once
// What a GUI writes to an engine: position, go in its forms, gameover. setoption is in EngineOption.h.
#include "rules/Clock.h"
#include "rules/Move.h"
#include "rules/Position.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace shogi::usi {

// "position startpos moves ..." from the standard start, else "position sfen ... moves ...". Always the
// whole history from `start`, never only the current position, so the engine sees repetitions.
std::string positionCommand(const Position& start, const std::vector<Move>& moves);

// Both clocks as they stand when the engine is asked to move. USI has no per-move time of its own: a fixed
// time per move is main time 0 and a byoyomi ("btime 0 wtime 0 byoyomi N"); "go movetime" is not USI and
// some engines (gpsusi) abort on it.
struct GoLimits {
    std::int64_t blackMs = 0;          // btime: Black's main time left
    std::int64_t whiteMs = 0;          // wtime
    std::int64_t byoyomiMs = 0;        // byoyomi, per move once main time is out
    std::int64_t blackIncrementMs = 0; // binc (Fischer); USI does not mix it with byoyomi
    std::int64_t whiteIncrementMs = 0; // winc

    static GoLimits fixedPerMove(std::int64_t ms) { return {0, 0, ms, 0, 0}; }
    // What each side has left on `clock` at `now`: byoyomi for a byoyomi control (0 for sudden death, so
    // engines that expect the field find it), binc/winc for Fischer.
    static GoLimits fromClock(const Clock& clock, std::int64_t now);
    bool operator==(const GoLimits&) const = default;
};

std::string goCommand(const GoLimits& limits);
std::string goPonderCommand(const GoLimits& limits);
std::string goInfiniteCommand();
std::string goNodesCommand(std::uint64_t nodes); // "go nodes N": a fixed amount of work, no clock
// "go mate N" with a limit in milliseconds, "go mate infinite" without.
std::string goMateCommand(std::optional<std::int64_t> limitMs);

enum class GameOver { Win, Lose, Draw };
std::string gameOverCommand(GameOver result); // "gameover win|lose|draw", from the receiving engine's view

} // namespace shogi::usi
