// The evaluation lines of move comments: ShogiHome's form read and written exactly, ShogiGUI's and
// Floodgate's read (samples reconstructed from ShogiHome's comment.ts and from records those programs wrote),
// the user's text kept, and the lines surviving a trip through every record format we write.
#include "AnalysisTestUtil.h"
#include "analysis/EvalComment.h"
#include "formats/RecordFormat.h"

#include <QFile>

using namespace shogi;
using namespace analysistest;
using analysis::Evaluation;

Q_DECLARE_METATYPE(std::optional<usi::Score>)

namespace {

// After ▲７六歩: White to move.
Position afterFirstMove() {
    return position(kStart, QStringLiteral("7g7f"));
}

} // namespace

class TestEvalComment : public QObject {
    Q_OBJECT
private slots:
    void read_data() {
        QTest::addColumn<QString>("comment");
        QTest::addColumn<std::optional<usi::Score>>("score");
        QTest::addColumn<int>("source"); // Evaluation::Source
        QTest::addColumn<int>("depth");  // -1: none
        QTest::addColumn<qint64>("nodes");
        QTest::addColumn<QString>("pv");
        QTest::addColumn<QString>("engine");
        const int analysed = int(Evaluation::Source::Analysis), player = int(Evaluation::Source::Player);
        using S = usi::Score;

        // ShogiHome's analysis, as buildSearchComment writes it (situation word, then the '#' lines).
        QTest::newRow("ShogiHome analysis")
            << "互角\n#評価値=58\n#読み筋=△３四歩▲２六歩△８四歩\n#深さ=20\n#ノード数=1234567\n#エンジン=水匠5"
            << std::optional(S::cp(58)) << analysed << 20 << qint64(1234567) << "3c3d 2g2f 8c8d"
            << "水匠5";
        QTest::newRow("ShogiHome negative, user text around")
            << "good try\n#評価値=-312\nthen this" << std::optional(S::cp(-312)) << analysed << -1
            << qint64(-1) << ""
            << "";
        QTest::newRow("ShogiHome mate with plies")
            << "#詰み=先手勝ち:7手\n#読み筋=△３四歩" << std::optional(S::mate(7)) << analysed << -1
            << qint64(-1) << "3c3d"
            << "";
        QTest::newRow("ShogiHome mate without plies")
            << "#詰み=後手勝ち" << std::optional(S::mateUnknown(false)) << analysed << -1 << qint64(-1) << ""
            << "";
        // ShogiHome keeps an older centipawn score beside a mate found later: the mate counts.
        QTest::newRow("ShogiHome mate beside a stale score")
            << "#詰み=後手勝ち:3手\n後手勝勢\n#評価値=-2400" << std::optional(S::mate(-3)) << analysed << -1
            << qint64(-1) << ""
            << "";
        QTest::newRow("ShogiHome player line")
            << "*評価値=-120\n*読み筋=△３四歩\n*深さ=12" << std::optional(S::cp(-120)) << player << 12
            << qint64(-1) << "3c3d"
            << "";
        QTest::newRow("ShogiHome analysis wins over a player line")
            << "*評価値=-120\n#評価値=40" << std::optional(S::cp(40)) << analysed << -1 << qint64(-1) << ""
            << "";
        QTest::newRow("decimal score read to the point")
            << "#評価値=58.7" << std::optional(S::cp(58)) << analysed << -1 << qint64(-1) << ""
            << "";

        // ShogiGUI: the line begins with the move just played; its PV for this position starts after it.
        QTest::newRow("ShogiGUI analysis")
            << "*解析 0 ○ 候補1 時間 00:03.0 深さ 14/27 ノード数 123456 評価値 123 読み筋 ▲７六歩(77) "
               "△３四歩(33) "
               "▲２六歩(27)"
            << std::optional(S::cp(123)) << analysed << 14 << qint64(123456) << "3c3d 2g2f"
            << "";
        QTest::newRow("ShogiGUI second candidate ignored, first read")
            << "*解析 0  候補2 時間 00:10.0 深さ 30 ノード数 9 評価値 -500 読み筋 △８四歩(83)\n"
               "*解析 0  候補1 時間 00:10.0 深さ 34 ノード数 178144 評価値 3 読み筋 △３四歩(33)"
            << std::optional(S::cp(3)) << analysed << 34 << qint64(178144) << "3c3d"
            << "";
        QTest::newRow("ShogiGUI mate") << "*解析 0 △ 評価値 -詰 3 読み筋 △３四歩(33)"
                                       << std::optional(S::mate(-3)) << analysed << -1 << qint64(-1) << "3c3d"
                                       << "";
        QTest::newRow("ShogiGUI mate for Black")
            << "*解析 0 ▲ 評価値 +詰 15 読み筋 △３四歩(33)" << std::optional(S::mate(15)) << analysed << -1
            << qint64(-1) << "3c3d"
            << "";
        QTest::newRow("ShogiGUI upper bound")
            << "*解析 0 候補1 深さ 9 評価値 -45↓ 読み筋 △３四歩(33)"
            << std::optional(S::cp(-45, S::Bound::Upper)) << analysed << 9 << qint64(-1) << "3c3d"
            << "";
        QTest::newRow("ShogiGUI during a game")
            << "*対局 深さ 18 ノード数 5000 評価値 77 読み筋 △３四歩(33)" << std::optional(S::cp(77))
            << player << 18 << qint64(5000) << "3c3d"
            << "";

        // Floodgate: the CSA comment "'** 30 -3334FU +2726FU" reads as this line.
        QTest::newRow("Floodgate") << "* 30 -3334FU +2726FU" << std::optional(S::cp(30)) << player << -1
                                   << qint64(-1) << "3c3d 2g2f"
                                   << "";
        QTest::newRow("Floodgate without PV")
            << "* -1200" << std::optional(S::cp(-1200)) << player << -1 << qint64(-1) << ""
            << "";
        QTest::newRow("CSA 3.0 with nodes")
            << "* 30 -3334FU #8190" << std::optional(S::cp(30)) << player << -1 << qint64(8190) << "3c3d"
            << "";

        // aobazero on Floodgate: USI moves, beginning with the move just played.
        QTest::newRow("Floodgate, USI PV") << "* 130 7g7f 8c8d 7i6h 3c3d" << std::optional(S::cp(130))
                                           << player << -1 << qint64(-1) << "8c8d 7i6h 3c3d"
                                           << "";
        QTest::newRow("a starred note with a number")
            << "* 5 points to Black" << std::optional<S>() << 0 << -1 << qint64(-1) << ""
            << "";
        QTest::newRow("no evaluation")
            << "いい手\n*3手目は疑問" << std::optional<S>() << 0 << -1 << qint64(-1) << ""
            << "";
        QTest::newRow("empty") << "" << std::optional<S>() << 0 << -1 << qint64(-1) << ""
                               << "";
    }
    void read() {
        QFETCH(QString, comment);
        QFETCH(std::optional<usi::Score>, score);
        QFETCH(int, source);
        QFETCH(int, depth);
        QFETCH(qint64, nodes);
        QFETCH(QString, pv);
        QFETCH(QString, engine);
        const auto e = analysis::readEvaluation(comment, afterFirstMove());
        QCOMPARE(e.has_value(), score.has_value());
        if (!e) return;
        QVERIFY(e->score == *score);
        QCOMPARE(int(e->source), source);
        QCOMPARE(e->depth.value_or(-1), depth);
        QCOMPARE(qint64(e->nodes.value_or(-1)), nodes);
        QCOMPARE(usiText(e->pv), pv);
        QCOMPARE(e->engine, engine);
    }

