#pragma once
// SFEN: the position text of the USI protocol ("lnsgkgsnl/1r5b1/... b - 1").
#include "rules/Position.h"
#include "rules/Result.h"

#include <string>
#include <string_view>

namespace shogi::sfen {

// Errors name the field and what is wrong ("rank 3 has 10 files", "two black kings", "unknown piece 'x'").
Result<Position> parse(std::string_view text, VariantKind variant = VariantKind::Standard);
// For positions read from game records: lets through what composed problems use (a pawn, lance or knight
// that can never move, two pawns of a side on a file) and still refuses two kings of a side, more pieces
// than the set and the side not to move in check.
Result<Position> parseComposed(std::string_view text, VariantKind variant = VariantKind::Standard);
std::string format(const Position& pos);
// The board, hand and side fields only: equal for equal positions whatever the move number.
std::string formatWithoutMoveNumber(const Position& pos);

char pieceLetter(PieceType pt); // upper-case USI letter of the unpromoted type: P L N S G B R K

} // namespace shogi::sfen
