#pragma once
// The three boards Shogiban plays: standard 9x9, Goro-goro shogi 5x6 and minishogi 5x5.
// Small boards live in the corner files 1..N, ranks a..; everything else is masked out.
#include "rules/Bitboard.h"

#include <optional>
#include <string>
#include <string_view>

namespace shogi {

enum class VariantKind { Standard, Gorogoro, Minishogi };

struct Variant {
    VariantKind kind;
    std::string_view id; // "standard", "gorogoro", "minishogi"
    int files;
    int ranks;
    int zoneDepth; // ranks of the promotion zone
    std::string_view startSfen;
    Bitboard board;
    Bitboard zone[2];         // promotion zone of each colour
    Bitboard lastRank[2];     // where a pawn or lance could never move again
    Bitboard lastTwoRanks[2]; // likewise for a knight

    bool contains(int file, int rank) const { return file >= 0 && file < files && rank >= 0 && rank < ranks; }
    // Ranks from the owner's side: 0 = the far rank.
    static const Variant& get(VariantKind kind);
    static std::optional<VariantKind> fromId(std::string_view id);
};

} // namespace shogi