    // A real Floodgate game (the shared corpus): every move's comment is read, from Black's view. White
    // resigned; its engine's own last line says +2491 for Black, so the score cannot be the mover's view.
    void floodgateCorpus() {
        QFile file(QStringLiteral(SHOGIBAN_TESTDATA_DIR "/kifu/files/157_sugyan_floodgate.csa"));
        if (!file.open(QIODevice::ReadOnly)) QSKIP("the shared corpus is not here");
        const auto read = readRecord(file.readAll(), RecordFormat::Csa);
        QVERIFY(read.ok());
        const GameRecord& record = read->record;
        Position pos = record.startPosition();
        std::vector<Evaluation> evaluations;
        for (const RecordNode* node : record.mainLine()) {
            if (node->isSpecial()) break;
            pos.doMove(node->move);
            const auto e = analysis::readEvaluation(node->comment, pos);
            QVERIFY2(e, qPrintable(node->comment));
            QVERIFY(!e->pv.empty());
            evaluations.push_back(*e);
        }
        QCOMPARE(evaluations.front().score, usi::Score::cp(113));
        QCOMPARE(usiText({evaluations.front().pv.front()}), QStringLiteral("3c3d"));
        QCOMPARE(evaluations[evaluations.size() - 6].score, usi::Score::cp(2491)); // after White's -0079GI
        QCOMPARE(evaluations.back().score, usi::Score::cp(4370));
    }

