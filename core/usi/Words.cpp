#include "usi/Words.h"

namespace shogi::usi::words {

std::vector<std::string_view> split(std::string_view line) {
    std::vector<std::string_view> out;
    const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && space(line[i]))
            ++i;
        const std::size_t start = i;
        while (i < line.size() && !space(line[i]))
            ++i;
        if (i > start) out.push_back(line.substr(start, i - start));
    }
    return out;
}

std::string join(const std::vector<std::string_view>& words, std::size_t from, std::size_t end) {
    std::string out;
    for (std::size_t i = from; i < end && i < words.size(); ++i) {
        if (!out.empty()) out += ' ';
        out += words[i];
    }
    return out;
}

} // namespace shogi::usi::words
