#pragma once
// An engine's "info ..." line: what it searched and what it thinks. Every field is optional; a field the
// engine garbled is left out rather than failing the line.
#include "usi/Score.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shogi::usi {

struct SearchInfo {
    std::optional<int> depth;
    std::optional<int> seldepth;
    std::optional<std::int64_t> timeMs;
    std::optional<std::int64_t> nodes;
    std::optional<std::int64_t> nps;
    std::optional<int> hashfull; // per mille
    std::optional<int> multipv;  // 1 = the best line
    std::optional<Score> score;  // from the side to move's view (see toBlackView)
    std::optional<std::string> currmove;
    std::vector<std::string> pv; // USI move texts, not yet checked against a position
    std::string text;            // "info string ...": the rest of the line

    bool operator==(const SearchInfo&) const = default;
};

// Reads a whole "info ..." line; nullopt when the line is not one.
std::optional<SearchInfo> parseInfo(std::string_view line);

} // namespace shogi::usi
