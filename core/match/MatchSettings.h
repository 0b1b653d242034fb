#pragma once
// What a match is: two engines - or a tournament of more, in pairings - how many games from which openings,
// the time control and the limits.
#include "match/Opening.h"
#include "match/Sprt.h"
#include "rules/Clock.h"
#include "rules/Variant.h"

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace shogi::match {

struct EngineSpec {
    std::string program; // a path, or a name found on PATH
    std::vector<std::string> arguments;
    std::string name; // shown and written to the records; empty: the engine's "id name"
    std::vector<std::pair<std::string, std::string>> options; // setoption NAME VALUE, in this order
    bool bookOff = false; // for an analysis: the engine's own book off (usi::bookOffOptions) unless set above
    std::vector<std::string> environment{}; // NAME=value pairs the engine needs (gpsusi: GPSSHOGI_HOME)
    // Above 0, and the match is played by nodes: this engine's nodes a move instead of the match's, so two
    // engines of different speeds play at equal time on a machine whose load would make timed games unequal.
    std::uint64_t nodes = 0;
};

// Who plays whom when there are more than two engines: every engine every other (round robin), or the
// first engine each of the others (gauntlet: a new version against a field).
enum class TournamentFormat { RoundRobin, Gauntlet };

struct MatchTimeouts {
    std::chrono::milliseconds usiok{10000};
    std::chrono::milliseconds readyok{30000}; // engines may load large evaluation files
    std::chrono::milliseconds stop{1000};     // for the bestmove after "stop" once an engine has lost on time
    std::chrono::milliseconds nodesMove{300000}; // a move under "go nodes N": a hung engine, not a slow one
};

struct MatchSettings {
    std::vector<EngineSpec> engines = std::vector<EngineSpec>(2); // two for a match, more for a tournament
    TournamentFormat format = TournamentFormat::RoundRobin;
    VariantKind variant = VariantKind::Standard;
    int games = 2; // per pairing: the whole match when there are two engines
    TimeControl timeControl = TimeControl::byoyomi(0, 1000);
    // Above 0: every move is "go nodes N" with no clock, so two builds compare at equal work on a machine
    // whose load would make timed games unequal.
    std::uint64_t nodes = 0;
    // The runner's clock measures from writing "go" to reading "bestmove"; process start-up and pipe latency
    // fall inside that, so a move within the time left plus this grace is on time.
    std::int64_t graceMs = 100;
    int maxPlies = 512;            // the game is a draw when it reaches this many plies (openings included)
    std::vector<Opening> openings; // empty: builtinOpenings(variant)
    std::optional<unsigned> seed;  // shuffles the order of the openings
    int concurrency = 1;           // games played at once, each with its own engine processes
    MatchTimeouts timeouts;
    std::optional<SprtSettings> sprt; // two engines only: stop before `games` once the test accepts H0 or H1
};

} // namespace shogi::match
