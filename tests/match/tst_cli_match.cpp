// shogiban-cli match run as a user would, with the scripted fake engines: the summary and the progress
// lines, the KIF records it writes, the JSON line, and the exit codes of wrong usage (2) and of engines
// or files it cannot use (1).
#include "../common/CliRun.h"
#include "../usi/FakeEngine.h"
#include "formats/RecordFormat.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

using clitest::cli;
using clitest::Run;

QString fakeCommand(const QString& script) {
    return QString::fromStdString(fake::script()) + QLatin1Char(' ') + script;
}

const char* const kMateInOne = "8k/9/8P/9/9/9/9/9/4K4 b G 1"; // G*1b mates: Black wins every game

} // namespace

class TestCliMatch : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        QFile openings(path("openings.txt"));
        QVERIFY(openings.open(QIODevice::WriteOnly));
        openings.write(QByteArray("# Black mates at once\n") + kMateInOne + "\n");
    }
    void init() { m_watch = std::make_unique<fake::ProcessWatch>(); }
    void cleanup() {
        QCOMPARE(m_watch->survivors(), QStringList());
        m_watch.reset();
    }

    void listedInHelp();
    void matchWritesRecordsAndSummary();
    void jsonSummary();
    void twoAtOnce();
    void fixedNodes_data();
    void fixedNodes();
    void sprtStopsTheMatch();
    void usageErrors_data();
    void usageErrors();
    void badInput_data();
    void badInput();
    void builtinEngine();

private:
    QString path(const QString& name) const { return m_dir.filePath(name); }
    QTemporaryDir m_dir;
    std::unique_ptr<fake::ProcessWatch> m_watch;
};

