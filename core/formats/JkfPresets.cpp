#include "formats/JkfPresets.h"

#include <array>

namespace shogi::jkf {

namespace {

struct Preset {
    const char* jkf;
    std::string_view id;
};

constexpr std::array<Preset, 16> kPresets = {{
    {"HIRATE", "even"},
    {"KY", "lance"},
    {"KY_R", "right-lance"},
    {"KA", "bishop"},
    {"HI", "rook"},
    {"HIKY", "rook-lance"},
    {"2", "two-piece"},
    {"3", "three-piece"},
    {"4", "four-piece"},
    {"5", "five-piece"},
    {"5_L", "left-five-piece"},
    {"6", "six-piece"},
    {"7_L", "left-seven-piece"},
    {"7_R", "right-seven-piece"},
    {"8", "eight-piece"},
    {"10", "ten-piece"},
}};

} // namespace

const Handicap* presetHandicap(const QString& name) {
    for (const Preset& p : kPresets)
        if (name == QLatin1String(p.jkf)) return Handicap::byId(p.id);
    return nullptr;
}

QString presetName(const Position& start) {
    const Handicap* h = Handicap::forPosition(start);
    if (!h) return {};
    for (const Preset& p : kPresets)
        if (h->id == p.id) return QLatin1String(p.jkf);
    return {};
}

} // namespace shogi::jkf
