#include "rules/Perft.h"

#include "rules/MoveGenerator.h"

namespace shogi {

std::uint64_t perft(Position& pos, int depth) {
    if (depth <= 0) return 1;
    MoveList moves;
    movegen::legalMoves(pos, moves);
    if (depth == 1) return std::uint64_t(moves.size()); // bulk counting at the last ply
    std::uint64_t nodes = 0;
    for (Move m : moves) {
        pos.doMove(m);
        nodes += perft(pos, depth - 1);
        pos.undoMove();
    }
    return nodes;
}

std::vector<std::pair<Move, std::uint64_t>> perftDivide(Position& pos, int depth) {
    std::vector<std::pair<Move, std::uint64_t>> out;
    MoveList moves;
    movegen::legalMoves(pos, moves);
    for (Move m : moves) {
        pos.doMove(m);
        out.emplace_back(m, perft(pos, depth - 1));
        pos.undoMove();
    }
    return out;
}

} // namespace shogi
