#pragma once
// One move of a position in an opening book, as YaneuraOu's standard book format (#YANEURAOU-DB2016 1.00)
// writes it on a line: "move ponder value depth count" ("7g7f 3c3d 0 32 12"). The format is described in
// YaneuraOu's blog, "standard-shogi-book-format" (2016-02-05), and its source, source/book/book.cpp.
#include "rules/Result.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace shogi::book {

struct BookMove {
    std::string move;            // USI, "7g7f"
    std::string ponder = "none"; // the expected reply in USI, or "none"
    int value = 0;               // centipawns for the side to move
    int depth = 0;               // of the search that gave the value
    std::uint64_t count = 1;     // how often the move was played (or chosen)

    bool operator==(const BookMove&) const = default;
};

// A position's moves in the order YaneuraOu writes and reads them: the most played first, then the best
// valued (its BookMove::operator<).
bool bookOrder(const BookMove& a, const BookMove& b);

// A move line; value, depth and count may be missing (0, 0, 1). The move must be USI text.
Result<BookMove> parseBookMove(std::string_view line);
std::string formatBookMove(const BookMove& m);

// The header line every book begins with.
inline constexpr std::string_view kBookHeader = "#YANEURAOU-DB2016 1.00";

// The SFEN of a "sfen ..." line without "sfen " and without the move number (the search key: a position
// is the same whatever move it was reached at). Empty for a line that is not a position line.
std::string positionKey(std::string_view line);

} // namespace shogi::book
