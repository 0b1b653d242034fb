// Reads every file of the shared corpus (../shared/testdata/kifu, see its README), one row per file.
// Where the two reference readers agree (or only one reads the file) our move count, start and final
// positions and variation count must equal theirs; for the rest the table below gives our reading and
// why, from the format's specification; a second table lists where we differ from the reference on
// purpose, and why. No file may crash the reader.
#include "formats/RecordFormat.h"
#include "rules/Sfen.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace shogi;

namespace {

// Files the reference readers disagree on or both refuse. An empty start means we refuse the file too.
struct OwnReading {
    const char* file;
    int moves;
    int branches;
    const char* start;
    const char* final;
    int errorLine;
    const char* why;
};

const OwnReading kOwnReadings[] = {
    {"008_bioshogi_kakinoki_partialboard.kif", 0, 0, "", "", 4,
     "A KIF board diagram (BOD) is the whole 9x9 board. This one shows two files and three ranks without "
     "saying which, so no start position can be placed; refusing beats guessing."},
    {"082_kfjs_fork-test.kif", 3, 2, "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b -",
     "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P4P1/PP1PPPP1P/1B5R1/LNSGKGSNL w -", 0,
     "Line 18 repeats move number 5 after '5 ６六歩(67)'. KIF move lines follow each other and only "
     "変化：N手 "
     "starts a variation, so '5 ４二銀(31)' is read as the next move (White's silver, move 6) with a "
     "warning, "
     "as json-kifu-format does; tsshogi branches at the number, putting White's silver on Black's turn."},
    {"104_mog_002.csa", 258, 0, "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b -",
     "3+P1G1+R+B/2+N1K4/1+P1+SGG1+L1/2+R6/P2S5/2G+n1+p+p2/7+p1/3+p+p4/5k3 b B2S2N3L10P", 0,
     "Rows P2, P4, P5, P6 and P8 end in '*.' where CSA has ' * ' for the ninth square's padding. The nine "
     "squares are all there, so the CSA reader ignores the stray '.' with a warning and reads all 258 moves "
     "to %JISHOGI; json-kifu-format refuses the board and tsshogi misreads it."},
    {"118_mog_012.kif", 121, 0, "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b -",
     "l4S2l/5bS2/2n1g1p2/p1p1pp2p/3P2k2/PrPg1G2P/1P1n1P1p1/1K2P4/LN6L w RNPbg2s3p", 0,
     "'123 中断' follows '122 投了'. An ending ends its line in KIF, so the second one is reported and "
     "ignored (json-kifu-format likewise); tsshogi turns it into a variation of the ending."},
    {"155_spl_illegal-check.kif", 0, 0, "4r4/9/9/9/9/9/5P3/4B4/4K3P b Pp", "4r4/9/9/9/9/9/5P3/4B4/4K3P b Pp",
     0,
     "The diagram's rows lack the rank labels 一…九 that both reference readers require. The labels only "
     "decorate the diagram: its nine rows in order are the ranks, so we read it (White has no king, which a "
     "composed position may do)."},
};

// Files where we differ from the reference reading on purpose.
struct Deviation {
    const char* file;
    int moves;
    const char* final;
    const char* why;
};

const Deviation kDeviations[] = {
    {"132_sbq_test-drops.usi", 4, "lnsgkg1nl/1r5s1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL b Bb",
     "The fifth move P*5e drops a pawn Black does not hold. A recorded illegal move is kept only when the "
     "board can carry it out; this one cannot, so the line ends before it and the reader says so. tsshogi "
     "plays it by making a pawn out of nothing (its final position has one more black pawn than the game)."},
};

const Deviation* deviation(const QString& file) {
    for (const Deviation& d : kDeviations)
        if (file == QLatin1String(d.file)) return &d;
    return nullptr;
}

const OwnReading* ownReading(const QString& file) {
    for (const OwnReading& r : kOwnReadings)
        if (file == QLatin1String(r.file)) return &r;
    return nullptr;
}

QString withoutMoveNumber(const QString& sfen) {
    return sfen.left(sfen.lastIndexOf(QLatin1Char(' ')));
}
QString format(const Position& pos) {
    return QString::fromStdString(sfen::formatWithoutMoveNumber(pos));
}
QString corpusDir() {
    return QStringLiteral(SHOGIBAN_TESTDATA_DIR "/kifu");
}

} // namespace

