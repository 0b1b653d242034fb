#pragma once
// The options match and tournament share: engine commands and their options, the time control, the SPRT,
// the openings file. Wrong usage throws UsageError, caught by the command, which prints it.
#include "cli/Cli.h"
#include "match/MatchSettings.h"

#include <charconv>
#include <optional>
#include <string>

namespace cli {

struct UsageError {
    std::string message;
};

template <class T> T number(const std::string& text, const char* option, T min, T max) {
    T value{};
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || value < min || value > max)
        throw UsageError{std::string(option) + " needs a number from " + std::to_string(min) + " to " +
                         std::to_string(max) + ", not '" + text + "'"};
    return value;
}

class Options {
public:
    explicit Options(Args& args) : m_args(args) {}
    std::optional<std::string> take(std::string_view name);

private:
    Args& m_args;
};

// CMD as a shell would split it (quotes group words), or 'builtin'. nullopt after printing an error.
std::optional<shogi::match::EngineSpec> engineSpec(const std::string& command);
// --byoyomi MS, --time MAIN+BYOYOMI, --fischer MAIN+INC (byoyomi 1000 ms by default) or --nodes N: no clock,
// every move searched to N nodes (nodes set, else left alone). Where secondNodes is given, --nodes N,N2 sets
// it to N2 (the second engine's).
shogi::TimeControl timeControl(Options& o, std::uint64_t& nodes, std::uint64_t* secondNodes = nullptr);
// "NAME=VALUE" (or NAME for a button) as a setoption pair.
std::pair<std::string, std::string> engineOption(const std::string& text, const char* flag);
// --sprt ELO0,ELO1[,ALPHA,BETA].
shogi::match::SprtSettings sprtSettings(const std::string& text);
// --variant, --sprt, --games, --max-plies, --concurrency, --seed and the time control, into `s` (secondNodes:
// as timeControl's).
void readGameSettings(Options& o, shogi::match::MatchSettings& s, std::uint64_t* secondNodes = nullptr);
// The most games at once: the machine's hardware threads, at least 2.
int maxConcurrency();
// The openings of FILE; nullopt after printing the error (naming the line).
std::optional<std::vector<shogi::match::Opening>> readOpeningsFile(const std::string& path,
                                                                   shogi::VariantKind variant);

} // namespace cli
