#include "book/EngineBook.h"

#include "rules/MoveGenerator.h"
#include "rules/Usi.h"

#include <algorithm>

namespace shogi::book {

std::optional<Move> chooseBookMove(const std::vector<BookMove>& moves, const Position& pos, int level,
                                   std::mt19937_64& random) {
    std::vector<std::pair<Move, std::uint64_t>> legal;
    for (const BookMove& m : moves) {
        const auto parsed = usi::parseMove(m.move, pos.variant());
        if (parsed && movegen::isLegal(pos, *parsed))
            legal.emplace_back(*parsed, std::max<std::uint64_t>(m.count, 1));
    }
    if (legal.empty()) return std::nullopt;
    if (level >= 10) {
        // `moves` comes in book order: the first legal one is the most played.
        return legal.front().first;
    }
    std::uint64_t total = 0;
    for (const auto& [move, weight] : legal)
        total += weight;
    std::uint64_t draw = std::uniform_int_distribution<std::uint64_t>(0, total - 1)(random);
    for (const auto& [move, weight] : legal) {
        if (draw < weight) return move;
        draw -= weight;
    }
    return legal.back().first;
}

std::optional<std::string> EngineBook::setFile(const std::string& path) {
    m_file.reset();
    if (path.empty() || path == "<empty>") return std::nullopt;
    auto file = BookFile::open(path);
    if (!file) return file.error().describe();
    m_file = std::move(*file);
    return std::nullopt;
}

std::optional<Move> EngineBook::pick(const Position& start, const std::vector<Move>& moves, int level) {
    if (!m_file || start.variant().kind != VariantKind::Standard) return std::nullopt;
    Position pos = start;
    for (const Move m : moves)
        pos.doMove(m);
    const auto found = m_file->lookup(pos);
    if (!found) return std::nullopt; // a damaged entry: search instead
    return chooseBookMove(*found, pos, level, m_random);
}

} // namespace shogi::book
