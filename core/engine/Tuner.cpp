#include "engine/Tuner.h"

#include "engine/Evaluate.h"

#include <cmath>

namespace shogi::engine {

namespace {

// Weights that mean nothing (no piece type 0, the king's material) or anchor the scale (a pawn on the
// board is 100 centipawns by definition) stay as they are.
std::vector<bool> frozen(const EvalParams& p, bool ranks) {
    std::vector<bool> f(p.toVector().size(), false);
    const int* base = reinterpret_cast<const int*>(&p);
    auto freeze = [&](const int* at) { f[std::size_t(at - base)] = true; };
    freeze(&p.board[NoPieceType]);
    freeze(&p.board[Pawn]);
    freeze(&p.board[King]);
    freeze(&p.hand[NoPieceType]);
    for (int pt = 0; pt < PieceTypeCount; ++pt)
        if (!ranks || pt == NoPieceType)
            for (int r = 0; r < 9; ++r)
                freeze(&p.rank[pt][r]);
    freeze(&p.kingAttack[NoPieceType]);
    freeze(&p.kingAttack[King]);
    freeze(&p.handAttack[NoPieceType]);
    return f;
}

} // namespace

double Tuner::errorOf(const std::vector<TuneSample>& samples, const EvalParams& params, double k) {
    const EvalParams saved = evalParams();
    setEvalParams(params);
    double sum = 0;
    for (const TuneSample& s : samples) {
        const double eval = evaluateTerms(s.pos).total();
        const double expected = 1.0 / (1.0 + std::exp(-k * eval / 400.0));
        sum += (s.result - expected) * (s.result - expected);
    }
    setEvalParams(saved);
    return samples.empty() ? 0 : sum / double(samples.size());
}

double Tuner::error(const EvalParams& params) const {
    return errorOf(m_samples, params, m_k);
}
double Tuner::validationError(const EvalParams& params) const {
    return errorOf(m_validation, params, m_k);
}

double Tuner::fitScale() {
    const EvalParams& p = evalParams();
    double lo = 0.05, hi = 5.0;
    // The error is unimodal in K: a ternary search is enough.
    for (int i = 0; i < 40; ++i) {
        const double a = lo + (hi - lo) / 3, b = hi - (hi - lo) / 3;
        if (errorOf(m_samples, p, a) < errorOf(m_samples, p, b))
            hi = b;
        else
            lo = a;
    }
    m_k = (lo + hi) / 2;
    return m_k;
}

EvalParams Tuner::run(const EvalParams& start, int passes, bool ranks, const Progress& progress) {
    std::vector<int> best = start.toVector();
    const std::vector<bool> fixed = frozen(start, ranks);
    double bestError = error(start);
    std::vector<int> kept = best;
    double keptValidation = validationError(start);
    static constexpr int steps[] = {16, 8, 4, 2};
    for (int pass = 0; pass < passes; ++pass) {
        const int step = steps[std::min<int>(pass, int(std::size(steps)) - 1)];
        for (std::size_t i = 0; i < best.size(); ++i) {
            if (fixed[i]) continue;
            for (int direction : {+1, -1}) {
                bool improved = false;
                // Keep going while the same direction helps, a few steps at most per pass.
                for (int tries = 0; tries < 4; ++tries) {
                    std::vector<int> candidate = best;
                    candidate[i] += direction * step;
                    const double e = error(EvalParams::fromVector(candidate));
                    if (e >= bestError) break;
                    best = std::move(candidate);
                    bestError = e;
                    improved = true;
                }
                if (improved) break;
            }
        }
        const double validation = validationError(EvalParams::fromVector(best));
        if (progress) progress(pass + 1, step, bestError, validation);
        if (validation >= keptValidation) break; // fitting noise from here on
        kept = best;
        keptValidation = validation;
    }
    return EvalParams::fromVector(kept);
}

} // namespace shogi::engine
