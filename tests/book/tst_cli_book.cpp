// shogiban-cli book as a user runs it: a folder of records (with a subfolder and a file it cannot read)
// made into a book, the exact text YaneuraOu would write for it, --probe, the shared corpus of real
// records, and the built-in engine playing from the book through its BookFile option.
#include "../common/CliRun.h"
#include "book/BookFile.h"
#include "rules/Sfen.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using clitest::cli;
using clitest::Run;

namespace {

void writeFile(const QString& path, const QByteArray& text) {
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

const char* const kStart = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b -";

} // namespace

class TestCliBook : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void makesBookFromFolder();
    void probe();
    void usageErrors();
    void corpus();
    void enginePlaysFromBook();

private:
    QTemporaryDir m_dir;
    QString m_book;
};

void TestCliBook::initTestCase() {
    const QString records = m_dir.filePath(QStringLiteral("records"));
    writeFile(records + "/a.usi", "position startpos moves 7g7f 3c3d 2g2f 8c8d\n");
    writeFile(records + "/b.usi", "position startpos moves 7g7f 8c8d 2g2f\n");
    writeFile(records + "/club/c.sfen", "startpos moves 2g2f 8c8d 7g7f\n");
    writeFile(records + "/club/broken.kif",
              "手合割：平手\n手数----指手---------消費時間--\n   1 ７七歩(77)\n");
    writeFile(records + "/notes.txt", "not a record\n");
    m_book = m_dir.filePath(QStringLiteral("club.db"));
}

void TestCliBook::makesBookFromFolder() {
    const Run r = cli({"book", m_dir.filePath(QStringLiteral("records")), "-o", m_book, "--plies", "2"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("skipped ")) && r.err.contains(QStringLiteral("broken.kif")),
             qPrintable(r.err));
    QVERIFY(!r.err.contains(QStringLiteral("notes.txt")));
    QVERIFY2(r.out.contains(QStringLiteral("club.db: 3 positions from 3 games (first 2 plies)")),
             qPrintable(r.out));
    QFile f(m_book);
    QVERIFY(f.open(QIODevice::ReadOnly));
    // Sorted by the sfen lines' bytes; the most played move first; ponder = the reply played most often.
    const QByteArray expected = QByteArray("#YANEURAOU-DB2016 1.00\n") +
                                "sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2\n"
                                "3c3d 2g2f 0 32 1\n"
                                "8c8d 2g2f 0 32 1\n"
                                "sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/7P1/PPPPPPP1P/1B5R1/LNSGKGSNL w - 2\n"
                                "8c8d 7g7f 0 32 1\n"
                                "sfen " +
                                kStart +
                                " 1\n"
                                "7g7f 3c3d 0 32 2\n"
                                "2g2f 8c8d 0 32 1\n";
    QCOMPARE(f.readAll(), expected);
}

void TestCliBook::probe() {
    const Run r = cli({"book", "--probe", m_book});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QCOMPARE(r.out, QStringLiteral("7g7f 3c3d 0 32 2\n2g2f 8c8d 0 32 1\n"));
    const Run none = cli({"book", "--probe", m_book, "--sfen", "4k4/9/9/9/9/9/9/9/4K4 b - 1"});
    QCOMPARE(none.exitCode, 0);
    QCOMPARE(none.out, QString());
    const Run bad = cli({"book", "--probe", m_dir.filePath(QStringLiteral("records/a.usi"))});
    QCOMPARE(bad.exitCode, 1);
    QVERIFY(bad.err.contains(QStringLiteral("not a YaneuraOu book")));
}

void TestCliBook::usageErrors() {
    QCOMPARE(cli({"book", "-o", m_book}).exitCode, 2);
    QCOMPARE(cli({"book", m_dir.path(), "-o", m_book, "--plies", "0"}).exitCode, 2);
    const Run nothing =
        cli({"book", m_dir.filePath(QStringLiteral("records/notes.txt")), "-o", m_book + "2"});
    QCOMPARE(nothing.exitCode, 1);
    QVERIFY(nothing.err.contains(QStringLiteral("no game could be read")));
    QVERIFY(!QFile::exists(m_book + "2"));
}

void TestCliBook::corpus() {
    const QString kifu = QStringLiteral(SHOGIBAN_TESTDATA_DIR "/kifu/files");
    if (!QDir(kifu).exists()) QSKIP("the shared test corpus is not there");
    const QString book = m_dir.filePath(QStringLiteral("corpus.db"));
    const Run r = cli({"book", kifu, "-o", book, "--plies", "40"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    // Our reader checks the whole file: header, order, every line.
    auto read = shogi::book::BookFile::open(book.toStdString());
    QVERIFY2(read.ok(), read.ok() ? "" : read.error().describe().c_str());
    const auto start = read->lookup(*shogi::sfen::parse(std::string(kStart) + " 1"));
    QVERIFY(start.ok() && !start->empty());
}

void TestCliBook::enginePlaysFromBook() {
    QProcess engine;
    engine.start(QStringLiteral(SHOGIBAN_ENGINE), {});
    QVERIFY(engine.waitForStarted());
    engine.write(("usi\nsetoption name BookFile value " + m_book.toUtf8() +
                  "\nisready\nposition startpos moves 7g7f\ngo btime 0 wtime 0 byoyomi 100000\n"));
    QString out;
    QTRY_VERIFY_WITH_TIMEOUT((out += QString::fromUtf8(engine.readAllStandardOutput())).contains("bestmove"),
                             20000);
    QVERIFY(out.contains(QStringLiteral("option name BookFile type string default <empty>")));
    QVERIFY2(out.contains(QStringLiteral("info string book move\n")), qPrintable(out));
    // Full strength: the most played; 3c3d and 8c8d were played once each, 3c3d first in the book.
    QVERIFY2(out.contains(QStringLiteral("bestmove 3c3d")), qPrintable(out));
    engine.write("position startpos moves 1g1f\ngo btime 0 wtime 0 byoyomi 200\nquit\n");
    QVERIFY(engine.waitForFinished(20000));
    out = QString::fromUtf8(engine.readAllStandardOutput());
    QVERIFY(out.contains(QStringLiteral("bestmove ")));
    QVERIFY(!out.contains(QStringLiteral("book move")));
}

QTEST_GUILESS_MAIN(TestCliBook)
#include "tst_cli_book.moc"
