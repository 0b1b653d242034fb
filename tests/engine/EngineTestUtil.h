#pragma once
// Helpers shared by the engine tests: positions from SFEN + USI moves, and random positions reached by
// random legal play.
#include "rules/MoveGenerator.h"
#include "rules/Sfen.h"
#include "rules/Usi.h"

#include <QTest>

#include <random>
#include <string>
#include <vector>

namespace enginetest {

inline shogi::Position parse(const std::string& sfen, shogi::VariantKind v = shogi::VariantKind::Standard) {
    auto r = shogi::sfen::parseComposed(sfen, v);
    if (!r) qFatal("bad test SFEN %s: %s", sfen.c_str(), r.error().describe().c_str());
    return *r;
}

inline shogi::Move move(const shogi::Position& pos, const std::string& text) {
    auto m = shogi::usi::parseMove(text, pos.variant());
    if (!m || !shogi::movegen::isLegal(pos, *m)) qFatal("bad test move %s", text.c_str());
    return *m;
}

// Plays `plies` random legal moves from the variant's start (stopping early at a game end), so the positions
// cover openings, middle games with pieces in hand, and the odd broken-down king.
inline std::vector<shogi::Move> randomGame(shogi::VariantKind v, int plies, std::mt19937& rng) {
    shogi::Position pos = parse(std::string(shogi::Variant::get(v).startSfen), v);
    std::vector<shogi::Move> moves;
    for (int i = 0; i < plies; ++i) {
        shogi::MoveList list;
        shogi::movegen::legalMoves(pos, list);
        if (list.size() <= 1) break;
        const shogi::Move m = list[int(rng() % unsigned(list.size()))];
        pos.doMove(m);
        moves.push_back(m);
    }
    return moves;
}

} // namespace enginetest
