#include "match/Elo.h"

#include <cmath>
#include <limits>

namespace shogi::match {

double eloFromScore(double score) {
    constexpr double inf = std::numeric_limits<double>::infinity();
    if (score <= 0) return -inf;
    if (score >= 1) return inf;
    const double elo = -400.0 * std::log10(1.0 / score - 1.0);
    return elo == 0 ? 0.0 : elo; // an even score prints as +0.0, not -0.0
}

EloEstimate estimateElo(int wins, int draws, int losses) {
    EloEstimate e;
    const int n = wins + draws + losses;
    if (n == 0) return e;
    const double p = (wins + 0.5 * draws) / n;
    const double variance = (wins * (1 - p) * (1 - p) + draws * (0.5 - p) * (0.5 - p) + losses * p * p) / n;
    const double delta = 1.96 * std::sqrt(variance) / std::sqrt(double(n));
    e.score = p;
    e.elo = eloFromScore(p);
    e.low = eloFromScore(p - delta);
    e.high = eloFromScore(p + delta);
    const bool bounded = std::isfinite(e.low) && std::isfinite(e.high);
    e.errorMargin = bounded ? (e.high - e.low) / 2 : std::numeric_limits<double>::infinity();
    return e;
}

} // namespace shogi::match
