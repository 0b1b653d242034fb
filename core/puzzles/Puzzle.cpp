#include "puzzles/Puzzle.h"

#include "rules/MoveGenerator.h"
#include "rules/Sfen.h"
#include "rules/Usi.h"

#include <algorithm>
#include <cstdlib>

namespace shogi::puzzles {

namespace {

std::vector<std::string> words(std::string_view text) {
    std::vector<std::string> out;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\r'))
            ++i;
        std::size_t j = i;
        while (j < text.size() && text[j] != ' ' && text[j] != '\r')
            ++j;
        if (j > i) out.emplace_back(text.substr(i, j - i));
        i = j;
    }
    return out;
}

std::string joined(const std::vector<std::string>& parts) {
    std::string s;
    for (const auto& p : parts) {
        if (!s.empty()) s += ' ';
        s += p;
    }
    return s;
}

} // namespace

int Puzzle::mateLength() const {
    for (const auto& t : tags) {
        if (t.size() > 4 && t.compare(0, 4, "mate") == 0 &&
            std::all_of(t.begin() + 4, t.end(), [](char c) { return c >= '0' && c <= '9'; }))
            return std::atoi(t.c_str() + 4);
    }
    return 0;
}

bool Puzzle::hasTag(std::string_view tag) const {
    return std::find(tags.begin(), tags.end(), tag) != tags.end();
}

Result<Puzzle> parseLine(std::string_view line) {
    const auto tab = line.find('\t');
    const auto tab2 = tab == std::string_view::npos ? tab : line.find('\t', tab + 1);
    if (tab2 == std::string_view::npos) return Error{"expected SFEN <TAB> solution <TAB> tags"};
    Puzzle p;
    p.sfen = std::string(line.substr(0, tab));
    p.solution = words(line.substr(tab + 1, tab2 - tab - 1));
    p.tags = words(line.substr(tab2 + 1));
    if (p.solution.empty()) return Error{"the solution is empty"};
    if (!p.isTsume() && !p.isNextMove()) return Error{"the tags name neither mateN nor next-move"};
    if (p.isTsume() && int(p.solution.size()) != p.mateLength())
        return Error{"the solution has " + std::to_string(p.solution.size()) + " moves, the tag says " +
                     std::to_string(p.mateLength())};
    if (auto moves = solutionMoves(p); !moves) return moves.error();
    return p;
}

std::string formatLine(const Puzzle& p) {
    return p.sfen + '\t' + joined(p.solution) + '\t' + joined(p.tags);
}

Result<std::vector<Puzzle>> parseCollection(std::string_view text, const std::string& collection) {
    std::vector<Puzzle> out;
    int lineNo = 0;
    std::size_t start = 0;
    while (start < text.size()) {
        auto end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        const auto line = text.substr(start, end - start);
        start = end + 1;
        ++lineNo;
        if (line.empty() || line[0] == '#' || line == "\r") continue;
        auto p = parseLine(line);
        if (!p) return Error{p.error().message, lineNo};
        p->collection = collection;
        p->number = int(out.size()) + 1;
        out.push_back(std::move(*p));
    }
    return out;
}

Result<Position> startPosition(const Puzzle& p) {
    auto pos = sfen::parseComposed(p.sfen);
    if (!pos) return Error{"SFEN: " + pos.error().message};
    return *pos;
}

Result<std::vector<Move>> solutionMoves(const Puzzle& p) {
    auto start = startPosition(p);
    if (!start) return start.error();
    Position pos = *start;
    std::vector<Move> moves;
    for (std::size_t i = 0; i < p.solution.size(); ++i) {
        auto m = usi::parseMove(p.solution[i], pos.variant());
        if (!m || !movegen::isLegal(pos, *m))
            return Error{"solution move " + std::to_string(i + 1) + " (" + p.solution[i] + ") is not legal"};
        pos.doMove(*m);
        moves.push_back(*m);
    }
    return moves;
}

} // namespace shogi::puzzles
