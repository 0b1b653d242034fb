// shogiban-cli convert when the disk fills partway through the file: run with a file size limit
// (RLIMIT_FSIZE, as a full disk, a write that stops partway), it says that the disk is full, exits with 1,
// and leaves the file it was to replace as it was, with no temporary file beside it.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>

namespace {

struct Run {
    int exitCode = -1;
    QString err;
};

// shogiban-cli with `args`, allowed to write files of at most `limit` bytes.
Run cliWithFileLimit(const QStringList& args, rlim_t limit) {
    QProcess p;
    p.setChildProcessModifier([limit] {
        // Past the limit a write fails with EFBIG instead of the process being killed by SIGXFSZ.
        ::signal(SIGXFSZ, SIG_IGN);
        const rlimit r{limit, limit};
        ::setrlimit(RLIMIT_FSIZE, &r);
    });
    p.start(QStringLiteral(SHOGIBAN_CLI), args);
    if (!p.waitForFinished(60000)) return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardError())};
}

} // namespace

class TestCliFullDisk : public QObject {
    Q_OBJECT
private slots:
    void convertSaysTheDiskIsFull() {
        QTemporaryDir dir;
        const QString in = dir.filePath(QStringLiteral("game.kifu"));
        const QString out = dir.filePath(QStringLiteral("copy.kif"));
        {
            QFile f(in);
            QVERIFY(f.open(QIODevice::WriteOnly));
            // A comment of 6 kB: the file stops partway at the 2 kB limit.
            const QByteArray kif = "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n*" +
                                   QByteArray(6000, 'c') + "\n   2 ３四歩(33)\n   3 投了\n";
            f.write(kif);
        }
        {
            QFile f(out);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("the user's old file\n");
        }
        const Run r = cliWithFileLimit({QStringLiteral("convert"), in, out}, 2048);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("the disk is full")), qPrintable(r.err));
        QVERIFY2(!r.err.contains(QStringLiteral("Unknown error")), qPrintable(r.err));
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("the user's old file\n"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files),
                 (QStringList{QStringLiteral("copy.kif"), QStringLiteral("game.kifu")}));
        // With room, the same command writes the file.
        const Run ok = cliWithFileLimit({QStringLiteral("convert"), in, out}, RLIM_INFINITY);
        QVERIFY2(ok.exitCode == 0, qPrintable(ok.err));
    }
};

QTEST_GUILESS_MAIN(TestCliFullDisk)
#include "tst_cli_fulldisk.moc"
