// shogiban-cli run as a user would: info and convert on record files written to a temporary directory,
// and the exit codes and messages of every command on good and bad input.
#include "../common/CliRun.h"
#include "formats/TextEncoding.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>

#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

using clitest::cli;
using clitest::Run;

// A KIF as the old Windows tools write it: Shift_JIS, CRLF, a comment and a variation.
const char* kKif = "開始日時：2024/01/02 10:00:00\r\n手合割：平手\r\n先手：甲\r\n後手：乙\r\n"
                   "手数----指手---------消費時間--\r\n"
                   "   1 ７六歩(77)   ( 0:01/00:00:01)\r\n*初手のコメント\r\n"
                   "   2 ３四歩(33)   ( 0:02/00:00:02)\r\n"
                   "   3 ２二角成(88) ( 0:03/00:00:04)\r\n"
                   "   4 同　銀(31)   ( 1:04/00:01:06)\r\n"
                   "   5 投了\r\nまで4手で後手の勝ち\r\n\r\n"
                   "変化：3手\r\n   3 ２六歩(27)   ( 0:01/00:00:02)\r\n";

void write(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

QJsonObject infoJson(const QString& path) {
    const Run r = cli({QStringLiteral("info"), path, QStringLiteral("--json")});
    if (r.exitCode != 0) return {};
    return QJsonDocument::fromJson(r.out.toUtf8()).object();
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        auto bytes = shogi::text::encodeShiftJis(QString::fromUtf8(kKif));
        QVERIFY(bytes.ok());
        write(path("game.kif"), *bytes);
        write(path("bad.csa"), "V2.2\nPI\n+\n+7776FU\n-33FU\n");
        write(path("notes.kif"), "shopping list\n");
        // The rook's check is answered only by futile drops: composers count one ply, every ply three.
        write(path("futile.tsv"), "# sfen\tplies\n7lk/7p1/7G1/9/6R2/9/9/9/9 b sp 1\t1\n");
        write(path("badsuite.tsv"), "7lk/7p1/7G1/9/6R2/9/9/9/9 b sp 1\t1\n7lk/7p1 b - 1\t3\n");
    }

    void infoText() {
        const Run r = cli({QStringLiteral("info"), path("game.kif")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("format:     kif\n")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("encoding:   shift_jis\n")));
        QVERIFY(r.out.contains(QStringLiteral("  先手: 甲\n")));
        QVERIFY(r.out.contains(QStringLiteral("moves:      4\n")));
        QVERIFY(r.out.contains(
            QStringLiteral("start:      lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1\n")));
        QVERIFY(r.out.contains(QStringLiteral(
            "final:      lnsgkg1nl/1r5s1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL b Bb 5\n")));
        QVERIFY(r.out.contains(QStringLiteral("comments:   1\n")));
        QVERIFY(r.out.contains(QStringLiteral("variations: 1\n")));
        QVERIFY(r.out.contains(QStringLiteral("ending:     resign\n")));
    }

    void infoJson() {
        const QJsonObject o = ::infoJson(path("game.kif"));
        QCOMPARE(o.value(QStringLiteral("format")).toString(), QStringLiteral("kif"));
        QCOMPARE(o.value(QStringLiteral("encoding")).toString(), QStringLiteral("shift_jis"));
        QCOMPARE(o.value(QStringLiteral("moves")).toInt(), 4);
        QCOMPARE(o.value(QStringLiteral("variations")).toInt(), 1);
        QCOMPARE(o.value(QStringLiteral("comments")).toInt(), 1);
        QCOMPARE(o.value(QStringLiteral("ending")).toString(), QStringLiteral("resign"));
        QCOMPARE(o.value(QStringLiteral("headers")).toObject().value(QStringLiteral("後手")).toString(),
                 QStringLiteral("乙"));
        QVERIFY(
            o.value(QStringLiteral("final_sfen")).toString().startsWith(QStringLiteral("lnsgkg1nl/1r5s1/")));
    }

    void convert_data() {
        QTest::addColumn<QString>("out");
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("encoding");
        QTest::addColumn<int>("variations");
        QTest::newRow("csa") << "out.csa" << QStringList() << "csa"
                             << "utf-8" << 0;
        QTest::newRow("kifu") << "out.kifu" << QStringList() << "kif"
                              << "utf-8" << 1;
        QTest::newRow("kif") << "out2.kif" << QStringList() << "kif"
                             << "shift_jis" << 1;
        QTest::newRow("ki2") << "out.ki2" << QStringList() << "ki2"
                             << "shift_jis" << 1;
        QTest::newRow("jkf") << "out.jkf" << QStringList() << "jkf"
                             << "utf-8" << 1;
        QTest::newRow("usi") << "out.usi" << QStringList() << "usi"
                             << "ascii" << 0;
        QTest::newRow("sfen") << "out.sfen" << QStringList() << "usi"
                              << "ascii" << 0; // written as "position sfen ..."
        QTest::newRow("psn") << "out.psn" << QStringList() << "psn"
                             << "utf-8" << 1;
        QTest::newRow("--to") << "out.txt" << QStringList{QStringLiteral("--to"), QStringLiteral("jkf")}
                              << "jkf"
                              << "utf-8" << 1;
    }
    void convert() {
        QFETCH(QString, out);
        QFETCH(QStringList, extra);
        QFETCH(QString, format);
        QFETCH(QString, encoding);
        QFETCH(int, variations);
        const Run r = cli(QStringList{QStringLiteral("convert"), path("game.kif"), path(out)} + extra);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject o = ::infoJson(path(out));
        QCOMPARE(o.value(QStringLiteral("format")).toString(), format);
        QCOMPARE(o.value(QStringLiteral("encoding")).toString(), encoding);
        QCOMPARE(o.value(QStringLiteral("moves")).toInt(), 4);
        QCOMPARE(o.value(QStringLiteral("variations")).toInt(), variations);
        if (variations == 0)
            QVERIFY2(r.err.contains(QStringLiteral("1 variation")), qPrintable(r.err)); // says what is lost
    }

    // A count that is not a whole number in its range is refused by name, never read as 0 or wrapped round.
    void badNumbersAreRefused_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString futile = path("futile.tsv");
        QTest::newRow("mate --nodes abc")
            << QStringList{"mate", "--suite", futile, "--nodes", "abc"}
            << "--nodes needs a whole number from 0 to 1000000000000, not 'abc'";
        QTest::newRow("mate --time-ms -5") << QStringList{"mate", "--suite", futile, "--time-ms", "-5"}
                                           << "--time-ms needs a whole number from 0 to 86400000, not '-5'";
        QTest::newRow("label --nodes -1") << QStringList{"label", path("game.kif"), "--nodes", "-1"}
                                          << "--nodes needs a whole number from 1 to 1000000000000, not '-1'";
        QTest::newRow("selfplay --games 3x") << QStringList{"selfplay", "--out", path("sp"), "--games", "3x"}
                                             << "--games needs a whole number from 1 to 1000000, not '3x'";
        QTest::newRow("puzzles --max-plies 0")
            << QStringList{"puzzles", "--check", futile, "--max-plies", "0"}
            << "--max-plies needs a whole number from 1 to 511, not '0'";
    }
    void badNumbersAreRefused() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = cli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(!QFile::exists(path("sp")));
    }

    // Names Shift_JIS cannot hold: .kif and .ki2 are written in UTF-8 with the line that says so, and a note
    // tells; --encoding shift_jis asks for Shift_JIS or nothing.
    void convertAccentedNames_data() {
        QTest::addColumn<QString>("out");
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("firstLine");
        QTest::newRow("kif") << "jose.kif" << QStringList() << 0 << "#KIF version=2.0 encoding=UTF-8";
        QTest::newRow("ki2") << "jose.ki2" << QStringList() << 0 << "#KI2 version=2.0 encoding=UTF-8";
        QTest::newRow("--encoding utf-8")
            << "jose2.kif" << QStringList{QStringLiteral("--encoding"), QStringLiteral("utf-8")} << 0
            << "#KIF version=2.0 encoding=UTF-8";
        QTest::newRow("--encoding shift_jis")
            << "jose3.kif" << QStringList{QStringLiteral("--encoding"), QStringLiteral("shift_jis")} << 1
            << "";
        QTest::newRow("--encoding for csa")
            << "out-jose.csa" << QStringList{QStringLiteral("--encoding"), QStringLiteral("shift_jis")} << 2
            << "";
        QTest::newRow("--encoding unknown")
            << "jose4.kif" << QStringList{QStringLiteral("--encoding"), QStringLiteral("latin1")} << 2 << "";
    }
    void convertAccentedNames() {
        QFETCH(QString, out);
        QFETCH(QStringList, extra);
        QFETCH(int, exitCode);
        QFETCH(QString, firstLine);
        write(path("jose.csa"), "V2.2\nN+José\nN-María\nPI\n+\n+7776FU\n-3334FU\n%TORYO\n");
        const Run r = cli(QStringList{QStringLiteral("convert"), path("jose.csa"), path(out)} + extra);
        QVERIFY2(r.exitCode == exitCode, qPrintable(r.err));
        if (exitCode == 1)
            QVERIFY2(r.err.contains(QStringLiteral("'é' cannot be written in Shift_JIS")), qPrintable(r.err));
        if (exitCode != 0) {
            QVERIFY(!QFile::exists(path(out)));
            return;
        }
        QCOMPARE(readAll(path(out)).split('\n').front(), firstLine.toUtf8());
        QCOMPARE(extra.isEmpty(),
                 r.err.contains(QStringLiteral("written in UTF-8"))); // the note, when chosen for the user
        const QJsonObject o = ::infoJson(path(out));
        QCOMPARE(o.value(QStringLiteral("encoding")).toString(), QStringLiteral("utf-8"));
        QCOMPARE(o.value(QStringLiteral("headers")).toObject().value(QStringLiteral("先手")).toString(),
                 QStringLiteral("José"));
        QCOMPARE(o.value(QStringLiteral("moves")).toInt(), 2);
    }

    void convertRefusals_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::newRow("overwrite the input")
            << QStringList{QStringLiteral("convert"), path("game.kif"), path("game.kif")} << 2
            << "not overwritten";
        QTest::newRow("unknown extension")
            << QStringList{QStringLiteral("convert"), path("game.kif"), path("out.xyz")} << 2 << "--to";
        QTest::newRow("unknown --to")
            << QStringList{QStringLiteral("convert"), path("game.kif"), path("o.csa"), QStringLiteral("--to"),
                           QStringLiteral("doc")}
            << 2 << "doc";
        QTest::newRow("bad input") << QStringList{QStringLiteral("convert"), path("bad.csa"), path("o.kifu")}
                                   << 1 << "line 5";
        QTest::newRow("missing input")
            << QStringList{QStringLiteral("convert"), path("none.kif"), path("o.kifu")} << 1 << "none.kif";
        QTest::newRow("one argument")
            << QStringList{QStringLiteral("convert"), path("game.kif")} << 2 << "IN and OUT";
    }
    void convertRefusals() {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const QByteArray before = readAll(path("game.kif"));
        const Run r = cli(args);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QCOMPARE(readAll(path("game.kif")), before);
        QVERIFY(!QFile::exists(path("o.kifu")));
    }

    void commands_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("out");
        QTest::addColumn<QString>("err");
        const QString bad = QStringLiteral("lnsgkgsnl/9/9 b - 1");
        QTest::newRow("info bad input") << QStringList{QStringLiteral("info"), path("bad.csa")} << 1 << ""
                                        << "line 5";
        QTest::newRow("info not a record")
            << QStringList{QStringLiteral("info"), path("notes.kif")} << 1 << ""
            << "no moves, headers or position found (line 1";
        QTest::newRow("info missing file") << QStringList{QStringLiteral("info"), path("none.csa")} << 1 << ""
                                           << "cannot read";
        QTest::newRow("info no file") << QStringList{QStringLiteral("info")} << 2 << ""
                                      << "FILE";
        QTest::newRow("perft") << QStringList{QStringLiteral("perft"), QStringLiteral("1")} << 0 << "= 30 "
                               << "";
        QTest::newRow("perft bad sfen")
            << QStringList{QStringLiteral("perft"), QStringLiteral("1"), QStringLiteral("--sfen"), bad} << 1
            << ""
            << "invalid SFEN";
        QTest::newRow("perft no depth") << QStringList{QStringLiteral("perft")} << 2 << ""
                                        << "DEPTH";
        QTest::newRow("moves")
            << QStringList{QStringLiteral("moves"), QStringLiteral("--sfen"),
                           QStringLiteral("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1")}
            << 0 << "7g7f\n"
            << "";
        QTest::newRow("moves bad sfen")
            << QStringList{QStringLiteral("moves"), QStringLiteral("--sfen"), bad} << 1 << ""
            << "invalid SFEN";
        QTest::newRow("handicaps") << QStringList{QStringLiteral("handicaps")} << 0 << "two-piece"
                                   << "";
        const QString futile = QStringLiteral("7lk/7p1/7G1/9/6R2/9/9/9/9 b sp 1");
        QTest::newRow("mate composed")
            << QStringList{QStringLiteral("mate"), QStringLiteral("--sfen"), futile} << 0
            << "mate in 1: 3e1e\n"
            << "";
        QTest::newRow("mate every ply") << QStringList{QStringLiteral("mate"), QStringLiteral("--sfen"),
                                                       futile, QStringLiteral("--count-plies")}
                                        << 0 << "mate in 3: 3e1e "
                                        << "";
        QTest::newRow("mate suite") << QStringList{QStringLiteral("mate"), QStringLiteral("--suite"),
                                                   path("futile.tsv"), QStringLiteral("--nodes"),
                                                   QStringLiteral("100000")}
                                    << 0 << "solved 1 / 1 (1 mated with a checked line)"
                                    << "";
        QTest::newRow("mate suite every ply")
            << QStringList{QStringLiteral("mate"), QStringLiteral("--suite"), path("futile.tsv"),
                           QStringLiteral("--count-plies")}
            << 1 << "solved 0 / 1 (1 mated with a checked line)"
            << "";
        QTest::newRow("mate suite bad line")
            << QStringList{QStringLiteral("mate"), QStringLiteral("--suite"), path("badsuite.tsv")} << 1 << ""
            << "badsuite.tsv:2:";
        QTest::newRow("unknown command") << QStringList{QStringLiteral("play")} << 2 << ""
                                         << "unknown command";
    }
    void commands() {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, out);
        QFETCH(QString, err);
        const Run r = cli(args);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.out.contains(out), qPrintable(r.out));
        QVERIFY2(r.err.contains(err), qPrintable(r.err));
    }

private:
    QString path(const char* name) const { return m_dir.filePath(QString::fromLatin1(name)); }
    QString path(const QString& name) const { return m_dir.filePath(name); }
    static QByteArray readAll(const QString& path) {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