    void write_data() {
        QTest::addColumn<QString>("before");
        QTest::addColumn<QString>("expected");
        const QString lines = QStringLiteral(
            "#評価値=-45\n#読み筋=△３四歩▲２六歩\n#深さ=17\n#ノード数=99000\n#エンジン=Fairy-Stockfish");
        QTest::newRow("empty comment") << "" << lines;
        QTest::newRow("user text kept below") << "a fine opening move" << lines + "\na fine opening move";
        QTest::newRow("earlier analysis replaced")
            << "#評価値=10\n#読み筋=△８四歩\n#深さ=5\n#エンジン=old\nmy note" << lines + "\nmy note";
        // ShogiHome's block: quality header, situation word and its lines; the header stays on top.
        QTest::newRow("ShogiHome's block replaced, header kept")
            << "【悪手】\n先手有利\n#評価値=450\n#読み筋=△８四歩\n#深さ=22\n#ノード数=1\n#エンジン=水匠\nmine"
            << "【悪手】\n" + lines + "\nmine";
        QTest::newRow("other programs' lines kept")
            << "* 30 -3334FU\n*解析 0 候補1 評価値 5" << lines + "\n* 30 -3334FU\n*解析 0 候補1 評価値 5";
        QTest::newRow("a situation word of the user's own kept") << "互角" << lines + "\n互角";
    }
    void write() {
        QFETCH(QString, before);
        QFETCH(QString, expected);
        Evaluation e;
        e.score = usi::Score::cp(-45);
        e.pv = usiMoves(QStringLiteral("3c3d 2g2f"));
        e.depth = 17;
        e.nodes = 99000;
        e.engine = QStringLiteral("Fairy-Stockfish");
        const QString written = analysis::withEvaluation(before, e, afterFirstMove());
        QCOMPARE(written, expected);
        const auto back = analysis::readEvaluation(written, afterFirstMove());
        QVERIFY(back && *back == e);
    }

    void writeMate_data() {
        QTest::addColumn<int>("plies"); // USI "mate N" from Black's view; 0: unknown length
        QTest::addColumn<bool>("black");
        QTest::addColumn<QString>("expected");
        QTest::newRow("Black mates in 5") << 5 << true << "#詰み=先手勝ち:5手";
        QTest::newRow("White mates in 2") << 2 << false << "#詰み=後手勝ち:2手";
        QTest::newRow("Black mates, length unknown") << 0 << true << "#詰み=先手勝ち";
    }
    void writeMate() {
        QFETCH(int, plies);
        QFETCH(bool, black);
        QFETCH(QString, expected);
        Evaluation e;
        e.score = plies ? usi::Score::mate(black ? plies : -plies) : usi::Score::mateUnknown(black);
        const QString written = analysis::withEvaluation(QString(), e, afterFirstMove());
        QCOMPARE(written, expected);
        QVERIFY(analysis::readEvaluation(written, afterFirstMove())->score == e.score);
    }

