#pragma once
// The sequential probability ratio test that stops a match once it is decided: is engine 1 elo0 or elo1
// (logistic Elo) stronger than engine 2? The generalized log-likelihood ratio of fishtest: the results as
// an empirical distribution over scores, and for each hypothesis the distribution with that mean score
// that is most likely to have given them (maximum likelihood under a constraint on the mean). Games are
// counted one by one (trinomial: 0, ½, 1) or, better since colours alternate, in pairs with swapped colours
// (pentanomial: 0, ½, 1, 1½, 2 points per pair), whose scores vary less than two single games'.
#include <array>

namespace shogi::match {

struct SprtSettings {
    double elo0 = 0;
    double elo1 = 5;
    double alpha = 0.05; // the chance of accepting H1 when H0 holds
    double beta = 0.05;  // the chance of accepting H0 when H1 holds
};

enum class SprtDecision { Continue, AcceptH0, AcceptH1 };

struct SprtStatus {
    double llr = 0;
    double lower = 0; // log(beta / (1 - alpha)): H0 accepted at or below it
    double upper = 0; // log((1 - beta) / alpha): H1 accepted at or above it
    SprtDecision decision = SprtDecision::Continue;
};

// Game results of engine 1: wins, draws, losses.
SprtStatus sprtTrinomial(int wins, int draws, int losses, const SprtSettings& settings);
// Pairs by engine 1's points in the pair: [0] lost both ... [4] won both (index = points × 2).
SprtStatus sprtPentanomial(const std::array<int, 5>& pairs, const SprtSettings& settings);

// "elo0,elo1" or "elo0,elo1,alpha,beta"; false when the text is not that (elo0 < elo1, 0 < alpha, beta < ½).
bool parseSprtSettings(const char* text, SprtSettings& settings);

} // namespace shogi::match
