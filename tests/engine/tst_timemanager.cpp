// Time management: every mix of main time, byoyomi and increment stays inside what the clock allows.
#include "engine/TimeManager.h"

#include <QTest>

#include <tuple>

using namespace shogi;
using namespace shogi::engine;

class TestTimeManager : public QObject {
    Q_OBJECT
private slots:
    void limits_data();
    void limits();
    void untimed();
    void byoyomiUsedFully();
    void casualPace();
    void casualWeakLevelsAnswerQuickly();
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
            const std::int64_t margin =
                TimeManager::margin(overhead, movetime ? movetime : main + byoyomi + increment);
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
    // A tenth of the period and 20 ms are kept back: the latency of a busy machine grows with the time at
    // stake.
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
    // On a busy machine (the search saw itself stalled for 150 ms) twice the stall is kept back as well, but
    // a fifth of the period is always left to think.
    tm.init(l, Color::White, 60, 100, Pace::Tournament, true, 150);
    QCOMPARE(tm.maximum(), 700LL);
    l.byoyomi = 100;
    tm.init(l, Color::White, 60, 100, Pace::Tournament, true, 150);
    QCOMPARE(tm.maximum(), 20LL);
    // A period not used is lost, so the search keeps going until the maximum.
    QVERIFY(!tm.shouldStop(4000, 0));
}

void TestTimeManager::casualPace() {
    // 10 min + 30 s byoyomi against a person: a game of 60 moves where every move takes its whole maximum
    // (the worst the search can do) still has main time at move 60; no move may take more than 30 s; the
    // optimum, what a move takes when the best move is stable, averages at most 10 s over the first 20.
    std::int64_t main = 600000;
    std::int64_t optimumSum = 0;
    for (int move = 0; move < 60; ++move) {
        SearchLimits l;
        l.time[0] = main;
        l.time[1] = 600000;
        l.byoyomi = 30000;
        TimeManager tm;
        tm.init(l, Color::Black, 2 * move, 100, Pace::Casual);
        QVERIFY2(tm.maximum() <= 30000, qPrintable(QString("move %1: %2 ms").arg(move).arg(tm.maximum())));
        QVERIFY(tm.optimum() <= tm.maximum());
        if (move < 20) optimumSum += tm.optimum();
        main -= tm.maximum();
        QVERIFY2(main > 0, qPrintable(QString("main time spent at move %1").arg(move + 1)));
    }
    QVERIFY(optimumSum / 20 <= 10000);
    // The tournament pace on the same clock may think much longer: the byoyomi is always its own.
    SearchLimits l;
    l.time[0] = l.time[1] = 600000;
    l.byoyomi = 30000;
    TimeManager tournament, casual;
    tournament.init(l, Color::Black, 4, 100, Pace::Tournament);
    casual.init(l, Color::Black, 4, 100, Pace::Casual);
    QVERIFY(tournament.optimum() > 3 * casual.optimum());
    // In byoyomi the casual pace does not use the whole period either, and still stops between iterations.
    l.time[0] = 0;
    casual.init(l, Color::Black, 120, 100, Pace::Casual);
    QVERIFY(casual.maximum() <= TimeManager::CasualMaximumMs);
    QVERIFY(casual.shouldStop(TimeManager::CasualOptimumMs, 0));
}

void TestTimeManager::casualWeakLevelsAnswerQuickly() {
    // Levels 1-9 against a person answer within 3 s whatever the clock: 10 min + 30 s, 30 s byoyomi, 10 s a
    // move.
    for (const auto& [main, byoyomi, movetime] :
         {std::tuple{600000LL, 30000LL, 0LL}, std::tuple{0LL, 30000LL, 0LL}, std::tuple{0LL, 0LL, 10000LL}}) {
        SearchLimits l;
        l.time[0] = l.time[1] = main;
        l.byoyomi = byoyomi;
        l.movetime = movetime;
        TimeManager tm;
        tm.init(l, Color::Black, 10, 100, Pace::Casual, false);
        QVERIFY(tm.maximum() <= 3000);
        QVERIFY(tm.optimum() <= tm.maximum());
    }
}

QTEST_GUILESS_MAIN(TestTimeManager)
#include "tst_timemanager.moc"
