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

    // --jobs: several records at once, one engine process each; the summaries in the files' order, the
    // records the same as one job writes them (the strict engine's answers depend on the position only).
    void analyseJobs() {
        const QStringList games = {"7g7f 3c3d 2g2f 8c8d 2f2e 8d8e", "2g2f 8c8d 7g7f 3c3d", "5g5f 3c3d 2h5h",
                                   "7g7f 8c8d 7f7e", "2g2f 3c3d 7g7f 4c4d 3i4h"};
        QStringList files;
        for (int i = 0; i < games.size(); ++i) {
            const QString usi = m_dir.filePath(QStringLiteral("j%1.usi").arg(i));
            QFile file(usi);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(("position startpos moves " + games[i] + "\n").toUtf8());
            file.close();
            files << m_dir.filePath(QStringLiteral("j%1.kifu").arg(i));
            QCOMPARE(cli({"convert", usi, files.last()}).exitCode, 0);
        }
        const auto run = [&](const QString& jobs, const QString& out) {
            QStringList args{"analyse"};
            args << files;
            args << QStringList{"--engine", strictCommand(QString()), "--movetime-ms", "20", "--jobs", jobs,
                                "-o",       m_dir.filePath(out)};
            return cli(args);
        };
        const Run one = run(QStringLiteral("1"), QStringLiteral("one"));
        QVERIFY2(one.exitCode == 0, qPrintable(one.out + one.err));
        const Run three = run(QStringLiteral("3"), QStringLiteral("three"));
        QVERIFY2(three.exitCode == 0, qPrintable(three.out + three.err));
        const auto order = [](const QString& out) {
            QStringList names;
            for (const QString& line : out.split(QLatin1Char('\n')))
                if (line.contains(QStringLiteral(" -> ")))
                    names << line.section(QStringLiteral(" -> "), 0, 0);
            return names;
        };
        QCOMPARE(order(three.out), files);
        QCOMPARE(order(one.out), files);
        for (int i = 0; i < files.size(); ++i) {
            const QString name = QStringLiteral("j%1.kifu").arg(i);
            QFile a(m_dir.filePath(QStringLiteral("one/") + name)),
                b(m_dir.filePath(QStringLiteral("three/") + name));
            QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
            const QString byOne = QString::fromUtf8(a.readAll()), byThree = QString::fromUtf8(b.readAll());
            QVERIFY2(byOne.contains(QStringLiteral("#評価値=")), qPrintable(byOne));
            QCOMPARE(byThree.count(QStringLiteral("#評価値=")), byOne.count(QStringLiteral("#評価値=")));
        }
        const Run bad =
            cli({"analyse", files[0], "--engine", "builtin", "--jobs", "0", "-o", m_dir.filePath("x")});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY(bad.err.contains(QStringLiteral("--jobs needs a number")));
    }

private:
    QTemporaryDir m_dir;
    std::unique_ptr<strict::Watch> m_watch;
};

QTEST_MAIN(TestCliStrict)
#include "tst_cli_strict.moc"
