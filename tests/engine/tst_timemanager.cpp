// Time management: every mix of main time, byoyomi and increment stays inside what the clock allows.
#include "engine/TimeManager.h"

#include <QTest>

using namespace shogi;
using namespace shogi::engine;

class TestTimeManager : public QObject {
    Q_OBJECT
private slots:
    void limits_data();
    void limits();
    void untimed();
    void byoyomiUsedFully();
};

void TestTimeManager::limits_data() {
    QTest::addColumn<qint64>("main");
    QTest::addColumn<qint64>("byoyomi");
    QTest::addColumn<qint64>("increment");
    QTest::addColumn<qint64>("movetime");
    QTest::newRow("sudden death 10 min") << 600000LL << 0LL << 0LL << 0LL;
    QTest::newRow("sudden death 2 s left") << 2000LL << 0LL << 0LL << 0LL;
    QTest::newRow("sudden death 50 ms left") << 50LL << 0LL << 0LL << 0LL;
    QTest::newRow("main + byoyomi") << 300000LL << 10000LL << 0LL << 0LL;
    QTest::newRow("byoyomi only") << 0LL << 3000LL << 0LL << 0LL;
    QTest::newRow("little main + byoyomi") << 1000LL << 10000LL << 0LL << 0LL;
    QTest::newRow("fischer") << 180000LL << 0LL << 2000LL << 0LL;
    QTest::newRow("fischer, main spent") << 500LL << 0LL << 2000LL << 0LL;
    QTest::newRow("fixed time per move") << 0LL << 0LL << 0LL << 1000LL;
    QTest::newRow("tiny byoyomi") << 0LL << 100LL << 0LL << 0LL;
}

void TestTimeManager::limits() {
    QFETCH(qint64, main);
    QFETCH(qint64, byoyomi);
    QFETCH(qint64, increment);
    QFETCH(qint64, movetime);
    const std::int64_t overhead = 100;
    for (Color us : {Color::Black, Color::White}) {
        for (int ply : {0, 40, 150}) {
            SearchLimits l;
            l.time[int(us)] = main;
            l.time[int(~us)] = 999999;
            l.byoyomi = byoyomi;
            l.increment[int(us)] = increment;
            l.movetime = movetime;
            TimeManager tm;
            tm.init(l, us, ply, overhead);
            QVERIFY(tm.limited());
            QVERIFY(tm.optimum() >= 1);
            QVERIFY(tm.optimum() <= tm.maximum());
            // Never past the flag: main time plus this move's byoyomi, less the margin (at least 1 ms).
            const std::int64_t flag = movetime ? movetime : main + byoyomi;
            const std::int64_t margin = TimeManager::margin(overhead, movetime ? movetime : main + byoyomi + increment);
            QVERIFY2(tm.maximum() <= std::max<std::int64_t>(1, flag - margin),
                     qPrintable(QString("max %1 flag %2").arg(tm.maximum()).arg(flag)));
            // With main time left, one move never takes more than a fifth of it beyond the byoyomi/increment.
            if (main > 10000 && !movetime) QVERIFY(tm.maximum() <= main / 5 + increment + byoyomi);
        }
    }
}

void TestTimeManager::untimed() {
    TimeManager tm;
    SearchLimits l;
    l.depth = 5;
    tm.init(l, Color::Black, 0, 100);
    QVERIFY(!tm.limited());
    QVERIFY(!tm.shouldStop(1000000, 0));
    l.byoyomi = 1000;
    l.infinite = true;
    tm.init(l, Color::Black, 0, 100);
    QVERIFY(!tm.limited());
}

void TestTimeManager::byoyomiUsedFully() {
    SearchLimits l;
    l.byoyomi = 5000;
    TimeManager tm;
    tm.init(l, Color::White, 60, 100);
    // A tenth of the period and 20 ms are kept back: the latency of a busy machine grows with the time at stake.
    QCOMPARE(tm.maximum(), 4480LL);
    // MoveOverhead counts in byoyomi too, up to half the period: 100 ms leaves 50 to think, not 0.
    l.byoyomi = 100;
    tm.init(l, Color::White, 60, 100);
    QCOMPARE(tm.maximum(), 50LL);
    tm.init(l, Color::White, 60, 0);
    QCOMPARE(tm.maximum(), 70LL);
    l.byoyomi = 1000;
    tm.init(l, Color::White, 60, 100);
    QCOMPARE(tm.maximum(), 880LL);
    tm.init(l, Color::White, 60, 300);
    QCOMPARE(tm.maximum(), 700LL);
    // A period not used is lost, so the search keeps going until the maximum.
    QVERIFY(!tm.shouldStop(4000, 0));
}

QTEST_GUILESS_MAIN(TestTimeManager)
#include "tst_timemanager.moc"
