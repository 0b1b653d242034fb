#include "formats/KnownPresets.h"

#include <array>
#include <string_view>

namespace shogi {

bool readersKnowByName(const Handicap& preset) {
    static constexpr std::array<std::string_view, 11> known = {
        "even",      "lance",      "right-lance", "bishop",      "rook",     "rook-lance",
        "two-piece", "four-piece", "six-piece",   "eight-piece", "ten-piece"};
    for (std::string_view id : known)
        if (preset.id == id) return true;
    return false;
}

} // namespace shogi
