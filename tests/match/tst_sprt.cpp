// The SPRT's log-likelihood ratio against values computed independently: fishtest's generalized LLR
// (server/fishtest/stats/LLRcalc.py, logistic Elo) worked out in Python with Newton's method on the
// Lagrange multiplier (our code bisects), zero counts replaced by 1e-3 as fishtest's regularize() does:
//   pdf = counts / total; s_k = 1 / (1 + 10^(-elo_k / 400));
//   λ_k: Σ p_i (a_i − s_k) / (1 + λ_k (a_i − s_k)) = 0;
//   LLR = N Σ p_i [log(1 + λ_0 (a_i − s_0)) − log(1 + λ_1 (a_i − s_1))]
// and, as a second opinion for large samples, fishtest's approximation LLR_alt2 = N (s1 − s0)
// (2 mean − s0 − s1) / (2 variance), which agrees to a few thousandths there.
#include "match/MatchTally.h"
#include "match/Sprt.h"

#include <QTest>

#include <cmath>

using namespace shogi::match;

class TestSprt : public QObject {
    Q_OBJECT
private slots:
    void bounds();
    void trinomial_data();
    void trinomial();
    void pentanomial_data();
    void pentanomial();
    void approximationAgrees();
    void decisions();
    void tallyCountsPairs();
    void parse_data();
    void parse();
};

void TestSprt::bounds() {
    const SprtStatus st = sprtTrinomial(0, 0, 0, {});
    QCOMPARE(st.llr, 0.0);
    QVERIFY(std::abs(st.lower + 2.944439) < 1e-6); // log(0.05 / 0.95)
    QVERIFY(std::abs(st.upper - 2.944439) < 1e-6);
    const SprtStatus uneven = sprtTrinomial(0, 0, 0, {0, 5, 0.05, 0.1});
    QVERIFY(std::abs(uneven.lower + 2.251292) < 1e-6); // log(0.1 / 0.95)
    QVERIFY(std::abs(uneven.upper - 2.890372) < 1e-6); // log(0.9 / 0.05)
}

void TestSprt::trinomial_data() {
    QTest::addColumn<int>("wins");
    QTest::addColumn<int>("draws");
    QTest::addColumn<int>("losses");
    QTest::addColumn<double>("elo0");
    QTest::addColumn<double>("elo1");
    QTest::addColumn<double>("llr");
    // jw1912/SPRT's README example (BayesElo there: 2.47; logistic Elo here).
    QTest::newRow("4307-8620-4063 [0,3]") << 4307 << 8620 << 4063 << 0.0 << 3.0 << 2.991289;
    QTest::newRow("60-20-20 [0,10]") << 60 << 20 << 20 << 0.0 << 10.0 << 1.389822;
    QTest::newRow("30-40-30 [-5,5] symmetric") << 30 << 40 << 30 << -5.0 << 5.0 << 0.0;
}

void TestSprt::trinomial() {
    QFETCH(int, wins);
    QFETCH(int, draws);
    QFETCH(int, losses);
    QFETCH(double, elo0);
    QFETCH(double, elo1);
    QFETCH(double, llr);
    const SprtStatus st = sprtTrinomial(wins, draws, losses, {elo0, elo1, 0.05, 0.05});
    QVERIFY2(std::abs(st.llr - llr) < 1e-5, qPrintable(QString::number(st.llr, 'f', 6)));
}

void TestSprt::pentanomial_data() {
    QTest::addColumn<QList<int>>("pairs");
    QTest::addColumn<double>("elo0");
    QTest::addColumn<double>("elo1");
    QTest::addColumn<double>("llr");
    QTest::newRow("even, [0,5]") << QList<int>{100, 500, 1200, 550, 80} << 0.0 << 5.0 << -0.987836;
    QTest::newRow("worse, [0,5]") << QList<int>{80, 550, 1200, 500, 100} << 0.0 << 5.0 << -1.771405;
    QTest::newRow("one win of two") << QList<int>{0, 0, 2, 0, 37} << 0.0 << 20.0 << 2.180317;
    QTest::newRow("8 split pairs, [100,200]") << QList<int>{0, 0, 8, 0, 0} << 100.0 << 200.0 << -3.232824;
    QTest::newRow("7 won pairs, [-200,-100]") << QList<int>{0, 0, 0, 0, 7} << -200.0 << -100.0 << 2.829039;
}