    void qualityHeader() {
        QCOMPARE(analysis::withQualityHeader(QStringLiteral("note"), QStringLiteral("悪手")),
                 QStringLiteral("【悪手】\nnote"));
        QCOMPARE(analysis::withQualityHeader(QStringLiteral("【疑問手】\nnote"), QStringLiteral("大悪手")),
                 QStringLiteral("【大悪手】\nnote"));
        QCOMPARE(analysis::withQualityHeader(QStringLiteral("【緩手】\nnote"), QString()),
                 QStringLiteral("note"));
        QCOMPARE(analysis::withQualityHeader(QStringLiteral("【Blunder】"), QString()), QString());
        QCOMPARE(analysis::withQualityHeader(QString(), QStringLiteral("悪手")), QStringLiteral("【悪手】"));
        QCOMPARE(analysis::qualityHeader(QStringLiteral("【悪手】\nx")), QStringLiteral("悪手"));
        QCOMPARE(analysis::qualityHeader(QStringLiteral("【名局】\nx")), QString()); // not a quality word
        QCOMPARE(analysis::withoutEvaluation(QStringLiteral("【悪手】\n#評価値=3\nkeep")),
                 QStringLiteral("keep"));
    }

    // Written into a record, the lines come back from every format we write, with the user's text; KIF and
    // CSA hold them as ShogiHome's files do.
    void formats_data() {
        QTest::addColumn<int>("format");
        QTest::addColumn<QString>("expectedLine"); // how the score line of move 1 appears in the file
        QTest::newRow("kif") << int(RecordFormat::Kif) << "*#評価値=-45";
        QTest::newRow("ki2") << int(RecordFormat::Ki2) << "*#評価値=-45";
        QTest::newRow("csa") << int(RecordFormat::Csa) << "'*#評価値=-45";
        QTest::newRow("jkf") << int(RecordFormat::Jkf) << "\"#評価値=-45\"";
        QTest::newRow("psn") << int(RecordFormat::Psn) << "#評価値=-45";
    }
    void formats() {
        QFETCH(int, format);
        QFETCH(QString, expectedLine);
        const auto fmt = RecordFormat(format);
        GameRecord record(position(kStart));
        RecordNode* node = &record.root();
        const auto line = usiMoves(QStringLiteral("7g7f 3c3d 2g2f 8c8d"));
        std::vector<Evaluation> written;
        Position pos = record.startPosition();
        node->comment = QStringLiteral("start note");
        for (std::size_t i = 0; i <= line.size(); ++i) {
            Evaluation e;
            e.score = i == 3 ? usi::Score::mate(-9) : usi::Score::cp(i == 1 ? -45 : int(i) * 37);
            if (i < line.size()) e.pv.assign(line.begin() + std::ptrdiff_t(i), line.end());
            e.depth = 10 + int(i);
            e.engine = QStringLiteral("shogiban-engine 1.0");
            node->comment = analysis::withEvaluation(node->comment, e, pos);
            written.push_back(e);
            if (i == line.size()) break;
            node = record.addMove(node, line[i]);
            node->comment = i == 0 ? QStringLiteral("user words\n*with a star") : QString();
            pos.doMove(line[i]);
        }
        const auto bytes = encodeRecord(record, fmt, false);
        QVERIFY(bytes.ok());
        const QString text = QString::fromUtf8(*bytes);
        QVERIFY2(text.contains(expectedLine), qPrintable(text));
        const auto back = readRecord(*bytes, fmt);
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().describe().c_str());
        const GameRecord& r = back->record;
        Position p = r.startPosition();
        const RecordNode* n = &r.root();
        for (std::size_t i = 0; i < written.size(); ++i) {
            const auto e = analysis::readEvaluation(n->comment, p);
            QVERIFY2(e && *e == written[i], qPrintable(QStringLiteral("node %1: %2").arg(i).arg(n->comment)));
            if (i == 0) QVERIFY(n->comment.endsWith(QStringLiteral("start note")));
            if (i == 1) QVERIFY(n->comment.endsWith(QStringLiteral("user words\n*with a star")));
            if (i + 1 == written.size()) break;
            n = n->mainChild();
            QVERIFY(n);
            p.doMove(n->move);
        }
    }
};

QTEST_GUILESS_MAIN(TestEvalComment)
#include "tst_evalcomment.moc"
