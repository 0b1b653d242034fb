#pragma once
// Writes a book exactly as YaneuraOu's MemoryBook::write_book does: the header, then each position as
// "sfen <SFEN with its move number>" in the byte order of those strings (std::sort on std::string), a
// position reached at several move numbers once with the smallest, each followed by its moves, the most
// played first. Positions are never flipped: a position with White to move stays as it is.
#include "book/BookMove.h"

#include <optional>
#include <string>
#include <vector>

namespace shogi::book {

struct BookEntry {
    std::string key; // SFEN without the move number
    int ply = 1;     // the move number written after it
    std::vector<BookMove> moves;
};

// The text of the book (entries without moves are left out, as YaneuraOu does).
std::string formatBook(std::vector<BookEntry> entries);
// Writes through a temporary file renamed over `path`, so a failed write leaves the old book whole.
std::optional<std::string> writeBook(const std::string& path, std::vector<BookEntry> entries);

} // namespace shogi::book
