// What the clocks show: minutes and seconds of main time, hours when needed, the byoyomi countdown with the
// phase named, when the warning colour comes on, and zero once the flag has fallen.
#include "game/ClockText.h"
#include "game/GameClock.h"

#include <QTest>

using namespace shogi;

class TestClockText : public QObject {
    Q_OBJECT
private slots:
    void format_data();
    void format();
    void reading_data();
    void reading();
    void fallenFlagStaysAtZero_data();
    void fallenFlagStaysAtZero();
};

void TestClockText::format_data() {
    QTest::addColumn<qint64>("ms");
    QTest::addColumn<QString>("text");
    QTest::newRow("ten minutes") << qint64(600'000) << QStringLiteral("10:00");
    QTest::newRow("rounds up") << qint64(599'001) << QStringLiteral("10:00");
    QTest::newRow("just under") << qint64(599'000) << QStringLiteral("9:59");
    QTest::newRow("hours") << qint64(3'723'000) << QStringLiteral("1:02:03");
    QTest::newRow("gone") << qint64(0) << QStringLiteral("0:00");
}

void TestClockText::format() {
    QFETCH(qint64, ms);
    QFETCH(QString, text);
    QCOMPARE(formatClockTime(ms), text);
}

void TestClockText::reading_data() {
    QTest::addColumn<TimeControl>("control");
    QTest::addColumn<qint64>("thinking"); // ms Black has been thinking
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("phase");
    QTest::addColumn<bool>("low");
    const QString none, main = QStringLiteral("Main time"), byoyomi = QStringLiteral("Byoyomi");
    QTest::newRow("no clock") << TimeControl::none() << qint64(5000) << QString() << none << false;
    QTest::newRow("sudden death") << TimeControl::suddenDeath(600'000) << qint64(1000)
                                  << QStringLiteral("9:59") << none << false;
    QTest::newRow("sudden death, low")
        << TimeControl::suddenDeath(60'000) << qint64(35'000) << QStringLiteral("0:25") << none << true;
    QTest::newRow("fischer") << TimeControl::fischer(60'000, 5'000) << qint64(1000) << QStringLiteral("0:59")
                             << none << false;
    QTest::newRow("main time before byoyomi")
        << TimeControl::byoyomi(60'000, 30'000) << qint64(55'000) << QStringLiteral("0:05") << main << false;
    QTest::newRow("byoyomi countdown")
        << TimeControl::byoyomi(60'000, 30'000) << qint64(61'500) << QStringLiteral("29") << byoyomi << false;
    QTest::newRow("byoyomi, low") << TimeControl::byoyomi(0, 30'000) << qint64(22'000) << QStringLiteral("8")
                                  << byoyomi << true;
}

void TestClockText::reading() {
    QFETCH(TimeControl, control);
    QFETCH(qint64, thinking);
    QFETCH(QString, text);
    QFETCH(QString, phase);
    QFETCH(bool, low);
    Clock clock(control);
    clock.start(Color::Black, 0);
    const ClockReading r = readClock(clock, Color::Black, thinking);
    QCOMPARE(r.text, text);
    QCOMPARE(r.phase, phase);
    QCOMPARE(r.low, low);
}

void TestClockText::fallenFlagStaysAtZero_data() {
    QTest::addColumn<TimeControl>("control");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("phase");
    QTest::newRow("byoyomi") << TimeControl::byoyomi(0, 50) << QStringLiteral("0")
                             << QStringLiteral("Byoyomi");
    QTest::newRow("sudden death") << TimeControl::suddenDeath(50) << QStringLiteral("0:00") << QString();
}

// The game stops the clock when the flag falls; the stopped core clock would offer a fresh period again.
void TestClockText::fallenFlagStaysAtZero() {
    QFETCH(TimeControl, control);
    QFETCH(QString, text);
    QFETCH(QString, phase);
    GameClock clock;
    clock.reset(control);
    clock.start(Color::Black);
    QTRY_VERIFY(clock.flagged() == Color::Black);
    clock.stop();
    const ClockReading r = clock.reading(Color::Black);
    QCOMPARE(r.text, text);
    QCOMPARE(r.phase, phase);
    QVERIFY(r.low);
    clock.reset(control); // a new game: full time again
    QVERIFY(clock.reading(Color::Black).text != text);
}

QTEST_GUILESS_MAIN(TestClockText)
#include "tst_gui_clocktext.moc"
