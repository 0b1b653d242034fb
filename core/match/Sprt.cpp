#include "match/Sprt.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

namespace shogi::match {

namespace {

struct Outcome {
    double score; // 0..1: points per game
    double probability;
};

double scoreOfElo(double elo) {
    return 1 / (1 + std::pow(10.0, -elo / 400));
}

// The empirical distribution of the counts. A count of zero becomes 1e-3 as fishtest does, so that a
// distribution with another mean than the results' can still be reached from them.
std::vector<Outcome> distribution(const std::vector<double>& scores, const std::vector<int>& counts) {
    std::vector<Outcome> pdf;
    double total = 0;
    for (std::size_t i = 0; i < scores.size(); ++i) {
        pdf.push_back({scores[i], std::max(double(counts[i]), 1e-3)});
        total += pdf.back().probability;
    }
    for (Outcome& o : pdf)
        o.probability /= total;
    return pdf;
}

// The most likely distribution with mean s has probabilities p_i / (1 + λ (a_i − s)), λ the root of
// Σ p_i (a_i − s) / (1 + λ (a_i − s)) = 0, which falls as λ grows; found by bisection between the poles.
double lagrangeMultiplier(const std::vector<Outcome>& pdf, double s) {
    double highest = pdf.front().score, lowest = highest;
    for (const Outcome& o : pdf) {
        highest = std::max(highest, o.score);
        lowest = std::min(lowest, o.score);
    }
    const double eps = 1e-12;
    double lo = -1 / (highest - s) + eps, hi = 1 / (s - lowest) - eps;
    for (int i = 0; i < 200; ++i) {
        const double mid = (lo + hi) / 2;
        double f = 0;
        for (const Outcome& o : pdf)
            f += o.probability * (o.score - s) / (1 + mid * (o.score - s));
        (f > 0 ? lo : hi) = mid;
    }
    return (lo + hi) / 2;
}

// log L(results | mean s1) − log L(results | mean s0), per observation.
double llrPerObservation(const std::vector<Outcome>& pdf, double s0, double s1) {
    const double l0 = lagrangeMultiplier(pdf, s0), l1 = lagrangeMultiplier(pdf, s1);
    double llr = 0;
    for (const Outcome& o : pdf)
        llr += o.probability * (std::log1p(l0 * (o.score - s0)) - std::log1p(l1 * (o.score - s1)));
    return llr;
}

SprtStatus status(const std::vector<double>& scores, const std::vector<int>& counts, const SprtSettings& s) {
    SprtStatus st;
    st.lower = std::log(s.beta / (1 - s.alpha));
    st.upper = std::log((1 - s.beta) / s.alpha);
    int n = 0;
    for (int c : counts)
        n += c;
    if (n == 0) return st;
    const std::vector<Outcome> pdf = distribution(scores, counts);
    st.llr = n * llrPerObservation(pdf, scoreOfElo(s.elo0), scoreOfElo(s.elo1));
    if (st.llr >= st.upper) st.decision = SprtDecision::AcceptH1;
    if (st.llr <= st.lower) st.decision = SprtDecision::AcceptH0;
    return st;
}

} // namespace

SprtStatus sprtTrinomial(int wins, int draws, int losses, const SprtSettings& settings) {
    return status({0, 0.5, 1}, {losses, draws, wins}, settings);
}

SprtStatus sprtPentanomial(const std::array<int, 5>& pairs, const SprtSettings& settings) {
    return status({0, 0.25, 0.5, 0.75, 1}, {pairs.begin(), pairs.end()}, settings);
}

bool parseSprtSettings(const char* text, SprtSettings& settings) {
    SprtSettings s;
    int consumed = 0;
    const int fields =
        std::sscanf(text, "%lf,%lf%n,%lf,%lf%n", &s.elo0, &s.elo1, &consumed, &s.alpha, &s.beta, &consumed);
    if ((fields != 2 && fields != 4) || text[consumed] != '\0') return false;
    if (!(s.elo0 < s.elo1) || !(s.alpha > 0 && s.alpha < 0.5) || !(s.beta > 0 && s.beta < 0.5)) return false;
    if (std::abs(s.elo0) > 1000 || std::abs(s.elo1) > 1000) return false;
    settings = s;
    return true;
}

} // namespace shogi::match
