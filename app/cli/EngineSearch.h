#pragma once
// What analyse and label share to have a USI engine search one position after another: how long each search
// may take, and the report when the engine fails.
#include "usi/EngineSession.h"

#include <chrono>
#include <cstdint>
#include <string>

namespace cli {

// How long each position is searched: a time, or (nodes > 0) a number of nodes.
struct SearchBudget {
    std::int64_t ms = 1000;
    std::uint64_t nodes = 0;

    SearchBudget times(int factor) const { return {ms * factor, nodes * std::uint64_t(factor)}; }
    std::string go() const;
    // When an engine that has not answered hangs: its time and a margin for starting up and answering;
    // under "go nodes" the match referee's limit for a move (a hung engine, not a slow one).
    std::chrono::milliseconds allowed() const;
};

// Prints `what` went wrong, then the engine's last lines of output, to stderr.
void printEngineFailure(const std::string& what, shogi::usi::EngineSession& session);

} // namespace cli
