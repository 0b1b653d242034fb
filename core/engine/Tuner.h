#pragma once
// Texel tuning: fits the evaluation's weights to game results. Each sample is a quiet position from a
// finished game and that game's result; the error is the mean squared difference between the result and the
// evaluation mapped to an expected score, sigmoid(K * eval). K is fitted first. Then either every weight is
// moved by a step while that lowers the error (coordinate descent, steps shrinking pass by pass: run), or the
// thousands of weights that enter the evaluation linearly are fitted together by gradient descent (fitLinear).
#include "engine/EvalParams.h"
#include "rules/Position.h"

#include <cmath>
#include <functional>
#include <vector>

namespace shogi::engine {

struct TuneSample {
    Position pos;
    float result;      // from Black's point of view: 1 win, 0.5 draw, 0 loss
    float score = NAN; // a search's score of the position from Black's view, centipawns; NAN: none
};

class Tuner {
public:
    using Progress = std::function<void(int pass, int step, double error, double validation)>;

    // `validation`: positions of other games, never fitted; a pass that makes their error worse is undone, the
    // guard against fitting the noise of a small data set.
    Tuner(std::vector<TuneSample> samples, std::vector<TuneSample> validation)
        : m_samples(std::move(samples)), m_validation(std::move(validation)) {}
    std::size_t size() const { return m_samples.size(); }
    std::size_t validationSize() const { return m_validation.size(); }
    // Finds the sigmoid scale that fits the current weights to the results best; returns it.
    double fitScale();
    // What the fit aims at from now on: `lambda` times the result plus the rest times the expected score
    // of the sample's search score (sigmoid with the fitted scale), as the field's learners mix the two; the
    // result alone where a sample has no score. 1 (the default) is classic Texel tuning.
    void setLambda(double lambda) { m_lambda = lambda; }
    // Fit only the weights whose toVector() index is true here (the rest keep their start); empty: all.
    void restrictTo(std::vector<bool> only) { m_only = std::move(only); }
    double error(const EvalParams& params) const;
    double validationError(const EvalParams& params) const;
    // The held-out error against the game results alone, whatever lambda is.
    double validationResultError(const EvalParams& params) const;
    // Runs up to `passes` passes of coordinate descent from `start` over the material, king-safety, mobility
    // and tempo weights (the per-rank tables too when `ranks`); returns the weights of the pass with the lowest
    // validation error.
    EvalParams run(const EvalParams& start, int passes, bool ranks, const Progress& progress = {});
    // Fits every weight the evaluation reads linearly (material, hand counts, placement by rank and relative
    // to both kings, castle, mobility, tempo; not the king danger, whose weights stay) with Adam on the same
    // error, each weight pulled back towards its start by `l2` times its squared change: the start is the
    // prior (the handcrafted weights, the tables' 0), and a weight moves as far as the positions insist.
    // Stops after `epochs` passes over the positions, or when the validation error has not improved for
    // three; returns the rounded weights with the lowest one. `progress` gets the epoch, 0, and the errors
    // of the rounded weights. A weight used in fewer than `minPositions` of the fitted positions keeps its
    // start: too few to say anything about it.
    EvalParams fitLinear(const EvalParams& start, int epochs, double l2, int minPositions = 0,
                         const Progress& progress = {});
    // After fitLinear: how many weights it fitted, and how many it left because too few positions use them.
    int fittedWeights() const { return m_fitted; }
    int sparseWeights() const { return m_sparse; }

private:
    static double target(const TuneSample& s, double k, double lambda);
    std::vector<bool> fixedWeights(const EvalParams& p, bool ranks, bool tables) const;
    static double errorOf(const std::vector<TuneSample>& samples, const EvalParams& params, double k,
                          double lambda);
    std::vector<TuneSample> m_samples;
    std::vector<TuneSample> m_validation;
    double m_k = 1.0;
    double m_lambda = 1.0;
    std::vector<bool> m_only;
    int m_fitted = 0;
    int m_sparse = 0;
};

} // namespace shogi::engine
