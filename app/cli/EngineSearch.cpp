#include "cli/EngineSearch.h"
#include "match/MatchSettings.h"
#include "usi/Commands.h"

#include <algorithm>
#include <cstdio>

namespace cli {

std::string SearchBudget::go() const {
    using namespace shogi::usi;
    return nodes ? goNodesCommand(nodes) : goCommand(GoLimits::fixedPerMove(ms));
}

std::chrono::milliseconds SearchBudget::allowed() const {
    if (nodes) return shogi::match::MatchTimeouts{}.nodesMove;
    return std::chrono::milliseconds(ms + std::max<std::int64_t>(2000, ms / 2));
}

void printEngineFailure(const std::string& what, shogi::usi::EngineSession& session) {
    std::fprintf(stderr, "shogiban-cli: %s\n", what.c_str());
    const auto lines = session.recentOutput();
    if (lines.empty()) return;
    std::fprintf(stderr, "  its last output:\n");
    for (const std::string& line : lines)
        std::fprintf(stderr, "    %s\n", line.c_str());
}

} // namespace cli
