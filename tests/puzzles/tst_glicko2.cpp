// Glicko-2 against the worked example of Glickman's "Example of the Glicko-2 system" (2012): a player rated
// 1500, RD 200, volatility 0.06, tau 0.5, beats a 1400 (RD 30) and loses to a 1550 (RD 100) and a 1700
// (RD 300); the paper gives 1464.06, RD 151.52, volatility 0.05999.
#include "puzzles/Glicko2.h"

#include <QtTest>

using namespace shogi::puzzles;

class TestGlicko2 : public QObject {
    Q_OBJECT
private slots:
    void paperExample() {
        const Rating r =
            updateRating({1500, 200, 0.06}, {{1400, 30, 1}, {1550, 100, 0}, {1700, 300, 0}}, 0.5);
        // The paper rounds its intermediate values (mu' = -0.2069): exact arithmetic gives 1464.05.
        QVERIFY2(std::fabs(r.rating - 1464.06) < 0.02, qPrintable(QString::number(r.rating, 'f', 4)));
        QVERIFY2(std::fabs(r.deviation - 151.52) < 0.01, qPrintable(QString::number(r.deviation, 'f', 4)));
        QVERIFY2(std::fabs(r.volatility - 0.05999) < 0.00001,
                 qPrintable(QString::number(r.volatility, 'f', 7)));
    }
    void idlePeriodWidensDeviation() {
        const Rating r = updateRating({1500, 200, 0.06}, {});
        QCOMPARE(r.rating, 1500.0);
        QVERIFY(r.deviation > 200);
    }
    void winsRaiseLossesLower() {
        Rating up{1500, 350, 0.06}, down{1500, 350, 0.06};
        for (int i = 0; i < 5; ++i) {
            up = updateRating(up, {{1500, 100, 1}});
            down = updateRating(down, {{1500, 100, 0}});
        }
        QVERIFY(up.rating > 1700);
        QVERIFY(down.rating < 1300);
        QVERIFY(up.deviation < 350 && down.deviation < 350);
    }
};

QTEST_APPLESS_MAIN(TestGlicko2)
#include "tst_glicko2.moc"
