#include "Tuner.h"

#include "Evaluate.h"

#include <cmath>

namespace shogi::engine {

namespace {

// Weights that mean nothing (no piece type 0, the king's material) or anchor the scale (a pawn on the
// board is 100 centipawns by definition) stay as they are.
std::vector<bool> frozen(const EvalParams& p) {
    std::vector<bool> f(p.toVector().size(), false);
    const int* base = reinterpret_cast<const int*>(&p);
    auto freeze = [&](const int* at) { f[std::size_t(at - base)] = true; };
    freeze(&p.board[NoPieceType]);
    freeze(&p.board[Pawn]);
    freeze(&p.board[King]);
    freeze(&p.hand[NoPieceType]);
    for (int r = 0; r < 9; ++r) freeze(&p.rank[NoPieceType][r]);
    freeze(&p.kingAttack[NoPieceType]);
    freeze(&p.kingAttack[King]);
    freeze(&p.handAttack[NoPieceType]);
    return f;
}

} // namespace

double Tuner::errorWithScale(const EvalParams& params, double k) const {
    const EvalParams saved = evalParams();
    setEvalParams(params);
    double sum = 0;
    for (const TuneSample& s : m_samples) {
        const double eval = evaluateTerms(s.pos).total();
        const double expected = 1.0 / (1.0 + std::exp(-k * eval / 400.0));
        sum += (s.result - expected) * (s.result - expected);
    }
    setEvalParams(saved);
    return m_samples.empty() ? 0 : sum / double(m_samples.size());
}

double Tuner::error(const EvalParams& params) const { return errorWithScale(params, m_k); }

double Tuner::fitScale() {
    const EvalParams& p = evalParams();
    double lo = 0.05, hi = 5.0;
    // The error is unimodal in K: a ternary search is enough.
    for (int i = 0; i < 40; ++i) {
        const double a = lo + (hi - lo) / 3, b = hi - (hi - lo) / 3;
        if (errorWithScale(p, a) < errorWithScale(p, b)) hi = b;
        else lo = a;
    }
    m_k = (lo + hi) / 2;
    return m_k;
}

EvalParams Tuner::run(const EvalParams& start, int passes, const Progress& progress) {
    std::vector<int> best = start.toVector();
    const std::vector<bool> fixed = frozen(start);
    double bestError = error(start);
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
        if (progress) progress(pass + 1, step, bestError);
    }
    return EvalParams::fromVector(best);
}

} // namespace shogi::engine
