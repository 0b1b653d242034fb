#pragma once
// A puzzle: a position, the line that solves it and its tags, as one line of a collection file:
// "SFEN <TAB> solution as USI moves separated by spaces <TAB> tags separated by spaces". Plain text so that
// other tools can read the collections. Tags: "mateN" for a tsume of N plies (mate by checks), "next-move"
// for a problem from a game whose answer is one best move, and where it came from ("game:NAME#PLY",
// "book:zukou-001").
#include "rules/Move.h"
#include "rules/Position.h"
#include "rules/Result.h"

#include <string>
#include <string_view>
#include <vector>

namespace shogi::puzzles {

struct Puzzle {
    std::string sfen;
    std::vector<std::string> solution; // USI moves, the solver's side first
    std::vector<std::string> tags;
    std::string collection; // the file's name without ".tsv"
    int number = 0;         // 1-based among the collection's problems

    bool isTsume() const { return mateLength() > 0; }
    bool isNextMove() const { return hasTag("next-move"); }
    // N of the "mateN" tag, 0 when there is none.
    int mateLength() const;
    bool hasTag(std::string_view tag) const;
    // "zukou:12": stable as long as the collection file keeps its order.
    std::string id() const { return collection + ":" + std::to_string(number); }
};

// One line of a collection; errors say which field is wrong.
Result<Puzzle> parseLine(std::string_view line);
std::string formatLine(const Puzzle& p);
// A whole collection file's text; '#' lines and blank lines are skipped. Errors name the line.
Result<std::vector<Puzzle>> parseCollection(std::string_view text, const std::string& collection);

// The puzzle's position and its solution as moves, each checked for legality in turn.
Result<Position> startPosition(const Puzzle& p);
Result<std::vector<Move>> solutionMoves(const Puzzle& p);

} // namespace shogi::puzzles
