#pragma once
// Texel tuning: fits the evaluation's weights to game results. Each sample is a quiet position from a
// finished game and that game's result; the error is the mean squared difference between the result and the
// evaluation mapped to an expected score, sigmoid(K * eval). K is fitted first, then every weight is moved
// by a step while that lowers the error (coordinate descent, steps shrinking pass by pass).
#include "EvalParams.h"
#include "rules/Position.h"

#include <functional>
#include <vector>

namespace shogi::engine {

struct TuneSample {
    Position pos;
    float result; // from Black's point of view: 1 win, 0.5 draw, 0 loss
};

class Tuner {
public:
    using Progress = std::function<void(int pass, int step, double error)>;

    explicit Tuner(std::vector<TuneSample> samples) : m_samples(std::move(samples)) {}
    std::size_t size() const { return m_samples.size(); }
    // Finds the sigmoid scale that fits the current weights best; returns it.
    double fitScale();
    double error(const EvalParams& params) const;
    // Runs `passes` passes of coordinate descent from `start`; returns the best weights found.
    EvalParams run(const EvalParams& start, int passes, const Progress& progress = {});

private:
    double errorWithScale(const EvalParams& params, double k) const;
    std::vector<TuneSample> m_samples;
    double m_k = 1.0;
};

} // namespace shogi::engine
