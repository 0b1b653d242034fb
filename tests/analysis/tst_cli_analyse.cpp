// shogiban-cli analyse run as a user would: the built-in engine evaluates a real record, the evaluation
// lines land in every comment (the user's words kept, an earlier analysis replaced), records are written
// back in their own format (one file, several into a directory, in place), a mate is written as ShogiHome
// writes it; an engine that cannot start, crashes, hangs or answers with no legal move ends the run with exit
// code 1 and a few hundred bytes of its last output, leaves the input untouched and no process behind; wrong
// usage is exit code 2.
#include "../common/CliRun.h"
#include "../usi/FakeEngine.h"
#include "AnalysisTestUtil.h"
#include "analysis/EvalComment.h"
#include "formats/RecordFormat.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

using namespace shogi;
using clitest::cli;
using clitest::Run;

namespace {

QString fakeCommand(const QString& script) {
    return QString::fromStdString(fake::script()) + QLatin1Char(' ') + script;
}

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeAll(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// Every position of the main line of the record in `path` holds an evaluation by `engine`.
void checkEvaluated(const QString& path, const QString& engine) {
    const auto read = readRecord(readAll(path), formatFromExtension(QFileInfo(path).suffix()));
    QVERIFY2(read.ok(), qPrintable(path));
    const GameRecord& record = read->record;
    Position pos = record.startPosition();
    QVERIFY(analysis::readEvaluation(record.root().comment, pos));
    for (const RecordNode* node : record.mainLine()) {
        if (node->isSpecial()) break;
        pos.doMove(node->move);
        const auto e = analysis::readEvaluation(node->comment, pos);
        QVERIFY2(e, qPrintable(QStringLiteral("move %1: %2").arg(node->ply).arg(node->comment)));
        QCOMPARE(e->source, analysis::Evaluation::Source::Analysis);
        QVERIFY(e->engine.startsWith(engine));
        QVERIFY(e->depth && *e->depth >= 1);
    }
}

// A short game as KIF, with a user's comment and an old analysis (ShogiHome's block) on move 2.
QByteArray shortGame() {
    GameRecord record(analysistest::position(analysistest::kStart));
    record.setHeader(QStringLiteral("先手"), QStringLiteral("Alice"));
    RecordNode* node = &record.root();
    for (Move m : analysistest::usiMoves(QStringLiteral("7g7f 3c3d 2g2f 4c4d 2f2e 2b3c")))
        node = record.addMove(node, m);
    RecordNode* second = record.root().mainChild()->mainChild();
    second->comment =
        QStringLiteral("【悪手】\n互角\n#評価値=12\n#読み筋=▲２六歩\n#深さ=3\n#エンジン=old engine\n"
                       "my own note");
    return writeKif(record).toUtf8();
}

} // namespace

class TestCliAnalyse : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void init() { m_watch = std::make_unique<fake::ProcessWatch>(); }
    void cleanup() {
        QCOMPARE(m_watch->survivors(), QStringList());
        m_watch.reset();
    }

