// The game clock: remaining time per side, byoyomi periods, Fischer increments and flag detection.
// Time is made up by the test (milliseconds passed in), so nothing here waits or depends on speed.
#include "rules/Clock.h"

#include <QtTest>

using namespace shogi;

class TestClock : public QObject {
    Q_OBJECT
private slots:
    void noneNeverFlags();
    void suddenDeathCountsDownAndFlags();
    void onlyTheRunningSideLosesTime();
    void byoyomiStartsWhenMainTimeIsOut();
    void byoyomiPeriodResetsEachMove_data();
    void byoyomiPeriodResetsEachMove();
    void pureByoyomi();
    void fischerAddsIncrementAfterMove();
    void fischerFlagsBeforeIncrement();
    void stopChargesWithoutIncrement();
    void flagFallsExactlyAtZero();
};

void TestClock::noneNeverFlags() {
    Clock c;
    QVERIFY(!c.enabled());
    c.start(Color::Black, 0);
    QVERIFY(!c.flagged(1'000'000'000));
}

void TestClock::suddenDeathCountsDownAndFlags() {
    Clock c(TimeControl::suddenDeath(60'000));
    c.start(Color::Black, 1000);
    QCOMPARE(c.mainRemaining(Color::Black, 1000), 60'000);
    QCOMPARE(c.mainRemaining(Color::Black, 31'000), 30'000);
    QVERIFY(!c.flagged(60'999));
    QCOMPARE(c.flagged(61'000), Color::Black);
    QCOMPARE(c.mainRemaining(Color::Black, 90'000), 0);
}

void TestClock::onlyTheRunningSideLosesTime() {
    Clock c(TimeControl::suddenDeath(10'000));
    c.start(Color::Black, 0);
    c.moveMade(4000);
    QCOMPARE(c.runningSide(), Color::White);
    QCOMPARE(c.mainRemaining(Color::Black, 9000), 6000);
    QCOMPARE(c.mainRemaining(Color::White, 9000), 5000);
    c.moveMade(9000);
    QCOMPARE(c.mainRemaining(Color::White, 20'000), 5000);
    QCOMPARE(c.flagged(15'000), Color::Black);
}

void TestClock::byoyomiStartsWhenMainTimeIsOut() {
    Clock c(TimeControl::byoyomi(10'000, 30'000));
    c.start(Color::Black, 0);
    QVERIFY(!c.inByoyomi(Color::Black, 9999));
    QCOMPARE(c.periodRemaining(Color::Black, 9999), 30'000);
    QVERIFY(c.inByoyomi(Color::Black, 10'000));
    QCOMPARE(c.periodRemaining(Color::Black, 25'000), 15'000);
    QCOMPARE(c.timeToFlag(Color::Black, 25'000), 15'000);
    QVERIFY(!c.flagged(39'999));
    QCOMPARE(c.flagged(40'000), Color::Black);
}

void TestClock::byoyomiPeriodResetsEachMove_data() {
    QTest::addColumn<qint64>("used"); // by Black within its period, before moving
    QTest::newRow("quick move") << qint64(1000);
    QTest::newRow("most of the period") << qint64(29'000);
}

void TestClock::byoyomiPeriodResetsEachMove() {
    QFETCH(qint64, used);
    Clock c(TimeControl::byoyomi(0, 30'000));
    c.start(Color::Black, 0);
    c.moveMade(used);
    c.moveMade(used + 5000); // White's move
    QCOMPARE(c.runningSide(), Color::Black);
    QCOMPARE(c.periodRemaining(Color::Black, used + 5000), 30'000);
    QVERIFY(!c.flagged(used + 5000 + 29'999));
}

void TestClock::pureByoyomi() {
    Clock c(TimeControl::byoyomi(0, 10'000));
    c.start(Color::White, 0);
    QVERIFY(c.inByoyomi(Color::White, 0));
    QCOMPARE(c.timeToFlag(Color::White, 3000), 7000);
    QCOMPARE(c.flagged(10'000), Color::White);
}

void TestClock::fischerAddsIncrementAfterMove() {
    Clock c(TimeControl::fischer(60'000, 5000));
    c.start(Color::Black, 0);
    c.moveMade(2000);
    QCOMPARE(c.mainRemaining(Color::Black, 2000), 63'000);
    QCOMPARE(c.mainRemaining(Color::White, 2000), 60'000);
    c.moveMade(12'000);
    QCOMPARE(c.mainRemaining(Color::White, 12'000), 55'000);
}

void TestClock::fischerFlagsBeforeIncrement() {
    Clock c(TimeControl::fischer(1000, 5000));
    c.start(Color::Black, 0);
    QCOMPARE(c.flagged(1000), Color::Black);
}

void TestClock::stopChargesWithoutIncrement() {
    Clock c(TimeControl::fischer(60'000, 5000));
    c.start(Color::Black, 0);
    c.stop(10'000);
    QVERIFY(!c.running());
    QCOMPARE(c.mainRemaining(Color::Black, 99'000), 50'000);
    QVERIFY(!c.flagged(10'000'000));
    c.start(Color::Black, 100'000);
    QCOMPARE(c.mainRemaining(Color::Black, 110'000), 40'000);
}

void TestClock::flagFallsExactlyAtZero() {
    Clock c(TimeControl::suddenDeath(1));
    c.start(Color::White, 5);
    QVERIFY(!c.flagged(5));
    QCOMPARE(c.flagged(6), Color::White);
}

QTEST_APPLESS_MAIN(TestClock)
#include "tst_clock.moc"
