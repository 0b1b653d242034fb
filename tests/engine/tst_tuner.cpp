// The Texel tuner's gradient fit: on positions labelled by a known evaluation, it finds that evaluation's
// king-relative weight and lowers the error on positions it never fitted.
#include "EngineTestUtil.h"
#include "engine/EvalParams.h"
#include "engine/Evaluate.h"
#include "engine/Tuner.h"

#include <cmath>

using namespace shogi;
using namespace shogi::engine;

class TestTuner : public QObject {
    Q_OBJECT
private slots:
    void cleanup() { setEvalParams(EvalParams::defaults()); }
    void fitFindsAHiddenWeight();
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
    setEvalParams(truth);
    for (int g = 0; g < 600; ++g) {
        const auto moves = enginetest::randomGame(VariantKind::Standard, 30 + int(rng() % 120), rng);
        Position pos = enginetest::parse(std::string(Variant::get(VariantKind::Standard).startSfen));
        for (std::size_t i = 0; i < moves.size(); ++i) {
            pos.doMove(moves[i]);
            if (i % 4) continue;
            const double p = 1.0 / (1.0 + std::exp(-double(evaluateTerms(pos).total()) / 400.0));
            const float result = float(p);
            Position sample = enginetest::parse(sfen::format(pos));
            (g % 5 == 0 ? held : fit).push_back({sample, result});
        }
    }
    setEvalParams(EvalParams::defaults());
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

QTEST_GUILESS_MAIN(TestTuner)
#include "tst_tuner.moc"