void TestSprt::pentanomial() {
    QFETCH(QList<int>, pairs);
    QFETCH(double, elo0);
    QFETCH(double, elo1);
    QFETCH(double, llr);
    const SprtStatus st =
        sprtPentanomial({pairs[0], pairs[1], pairs[2], pairs[3], pairs[4]}, {elo0, elo1, 0.05, 0.05});
    QVERIFY2(std::abs(st.llr - llr) < 1e-5, qPrintable(QString::number(st.llr, 'f', 6)));
}

void TestSprt::approximationAgrees() {
    // LLR_alt2 for the 4307-8620-4063 match: mean 0.507181, variance 0.123109 → 2.992213.
    const double exact = sprtTrinomial(4307, 8620, 4063, {0, 3, 0.05, 0.05}).llr;
    QVERIFY(std::abs(exact - 2.992213) < 0.01);
}

void TestSprt::decisions() {
    const SprtSettings s{0, 3, 0.05, 0.05};
    QCOMPARE(sprtTrinomial(4307, 8620, 4063, s).decision, SprtDecision::AcceptH1); // 2.991 ≥ 2.944
    QCOMPARE(sprtTrinomial(4300, 8620, 4070, s).decision, SprtDecision::Continue);
    QCOMPARE(sprtTrinomial(4063, 8620, 4307, s).decision, SprtDecision::AcceptH0);
    QCOMPARE(sprtPentanomial({0, 0, 8, 0, 0}, {100, 200, 0.05, 0.05}).decision, SprtDecision::AcceptH0);
    QCOMPARE(sprtPentanomial({0, 0, 7, 0, 0}, {100, 200, 0.05, 0.05}).decision, SprtDecision::Continue);
}

void TestSprt::tallyCountsPairs() {
    MatchTally t;
    const auto game = [](int number, std::optional<int> loser) {
        GameReport r;
        r.number = number;
        // Engine 1 is Black in odd games; a loser given as an engine becomes an outcome by side.
        r.engineBySide = number % 2 == 1 ? std::array{0, 1} : std::array{1, 0};
        if (!loser)
            r.outcome = shogi::Outcome::Draw;
        else
            r.outcome = r.engineBySide[0] == *loser ? shogi::Outcome::WhiteWins : shogi::Outcome::BlackWins;
        r.termination = loser ? Termination::Checkmate : Termination::Repetition;
        return r;
    };
    t.add(game(2, 1)); // engine 1 wins; its pair waits for game 1
    QCOMPARE(t.pentanomial, (std::array<int, 5>{}));
    t.add(game(3, std::nullopt));
    t.add(game(1, std::nullopt)); // pair 1: a win and a draw = 1.5 points
    QCOMPARE(t.pentanomial, (std::array<int, 5>{0, 0, 0, 1, 0}));
    t.add(game(4, 0)); // pair 2: a draw and a loss = 0.5 points
    t.add(game(5, 0));
    t.add(game(6, 0));
    QCOMPARE(t.pentanomial, (std::array<int, 5>{1, 1, 0, 1, 0}));
    QCOMPARE(t.wins + t.draws + t.losses, 6);
}

void TestSprt::parse_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<double>("alpha");
    QTest::newRow("two") << "0,5" << true << 0.05;
    QTest::newRow("four") << "-1.5,3,0.1,0.2" << true << 0.1;
    QTest::newRow("three") << "0,5,0.1" << false << 0.0;
    QTest::newRow("reversed") << "5,0" << false << 0.0;
    QTest::newRow("trailing") << "0,5x" << false << 0.0;
    QTest::newRow("alpha too big") << "0,5,0.5,0.05" << false << 0.0;
    QTest::newRow("words") << "zero,five" << false << 0.0;
}

void TestSprt::parse() {
    QFETCH(QString, text);
    QFETCH(bool, ok);
    QFETCH(double, alpha);
    SprtSettings s;
    QCOMPARE(parseSprtSettings(text.toUtf8().constData(), s), ok);
    if (ok) QCOMPARE(s.alpha, alpha);
}

QTEST_APPLESS_MAIN(TestSprt)
#include "tst_sprt.moc"
