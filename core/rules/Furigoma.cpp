#include "rules/Furigoma.h"

#include <random>

namespace shogi {

FurigomaResult furigoma(std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    std::bernoulli_distribution coin(0.5);
    FurigomaResult r;
    for (bool& face : r.tokinUp) {
        face = coin(rng);
        (face ? r.tokins : r.pawns)++;
    }
    r.seniorPlaysBlack = r.pawns > r.tokins;
    return r;
}

} // namespace shogi
