// What the clocks show: minutes and seconds of main time, hours when needed, the byoyomi countdown, and when
// the warning colour comes on.
#include "ClockText.h"

#include <QTest>

using namespace shogi;

class TestClockText : public QObject {
    Q_OBJECT
private slots:
    void format_data();
    void format();
    void reading_data();
    void reading();
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
    QTest::addColumn<bool>("low");
    QTest::newRow("no clock") << TimeControl::none() << qint64(5000) << QString() << false;
    QTest::newRow("sudden death") << TimeControl::suddenDeath(600'000) << qint64(1000) << QStringLiteral("9:59")
                                  << false;
    QTest::newRow("sudden death, low") << TimeControl::suddenDeath(60'000) << qint64(35'000)
                                       << QStringLiteral("0:25") << true;
    QTest::newRow("main time before byoyomi") << TimeControl::byoyomi(60'000, 30'000) << qint64(55'000)
                                              << QStringLiteral("0:05") << false;
    QTest::newRow("byoyomi countdown") << TimeControl::byoyomi(60'000, 30'000) << qint64(61'500)
                                       << QStringLiteral("29") << false;
    QTest::newRow("byoyomi, low") << TimeControl::byoyomi(0, 30'000) << qint64(22'000) << QStringLiteral("8")
                                  << true;
}

void TestClockText::reading() {
    QFETCH(TimeControl, control);
    QFETCH(qint64, thinking);
    QFETCH(QString, text);
    QFETCH(bool, low);
    Clock clock(control);
    clock.start(Color::Black, 0);
    const ClockReading r = readClock(clock, Color::Black, thinking);
    QCOMPARE(r.text, text);
    QCOMPARE(r.low, low);
}

QTEST_APPLESS_MAIN(TestClockText)
#include "tst_gui_clocktext.moc"
