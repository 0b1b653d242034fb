#include "engine/Tuner.h"

#include "engine/Evaluate.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numeric>
#include <random>

namespace shogi::engine {

namespace {

// Weights that mean nothing (no piece type 0, the king's material), anchor the scale (a pawn on the board
// is 100 centipawns by definition) or say again what another weight says (holding one piece is `hand`) stay
// as they are. The tables of thousands of weights are for the gradient fit only.
std::vector<bool> frozen(const EvalParams& p, bool ranks, bool tables) {
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
    // Nothing threatens a king (that is check) or checks as a gold mover other than through Gold.
    for (auto* table : {&p.threatToMove, &p.threatExtra, &p.threatWaiting, &p.safeCheck}) {
        freeze(&(*table)[NoPieceType]);
        freeze(&(*table)[King]);
    }
    for (int pt = ProPawn; pt <= ProSilver; ++pt)
        freeze(&p.safeCheck[pt]);
    for (int t = 0; t < HandTypeCount; ++t)
        for (int n = 0; n < HandCountSteps; ++n)
            if (!tables || n < 2 || t < Pawn || t > Gold) freeze(&p.handCount[t][n]);
    if (!tables)
        for (int cls = 0; cls < KingRelClasses; ++cls)
            for (int i = 0; i < KingRelSquares; ++i) {
                freeze(&p.ownKing[cls][i]);
                freeze(&p.enemyKing[cls][i]);
            }
    return f;
}

// The positions as the gradient fit sees them: each evaluation split into what the fitted weights add
// (their counts) and the rest, a constant while they move.
struct Linearised {
    std::vector<double> rest;
    std::vector<float> result;
    std::vector<std::uint32_t> begin; // sample i's counts are [begin[i], begin[i + 1])
    std::vector<std::uint16_t> index;
    std::vector<std::int16_t> count;

