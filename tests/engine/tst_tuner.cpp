// The Texel tuner's gradient fit: on positions labelled by a known evaluation, it finds that evaluation's
// king-relative weight and lowers the error on positions it never fitted.
#include "EngineTestUtil.h"
#include "engine/EvalParams.h"
#include "engine/Evaluate.h"
#include "engine/Tuner.h"

#include <cmath>

using namespace shogi;
using namespace shogi::engine;

namespace {

// Positions of random games labelled with the expected score the `truth` weights give them; every fifth
// game held out.
void labelledPositions(const EvalParams& truth, int games, std::mt19937& rng, std::vector<TuneSample>& fit,
                       std::vector<TuneSample>& held) {
    setEvalParams(truth);
    for (int g = 0; g < games; ++g) {
        const auto moves = enginetest::randomGame(VariantKind::Standard, 30 + int(rng() % 120), rng);
        Position pos = enginetest::parse(std::string(Variant::get(VariantKind::Standard).startSfen));
        for (std::size_t i = 0; i < moves.size(); ++i) {
            pos.doMove(moves[i]);
            if (i % 4) continue;
            EvalTrace trace; // as the tuner sees the truth, the king-relative tables included
            const double p = 1.0 / (1.0 + std::exp(-double(evaluateTerms(pos, trace).total()) / 400.0));
            Position sample = enginetest::parse(sfen::format(pos));
            (g % 5 == 0 ? held : fit).push_back({sample, float(p)});
        }
    }
    setEvalParams(EvalParams::defaults());
}

} // namespace

class TestTuner : public QObject {
    Q_OBJECT
private slots:
    void cleanup() { setEvalParams(EvalParams::defaults()); }
    void fitFindsAHiddenWeight();
    void fitOnlyTheNamedWeights();
};

void TestTuner::fitFindsAHiddenWeight() {
    // The truth: the defaults plus a large bonus for a gold right beside its own king and a penalty for a
    // pawn in hand beyond the first three. Each position's label is the score the truth expects (no noise
    // from drawn results), so only a fit that sees both terms can approach its error.
    EvalParams truth = EvalParams::defaults();
    const int beside = (MaxFiles - 1) * KingRelSpan + MaxFiles;
    truth.ownKing[kingRelClass(Gold)][beside] = 120;
    for (int n = 4; n < HandCountSteps; ++n)
        truth.handCount[Pawn][n] = -60;
    std::mt19937 rng(3);
    std::vector<TuneSample> fit, held;
    labelledPositions(truth, 600, rng, fit, held);
    Tuner tuner(std::move(fit), std::move(held));
    tuner.fitScale();
    const EvalParams start = EvalParams::defaults();
    const double before = tuner.validationError(start);
    const EvalParams tuned = tuner.fitLinear(start, 40, 0.0);
    const double after = tuner.validationError(tuned);
    qInfo(
        "held-out error %.5f -> %.5f; gold beside its king %d (truth 120), fifth pawn in hand %d (truth -60)",
        before, after, tuned.ownKing[kingRelClass(Gold)][beside], tuned.handCount[Pawn][5]);
    QVERIFY(after < before);
    QVERIFY(tuned.ownKing[kingRelClass(Gold)][beside] > 20); // 80 steps of Adam at about half a centipawn
    QVERIFY(tuned.handCount[Pawn][5] < 0);
    QCOMPARE(tuned.board[Pawn], 100); // the anchor of the scale stays
}

void TestTuner::fitOnlyTheNamedWeights() {
    // The truth weighs a safe gold check far more than the defaults; a fit restricted to safeCheck finds
    // that and leaves every other weight where it was.
    EvalParams truth = EvalParams::defaults();
    truth.safeCheck[Gold] += 150;
    std::mt19937 rng(4);
    std::vector<TuneSample> fit, held;
    labelledPositions(truth, 300, rng, fit, held);
    Tuner tuner(std::move(fit), std::move(held));
    tuner.fitScale();
    const EvalParams start = EvalParams::defaults();
    std::vector<bool> only(start.toVector().size(), false);
    for (int i : start.indicesOf("safeCheck"))
        only[std::size_t(i)] = true;
    QVERIFY(start.indicesOf("noSuchWeight").empty());
    tuner.restrictTo(only);
    const EvalParams tuned = tuner.fitLinear(start, 40, 0.0);
    QVERIFY(tuner.validationError(tuned) < tuner.validationError(start));
    QVERIFY(tuned.safeCheck[Gold] > start.safeCheck[Gold] + 20);
    const std::vector<int> before = start.toVector(), after = tuned.toVector();
    for (std::size_t i = 0; i < before.size(); ++i)
        if (!only[i]) QCOMPARE(after[i], before[i]);
}

QTEST_GUILESS_MAIN(TestTuner)
#include "tst_tuner.moc"
