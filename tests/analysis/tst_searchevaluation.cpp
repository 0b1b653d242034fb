// An engine's info lines gathered into one evaluation: the score turned to Black's view by the side to move,
// MultiPV lines other than the first ignored, an exact score preferred to a bound, the PV cut at its first
// illegal move, and a mated position judged without an engine.
#include "AnalysisTestUtil.h"
#include "analysis/SearchEvaluation.h"

using namespace shogi;
using namespace analysistest;

namespace {

usi::SearchInfo info(const char* line) {
    auto parsed = usi::parseInfo(line);
    if (!parsed) qFatal("not an info line: %s", line);
    return *parsed;
}

} // namespace

class TestSearchEvaluation : public QObject {
    Q_OBJECT
private slots:
    void blackToMove() {
        analysis::SearchEvaluation s(position(kStart));
        s.add(info("info depth 8 score cp 40 nodes 1000 pv 7g7f 3c3d"));
        s.add(info("info depth 9 score cp 55 nodes 5000 pv 2g2f 8c8d"));
        const auto e = s.result(QStringLiteral("engine"));
        QVERIFY(e);
        QCOMPARE(e->score, usi::Score::cp(55));
        QCOMPARE(e->depth, std::optional(9));
        QCOMPARE(e->nodes, std::optional<std::int64_t>(5000));
        QCOMPARE(usiText(e->pv), QStringLiteral("2g2f 8c8d"));
        QCOMPARE(e->engine, QStringLiteral("engine"));
    }

    // USI scores are the side to move's: with White to move, +120 is good for White, -120 for Black.
    void whiteToMove() {
        analysis::SearchEvaluation s(position(kStart, QStringLiteral("7g7f")));
        s.add(info("info depth 10 score cp 120 pv 3c3d"));
        QCOMPARE(s.result({})->score, usi::Score::cp(-120));
        s.add(info("info depth 11 score mate 5 pv 3c3d"));
        QCOMPARE(s.result({})->score, usi::Score::mate(-5)); // White mates
        s.add(info("info depth 12 score mate -4 pv 3c3d"));
        QCOMPARE(s.result({})->score, usi::Score::mate(4)); // White is mated: Black mates
    }

    void multiPvAndBounds() {
        analysis::SearchEvaluation s(position(kStart));
        s.add(info("info depth 10 multipv 1 score cp 30 pv 7g7f"));
        s.add(info("info depth 10 multipv 2 score cp -200 pv 1g1f"));
        s.add(info("info depth 11 multipv 1 score cp 90 lowerbound pv 2g2f"));
        QCOMPARE(s.result({})->score, usi::Score::cp(30)); // the exact one
        QCOMPARE(usiText(s.result({})->pv), QStringLiteral("7g7f"));
        analysis::SearchEvaluation onlyBound(position(kStart));
        onlyBound.add(info("info depth 3 score cp 90 lowerbound pv 2g2f"));
        QCOMPARE(onlyBound.result({})->score, usi::Score::cp(90, usi::Score::Bound::Lower));
    }

    void pvCutAtIllegalMove() {
        analysis::SearchEvaluation s(position(kStart));
        s.add(info("info depth 5 score cp 0 pv 7g7f 3c3d 7f7e 7e7d 3d3e"));
        QCOMPARE(usiText(s.result({})->pv), QStringLiteral("7g7f 3c3d 7f7e"));
    }

    // gpsusi's line in a lost position is the word it answers with: the score stands, the line is empty,
    // and nothing is at fault; a word that is no move still is.
    void resignInTheLine() {
        analysis::SearchEvaluation s(position(kStart, QStringLiteral("7g7f")));
        const usi::SearchInfo lost = info("info depth 10 seldepth 1 score cp -1148897 nodes 101 pv resign");
        s.add(lost);
        QCOMPARE(s.pvFault(lost), std::nullopt);
        QCOMPARE(s.pvFault(info("info depth 3 score cp 900 pv win")), std::nullopt);
        usi::BestMove resign;
        resign.kind = usi::BestMove::Kind::Resign;
        QCOMPARE(s.fault(resign), std::nullopt);
        QCOMPARE(s.result({})->score, usi::Score::cp(1148897)); // White to move has lost: Black's view
        QVERIFY(s.result({})->pv.empty());
        const auto junk = s.pvFault(info("info depth 3 score cp 0 pv resigns"));
        QVERIFY(junk);
        QCOMPARE(junk->kind, analysis::SearchEvaluation::Fault::Kind::IllegalPv);
    }

    void noScore() {
        analysis::SearchEvaluation s(position(kStart));
        s.add(info("info depth 5 nodes 100 pv 7g7f"));
        s.add(info("info string hello"));
        QCOMPARE(s.result({}), std::nullopt);
    }

    void matedPosition() {
        // White's king on 5a is mated by the gold on 5b, protected by the silver on 5c.
        const Position mated = position(QStringLiteral("4k4/4G4/4S4/9/9/9/9/9/4K4 w - 1"));
        const auto e = analysis::SearchEvaluation::forPositionWithoutMoves(mated);
        QVERIFY(e);
        QCOMPARE(e->score, usi::Score::mateUnknown(true)); // Black has mated
        QCOMPARE(analysis::SearchEvaluation::forPositionWithoutMoves(position(kStart)), std::nullopt);
    }
};

QTEST_GUILESS_MAIN(TestSearchEvaluation)
#include "tst_searchevaluation.moc"