    void listedInHelp() {
        const Run top = cli({QStringLiteral("--help")});
        QVERIFY(top.out.contains(QStringLiteral("  analyse FILE... --engine builtin|CMD")));
        const Run help = cli({QStringLiteral("analyse"), QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains(QStringLiteral("ShogiHome's form")));
    }

    void builtinOneRecord() {
        const QString in = path("game.kifu"), out = path("game-analysed.kifu");
        QVERIFY(writeAll(in, shortGame()));
        const Run r = cli({"analyse", in, "--engine", "builtin", "--movetime-ms", "50", "-o", out});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("6 moves in")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("  Black: inaccuracies ?! ")));
        QVERIFY(r.out.contains(QStringLiteral("  White: inaccuracies ?! ")));
        checkEvaluated(out, QStringLiteral("Shogiban"));
        const QString text = QString::fromUtf8(readAll(out));
        QVERIFY(text.contains(QStringLiteral("*#評価値=")));
        QVERIFY(text.contains(QStringLiteral("*my own note")));
        QVERIFY(!text.contains(QStringLiteral("old engine")));
        QVERIFY(!text.contains(QStringLiteral("*互角")));
        QCOMPARE(readAll(in), shortGame()); // the input is left as it was
    }

    void inPlaceCsaAndSeveralIntoDirectory() {
        const QString csa = path("inplace.csa");
        const auto kif = readRecord(shortGame(), RecordFormat::Kif);
        QVERIFY(kif.ok());
        QVERIFY(writeAll(csa, writeCsa(kif->record).toUtf8()));
        const Run r = cli(
            {"analyse", csa, "--engine", "builtin", "--level", "10", "--movetime-ms", "20", "--in-place"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(QString::fromUtf8(readAll(csa)).contains(QStringLiteral("'*#評価値=")));
        checkEvaluated(csa, QStringLiteral("Shogiban"));

        const QString a = path("a.kifu"), b = path("b.kifu"), dir = path("out");
        QVERIFY(writeAll(a, shortGame()) && writeAll(b, shortGame()));
        const Run two = cli({"analyse", a, b, "--engine", "builtin", "--movetime-ms", "20", "-o", dir});
        QVERIFY2(two.exitCode == 0, qPrintable(two.err));
        checkEvaluated(dir + QStringLiteral("/a.kifu"), QStringLiteral("Shogiban"));
        checkEvaluated(dir + QStringLiteral("/b.kifu"), QStringLiteral("Shogiban"));
    }

    // gpsusi answers opening positions from its book with no score: its book is switched off, every
    // position is evaluated and the bishop given away on move 3 is a blunder.
    void gpsusiWithoutItsBook() {
        if (!QFileInfo(QStringLiteral("/usr/games/gpsusi")).isExecutable()) QSKIP("gpsusi is not installed");
        GameRecord record(analysistest::position(analysistest::kStart));
        RecordNode* node = &record.root();
        for (Move m : analysistest::usiMoves(QStringLiteral("7g7f 3c3d 8h4d 4c4d 2g2f 8c8d")))
            node = record.addMove(node, m);
        const QString in = path("gps.kifu");
        QVERIFY(writeAll(in, writeKif(record).toUtf8()));
        const Run r =
            cli({"analyse", in, "--engine", "/usr/games/gpsusi", "--movetime-ms", "300", "--in-place"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        checkEvaluated(in, QStringLiteral("gpsshogi"));
        QVERIFY2(r.out.contains(QStringLiteral("  Black: inaccuracies ?! 0, mistakes ? 0, blunders ?? 1")),
                 qPrintable(r.out));
    }

    // A search that ends too shallow to judge by (the fake engine always says depth 1), or with no score at
    // all (a loaded machine; here a resignation), is run again with twice the time, twice at most. With --nodes
    // every search is "go nodes N" (no clock at all), and a retry doubles N.
    void shallowSearchesRunAgain_data() {
        QTest::addColumn<QStringList>("budget");
        QTest::addColumn<QStringList>("goes"); // the go commands of the first pass and two retries
        QTest::addColumn<QString>("never");
        QTest::newRow("time") << QStringList{"--movetime-ms", "100"}
                              << QStringList{"go btime 0 wtime 0 byoyomi 100\n",
                                             "go btime 0 wtime 0 byoyomi 200\n",
                                             "go btime 0 wtime 0 byoyomi 400\n"}
                              << "byoyomi 800";
        QTest::newRow("nodes") << QStringList{"--nodes", "1500"}
                               << QStringList{"go nodes 1500\n", "go nodes 3000\n", "go nodes 6000\n"}
                               << "byoyomi";
    }
    void shallowSearchesRunAgain() {
        QFETCH(QStringList, budget);
        QFETCH(QStringList, goes);
        QFETCH(QString, never);
        const QString in = path("shallow.kifu");
        QVERIFY(writeAll(in, shortGame()));
        const QString log = path("shallow.log");
        QFile::remove(log);
        qputenv("FAKE_LOG", log.toLocal8Bit());
        const Run r =
            cli(QStringList{"analyse", in, "--engine", fakeCommand("7g7f 3c3d 2g2f 4c4d 2f2e 2b3c")} +
                budget + QStringList{"--in-place"});
        qunsetenv("FAKE_LOG");
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QString commands = QString::fromUtf8(readAll(log));
        // Seven positions; the last has no move for the fake engine, which resigns without a score.
        QCOMPARE(commands.count(goes[0]), 7);
        QCOMPARE(commands.count(goes[1]), 7);
        QCOMPARE(commands.count(goes[2]), 7);
        QCOMPARE(commands.count(QStringLiteral("\ngo ")), 21);
        QCOMPARE(commands.count(never), 0);
    }

    // Black's second move gives away 2000 cp by the fake engine's numbers: its two check searches (three
    // times the nodes) follow the first pass, and --no-checks leaves them out.
    void checksAndNoChecks() {
        const QString in = path("checks.kifu");
        const QString log = path("checks.log");
        for (const bool checks : {true, false}) {
            QVERIFY(writeAll(in, shortGame()));
            QFile::remove(log);
            qputenv("FAKE_LOG", log.toLocal8Bit());
            const Run r =
                cli(QStringList{"analyse", in, "--engine", fakeCommand("7g7f 3c3d 2g2f 4c4d@2000 2f2e 2b3c"),
                                "--nodes", "100", "--in-place"} +
                    (checks ? QStringList() : QStringList{"--no-checks"}));
            qunsetenv("FAKE_LOG");
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
            const QString commands = QString::fromUtf8(readAll(log));
            QCOMPARE(commands.count(QStringLiteral("go nodes 100\n")), 7);
            QCOMPARE(commands.count(QStringLiteral("go nodes 300\n")) > 0, checks);
        }
    }

    // Black mates at once: the engine's mate is written as ShogiHome writes it, and the mated position at
    // the end is judged by the rules.
    void mateLines() {
        GameRecord record(analysistest::position(QStringLiteral("4k4/9/4P4/9/9/9/9/9/4K4 b G 1")));
        RecordNode* mate =
            record.addMove(&record.root(), analysistest::usiMoves(QStringLiteral("G*5b")).front());
        record.addSpecial(mate, SpecialMove::Mate);
        const QString in = path("mate.kifu");
        QVERIFY(writeAll(in, writeKif(record).toUtf8()));
        const Run r = cli({"analyse", in, "--engine", "builtin", "--movetime-ms", "50", "--in-place"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QString text = QString::fromUtf8(readAll(in));
        QVERIFY2(text.contains(QStringLiteral("*#詰み=先手勝ち:1手\n")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("*#詰み=先手勝ち\n")), qPrintable(text));
    }

    // gpsusi, asked about a lost position, sends "score cp -1148897 pv resign" and "bestmove resign": the
    // score is written like any other and the run goes on (it used to end with "not a legal move").
    void resignWithItsScore() {
        const QString in = path("lost.kifu");
        QVERIFY(writeAll(in, shortGame()));
        const Run r =
            cli({"analyse", in, "--engine", fakeCommand("7g7f 3c3d 2g2f 4c4d 2f2e 2b3c resign@-1148897"),
                 "--nodes", "100", "--no-checks", "--in-place"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        checkEvaluated(in, QStringLiteral("fake"));
        QVERIFY2(QString::fromUtf8(readAll(in)).contains(QStringLiteral("*#評価値=-1148897\n")),
                 qPrintable(QString::fromUtf8(readAll(in))));
    }

    void faultyEngines_data() {
        QTest::addColumn<QString>("engine");
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QString>("message");
        const QStringList none;
        QTest::newRow("crash at start") << fakeCommand("--start crash") << none << "cannot start the engine";
        QTest::newRow("exit at start")
            << fakeCommand("--start exit") << none << "no evaluation file, giving up";
        QTest::newRow("hang at start") << fakeCommand("--start hang") << none << "sent no usiok in time";
        QTest::newRow("crash while thinking") << fakeCommand("7g7f crash") << none << "crashed";
        QTest::newRow("hang while thinking")
            << fakeCommand("7g7f 3c3d hang") << none << "sent no bestmove in time";
        QTest::newRow("missing program") << path("no-such-engine") << none << "not found";
        QTest::newRow("missing option")
            << fakeCommand("7g7f") << QStringList{"--option", "Hash=16"} << "has no option 'Hash'";
        // Answers that are no legal move (a White move for Black, words that are no move) with a PV to match:
        // a failed analysis, its zeros written nowhere.
        QTest::newRow("illegal move")
            << fakeCommand("1a1b") << none
            << "answered 'bestmove 1a1b', not a legal move in the position analysed";
        QTest::newRow("no move at all")
            << fakeCommand("7g7f nonsense") << none << "answered 'bestmove nonsense', not a legal move";
        // 70 kB of junk on one line: the message quotes a few hundred bytes of it.
        QTest::newRow("crash after junk") << fakeCommand("--garbage 7g7f crash") << none << "crashed";
    }
    void faultyEngines() {
        QFETCH(QString, engine);
        QFETCH(QStringList, extra);
        QFETCH(QString, message);
        const QString in = path("victim.kifu");
        QVERIFY(writeAll(in, shortGame()));
        QElapsedTimer timer;
        timer.start();
        const Run r =
            cli(QStringList{"analyse", in, "--engine", engine, "--movetime-ms", "100", "--in-place"} + extra);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(message), qPrintable(r.err.left(2000)));
        QVERIFY2(r.err.toUtf8().size() < 2000, qPrintable(QString::number(r.err.toUtf8().size())));
        QVERIFY2(timer.elapsed() < 20000, "a faulty engine must not hold the run for long");
        QCOMPARE(readAll(in), shortGame()); // nothing written over the user's file
    }

    void usageErrors_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        const QString game = path("usage.kifu");
        QTest::newRow("no engine") << QStringList{"analyse", game, "--in-place"} << 2 << "needs --engine";
        QTest::newRow("no output") << QStringList{"analyse", game, "--engine", "builtin"} << 2
                                   << "give one of -o OUT and --in-place";
        QTest::newRow("both outputs")
            << QStringList{"analyse", game, "--engine", "builtin", "-o", path("x.kif"), "--in-place"} << 2
            << "give one of -o OUT and --in-place";
        QTest::newRow("no file") << QStringList{"analyse", "--engine", "builtin", "--in-place"} << 2
                                 << "at least one record";
        QTest::newRow("bad time") << QStringList{"analyse",       game, "--engine",  "builtin",
                                                 "--movetime-ms", "0",  "--in-place"}
                                  << 2 << "--movetime-ms needs a number";
        QTest::newRow("bad nodes") << QStringList{"analyse", game, "--engine",  "builtin",
                                                  "--nodes", "0",  "--in-place"}
                                   << 2 << "--nodes needs a number";
        QTest::newRow("time and nodes")
            << QStringList{"analyse", game,      "--engine", "builtin",   "--movetime-ms",
                           "300",     "--nodes", "1000",     "--in-place"}
            << 2 << "give one of --movetime-ms and --nodes";
        QTest::newRow("unknown option")
            << QStringList{"analyse", game, "--engine", "builtin", "--fast", "--in-place"} << 2
            << "unknown option '--fast'";
        QTest::newRow("unreadable record")
            << QStringList{"analyse", path("missing.kif"), "--engine", "builtin", "--in-place"} << 1
            << "cannot read";
        QTest::newRow("SFEN holds no comments")
            << QStringList{"analyse", path("position.sfen"), "--engine", "builtin", "--in-place"} << 1
            << "hold no comments";
    }
    void usageErrors() {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        QVERIFY(writeAll(path("usage.kifu"), shortGame()));
        QVERIFY(
            writeAll(path("position.sfen"), QByteArray("sfen ") + analysistest::kStart.toLatin1() + "\n"));
        const Run r = cli(args);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

private:
    QString path(const char* name) const { return m_dir.filePath(QString::fromUtf8(name)); }
    QString path(const QString& name) const { return m_dir.filePath(name); }
    QTemporaryDir m_dir;
    std::unique_ptr<fake::ProcessWatch> m_watch;
};

QTEST_GUILESS_MAIN(TestCliAnalyse)
#include "tst_cli_analyse.moc"