    Linearised(const std::vector<TuneSample>& samples, const EvalParams& params,
               const std::vector<bool>& fixed, const std::function<double(const TuneSample&)>& target) {
        const EvalParams saved = evalParams();
        setEvalParams(params);
        const std::vector<int> w = params.toVector();
        EvalTrace trace;
        begin.push_back(0);
        for (const TuneSample& s : samples) {
            trace.clear();
            double linear = 0;
            const int total = evaluateTerms(s.pos, trace).total();
            std::sort(trace.begin(), trace.end());
            for (std::size_t i = 0; i < trace.size();) {
                const int at = trace[i].first;
                int n = 0;
                for (; i < trace.size() && trace[i].first == at; ++i)
                    n += trace[i].second;
                if (n == 0 || fixed[std::size_t(at)]) continue;
                linear += double(n) * w[std::size_t(at)];
                index.push_back(std::uint16_t(at));
                count.push_back(std::int16_t(n));
            }
            rest.push_back(total - linear);
            result.push_back(float(target(s)));
            begin.push_back(std::uint32_t(index.size()));
        }
        setEvalParams(saved);
    }
    std::size_t size() const { return rest.size(); }
    template <class W> double eval(std::size_t i, const W& w) const {
        double e = rest[i];
        for (std::uint32_t j = begin[i]; j < begin[i + 1]; ++j)
            e += count[j] * double(w[index[j]]);
        return e;
    }
    template <class W> double error(const W& w, double k) const {
        double sum = 0;
        for (std::size_t i = 0; i < size(); ++i) {
            const double d = result[i] - 1.0 / (1.0 + std::exp(-k * eval(i, w) / 400.0));
            sum += d * d;
        }
        return size() ? sum / double(size()) : 0;
    }
};

} // namespace

std::vector<bool> Tuner::fixedWeights(const EvalParams& p, bool ranks, bool tables) const {
    std::vector<bool> f = frozen(p, ranks, tables);
    if (m_only.size() == f.size())
        for (std::size_t i = 0; i < f.size(); ++i)
            f[i] = f[i] || !m_only[i];
    return f;
}

double Tuner::target(const TuneSample& s, double k, double lambda) {
    if (lambda >= 1 || std::isnan(s.score)) return s.result;
    return lambda * s.result + (1 - lambda) / (1.0 + std::exp(-k * s.score / 400.0));
}

double Tuner::errorOf(const std::vector<TuneSample>& samples, const EvalParams& params, double k,
                      double lambda) {
    const EvalParams saved = evalParams();
    setEvalParams(params);
    double sum = 0;
    EvalTrace trace; // the traced evaluation: the king-relative tables, which the search skips, count here
    for (const TuneSample& s : samples) {
        trace.clear();
        const double eval = evaluateTerms(s.pos, trace).total();
        const double expected = 1.0 / (1.0 + std::exp(-k * eval / 400.0));
        const double t = target(s, k, lambda);
        sum += (t - expected) * (t - expected);
    }
    setEvalParams(saved);
    return samples.empty() ? 0 : sum / double(samples.size());
}

double Tuner::error(const EvalParams& params) const {
    return errorOf(m_samples, params, m_k, m_lambda);
}
double Tuner::validationError(const EvalParams& params) const {
    return errorOf(m_validation, params, m_k, m_lambda);
}
double Tuner::validationResultError(const EvalParams& params) const {
    return errorOf(m_validation, params, m_k, 1.0);
}

double Tuner::fitScale() {
    // Each position is evaluated once; the scale only maps the scores.
    std::vector<double> eval;
    eval.reserve(m_samples.size());
    EvalTrace trace;
    for (const TuneSample& s : m_samples) {
        trace.clear();
        eval.push_back(evaluateTerms(s.pos, trace).total());
    }
    const auto errorAt = [&](double k) {
        double sum = 0;
        for (std::size_t i = 0; i < eval.size(); ++i) {
            const double d = m_samples[i].result - 1.0 / (1.0 + std::exp(-k * eval[i] / 400.0));
            sum += d * d;
        }
        return sum;
    };
    double lo = 0.05, hi = 5.0;
    // The error is unimodal in K: a ternary search is enough.
    for (int i = 0; i < 40; ++i) {
        const double a = lo + (hi - lo) / 3, b = hi - (hi - lo) / 3;
        if (errorAt(a) < errorAt(b))
            hi = b;
        else
            lo = a;
    }
    m_k = (lo + hi) / 2;
    return m_k;
}

EvalParams Tuner::run(const EvalParams& start, int passes, bool ranks, const Progress& progress) {
    std::vector<int> best = start.toVector();
    const std::vector<bool> fixed = fixedWeights(start, ranks, false);
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

EvalParams Tuner::fitLinear(const EvalParams& start, int epochs, double l2, int minPositions,
                            const Progress& progress) {
    const std::vector<bool> never = fixedWeights(start, true, true);
    const auto aim = [this](const TuneSample& s) { return target(s, m_k, m_lambda); };
    const Linearised train(m_samples, start, never, aim), valid(m_validation, start, never, aim);
    std::vector<int> uses(never.size(), 0);
    for (const std::uint16_t i : train.index)
        ++uses[i];
    std::vector<bool> fixed = never;
    m_fitted = m_sparse = 0;
    for (std::size_t i = 0; i < fixed.size(); ++i) {
        if (fixed[i]) continue;
        if (uses[i] < std::max(1, minPositions)) {
            fixed[i] = true;
            m_sparse += uses[i] > 0;
        } else {
            ++m_fitted;
        }
    }
    const std::vector<int> initial = start.toVector();
    std::vector<double> w(initial.begin(), initial.end());
    std::vector<int> rounded = initial, best = initial;
    double bestValidation = valid.error(rounded, m_k);
    const std::size_t n = w.size();
    std::vector<double> grad(n), m(n), v(n);
    std::vector<std::uint32_t> order(train.size());
    std::iota(order.begin(), order.end(), 0u);
    std::mt19937 rng(12345);
    // Adam: a step of about `rate` centipawns per batch while the gradient's sign holds.
    constexpr double rate = 0.5, beta1 = 0.9, beta2 = 0.999, epsilon = 1e-12;
    constexpr std::size_t batch = 1024;
    double decay1 = 1, decay2 = 1;
    int stale = 0;
    for (int epoch = 1; epoch <= epochs && stale < 3; ++epoch) {
        std::shuffle(order.begin(), order.end(), rng);
        for (std::size_t from = 0; from < order.size(); from += batch) {
            const std::size_t to = std::min(order.size(), from + batch);
            std::fill(grad.begin(), grad.end(), 0.0);
            for (std::size_t o = from; o < to; ++o) {
                const std::uint32_t i = order[o];
                const double s = 1.0 / (1.0 + std::exp(-m_k * train.eval(i, w) / 400.0));
                const double g = -2.0 * (train.result[i] - s) * s * (1 - s) * m_k / 400.0 / double(to - from);
                for (std::uint32_t j = train.begin[i]; j < train.begin[i + 1]; ++j)
                    grad[train.index[j]] += g * train.count[j];
            }
            decay1 *= beta1;
            decay2 *= beta2;
            for (std::size_t i = 0; i < n; ++i) {
                if (fixed[i]) continue;
                const double g = grad[i] + 2 * l2 * (w[i] - initial[i]);
                m[i] = beta1 * m[i] + (1 - beta1) * g;
                v[i] = beta2 * v[i] + (1 - beta2) * g * g;
                w[i] -= rate * (m[i] / (1 - decay1)) / (std::sqrt(v[i] / (1 - decay2)) + epsilon);
            }
        }
        for (std::size_t i = 0; i < n; ++i)
            rounded[i] = int(std::lround(w[i]));
        const double validation = valid.error(rounded, m_k);
        if (progress) progress(epoch, 0, train.error(rounded, m_k), validation);
        if (validation < bestValidation) {
            bestValidation = validation;
            best = rounded;
            stale = 0;
        } else {
            ++stale;
        }
    }
    return EvalParams::fromVector(best);
}

} // namespace shogi::engine
