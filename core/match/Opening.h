#pragma once
// The positions a match starts its games from: a start position and the moves played before the engines
// take over. Each is played twice, colours swapped, so an unbalanced one favours neither engine.
#include "rules/Move.h"
#include "rules/Position.h"
#include "rules/Result.h"

#include <string>
#include <string_view>
#include <vector>

namespace shogi::match {

struct Opening {
    Position start;
    std::vector<Move> moves; // legal from `start`, and the game is not over after them
    std::string text;        // as written: "startpos moves 7g7f 3c3d", an SFEN line, ...
};

// A short list per board: common first moves for the standard board (7g7f 3c3d, 2g2f 8c8d, ...),
// the start position and mirrored first moves for the small boards.
std::vector<Opening> builtinOpenings(VariantKind variant);

// One opening per line: "startpos [moves ...]", "sfen SFEN [moves ...]", a bare SFEN [moves ...], each
// optionally after "position ". Blank lines and lines starting with '#' are skipped. An error names the line.
Result<std::vector<Opening>> parseOpenings(std::string_view text, VariantKind variant);
Result<Opening> parseOpening(std::string_view line, VariantKind variant);

} // namespace shogi::match
