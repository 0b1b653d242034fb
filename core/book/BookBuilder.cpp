#include "book/BookBuilder.h"

#include "rules/MoveGenerator.h"
#include "rules/Sfen.h"
#include "rules/Usi.h"

#include <algorithm>

namespace shogi::book {

bool BookBuilder::addGame(Position start, const std::vector<Move>& moves) {
    if (start.variant().kind != VariantKind::Standard) return false;
    Position pos = std::move(start);
    const std::size_t plies = std::min(moves.size(), std::size_t(std::max(m_maxPlies, 0)));
    Played* previous = nullptr; // the entry of the move before, which this one answers
    bool any = false;
    for (std::size_t i = 0; i < moves.size() && i <= plies; ++i) {
        if (!movegen::isLegal(pos, moves[i])) break;
        const std::string text = usi::format(moves[i]);
        if (previous) ++previous->replies[text];
        if (i == plies) break; // past the cut: only the reply to the last book move counts
        Node& node = m_nodes[sfen::formatWithoutMoveNumber(pos)];
        node.ply = node.ply == 0 ? pos.moveNumber() : std::min(node.ply, pos.moveNumber());
        previous = &node.moves[text];
        ++previous->count;
        pos.doMove(moves[i]);
        any = true;
    }
    if (any) ++m_games;
    return any;
}

std::vector<BookEntry> BookBuilder::entries() const {
    std::vector<BookEntry> out;
    out.reserve(m_nodes.size());
    for (const auto& [key, node] : m_nodes) {
        BookEntry e{key, node.ply, {}};
        for (const auto& [move, played] : node.moves) {
            BookMove m;
            m.move = move;
            m.depth = 32;
            m.count = played.count;
            int best = 0;
            for (const auto& [reply, n] : played.replies)
                if (n > best) { // the map's order settles ties: the smallest USI text
                    best = n;
                    m.ponder = reply;
                }
            e.moves.push_back(std::move(m));
        }
        out.push_back(std::move(e));
    }
    return out;
}

} // namespace shogi::book
