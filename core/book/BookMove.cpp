#include "book/BookMove.h"

#include "rules/Usi.h"
#include "rules/Variant.h"
#include "usi/Words.h"

#include <charconv>
#include <vector>

namespace shogi::book {

namespace {

template <class T> bool number(std::string_view text, T& out) {
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc() && end == text.data() + text.size();
}

bool isUsiMove(std::string_view text) {
    return usi::parseMove(text, Variant::get(VariantKind::Standard)).ok();
}

} // namespace

bool bookOrder(const BookMove& a, const BookMove& b) {
    if (a.count != b.count) return a.count > b.count;
    return a.value > b.value;
}

Result<BookMove> parseBookMove(std::string_view line) {
    const std::vector<std::string_view> w = usi::words::split(line);
    if (w.empty()) return Error{"an empty move line"};
    BookMove m;
    m.move = std::string(w[0]);
    if (!isUsiMove(w[0])) return Error{"'" + m.move + "' is not a USI move"};
    if (w.size() > 1) {
        m.ponder = std::string(w[1]);
        if (m.ponder != "none" && m.ponder != "resign" && !isUsiMove(w[1]))
            return Error{"'" + m.ponder + "' is not a USI move or 'none'"};
    }
    // Later fields are optional; further words (some tools add more counts) are ignored.
    if (w.size() > 2 && !number(w[2], m.value))
        return Error{"the value '" + std::string(w[2]) + "' is no number"};
    if (w.size() > 3 && !number(w[3], m.depth))
        return Error{"the depth '" + std::string(w[3]) + "' is no number"};
    if (w.size() > 4 && !number(w[4], m.count))
        return Error{"the count '" + std::string(w[4]) + "' is no number"};
    return m;
}

std::string formatBookMove(const BookMove& m) {
    return m.move + ' ' + m.ponder + ' ' + std::to_string(m.value) + ' ' + std::to_string(m.depth) + ' ' +
           std::to_string(m.count);
}

std::string positionKey(std::string_view line) {
    if (line.substr(0, 5) != "sfen ") return {};
    std::string_view s = line.substr(5);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\r' || s.back() == '\t'))
        s.remove_suffix(1);
    // Four fields: board, side, hand, move number. Drop the fourth when it is there.
    std::size_t spaces = 0;
    for (char c : s)
        spaces += c == ' ';
    if (spaces >= 3) {
        const std::size_t last = s.rfind(' ');
        std::string_view tail = s.substr(last + 1);
        int ply = 0;
        if (number(tail, ply)) s = s.substr(0, last);
        while (!s.empty() && s.back() == ' ')
            s.remove_suffix(1);
    }
    return std::string(s);
}

} // namespace shogi::book
