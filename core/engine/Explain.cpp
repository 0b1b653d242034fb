#include "engine/Explain.h"

#include "engine/See.h"

namespace shogi::engine {

namespace {

// The values players are taught (pawn 1 ... rook 10, dragon 12), not the evaluation's tuned weights:
// "attacked by a cheaper piece" is what a beginner's highlight says, and a tuned rook may sit a few points
// below a bishop. The king last: it takes only when nothing else can.
int taughtValue(PieceType pt) {
    static constexpr int values[PieceTypeCount] = {0, 1, 3, 4, 5, 8, 10, 6, 1000, 7, 6, 6, 6, 10, 12};
    return values[pt];
}

} // namespace

std::vector<PieceAtRisk> piecesAtRisk(const Position& pos, Color owner) {
    std::vector<PieceAtRisk> out;
    const Color enemy = ~owner;
    for (Bitboard b = pos.pieces(owner) & ~pos.pieces(King); b;) {
        const Square s = b.popLsb();
        const Bitboard attackers = pos.attackersTo(s, enemy);
        if (!attackers) continue;
        const PieceType pt = typeOf(pos.pieceOn(s));
        // Judge the exchange as if it were the enemy's turn: take with the cheapest attacker.
        Square cheapest = NoSquare;
        int cheapestValue = 1 << 20;
        for (Bitboard a = attackers; a;) {
            const Square from = a.popLsb();
            const int v = taughtValue(typeOf(pos.pieceOn(from)));
            if (v < cheapestValue) {
                cheapestValue = v;
                cheapest = from;
            }
        }
        const bool defended = bool(pos.attackersTo(s, owner));
        Position p = pos;
        if (p.sideToMove() != enemy) {
            p.setSideToMove(enemy);
            p.finishSetup();
        }
        const bool losesExchange = seeAtLeast(p, Move::normal(cheapest, s), 1);
        const bool cheaper = cheapestValue < taughtValue(pt);
        if (!defended || losesExchange || cheaper)
            out.push_back({s, pt, owner, !defended || losesExchange, cheapest});
    }
    return out;
}

Explanation explain(Search& search, const Position& start, const std::vector<Move>& moves,
                    std::int64_t timeMs, std::uint64_t nodes) {
    search.setPosition(start, moves);
    const Position pos = search.position();
    SearchLimits limits;
    limits.movetime = timeMs;
    limits.nodes = nodes;
    const int savedLevel = search.options().level;
    const int savedPv = search.options().multiPV;
    const bool savedVariety = search.options().openingVariety;
    search.options().level = Level::Max;
    search.options().multiPV = 1;
    search.options().openingVariety = false;
    const SearchResult r = search.go(limits);
    search.options().level = savedLevel;
    search.options().multiPV = savedPv;
    search.options().openingVariety = savedVariety;

    Explanation e;
    e.best = r.best;
    e.declareWin = r.declareWin;
    e.score = r.score;
    e.pv.assign(r.pv.begin(), r.pv.begin() + std::min<std::size_t>(r.pv.size(), 6));
    if (isMateScore(r.score) && r.score > 0) e.mateIn = matePlies(r.score);
    const Color us = pos.sideToMove();
    for (Color c : {us, ~us})
        for (const PieceAtRisk& p : piecesAtRisk(pos, c))
            e.atRisk.push_back(p);
    if (!r.best.isNone()) {
        const Move m = r.best;
        const Piece captured = pos.capturedBy(m);
        e.captures = captured != NoPiece;
        e.captured = captured ? typeOf(captured) : NoPieceType;
        e.promotes = m.isPromotion();
        e.givesCheck = CheckInfo(pos).givesCheck(pos, m);
        for (const PieceAtRisk& p : e.atRisk) {
            if (p.owner == ~us && e.captures && p.square == m.to() && p.hanging) e.capturesHanging = true;
            if (p.owner == us && !m.isDrop() && p.square == m.from() && p.hanging) e.savesPiece = true;
        }
    }
    return e;
}

} // namespace shogi::engine
