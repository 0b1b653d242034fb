#include "book/BookWriter.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>

namespace shogi::book {

std::string formatBook(std::vector<BookEntry> entries) {
    // One entry per position, with the smallest move number and the moves merged.
    std::map<std::string, BookEntry> byKey;
    for (BookEntry& e : entries) {
        if (e.moves.empty()) continue;
        auto [it, fresh] = byKey.try_emplace(e.key, e);
        if (fresh) continue;
        it->second.ply = std::min(it->second.ply, e.ply);
        for (const BookMove& m : e.moves) {
            auto same = std::find_if(it->second.moves.begin(), it->second.moves.end(),
                                     [&](const BookMove& o) { return o.move == m.move; });
            if (same == it->second.moves.end())
                it->second.moves.push_back(m);
            else
                same->count += m.count;
        }
    }
    std::vector<std::pair<std::string, BookEntry*>> lines;
    for (auto& [key, e] : byKey)
        lines.emplace_back("sfen " + key + ' ' + std::to_string(e.ply), &e);
    std::sort(lines.begin(), lines.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    std::string out = std::string(kBookHeader) + '\n';
    for (auto& [line, e] : lines) {
        out += line + '\n';
        std::stable_sort(e->moves.begin(), e->moves.end(), bookOrder);
        for (const BookMove& m : e->moves)
            out += formatBookMove(m) + '\n';
    }
    return out;
}

std::optional<std::string> writeBook(const std::string& path, std::vector<BookEntry> entries) {
    const std::string text = formatBook(std::move(entries));
    const std::string temporary = path + ".part";
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        if (!out) return "cannot write " + temporary;
        out.write(text.data(), std::streamsize(text.size()));
        out.close();
        if (!out) {
            std::remove(temporary.c_str());
            return "cannot write " + temporary + " (is the disk full?)";
        }
    }
    std::error_code ec;
    std::filesystem::rename(temporary, path, ec);
    if (ec) {
        std::remove(temporary.c_str());
        return "cannot write " + path + ": " + ec.message();
    }
    return std::nullopt;
}

} // namespace shogi::book
