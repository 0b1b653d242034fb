#pragma once
// How good a move was, judged by how much of the mover's chance to win it gave away: the engine's
// evaluation of the position before the move against its evaluation after it.
//
// Why win rate and not centipawns: a strong player weighs a loss by what it does to the game, not by its
// size in pawns. Dropping from +3000 to +2000 still wins; dropping from +300 to -700 turns a good game into
// a lost one. The logistic curve ShogiHome and the engine authors use (win rate = 1 / (1 + e^(-cp/600)),
// 600 being ShogiHome's default coefficient, which matches how engines of the Ponanza line scale their
// scores) weighs both alike. From an even position the thresholds below come to about 250 cp (a lance or
// two pawns) for ?!, 510 cp (a gold) for ? and 850 cp (a bishop for nothing) for ??. ShogiHome's defaults
// (5/10/20/50 points for 緩手/疑問手/悪手/大悪手) name the first two ours; its 50 points for a blunder lets a
// rook lost from an even game (34 points) pass, which no strong player would call anything but a blunder.
//
// Evaluations from very short searches are too noisy to accuse anyone: below MinDepth they are ignored
// (an evaluation that states no depth, like Floodgate's, is taken as it is). 5 keeps what the built-in
// engine finds in 100 ms (depth 5 to 9 in a real game: enough to see a piece lost) and drops the first
// iterations of any engine. A mate is a proof, not an estimate: it counts at any depth (the built-in
// engine's mate search reports the mate's length as its depth, 3 for a mate in 3, and a blunder into it
// went unmarked). A search that ends shallower (a loaded machine, a slow engine) is run again with twice
// the time, up to MaxShallowRetries times: on a machine loaded ten-fold a third of the built-in engine's
// 0.3 s searches ended at depth 1-4, and every move next to one went unjudged. The engine's own first choice
// is never marked, whatever the numbers say: depth differences between two searches are not the mover's.
#include "analysis/EvalComment.h"

#include <QString>

#include <array>
#include <optional>

namespace shogi::analysis {

enum class MoveQuality { Good, Inaccuracy, Mistake, Blunder };

struct QualityThresholds {
    // Win-rate points (percent) the mover loses, at least.
    static constexpr double Inaccuracy = 10;
    static constexpr double Mistake = 20;
    static constexpr double Blunder = 30;
    static constexpr double SigmoidCp = 600;
    static constexpr int MinDepth = 5;
    static constexpr int MaxShallowRetries = 2;
};

// Black's chance to win, 0..100, from an evaluation from Black's view; a mate is 100 or 0.
double winRate(const usi::Score& blackView);
// Whether an evaluation is trustworthy enough to judge a move or to draw (depth at least MinDepth, or a
// mate).
bool usable(const Evaluation& e);

// The win-rate points `mover` gave away going from a position evaluated `before` to one evaluated `after`
// (negative when the move did better than expected); nullopt when either is missing or unusable.
std::optional<double> winRateLost(const std::optional<Evaluation>& before,
                                  const std::optional<Evaluation>& after, Color mover);
// The quality of `move`, played by `mover` from a position evaluated `before` to one evaluated `after`.
// nullopt when either is missing or unusable.
std::optional<MoveQuality> classify(const std::optional<Evaluation>& before,
                                    const std::optional<Evaluation>& after, Color mover, Move move);

QString mark(MoveQuality q);       // "", "?!", "?", "??"
QString headerWord(MoveQuality q); // "", 疑問手, 悪手, 大悪手: the comment header (EvalComment)

// Marks per side over a line of moves.
struct QualitySummary {
    std::array<std::array<int, 4>, 2> counts{}; // [Color][MoveQuality]
    int count(Color c, MoveQuality q) const { return counts[int(c)][int(q)]; }
    void add(Color c, MoveQuality q) { ++counts[int(c)][int(q)]; }
};

} // namespace shogi::analysis
