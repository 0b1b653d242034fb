#pragma once
// USI move text: "7g7f", "8h2b+", "P*5e".
#include "rules/Move.h"
#include "rules/Result.h"
#include "rules/Variant.h"

#include <string>
#include <string_view>

namespace shogi::usi {

std::string format(Move m);
std::string squareName(Square s); // "7g"
// Checks the syntax and that the squares lie on the variant's board; legality is the caller's question.
Result<Move> parseMove(std::string_view text, const Variant& variant);

} // namespace shogi::usi
