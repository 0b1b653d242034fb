// shogiban-cli match and analyse (core/usi/EngineSession) against the strict USI engine, which logs any
// command out of the protocol's order: whole games on the standard board and minishogi, two at once, and a
// record analysed position by position.
#include "../common/CliRun.h"
#include "StrictEngine.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace {

using clitest::cli;
using clitest::Run;

QString strictCommand(const QString& arguments) {
    return strict::program() + QLatin1Char(' ') + arguments;
}

} // namespace

class TestCliStrict : public QObject {
    Q_OBJECT
private slots:
    void init() { m_watch = std::make_unique<strict::Watch>(); }
    void cleanup() {
        const QStringList found = m_watch->violations();
        m_watch.reset(); // first: a failure returns from here, and the next test's watch must not be undone
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    }

    void match_data() {
        QTest::addColumn<QString>("engine2");
        QTest::addColumn<QStringList>("extra");
        const QString quick = strictCommand("--think 20 --seed 2");
        QTest::newRow("standard") << quick << QStringList{"--byoyomi", "300"};
        QTest::newRow("minishogi, two at once")
            << quick << QStringList{"--byoyomi", "300", "--variant", "minishogi", "--concurrency", "2"};
        QTest::newRow("sudden death") << quick << QStringList{"--time", "3000+0"};
        // Past its time every move: the referee stops it (lost on time), and the next game starts.
        QTest::newRow("one loses on time")
            << strictCommand("--think 700 --ignore-clock 1") << QStringList{"--byoyomi", "200"};
    }
    void match() {
        QFETCH(QString, engine2);
        QFETCH(QStringList, extra);
        QStringList args{"match",     "--engine1",   strictCommand("--think 20 --jitter 10"),
                         "--engine2", engine2,       "--games",
                         "4",         "--max-plies", "60"};
        args += extra;
        const Run r = cli(args);
        QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
        QVERIFY2(r.out.contains(QStringLiteral("game 4/4")), qPrintable(r.out));
        QVERIFY(m_watch->count(QStringLiteral("> go ")) >= 4);
        QCOMPARE(m_watch->count(QStringLiteral("> usinewgame")), 8);
        if (QTest::currentDataTag() == QByteArray("one loses on time")) {
            QVERIFY2(r.out.contains(QStringLiteral("4 time losses")), qPrintable(r.out));
            QVERIFY(m_watch->count(QStringLiteral("> stop")) >= 4); // the referee stopped it each time
        }
    }

    void analyse() {
        const QString in = m_dir.filePath(QStringLiteral("game.usi"));
        QFile file(in);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("position startpos moves 7g7f 3c3d 2g2f 8c8d 2f2e 8d8e 6i7h 4a3b 2e2d 2c2d 2h2d\n");
        file.close();
        const Run r = cli({"analyse", in, "--engine", strictCommand("--jitter 20"), "--movetime-ms", "40",
                           "-o", m_dir.filePath(QStringLiteral("out.kifu"))});
        QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
        // One search a position (12), then the mark checks' own searches of the moves called into doubt.
        QVERIFY(m_watch->count(QStringLiteral("> go ")) >= 12);
    }

private:
    QTemporaryDir m_dir;
    std::unique_ptr<strict::Watch> m_watch;
};

QTEST_MAIN(TestCliStrict)
#include "tst_cli_strict.moc"
