#include "puzzles/Glicko2.h"

#include <cmath>

namespace shogi::puzzles {

namespace {

constexpr double Scale = 173.7178; // Glicko-2's step from the Glicko scale
constexpr double Pi = 3.14159265358979323846;
constexpr double Epsilon = 0.000001;

double g(double phi) {
    return 1 / std::sqrt(1 + 3 * phi * phi / (Pi * Pi));
}
double expected(double mu, double muJ, double phiJ) {
    return 1 / (1 + std::exp(-g(phiJ) * (mu - muJ)));
}

} // namespace

Rating updateRating(const Rating& player, const std::vector<GameResult>& games, double tau) {
    const double mu = (player.rating - 1500) / Scale;
    const double phi = player.deviation / Scale;
    const double sigma = player.volatility;
    if (games.empty()) {
        // Step 6 alone: an idle period only makes the rating less sure.
        return {player.rating, std::sqrt(phi * phi + sigma * sigma) * Scale, sigma};
    }
    double vInverse = 0, sum = 0;
    for (const auto& game : games) {
        const double muJ = (game.opponentRating - 1500) / Scale;
        const double phiJ = game.opponentDeviation / Scale;
        const double e = expected(mu, muJ, phiJ);
        vInverse += g(phiJ) * g(phiJ) * e * (1 - e);
        sum += g(phiJ) * (game.score - e);
    }
    const double v = 1 / vInverse;
    const double delta = v * sum;

    // Step 5: the new volatility by the Illinois algorithm.
    const double a = std::log(sigma * sigma);
    const auto f = [&](double x) {
        const double ex = std::exp(x);
        const double d = phi * phi + v + ex;
        return ex * (delta * delta - phi * phi - v - ex) / (2 * d * d) - (x - a) / (tau * tau);
    };
    double A = a, B;
    if (delta * delta > phi * phi + v) {
        B = std::log(delta * delta - phi * phi - v);
    } else {
        int k = 1;
        while (f(a - k * tau) < 0)
            ++k;
        B = a - k * tau;
    }
    double fA = f(A), fB = f(B);
    while (std::fabs(B - A) > Epsilon) {
        const double C = A + (A - B) * fA / (fB - fA);
        const double fC = f(C);
        if (fC * fB <= 0) {
            A = B;
            fA = fB;
        } else {
            fA /= 2;
        }
        B = C;
        fB = fC;
    }
    const double newSigma = std::exp(A / 2);
    const double phiStar = std::sqrt(phi * phi + newSigma * newSigma);
    const double newPhi = 1 / std::sqrt(1 / (phiStar * phiStar) + 1 / v);
    const double newMu = mu + newPhi * newPhi * sum;
    return {newMu * Scale + 1500, newPhi * Scale, newSigma};
}

} // namespace shogi::puzzles
