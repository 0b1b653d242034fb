// Furigoma: five pawns tossed; reproducible from a seed, fair across seeds.
#include "rules/Furigoma.h"

#include <QTest>

using namespace shogi;

class TestFurigoma : public QObject {
    Q_OBJECT
private slots:
    void sameSeedSameToss();
    void countsAndWinnerAgree();
    void bothOutcomesAndFairness();
};

void TestFurigoma::sameSeedSameToss() {
    const FurigomaResult a = furigoma(42), b = furigoma(42);
    QCOMPARE(a.tokinUp, b.tokinUp);
    QCOMPARE(a.seniorPlaysBlack, b.seniorPlaysBlack);
}

void TestFurigoma::countsAndWinnerAgree() {
    for (std::uint64_t seed = 0; seed < 200; ++seed) {
        const FurigomaResult r = furigoma(seed);
        int tokins = 0;
        for (bool t : r.tokinUp)
            tokins += t;
        QCOMPARE(r.tokins, tokins);
        QCOMPARE(r.pawns + r.tokins, 5);
        QCOMPARE(r.seniorPlaysBlack, r.pawns >= 3);
    }
}

void TestFurigoma::bothOutcomesAndFairness() {
    int senior = 0;
    const int n = 4000;
    for (std::uint64_t seed = 0; seed < n; ++seed)
        senior += furigoma(seed).seniorPlaysBlack;
    // A fair toss: 50% within five standard deviations (about 4%).
    QVERIFY2(senior > n * 46 / 100 && senior < n * 54 / 100, QByteArray::number(senior).constData());
}

QTEST_GUILESS_MAIN(TestFurigoma)
#include "tst_furigoma.moc"
