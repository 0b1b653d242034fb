#pragma once
// Makes a book from games: each position of the first N plies of each game with the moves played in it
// and how often, as YaneuraOu's "makebook from_sfen" does (value 0, depth 32, the reply played most
// often after the move as its ponder). Positions are keyed without their move number.
#include "book/BookWriter.h"
#include "rules/Move.h"
#include "rules/Position.h"

#include <map>
#include <string>
#include <unordered_map>
#include <vector>

namespace shogi::book {

class BookBuilder {
public:
    explicit BookBuilder(int maxPlies) : m_maxPlies(maxPlies) {}

    // The game's moves from `start` up to the first illegal one; false when the board is not standard
    // shogi (YaneuraOu's books are for the standard board only) or the first move is illegal.
    bool addGame(Position start, const std::vector<Move>& moves);

    std::vector<BookEntry> entries() const;
    int games() const { return m_games; }
    std::size_t positions() const { return m_nodes.size(); }

private:
    struct Played {
        std::uint64_t count = 0;
        std::map<std::string, int> replies;
    };
    struct Node {
        int ply = 0;
        std::map<std::string, Played> moves;
    };
    int m_maxPlies;
    int m_games = 0;
    std::unordered_map<std::string, Node> m_nodes;
};

} // namespace shogi::book
