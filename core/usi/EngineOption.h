#pragma once
// An engine's "option name X type T ..." line, every USI type, and the setoption command that sets one.
#include "rules/Result.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace shogi::usi {

struct EngineOption {
    enum class Type { Check, Spin, Combo, String, Filename, Button };

    std::string name; // may hold spaces ("Skill Level")
    Type type = Type::String;
    std::string defaultValue;         // as written; "<empty>" (the USI way of saying "") reads as ""
    std::optional<std::int64_t> min;  // spin
    std::optional<std::int64_t> max;  // spin
    std::vector<std::string> choices; // combo: the "var" values in order

    bool operator==(const EngineOption&) const = default;
};

// Reads a whole "option ..." line. The keywords may come in any order; an error names what is missing.
Result<EngineOption> parseOption(std::string_view line);
// "check", "spin", ...
const char* typeName(EngineOption::Type type);
// Whether `value` suits the option (true/false for a check, an integer in range for a spin, one of the
// choices for a combo); the error says why not.
std::optional<std::string> valueProblem(const EngineOption& option, std::string_view value);
// "setoption name X value Y"; a button takes no value.
std::string setOptionCommand(std::string_view name, std::string_view value);
std::string setOptionCommand(std::string_view buttonName);
// For analysis, which needs an evaluation of every position: the settings that switch the engine's own
// opening book off, among the options it offers (USI_OwnBook or OwnBook, gpsusi's BookDepth, YaneuraOu's
// BookFile). From its book an engine answers at once with no score, even to "go infinite".
std::vector<std::pair<std::string, std::string>> bookOffOptions(const std::vector<EngineOption>& offered);

} // namespace shogi::usi
