#pragma once
// One line from an engine, classified: the replies a GUI waits for (usiok, readyok, bestmove, checkmate),
// what the engine tells about itself (id, option) and its search (info). Anything else is kept as
// Unrecognized: engines print banners and debug lines, and a GUI must carry on past them.
#include "usi/EngineOption.h"
#include "usi/SearchInfo.h"

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace shogi::usi {

struct IdLine {
    enum class Field { Name, Author };
    Field field = Field::Name;
    std::string value;
    bool operator==(const IdLine&) const = default;
};

struct UsiOk {
    bool operator==(const UsiOk&) const = default;
};
struct ReadyOk {
    bool operator==(const ReadyOk&) const = default;
};

struct BestMove {
    enum class Kind { Move, Resign, Win }; // Win: the engine declares an impasse win (nyugyoku)
    Kind kind = Kind::Move;
    std::string move; // Kind::Move: USI text as sent, unchecked; empty when the engine sent none
    std::optional<std::string> ponder;
    bool operator==(const BestMove&) const = default;
};

// The answer to "go mate".
struct Checkmate {
    enum class Kind { Mate, NoMate, Timeout, NotImplemented };
    Kind kind = Kind::Mate;
    std::vector<std::string> moves; // Kind::Mate: the mating line
    bool operator==(const Checkmate&) const = default;
};

struct Unrecognized {
    std::string line;
    std::string problem; // why a line that looked like USI was refused (a bad option); empty for chatter
    bool operator==(const Unrecognized&) const = default;
};

using EngineMessage =
    std::variant<Unrecognized, IdLine, UsiOk, ReadyOk, EngineOption, SearchInfo, BestMove, Checkmate>;

EngineMessage parseEngineLine(std::string_view line);

} // namespace shogi::usi
