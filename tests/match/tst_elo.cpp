// The Elo estimate and its 95 % error bar from W-D-L, checked against values worked out by hand.
#include "match/Elo.h"

#include <QTest>

#include <cmath>

using namespace shogi::match;

class TestElo : public QObject {
    Q_OBJECT
private slots:
    void fromScore();
    void estimate_data();
    void estimate();
    void drawsNarrowTheBar();
    void oneSidedResults();
};

void TestElo::fromScore() {
    QCOMPARE(eloFromScore(0.5), 0.0);
    QVERIFY(!std::signbit(eloFromScore(0.5)));
    QVERIFY(std::abs(eloFromScore(0.75) - 190.848) < 0.001); // -400 log10(1/3)
    QVERIFY(std::abs(eloFromScore(0.25) + 190.848) < 0.001);
    QVERIFY(std::isinf(eloFromScore(1.0)) && eloFromScore(1.0) > 0);
    QVERIFY(std::isinf(eloFromScore(0.0)) && eloFromScore(0.0) < 0);
}

void TestElo::estimate_data() {
    QTest::addColumn<int>("wins");
    QTest::addColumn<int>("draws");
    QTest::addColumn<int>("losses");
    QTest::addColumn<double>("score");
    QTest::addColumn<double>("elo");
    QTest::addColumn<double>("low");
    QTest::addColumn<double>("high");
    // p = 0.7, per-game variance 0.16, so p ± 1.96 * 0.4 / 10 = 0.6216 .. 0.7784.
    QTest::newRow("60-20-20") << 60 << 20 << 20 << 0.7 << 147.1907 << 86.2240 << 218.2532;
    QTest::newRow("10-0-10") << 10 << 0 << 10 << 0.5 << 0.0 << -163.3248 << 163.3248;
    QTest::newRow("20-0-60") << 20 << 0 << 60 << 0.25 << -190.8485 << -294.4616 << -111.4549;
}

void TestElo::estimate() {
    QFETCH(int, wins);
    QFETCH(int, draws);
    QFETCH(int, losses);
    QFETCH(double, score);
    QFETCH(double, elo);
    QFETCH(double, low);
    QFETCH(double, high);
    const EloEstimate e = estimateElo(wins, draws, losses);
    QVERIFY(std::abs(e.score - score) < 1e-9);
    QVERIFY2(std::abs(e.elo - elo) < 1e-3, qPrintable(QString::number(e.elo, 'f', 4)));
    QVERIFY2(std::abs(e.low - low) < 1e-3, qPrintable(QString::number(e.low, 'f', 4)));
    QVERIFY2(std::abs(e.high - high) < 1e-3, qPrintable(QString::number(e.high, 'f', 4)));
    QVERIFY(std::abs(e.errorMargin - (high - low) / 2) < 1e-3);
}

void TestElo::drawsNarrowTheBar() {
    // The same 50 % from 90 draws in 100 games is far surer than from 10 wins and 10 losses.
    QVERIFY(std::abs(estimateElo(5, 90, 5).errorMargin - 21.5619) < 1e-3);
    QVERIFY(estimateElo(5, 90, 5).errorMargin < estimateElo(10, 0, 10).errorMargin);
}

void TestElo::oneSidedResults() {
    const EloEstimate allWon = estimateElo(4, 0, 0);
    QCOMPARE(allWon.score, 1.0);
    QVERIFY(std::isinf(allWon.elo) && allWon.elo > 0);
    QVERIFY(std::isinf(allWon.errorMargin));
    // 3-1-0: the upper end of the interval passes 100 %, so the bar is unbounded.
    const EloEstimate nearly = estimateElo(3, 1, 0);
    QVERIFY(std::abs(nearly.elo - 338.0392) < 1e-3);
    QVERIFY(std::isinf(nearly.errorMargin));
    QCOMPARE(estimateElo(0, 0, 0).score, 0.5);
}

QTEST_APPLESS_MAIN(TestElo)
#include "tst_elo.moc"
