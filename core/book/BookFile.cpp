#include "book/BookFile.h"

#include "rules/Sfen.h"

#include <algorithm>

namespace shogi::book {

namespace {

bool isComment(const std::string& line) {
    return line.empty() || line == "\r" || line[0] == '#' || line.rfind("//", 0) == 0;
}

bool isPositionLine(const std::string& line) {
    return line.rfind("sfen ", 0) == 0;
}

std::string shortened(std::string text) {
    if (!text.empty() && text.back() == '\r') text.pop_back();
    return text.size() > 80 ? text.substr(0, 77) + "..." : text;
}

} // namespace

Result<BookFile> BookFile::open(const std::string& path) {
    BookFile book;
    book.m_path = path;
    book.m_in = std::make_unique<std::ifstream>(path, std::ios::binary);
    if (!*book.m_in) return Error{"cannot open the book " + path};
    book.m_in->seekg(0, std::ios::end);
    book.m_size = std::uint64_t(book.m_in->tellg());
    book.m_in->seekg(0);
    std::string header;
    std::getline(*book.m_in, header);
    if (header.rfind("\xEF\xBB\xBF", 0) == 0) header.erase(0, 3); // a UTF-8 byte order mark
    if (!header.empty() && header.back() == '\r') header.pop_back();
    if (header != kBookHeader)
        return Error{"not a YaneuraOu book: the first line is not '" + std::string(kBookHeader) + "'", 1};
    const std::optional<Error> bad = book.m_size <= kFullCheckBytes ? book.checkAll() : book.checkSamples();
    if (bad) return *bad;
    return book;
}

std::optional<Error> BookFile::checkAll() {
    m_in->clear();
    m_in->seekg(0);
    std::string line, previous;
    int number = 0;
    bool inPosition = false;
    while (std::getline(*m_in, line)) {
        ++number;
        if (number == 1 || isComment(line)) continue;
        if (isPositionLine(line)) {
            std::string key = positionKey(line);
            if (!sfen::parseComposed(key + " 1").ok())
                return Error{"'" + shortened(line) + "' is not a position", number};
            if (key < previous)
                return Error{"the positions are not sorted by SFEN, as a book must be to be searched",
                             number};
            previous = std::move(key);
            inPosition = true;
            continue;
        }
        if (!inPosition) return Error{"a move before the first 'sfen' line", number};
        if (auto m = parseBookMove(line); !m) return Error{m.error().message, number};
    }
    m_in->clear();
    return std::nullopt;
}

std::optional<Error> BookFile::checkSamples() {
    std::string previous;
    for (int i = 0; i < kSamples; ++i) {
        const auto entry = firstEntryFrom(m_size / kSamples * std::uint64_t(i));
        if (!entry) break;
        if (entry->key < previous)
            return Error{"the positions are not sorted by SFEN (near byte " + std::to_string(entry->start) +
                         "), as a book must be to be searched"};
        previous = entry->key;
    }
    return std::nullopt;
}

std::optional<BookFile::Entry> BookFile::firstEntryFrom(std::uint64_t offset) {
    m_in->clear();
    std::string line;
    if (offset == 0) {
        m_in->seekg(0);
    } else {
        // From the byte before: if it ends a line, the line starting at `offset` is the next one.
        m_in->seekg(std::streamoff(offset - 1));
        std::getline(*m_in, line);
    }
    for (;;) {
        const auto start = std::uint64_t(m_in->tellg());
        if (!std::getline(*m_in, line)) return std::nullopt;
        if (!isPositionLine(line)) continue;
        m_in->clear();
        const auto after = m_in->tellg();
        return Entry{positionKey(line), start, after < 0 ? m_size : std::uint64_t(after)};
    }
}

Result<std::vector<BookMove>> BookFile::lookup(const Position& pos) {
    return lookup(sfen::formatWithoutMoveNumber(pos));
}

Result<std::vector<BookMove>> BookFile::lookup(const std::string& key) {
    std::uint64_t lo = 0, hi = m_size;
    std::optional<Entry> found;
    while (lo < hi) {
        const std::uint64_t mid = lo + (hi - lo) / 2;
        const std::optional<Entry> e = firstEntryFrom(mid);
        if (!e || e->start >= hi || key < e->key) {
            hi = mid; // no position line in [mid, hi) comes at or before the key
        } else if (e->key < key) {
            lo = e->end;
        } else {
            found = e;
            break;
        }
    }
    std::vector<BookMove> moves;
    if (!found) return moves;
    m_in->clear();
    m_in->seekg(std::streamoff(found->end));
    std::string line;
    while (std::getline(*m_in, line) && !isPositionLine(line)) {
        if (isComment(line)) continue;
        auto m = parseBookMove(line);
        if (!m)
            return Error{"the book's move line '" + shortened(line) + "' for " + key + ": " +
                         m.error().message};
        moves.push_back(std::move(*m));
    }
    m_in->clear();
    std::stable_sort(moves.begin(), moves.end(), bookOrder);
    return moves;
}

} // namespace shogi::book
