#pragma once
// The Elo difference a match result suggests, with a 95 % error bar from the spread of the game scores
// (1, 1/2 or 0 per game): the mean score p ± 1.96·σ/√N, each end mapped through Elo = −400·log10(1/p − 1).
namespace shogi::match {

struct EloEstimate {
    double score = 0.5;       // points per game, 0..1
    double elo = 0;           // ±infinity when every game was won or every game lost
    double errorMargin = 0;   // half the width of the 95 % interval in Elo; infinity when it reaches 0 or 1
    double low = 0, high = 0; // the interval's ends in Elo (may be infinite)
};

double eloFromScore(double score);
EloEstimate estimateElo(int wins, int draws, int losses);

} // namespace shogi::match
