#pragma once
// An opening book file in YaneuraOu's standard format, read without loading it: positions are sorted by
// their SFEN, so a lookup is a binary search over byte offsets (seek, skip to the next "sfen" line,
// compare) and reads only the moves of the position found. Hundreds of megabytes open at once.
#include "book/BookMove.h"
#include "rules/Position.h"
#include "rules/Result.h"

#include <cstdint>
#include <fstream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace shogi::book {

class BookFile {
public:
    // Checks the header, and the order of the positions and the syntax of every line in files up to
    // kFullCheckBytes (streamed, a line at a time); in larger ones, the order at kSamples places.
    static Result<BookFile> open(const std::string& path);

    static constexpr std::uint64_t kFullCheckBytes = 16ull << 20;
    static constexpr int kSamples = 64;

    // The moves of the position (or of an SFEN without its move number), in book order; none when the
    // position is not in the book. An error for a malformed move line.
    Result<std::vector<BookMove>> lookup(const Position& pos);
    Result<std::vector<BookMove>> lookup(const std::string& key);

    std::uint64_t bytes() const { return m_size; }
    const std::string& path() const { return m_path; }

private:
    struct Entry {
        std::string key;
        std::uint64_t start = 0; // of its "sfen" line
        std::uint64_t end = 0;   // of the line after it
    };
    std::optional<Entry> firstEntryFrom(std::uint64_t offset);
    std::optional<Error> checkAll();
    std::optional<Error> checkSamples();

    std::string m_path;
    std::unique_ptr<std::ifstream> m_in;
    std::uint64_t m_size = 0;
};

} // namespace shogi::book
