#include "usi/Score.h"

namespace shogi::usi {

Score flipped(const Score& score) {
    Score out = score;
    out.centipawns = -score.centipawns;
    out.mating = score.kind == Score::Kind::Mate ? !score.mating : false;
    if (score.bound == Score::Bound::Lower) out.bound = Score::Bound::Upper;
    if (score.bound == Score::Bound::Upper) out.bound = Score::Bound::Lower;
    return out;
}

Score toBlackView(const Score& score, Color sideToMove) {
    return sideToMove == Color::Black ? score : flipped(score);
}

std::string format(const Score& score) {
    std::string out;
    if (score.kind == Score::Kind::Centipawns) {
        out = "cp " + std::to_string(score.centipawns);
    } else if (score.matePlies) {
        out = "mate " + std::string(score.mating ? "" : "-") + std::to_string(*score.matePlies);
    } else {
        out = score.mating ? "mate +" : "mate -";
    }
    if (score.bound == Score::Bound::Lower) out += " lowerbound";
    if (score.bound == Score::Bound::Upper) out += " upperbound";
    return out;
}

} // namespace shogi::usi
