// shogiban-cli puzzles: checks a collection (and names the line of a bad one), mines tsume from a record and
// makes next-move problems from one.
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

namespace {

struct Run {
    int code;
    QString out, err;
};

Run cli(const QStringList& args) {
    QProcess p;
    p.start(QStringLiteral(SHOGIBAN_CLI), args);
    p.waitForFinished(600000);
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

// A short game whose positions before Black's moves have a mate in 1 (G*5b).
const char* const Record = "sfen 4k4/9/4P4/9/9/9/9/9/4K4 b G 1 moves 5i4i 5a4a 4i5i 4a5a";
// A game where Black leaves its rook to White's instead of taking it (5h5d).
const char* const Blunder = "sfen 8k/9/9/4r4/9/9/9/4R4/K8 b - 1 moves 9i8i 5d5h+";

} // namespace

class TestCliPuzzles : public QObject {
    Q_OBJECT
private slots:
    void checksACollection() {
        const Run r = cli({QStringLiteral("puzzles"), QStringLiteral("--check"),
                           QStringLiteral(SHOGIBAN_SOURCE_DIR "/resources/puzzles/zukou.tsv")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("63 problems, 0 failed")), qPrintable(r.out));
    }
    void namesTheBadLine() {
        QTemporaryDir dir;
        QFile f(dir.filePath(QStringLiteral("bad.tsv")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("# comment\n4k4/9/4P4/9/9/9/9/9/4K4 b G 1\tG*5b\tmate3\n");
        f.close();
        const Run r = cli({QStringLiteral("puzzles"), QStringLiteral("--check"), f.fileName()});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QStringLiteral("line 2")), qPrintable(r.err));
    }
    void minesAndMakesProblems() {
        QTemporaryDir dir;
        QFile f(dir.filePath(QStringLiteral("game.usi")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(Record) + '\n');
        f.close();
        const QString out = dir.filePath(QStringLiteral("mined.tsv"));
        Run r = cli(
            {QStringLiteral("puzzles"), QStringLiteral("--mine"), f.fileName(), QStringLiteral("-o"), out});
        QCOMPARE(r.code, 0);
        QFile mined(out);
        QVERIFY(mined.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(mined.readAll());
        QVERIFY2(text.contains(QStringLiteral("\tG*5b\tmate1 game:game#1")), qPrintable(text));
        // Checking what was mined: every line holds.
        r = cli({QStringLiteral("puzzles"), QStringLiteral("--check"), out});
        QCOMPARE(r.code, 0);
        // Next-move problems: where the best move stands out and the played one threw the game away.
        QFile b(dir.filePath(QStringLiteral("blunder.usi")));
        QVERIFY(b.open(QIODevice::WriteOnly));
        b.write(QByteArray(Blunder) + '\n');
        b.close();
        const QString nm = dir.filePath(QStringLiteral("next.tsv"));
        // 50,000 nodes: at 20,000 the search stops at depth 9 after 5i4i and values it at +646, which the
        // win-rate model counts as 25 points lost against the mate; from depth 10 on it sees +1,100.
        r = cli({QStringLiteral("puzzles"), b.fileName(), f.fileName(), QStringLiteral("-o"), nm,
                 QStringLiteral("--nodes"), QStringLiteral("50000")});
        QCOMPARE(r.code, 0);
        QFile next(nm);
        QVERIFY(next.open(QIODevice::ReadOnly));
        const QString lines = QString::fromUtf8(next.readAll());
        QVERIFY2(lines.contains(QStringLiteral("\t5h5d\tnext-move game:blunder#1")), qPrintable(lines));
        // An already won game gives none: G*5b was not played, but every move still wins.
        QVERIFY2(!lines.contains(QStringLiteral("game:game#")), qPrintable(lines));
        QCOMPARE(cli({QStringLiteral("puzzles")}).code, 2);
    }
};

QTEST_GUILESS_MAIN(TestCliPuzzles)
#include "tst_cli_puzzles.moc"
