#include "rules/PieceSet.h"

#include <algorithm>

namespace shogi {

namespace {

PieceCounts countSet(const Variant& v) {
    // The start position holds the whole set: count its SFEN's board field.
    PieceCounts set{};
    constexpr std::string_view letters = " PLNSBRGK";
    for (char c : v.startSfen.substr(0, v.startSfen.find(' '))) {
        const auto i = letters.find(char(c >= 'a' ? c - 'a' + 'A' : c));
        if (i != std::string_view::npos && i > 0) ++set[i];
    }
    return set;
}

} // namespace

int setCount(const Variant& variant, PieceType pt) {
    static const std::array<PieceCounts, 3> sets = {countSet(Variant::get(VariantKind::Standard)),
                                                    countSet(Variant::get(VariantKind::Gorogoro)),
                                                    countSet(Variant::get(VariantKind::Minishogi))};
    return sets[int(variant.kind)][unpromoted(pt)];
}

PieceCounts piecesUsed(const Position& pos) {
    PieceCounts used{};
    for (Bitboard occupied = pos.occupied(); occupied;)
        ++used[unpromoted(typeOf(pos.pieceOn(occupied.popLsb())))];
    for (Color c : {Color::Black, Color::White})
        for (int pt = Pawn; pt <= Gold; ++pt)
            used[pt] += pos.hand(c).count(PieceType(pt));
    return used;
}

Hand remainingPieces(const Position& pos) {
    const PieceCounts used = piecesUsed(pos);
    Hand rest;
    for (int pt = Pawn; pt <= Gold; ++pt)
        rest.set(PieceType(pt), std::max(0, setCount(pos.variant(), PieceType(pt)) - used[pt]));
    return rest;
}

} // namespace shogi
