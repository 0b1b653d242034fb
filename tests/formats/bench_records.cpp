// Reading speed: the largest file of the shared corpus, and a synthetic 1,000-move KIF record with 100
// variations. Not a CTest test (timings depend on the machine); run ./bench_records to see the figures.
#include "formats/RecordFormat.h"
#include "formats/TextEncoding.h"
#include "rules/MoveGenerator.h"
#include "rules/Usi.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTest>

using namespace shogi;

namespace {

Move usiMove(const char* text) {
    return *usi::parseMove(text, Variant::get(VariantKind::Standard));
}

// 1,000 moves with times: an opening, then the kings step back and forth. Every tenth move (5, 15, ...)
// has a variation of five moves that starts with another legal move.
GameRecord syntheticRecord() {
    GameRecord r;
    RecordNode* n = &r.root();
    for (const char* m : {"7g7f", "3c3d", "2g2f", "8c8d"})
        n = r.addMove(n, usiMove(m));
    const char* shuffle[] = {"5i5h", "5a5b", "5h5i", "5b5a"};
    for (int i = 0; n->ply < 1000; ++i) {
        n = r.addMove(n, usiMove(shuffle[i % 4]));
        n->comment = i % 50 == 0 ? QStringLiteral("コメント %1").arg(i) : QString();
        n->timeSpentMs = 1000 * (i % 60);
    }
    int variations = 0;
    for (RecordNode* at = r.root().mainChild(); at && variations < 100; at = at->mainChild()) {
        if (at->ply % 10 != 5) continue;
        Position pos = r.positionAt(at);
        RecordNode* v = at;
        for (int k = 0; k < 5; ++k) {
            MoveList legal;
            movegen::legalMoves(pos, legal);
            Move m = legal[(at->ply + k) % legal.size()];
            if (k == 0 && at->mainChild() && m == at->mainChild()->move)
                m = legal[(at->ply + 1) % legal.size()];
            v = r.addMove(v, m);
            pos.doMove(m);
        }
        ++variations;
    }
    return r;
}

QString largestCorpusFile() {
    const QDir dir(QStringLiteral(SHOGIBAN_TESTDATA_DIR "/kifu/files"));
    const QFileInfoList files = dir.entryInfoList(QDir::Files, QDir::Size);
    return files.isEmpty() ? QString() : files.front().filePath();
}

} // namespace

class BenchRecords : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        const QString path = ::largestCorpusFile();
        if (!path.isEmpty())
            qInfo("largest corpus file: %s, %lld bytes", qPrintable(QFileInfo(path).fileName()),
                  QFileInfo(path).size());
        qInfo("synthetic record as Shift_JIS KIF: %lld bytes",
              qlonglong(encodeKif(syntheticRecord(), true)->size()));
    }

    void largestCorpusFile() {
        const QString path = ::largestCorpusFile();
        if (path.isEmpty()) QSKIP("the shared test corpus is not there");
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        const auto hint = formatFromExtension(QFileInfo(path).suffix());
        QBENCHMARK {
            const auto r = readRecord(bytes, hint);
            QVERIFY(r.ok());
        }
    }

    void synthetic1000MovesWith100Variations() {
        const GameRecord record = syntheticRecord();
        QCOMPARE(record.mainLineMoveCount(), 1000);
        QCOMPARE(record.variationCount(), 100);
        const QByteArray bytes = *encodeKif(record, true);
        QBENCHMARK {
            const auto r = readRecord(bytes, RecordFormat::Kif);
            QVERIFY(r.ok());
            QCOMPARE(r->record.variationCount(), 100);
        }
    }

    void writeSynthetic() {
        const GameRecord record = syntheticRecord();
        QBENCHMARK {
            const QString text = writeKif(record);
            QVERIFY(!text.isEmpty());
        }
    }
};

QTEST_GUILESS_MAIN(BenchRecords)
#include "bench_records.moc"
