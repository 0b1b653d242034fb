#pragma once
// An engine's evaluation as USI states it: centipawns or a mate, from the side to move's point of view.
// Displays want Black's view; toBlackView is the one place that turns it (a flipped sign is a classic bug:
// a USI score belongs to the side to move, not to Black, and a lower bound becomes an upper bound).
#include "rules/Types.h"

#include <optional>
#include <string>

namespace shogi::usi {

struct Score {
    enum class Kind { Centipawns, Mate };
    enum class Bound { Exact, Lower, Upper };

    Kind kind = Kind::Centipawns;
    int centipawns = 0;           // Kind::Centipawns
    bool mating = false;          // Kind::Mate: the side whose view this is gives the mate (else receives it)
    std::optional<int> matePlies; // Kind::Mate: plies to the mate; none for "mate +" and "mate -"
    Bound bound = Bound::Exact;

    static Score cp(int value, Bound b = Bound::Exact) {
        return {Kind::Centipawns, value, false, std::nullopt, b};
    }
    // plies > 0: this side mates; plies < 0: it is mated ("mate 5", "mate -4").
    static Score mate(int plies, Bound b = Bound::Exact) {
        return {Kind::Mate, 0, plies > 0, plies < 0 ? -plies : plies, b};
    }
    static Score mateUnknown(bool mating, Bound b = Bound::Exact) {
        return {Kind::Mate, 0, mating, std::nullopt, b};
    }
    bool operator==(const Score&) const = default;
};

// The score seen from the other side: the sign turns and a bound on one side is the opposite bound on the
// other.
Score flipped(const Score& score);
// sideToMove: the side to move in the position the engine searched.
Score toBlackView(const Score& score, Color sideToMove);
// The USI words: "cp 35", "cp -120 lowerbound", "mate 5", "mate -4", "mate +", "mate -".
std::string format(const Score& score);

} // namespace shogi::usi
