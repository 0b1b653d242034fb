// shogiban --screenshot writes a PNG of the window, in each piece style and language, also of a record at a
// given move, with a hint, in a game against the computer, or of the engine dialogs, and rejects bad input.
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TestScreenshot : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void writesAPng_data();
    void writesAPng();
    void rejectsBadInput_data();
    void rejectsBadInput();

private:
    QString record() const { return m_dir.filePath(QStringLiteral("game.usi")); }

    QTemporaryDir m_dir;
};

void TestScreenshot::initTestCase() {
    QFile file(record());
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("position startpos moves 7g7f 3c3d 8h2b+ 3a2b\n");
}

void TestScreenshot::writesAPng_data() {
    QTest::addColumn<QStringList>("options");
    QTest::newRow("default") << QStringList{};
    QTest::newRow("western, spanish, selection")
        << QStringList{"--pieces", "western", "--lang", "es", "--select", "7g", "--size", "900x640"};
    QTest::newRow("beginner, japanese, sfen") << QStringList{
        "--pieces", "beginner", "--lang",
        "ja",       "--sfen",   "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2"};
    QTest::newRow("minishogi") << QStringList{"--sfen", "rbsgk/4p/5/P4/KGSBR b - 1", "--size", "800x600"};
    QTest::newRow("position editor, tsume") << QStringList{"--editor", "--sfen", "8k/9/8P/9/9/9/9/9/9 b G 1"};
    QTest::newRow("record at a move") << QStringList{record(), "--move", "3", "--lang", "es"};
    QTest::newRow("flipped") << QStringList{record(), "--move", "3", "--flip"};
    // With Shogiban's engine: a hint on a mate in one, a game against the computer, the engine dialogs.
    QTest::newRow("hint") << QStringList{"--sfen", "4k4/9/4P4/9/9/9/9/9/4K4 b G 1", "--hint"};
    QTest::newRow("vs computer") << QStringList{"--vs-computer", "7g7f,2g2f", "--lang", "ja"};
    QTest::newRow("new game dialog") << QStringList{"--dialog", "newgame"};
    QTest::newRow("engine manager") << QStringList{"--dialog", "engines", "--size", "820x560"};
    QTest::newRow("restore question")
        << QStringList{record(), "--move", "3", "--dialog", "restore", "--lang", "it"};
}

void TestScreenshot::writesAPng() {
    QFETCH(QStringList, options);
    const QString file = m_dir.filePath(QStringLiteral("%1.png").arg(QTest::currentDataTag()));
    QProcess shogiban;
    shogiban.start(QStringLiteral(SHOGIBAN_EXECUTABLE), QStringList{"--screenshot", file} + options);
    QVERIFY(shogiban.waitForFinished(60000));
    QCOMPARE(shogiban.exitCode(), 0);
    const QImage image(file);
    QVERIFY(!image.isNull());
    const int sizeOption = options.indexOf(QStringLiteral("--size"));
    if (sizeOption >= 0)
        QCOMPARE(QStringLiteral("%1x%2").arg(image.width()).arg(image.height()), options[sizeOption + 1]);
}

void TestScreenshot::rejectsBadInput_data() {
    QTest::addColumn<QStringList>("options");
    QTest::newRow("bad sfen") << QStringList{"--sfen", "not a position"};
    QTest::newRow("bad square") << QStringList{"--select", "0z"};
    QTest::newRow("bad style") << QStringList{"--pieces", "chess"};
    QTest::newRow("bad language") << QStringList{"--lang", "fr"};
    QTest::newRow("bad size") << QStringList{"--size", "big"};
    QTest::newRow("bad move") << QStringList{record(), "--move", "-2"};
    QTest::newRow("missing record") << QStringList{m_dir.filePath(QStringLiteral("nowhere.kif"))};
    QTest::newRow("bad dialog") << QStringList{"--dialog", "about"};
    QTest::newRow("hint after mate") << QStringList{"--sfen", "4k4/4G4/4P4/9/9/9/9/9/4K4 w - 1", "--hint"};
    QTest::newRow("bad move against the computer") << QStringList{"--vs-computer", "7g7e"};
}

void TestScreenshot::rejectsBadInput() {
    QFETCH(QStringList, options);
    const QString file = m_dir.filePath(QStringLiteral("bad.png"));
    QProcess shogiban;
    shogiban.start(QStringLiteral(SHOGIBAN_EXECUTABLE), QStringList{"--screenshot", file} + options);
    QVERIFY(shogiban.waitForFinished(60000));
    QCOMPARE(shogiban.exitCode(), 2);
    QVERIFY(!shogiban.readAllStandardError().isEmpty());
    QVERIFY(!QFile::exists(file));
}

QTEST_GUILESS_MAIN(TestScreenshot)
#include "tst_gui_screenshot.moc"
