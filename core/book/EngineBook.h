#pragma once
// The built-in engine's book (its BookFile option): in a position of the book it plays a book move instead
// of searching. At full strength the most played move; at lower levels a varied one, drawn at random with
// the chance of each move in proportion to how often it was played.
#include "book/BookFile.h"
#include "rules/Move.h"
#include "rules/Position.h"

#include <optional>
#include <random>
#include <string>
#include <vector>

namespace shogi::book {

// Among the book's moves that are legal here; nullopt when none is.
std::optional<Move> chooseBookMove(const std::vector<BookMove>& moves, const Position& pos, int level,
                                   std::mt19937_64& random);

class EngineBook {
public:
    // An empty path (or "<empty>", the USI way of saying so) turns the book off. An error text when the file
    // cannot be used; the book is then off.
    std::optional<std::string> setFile(const std::string& path);
    bool enabled() const { return m_file.has_value(); }
    // The book move for the position after `moves` from `start`, if the book has one.
    std::optional<Move> pick(const Position& start, const std::vector<Move>& moves, int level);

private:
    std::optional<BookFile> m_file;
    std::mt19937_64 m_random{std::random_device{}()};
};

} // namespace shogi::book
