#include "rules/Variant.h"

#include <array>

namespace shogi {

namespace {

Variant make(VariantKind kind, std::string_view id, int files, int ranks, int zoneDepth,
             std::string_view sfen) {
    attacks::init();
    Variant v{kind, id, files, ranks, zoneDepth, sfen, {}, {}, {}, {}};
    for (int f = 0; f < files; ++f)
        for (int r = 0; r < ranks; ++r) {
            const Square s = makeSquare(f, r);
            v.board.set(s);
            if (r < zoneDepth) v.zone[0].set(s);
            if (r >= ranks - zoneDepth) v.zone[1].set(s);
            if (r == 0) v.lastRank[0].set(s);
            if (r == ranks - 1) v.lastRank[1].set(s);
            if (r < 2) v.lastTwoRanks[0].set(s);
            if (r >= ranks - 2) v.lastTwoRanks[1].set(s);
        }
    return v;
}

} // namespace

const Variant& Variant::get(VariantKind kind) {
    static const std::array<Variant, 3> variants = {
        make(VariantKind::Standard, "standard", 9, 9, 3,
             "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"),
        make(VariantKind::Gorogoro, "gorogoro", 5, 6, 2, "sgkgs/5/1ppp1/1PPP1/5/SGKGS b - 1"),
        make(VariantKind::Minishogi, "minishogi", 5, 5, 1, "rbsgk/4p/5/P4/KGSBR b - 1"),
    };
    return variants[int(kind)];
}

std::optional<VariantKind> Variant::fromId(std::string_view id) {
    for (VariantKind k : {VariantKind::Standard, VariantKind::Gorogoro, VariantKind::Minishogi})
        if (get(k).id == id) return k;
    return std::nullopt;
}

} // namespace shogi
