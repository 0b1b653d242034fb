#pragma once
// Handicap presets (komaochi). The giver (uwate) plays White and moves first, so each SFEN has 'w'.
#include "rules/Position.h"

#include <span>
#include <string_view>

namespace shogi {

struct Handicap {
    std::string_view id;      // stable key for settings and the CLI: "even", "lance", "two-piece", ...
    std::string_view kifName; // 手合割 name as KIF files write it
    std::string_view englishName;
    std::string_view sfen;
    // Impasse points credited to the giver: what the removed pieces were worth (27 minus the giver's material).
    int impasseCompensation;

    static std::span<const Handicap> all();
    static const Handicap* byId(std::string_view id);
    static const Handicap* byKifName(std::string_view name);
    // Matches board, hand and side (not the move number); knows both published SFENs of 三枚落ち.
    static const Handicap* bySfen(std::string_view sfen);
    static const Handicap* forPosition(const Position& pos);
};

// Impasse material of one side in a full position: rook and bishop 5 points, other pieces 1, king 0.
int materialPoints(const Position& pos, Color c);

} // namespace shogi
