#pragma once
// Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2012): a rating, its deviation (how sure we
// are of it) and its volatility, updated after a rating period of games. Puzzles are the opponents: a
// solved puzzle is a win against the puzzle's rating, a failed one a loss. Each attempt is its own period,
// so the rating moves after every puzzle as the user expects.
#include <vector>

namespace shogi::puzzles {

struct Rating {
    double rating = 1500;
    double deviation = 350;
    double volatility = 0.06;
};

struct GameResult {
    double opponentRating = 1500;
    double opponentDeviation = 350;
    double score = 0; // 1 win, 0.5 draw, 0 loss
};

// tau: how much the volatility may change (0.3 to 1.2; the paper's example uses 0.5).
Rating updateRating(const Rating& player, const std::vector<GameResult>& games, double tau = 0.5);

} // namespace shogi::puzzles