void TestCliMatch::listedInHelp() {
    const Run top = cli({QStringLiteral("--help")});
    QCOMPARE(top.exitCode, 0);
    QVERIFY(top.out.contains(QStringLiteral("  match --engine1 CMD --engine2 CMD [--games N]")));
    const Run help = cli({QStringLiteral("match"), QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    QVERIFY(help.out.contains(QStringLiteral("grace of 100 ms")));
    QVERIFY(help.out.contains(QStringLiteral("27-point rule")));
}

void TestCliMatch::matchWritesRecordsAndSummary() {
    const QString out = path(QStringLiteral("records"));
    const Run r = cli({"match", "--engine1", fakeCommand("G*1b"), "--engine2", fakeCommand("G*1b"), "--name1",
                       "Alpha", "--name2", "Beta", "--games", "2", "--openings", path("openings.txt"),
                       "--out", out, "--level1", "4"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(
                 QStringLiteral("match: 2 games, standard, byoyomi 1000 ms (grace 100 ms), 1 opening\n")),
             qPrintable(r.out));
    QVERIFY(r.out.contains(
        QStringLiteral("game 1/2 (opening 1): Alpha - Beta: 1-0 (checkmate), 1 plies   [1-0-0]\n")));
    QVERIFY(r.out.contains(
        QStringLiteral("game 2/2 (opening 1): Beta - Alpha: 1-0 (checkmate), 1 plies   [1-0-1]\n")));
    QVERIFY(r.out.contains(QStringLiteral("Alpha vs Beta: 1-0-1 (W-D-L), 50.0 %\n")));
    QVERIFY(r.out.contains(
        QStringLiteral("Elo difference: +0.0 (the 95 % interval reaches a 0 % or 100 % score")));
    QVERIFY(r.out.contains(QStringLiteral("Beta: 0 illegal moves, 0 time losses, 0 crashes\n")));

    QCOMPARE(QDir(out).entryList(QDir::Files), (QStringList{"game-001.kif", "game-002.kif"}));
    QFile file(QDir(out).filePath(QStringLiteral("game-002.kif")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const auto read = shogi::readRecord(file.readAll(), shogi::RecordFormat::Kif);
    QVERIFY(read.ok());
    QCOMPARE(read->encoding, QStringLiteral("shift_jis"));
    QCOMPARE(read->record.header(QStringLiteral("先手")), QStringLiteral("Beta"));
    QCOMPARE(read->record.header(QStringLiteral("後手")), QStringLiteral("Alpha"));
    QCOMPARE(read->record.header(QStringLiteral("結果")), QStringLiteral("先手の勝ち（詰み）"));
    QCOMPARE(read->record.header(QStringLiteral("持ち時間")), QStringLiteral("各0秒 秒読み1秒"));
    QCOMPARE(read->record.ending(), shogi::SpecialMove::Mate);
    QCOMPARE(read->record.mainLineMoveCount(), 1);
}

void TestCliMatch::jsonSummary() {
    const Run r = cli({"match", "--engine1", fakeCommand("7g7f 3c3d"), "--engine2",
                       fakeCommand("7g7f 3c3d 5g5e"), "--games", "2", "--json"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(r.err.contains(QStringLiteral("game 2/2")));
    QCOMPARE(r.out.count(QLatin1Char('\n')), 1);
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    // Game 1: engine 1 (Black) resigns at ply 2. Game 2: engine 2 (Black) plays 5g5e, illegal.
    QCOMPARE(o.value(QStringLiteral("games")).toInt(), 2);
    QCOMPARE(o.value(QStringLiteral("wins")).toInt(), 1);
    QCOMPARE(o.value(QStringLiteral("losses")).toInt(), 1);
    QCOMPARE(o.value(QStringLiteral("score")).toDouble(), 0.5);
    QCOMPARE(o.value(QStringLiteral("elo")).toDouble(), 0.0);
    QCOMPARE(o.value(QStringLiteral("engine1")).toString(), QStringLiteral("fake (1)"));
    QCOMPARE(o.value(QStringLiteral("faults2")).toObject().value(QStringLiteral("illegal_moves")).toInt(), 1);
    QCOMPARE(o.value(QStringLiteral("faults1")).toObject().value(QStringLiteral("illegal_moves")).toInt(), 0);
    // Neither engine made a legal move after the openings (a resignation and an illegal move have no time).
    for (const char* key : {"move_times1", "move_times2"}) {
        const QJsonObject t = o.value(QLatin1String(key)).toObject();
        QCOMPARE(t.value(QStringLiteral("moves")).toInt(-1), 0);
        QCOMPARE(t.value(QStringLiteral("longest_ms")).toInt(-1), 0);
    }
}

void TestCliMatch::twoAtOnce() {
    const Run r = cli({"match", "--engine1", fakeCommand("G*1b"), "--engine2", fakeCommand("G*1b"), "--games",
                       "4", "--concurrency", "2", "--openings", path("openings.txt")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(r.out.contains(QStringLiteral(", 2 at a time\n")));
    QVERIFY(r.out.contains(QStringLiteral("2-0-2 (W-D-L)")));
    QCOMPARE(m_watch->started(), 4);
}

void TestCliMatch::fixedNodes_data() {
    QTest::addColumn<QString>("nodes");
    QTest::addColumn<QString>("shown");
    QTest::addColumn<QStringList>("goes"); // game 1 engine 1 is Black and mates, game 2 engine 2
    QTest::newRow("both") << "5000"
                          << "5000 nodes a move"
                          << QStringList{QStringLiteral("go nodes 5000"), QStringLiteral("go nodes 5000")};
    QTest::newRow("each its own") << "5000,7000"
                                  << "5000 and 7000 nodes a move"
                                  << QStringList{QStringLiteral("go nodes 5000"),
                                                 QStringLiteral("go nodes 7000")};
}

void TestCliMatch::fixedNodes() {
    // Every move is asked for with "go nodes N" and no clock words, whatever the default time control;
    // --nodes N,N2 gives engine 2 its own number.
    QFETCH(QString, nodes);
    QFETCH(QString, shown);
    QFETCH(QStringList, goes);
    const QString log = path("nodes.log");
    QFile::remove(log);
    qputenv("FAKE_LOG", log.toUtf8());
    const Run r = cli({"match", "--engine1", fakeCommand("G*1b"), "--engine2", fakeCommand("G*1b"), "--games",
                       "2", "--openings", path("openings.txt"), "--nodes", nodes});
    qunsetenv("FAKE_LOG");
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(shown), qPrintable(r.out));
    QVERIFY(r.out.contains(QStringLiteral("1-0-1 (W-D-L)")));
    QFile file(log);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QStringList sent = QString::fromUtf8(file.readAll())
                                 .split(QLatin1Char('\n'))
                                 .filter(QRegularExpression(QStringLiteral("^go")));
    QCOMPARE(sent, goes);
}

void TestCliMatch::sprtStopsTheMatch() {
    // Each engine mates when it is Black: every pair is split, 1 point of 2. Is engine 1 100 to 200 Elo
    // stronger? The LLR falls by 0.404 a pair (see tst_sprt), below log(0.05/0.95) = -2.94 after 8 pairs.
    const Run r = cli({"match", "--engine1", fakeCommand("G*1b"), "--engine2", fakeCommand("G*1b"), "--games",
                       "100", "--openings", path("openings.txt"), "--sprt", "100,200"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(QStringLiteral("game 16/100 (opening 1)")), qPrintable(r.out));
    QVERIFY(r.out.contains(QStringLiteral("[8-0-8]  LLR -3.23\n")));
    QVERIFY(!r.out.contains(QStringLiteral("game 17/100")));
    QVERIFY(r.out.contains(QStringLiteral(
        "Pairs of games with the colours swapped, by engine 1's points 0-2: [0, 0, 8, 0, 0]\n")));
    QVERIFY(r.out.contains(
        QStringLiteral("SPRT [100.0, 200.0] alpha 0.05 beta 0.05: LLR -3.23 (-2.94, 2.94), H0 accepted\n")));

    const Run json =
        cli({"match", "--engine1", fakeCommand("G*1b"), "--engine2", fakeCommand("G*1b"), "--games", "100",
             "--openings", path("openings.txt"), "--sprt", "100,200", "--json"});
    const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
    QCOMPARE(o.value(QStringLiteral("games")).toInt(), 16);
    QCOMPARE(o.value(QStringLiteral("pentanomial")).toArray(), (QJsonArray{0, 0, 8, 0, 0}));
    const QJsonObject sprt = o.value(QStringLiteral("sprt")).toObject();
    QCOMPARE(sprt.value(QStringLiteral("decision")).toString(), QStringLiteral("H0 accepted"));
    QCOMPARE(sprt.value(QStringLiteral("llr")).toDouble(), -3.233);

    // Two games at a time: the game still being played when the test decides ends and is counted; no new
    // one starts.
    const Run two =
        cli({"match", "--engine1", fakeCommand("G*1b"), "--engine2", fakeCommand("G*1b"), "--games", "100",
             "--openings", path("openings.txt"), "--sprt", "100,200", "--concurrency", "2", "--json"});
    QVERIFY2(two.exitCode == 0, qPrintable(two.err));
    const QJsonObject o2 = QJsonDocument::fromJson(two.out.toUtf8()).object();
    const int games = o2.value(QStringLiteral("games")).toInt();
    QVERIFY2(games >= 16 && games <= 18, qPrintable(two.out)); // 8 pairs decide; one game may be ahead
    QCOMPARE(o2.value(QStringLiteral("sprt")).toObject().value(QStringLiteral("decision")).toString(),
             QStringLiteral("H0 accepted"));
}

void TestCliMatch::usageErrors_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QString e = fakeCommand(QString());
    QTest::newRow("no engine 2") << QStringList{"match", "--engine1", e}
                                 << "needs --engine1 CMD and --engine2 CMD";
    QTest::newRow("more than the cores")
        << QStringList{"match", "--engine1", e, "--engine2", e, "--concurrency", "100000"}
        << "--concurrency needs a number from 1 to";
    QTest::newRow("time without byoyomi")
        << QStringList{"match", "--engine1", e, "--engine2", e, "--time", "5000"}
        << "--time needs MAIN_MS+SECOND_MS";
    QTest::newRow("two time controls")
        << QStringList{"match", "--engine1", e, "--engine2", e, "--byoyomi", "100", "--fischer", "1000+10"}
        << "give one of --byoyomi, --time, --fischer and --nodes";
    QTest::newRow("nodes and byoyomi")
        << QStringList{"match", "--engine1", e, "--engine2", e, "--nodes", "1000", "--byoyomi", "100"}
        << "give one of --byoyomi, --time, --fischer and --nodes";
    QTest::newRow("no nodes") << QStringList{"match", "--engine1", e, "--engine2", e, "--nodes", "0"}
                              << "--nodes needs a number from 1";
    QTest::newRow("no second nodes") << QStringList{"match", "--engine1", e,      "--engine2",
                                                    e,       "--nodes",   "1000,"}
                                     << "--nodes needs a number";
    QTest::newRow("bad games") << QStringList{"match", "--engine1", e, "--engine2", e, "--games", "many"}
                               << "--games needs a number";
    QTest::newRow("unknown variant") << QStringList{"match", "--engine1", e,      "--engine2",
                                                    e,       "--variant", "chess"}
                                     << "unknown variant 'chess'";
    QTest::newRow("stray argument") << QStringList{"match", "--engine1", e, "--engine2", e, "extra"}
                                    << "unexpected argument 'extra'";
    QTest::newRow("bad sprt") << QStringList{"match", "--engine1", e, "--engine2", e, "--sprt", "5,0"}
                              << "--sprt needs ELO0,ELO1 or ELO0,ELO1,ALPHA,BETA";
    QTest::newRow("option without name")
        << QStringList{"match", "--engine1", e, "--engine2", e, "--option1", "=3"}
        << "--option1 needs NAME=VALUE";
}

void TestCliMatch::usageErrors() {
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run r = cli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QCOMPARE(m_watch->started(), 0);
}

void TestCliMatch::badInput_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QString e = fakeCommand(QString());
    QTest::newRow("crash at start") << QStringList{"match", "--engine1", e, "--engine2",
                                                   fakeCommand("--start crash")}
                                    << "engine 2: engine ";
    QTest::newRow("missing program") << QStringList{"match", "--engine1", "/nonexistent/engine", "--engine2",
                                                    e}
                                     << "engine 1: engine '/nonexistent/engine' not found";
    QTest::newRow("unknown option") << QStringList{"match", "--engine1", e,        "--engine2",
                                                   e,       "--option2", "Hash=64"}
                                    << "engine 2: fake has no option 'Hash'";
    QTest::newRow("missing openings")
        << QStringList{"match", "--engine1", e, "--engine2", e, "--openings", "/nonexistent"}
        << "cannot read /nonexistent";
    QTest::newRow("board it cannot play")
        << QStringList{"match", "--engine1", e, "--engine2", e, "--variant", "minishogi"}
        << "fake cannot play minishogi";
}

void TestCliMatch::badInput() {
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run r = cli(args);
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
}

void TestCliMatch::builtinEngine() {
    if (QFileInfo::exists(
            QFileInfo(QStringLiteral(SHOGIBAN_CLI)).dir().filePath(QStringLiteral("shogiban-engine"))))
        QSKIP("shogiban-engine is built: the missing-engine error cannot be shown");
    const Run r = cli({"match", "--engine1", "builtin", "--engine2", fakeCommand(QString())});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("the built-in engine is not there: ")), qPrintable(r.err));
    QVERIFY(r.err.contains(QStringLiteral("/shogiban-engine (build shogiban-engine)")));
}

QTEST_GUILESS_MAIN(TestCliMatch)
#include "tst_cli_match.moc"