class TestCorpus : public QObject {
    Q_OBJECT
private slots:
    void readsEveryFile_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("encoding");
        QTest::addColumn<QJsonObject>("expected");
        QFile index(corpusDir() + QStringLiteral("/expected.json"));
        if (!index.open(QIODevice::ReadOnly)) QSKIP("the shared test corpus is not there");
        const QJsonArray rows = QJsonDocument::fromJson(index.readAll()).array();
        QVERIFY(!rows.isEmpty());
        for (const QJsonValue& v : rows) {
            const QJsonObject row = v.toObject();
            const QString file = row.value(QLatin1String("file")).toString();
            QJsonObject expected = row.value(QLatin1String("expected")).toObject();
            // A list of positions (SFEN collections): a record holds one game, the first.
            const QJsonArray entries =
                row.value(QLatin1String("tsshogi")).toObject().value(QLatin1String("list")).toArray();
            if (!expected.isEmpty() && expected.value(QLatin1String("start_sfen")).isNull() &&
                !entries.isEmpty())
                expected = entries.first().toObject();
            QTest::newRow(qPrintable(file))
                << file << row.value(QLatin1String("encoding_manifest")).toString() << expected;
        }
    }

    void readsEveryFile() {
        QFETCH(QString, file);
        QFETCH(QString, encoding);
        QFETCH(QJsonObject, expected);
        QFile f(corpusDir() + QStringLiteral("/files/") + file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const auto result = readRecord(f.readAll(), formatFromExtension(QFileInfo(file).suffix()));

        const OwnReading* own = expected.isEmpty() ? ownReading(file) : nullptr;
        QVERIFY2(!expected.isEmpty() || own, "no reference reading: add our reading and why to kOwnReadings");
        if (own && own->errorLine) {
            QVERIFY2(!result.ok(), own->why);
            QCOMPARE(result.error().line, own->errorLine);
            return;
        }
        QVERIFY2(result.ok(), result.ok() ? "" : result.error().describe().c_str());
        QCOMPARE(result->encoding, encoding);
        const GameRecord& record = result->record;
        const QString finalSfen = format(record.positionAt(record.mainLineEnd()));
        if (own) {
            QVERIFY2(record.mainLineMoveCount() == own->moves, own->why);
            QCOMPARE(format(record.startPosition()), QString::fromLatin1(own->start));
            QCOMPARE(finalSfen, QString::fromLatin1(own->final));
            QCOMPARE(record.variationCount(), own->branches);
            return;
        }
        QCOMPARE(format(record.startPosition()),
                 withoutMoveNumber(expected.value(QLatin1String("start_sfen")).toString()));
        if (const Deviation* d = deviation(file)) {
            QVERIFY2(record.mainLineMoveCount() == d->moves, d->why);
            QCOMPARE(finalSfen, QString::fromLatin1(d->final));
            QVERIFY(!result->warnings.isEmpty());
            return;
        }
        QCOMPARE(record.mainLineMoveCount(), expected.value(QLatin1String("moves")).toInt());
        QCOMPARE(finalSfen, withoutMoveNumber(expected.value(QLatin1String("final_sfen")).toString()));
        if (expected.value(QLatin1String("branches")).isDouble()) // null for SFEN/USI lists
            QCOMPARE(record.variationCount(), expected.value(QLatin1String("branches")).toInt());
        // Records that end on an illegal move keep it, flagged, and say so.
        const auto line = record.mainLine();
        for (const QJsonValue& ply : expected.value(QLatin1String("illegal_plies_main_line")).toArray()) {
            const int i = ply.toInt() - 1;
            QVERIFY(i < int(line.size()));
            QVERIFY2(line[i]->illegal,
                     qPrintable(QStringLiteral("ply %1 should be flagged illegal").arg(ply.toInt())));
            QVERIFY(!result->warnings.isEmpty());
        }
    }
};

QTEST_GUILESS_MAIN(TestCorpus)
#include "tst_corpus.moc"
