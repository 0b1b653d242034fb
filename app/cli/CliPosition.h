#pragma once
// Reads the --variant and --sfen options shared by the position commands.
#include "cli/Cli.h"
#include "rules/Position.h"

#include <optional>

namespace cli {

// On failure prints the reason and sets exitCode.
std::optional<shogi::Position> takePosition(Args& args, bool sfenRequired, int& exitCode);

} // namespace cli
