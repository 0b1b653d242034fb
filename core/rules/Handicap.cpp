#include "rules/Handicap.h"

#include "rules/Impasse.h"
#include "rules/Sfen.h"

#include <array>
#include <string>

namespace shogi {

namespace {

constexpr std::string_view kBlackCamp = "/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL";

struct Preset {
    std::string_view id, kif, english, white, extra;
};

// White's camp per preset; Black always keeps the full set.
constexpr std::array<Preset, 19> presets = {{
    {"even", "平手", "Even", "lnsgkgsnl/1r5b1/ppppppppp", " b - 1"},
    {"lance", "香落ち", "Lance", "lnsgkgsn1/1r5b1/ppppppppp", " w - 1"},
    {"right-lance", "右香落ち", "Right lance", "1nsgkgsnl/1r5b1/ppppppppp", " w - 1"},
    {"bishop", "角落ち", "Bishop", "lnsgkgsnl/1r7/ppppppppp", " w - 1"},
    {"rook", "飛車落ち", "Rook", "lnsgkgsnl/7b1/ppppppppp", " w - 1"},
    {"rook-lance", "飛香落ち", "Rook and lance", "lnsgkgsn1/7b1/ppppppppp", " w - 1"},
    {"two-piece", "二枚落ち", "Two pieces", "lnsgkgsnl/9/ppppppppp", " w - 1"},
    {"three-piece", "三枚落ち", "Three pieces", "lnsgkgsn1/9/ppppppppp", " w - 1"},
    {"four-piece", "四枚落ち", "Four pieces", "1nsgkgsn1/9/ppppppppp", " w - 1"},
    {"five-piece", "五枚落ち", "Five pieces", "2sgkgsn1/9/ppppppppp", " w - 1"},
    {"left-five-piece", "左五枚落ち", "Left five pieces", "1nsgkgs2/9/ppppppppp", " w - 1"},
    {"six-piece", "六枚落ち", "Six pieces", "2sgkgs2/9/ppppppppp", " w - 1"},
    {"left-seven-piece", "左七枚落ち", "Left seven pieces", "2sgkg3/9/ppppppppp", " w - 1"},
    {"right-seven-piece", "右七枚落ち", "Right seven pieces", "3gkgs2/9/ppppppppp", " w - 1"},
    {"eight-piece", "八枚落ち", "Eight pieces", "3gkg3/9/ppppppppp", " w - 1"},
    {"ten-piece", "十枚落ち", "Ten pieces", "4k4/9/ppppppppp", " w - 1"},
    {"three-pawns", "歩三兵", "Three pawns", "4k4/9/9", " w 3p 1"},
    {"naked-king", "裸玉", "Naked king", "4k4/9/9", " w - 1"},
    {"dragonfly", "トンボ", "Dragonfly (king, rook, bishop and pawns)", "4k4/1r5b1/ppppppppp", " w - 1"},
}};

struct Table {
    std::array<std::string, presets.size()> sfens;
    std::array<Handicap, presets.size()> handicaps;
};

const Table& table() {
    static const Table built = [] {
        Table t;
        for (std::size_t i = 0; i < presets.size(); ++i) {
            const Preset& p = presets[i];
            t.sfens[i] = std::string(p.white) + std::string(kBlackCamp) + std::string(p.extra);
            const auto pos = sfen::parse(t.sfens[i]);
            const int compensation = i == 0 ? 0 : 27 - materialPoints(*pos, Color::White);
            t.handicaps[i] = Handicap{p.id, p.kif, p.english, t.sfens[i], compensation};
        }
        return t;
    }();
    return built;
}

std::string_view withoutMoveNumber(std::string_view sfen) {
    // board, side, hand: everything before the third space
    std::size_t spaces = 0;
    for (std::size_t i = 0; i < sfen.size(); ++i)
        if (sfen[i] == ' ' && ++spaces == 3) return sfen.substr(0, i);
    return sfen;
}

} // namespace

int materialPoints(const Position& pos, Color c) {
    return countImpasse(pos, c).material;
}

std::span<const Handicap> Handicap::all() {
    return table().handicaps;
}

const Handicap* Handicap::byId(std::string_view id) {
    for (const Handicap& h : all())
        if (h.id == id) return &h;
    return nullptr;
}

const Handicap* Handicap::byKifName(std::string_view name) {
    for (const Handicap& h : all())
        if (h.kifName == name) return &h;
    if (name == "香落ち（左）" || name == "左香落ち") return byId("lance");
    if (name == "歩三枚") return byId("three-pawns");
    return nullptr;
}

const Handicap* Handicap::bySfen(std::string_view text) {
    const std::string_view key = withoutMoveNumber(text);
    // 三枚落ち is published both without the left lance and without the right one.
    if (key == "1nsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w -") return byId("three-piece");
    for (const Handicap& h : all())
        if (withoutMoveNumber(h.sfen) == key) return &h;
    return nullptr;
}

const Handicap* Handicap::forPosition(const Position& pos) {
    if (pos.variant().kind != VariantKind::Standard) return nullptr;
    return bySfen(sfen::formatWithoutMoveNumber(pos));
}

} // namespace shogi
