#pragma once
// Splitting a USI line into words and reading numbers from them; shared by the line parsers, and plain C++
// (its own library, no Qt) for the built-in engine and the book reader.
#include <charconv>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shogi::usi::words {

// Words separated by spaces or tabs; a trailing '\r' (CRLF engines) is whitespace too.
std::vector<std::string_view> split(std::string_view line);
// The words from..end joined by single spaces ("Skill Level", "<empty>" strings, info string text).
std::string join(const std::vector<std::string_view>& words, std::size_t from, std::size_t end);

// A whole word as a decimal integer; a leading '+' is allowed (some engines write "score cp +35").
template <class T> std::optional<T> number(std::string_view word) {
    if (word.size() > 1 && word.front() == '+' && word[1] != '-') word.remove_prefix(1);
    T value{};
    const auto [end, ec] = std::from_chars(word.data(), word.data() + word.size(), value);
    if (ec != std::errc() || end != word.data() + word.size()) return std::nullopt;
    return value;
}

} // namespace shogi::usi::words
