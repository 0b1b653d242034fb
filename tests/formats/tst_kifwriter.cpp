// Writing KIF and KI2 and reading the text back gives the same record: synthetic records that use every
// feature, and every KIF/KI2 file of the shared corpus.
#include "RecordCompare.h"
#include "formats/RecordFormat.h"
#include "formats/TextEncoding.h"
#include "rules/Handicap.h"
#include "rules/Sfen.h"
#include "rules/Usi.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

using namespace shogi;

namespace {

Move usiMove(const char* text) {
    return *usi::parseMove(text, Variant::get(VariantKind::Standard));
}

RecordNode* play(GameRecord& r, RecordNode* at, std::initializer_list<const char*> moves) {
    for (const char* m : moves)
        at = r.addMove(at, usiMove(m));
    return at;
}

// Every feature the two formats carry: headers, comments on the root, moves and endings, bookmarks,
// times, 同, promotions taken and declined, drops, nested variations, and endings inside variations.
GameRecord featureRecord() {
    GameRecord r;
    r.headers = {{QStringLiteral("開始日時"), QStringLiteral("2024/05/06 10:00")},
                 {QStringLiteral("棋戦"), QStringLiteral("往復テスト")},
                 {QStringLiteral("手合割"), QStringLiteral("平手")},
                 {QStringLiteral("先手"), QStringLiteral("甲")},
                 {QStringLiteral("後手"), QStringLiteral("乙")}};
    r.root().comment = QStringLiteral("開始前\n二行目");
    RecordNode* n = play(r, &r.root(), {"7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"});
    n->comment = QStringLiteral("角打ち");
    n->bookmark = QStringLiteral("ここ");
    n = play(r, n, {"6a5b", "4e3d", "2b3c", "3d2c+"});
    RecordNode* end = r.addSpecial(n, SpecialMove::Resign);
    end->comment = QStringLiteral("終局");
    int t = 1000;
    for (RecordNode* x = r.root().mainChild(); x; x = x->mainChild()) {
        x->timeSpentMs = t;
        x->totalTimeMs = t * 3;
        t += 61000;
    }
    // Variations: at move 2, and inside it at move 4; one ends on 中断, one on an illegal move.
    RecordNode* v = play(r, r.root().mainChild(), {"8c8d", "2g2f"});
    RecordNode* w = play(r, v, {"8d8e", "2f2e", "8e8f"});
    w->comment = QStringLiteral("変化のコメント");
    r.addSpecial(w, SpecialMove::Interrupt);
    RecordNode* x = play(r, v, {"4a3b", "2f2e", "3a4b", "2e2d", "2c2d", "2h2d", "4b3a"});
    RecordNode* bad = r.addMove(x, usiMove("P*7d")); // nifu: kept as recorded
    bad->illegal = true;
    r.addSpecial(bad, SpecialMove::IllegalWin);
    r.addSpecial(r.root().mainChild()->mainChild(), SpecialMove::Repetition); // an ending as a variation
    play(r, &r.root(),
         {"2g2f", "8c8d", "2f2e", "8d8e", "2e2d", "2c2d", "2h2d", "8e8f",
          "2d2c+"}); // a second first move; 同 and 成
    return r;
}

GameRecord startingFrom(const char* sfen, std::initializer_list<const char*> moves, SpecialMove ending) {
    GameRecord r(*sfen::parse(sfen));
    RecordNode* n = play(r, &r.root(), moves);
    if (ending != SpecialMove::None) r.addSpecial(n, ending);
    return r;
}

struct Sample {
    const char* name;
    GameRecord record;
};

std::vector<Sample> samples() {
    std::vector<Sample> s;
    s.push_back({"features", featureRecord()});
    GameRecord lance =
        startingFrom(Handicap::byId("lance")->sfen.data(), {"3c3d", "7g7f"}, SpecialMove::Resign);
    lance.setHeader(QStringLiteral("手合割"), QStringLiteral("香落ち"));
    s.push_back({"lance handicap", std::move(lance)});
    s.push_back({"problem", startingFrom("8k/9/7+S1/9/4+B4/9/9/9/9 w SP2rb4g2s4n4l17p 1", {"1a2a", "S*2b"},
                                         SpecialMove::Mate)});
    s.push_back({"declined promotion", startingFrom("4k4/9/9/5S3/9/9/9/9/4K4 b - 1", {"4d4c", "5a6a", "4c5b"},
                                                    SpecialMove::Timeout)});
    s.push_back({"empty", GameRecord()});
    for (SpecialMove e :
         {SpecialMove::Impasse, SpecialMove::EnteringKingWin, SpecialMove::Draw, SpecialMove::NoMate,
          SpecialMove::IllegalLoss, SpecialMove::PerpetualCheck, SpecialMove::MaxMoves, SpecialMove::Error})
        s.push_back({"ending", startingFrom("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
                                            {"7g7f"}, e)});
    return s;
}

int illegalMoves(const RecordNode& node) {
    int n = node.illegal ? 1 : 0;
    for (const auto& child : node.children)
        n += illegalMoves(*child);
    return n;
}

QString corpusDir() {
    return QStringLiteral(SHOGIBAN_TESTDATA_DIR "/kifu/files");
}

} // namespace

class TestKifWriter : public QObject {
    Q_OBJECT
private slots:
    void kifRoundTrip_data() {
        QTest::addColumn<int>("index");
        const auto all = samples();
        for (std::size_t i = 0; i < all.size(); ++i)
            QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(all[i].name).arg(i))) << int(i);
    }

    void kifRoundTrip() {
        QFETCH(int, index);
        const GameRecord original = std::move(samples()[index].record);
        const QString text = writeKif(original);
        auto back = readKif(text);
        QVERIFY2(back.ok(),
                 qPrintable((back.ok() ? QString() : QString::fromStdString(back.error().describe())) +
                            QLatin1Char('\n') + text));
        const QString diff = testing::recordDifference(original, back->record);
        QVERIFY2(diff.isEmpty(), qPrintable(diff + QLatin1Char('\n') + text));
        QCOMPARE(back->warnings.size(), illegalMoves(original.root())); // each illegal move is reported
    }

    void ki2RoundTrip_data() { kifRoundTrip_data(); }

    void ki2RoundTrip() {
        QFETCH(int, index);
        const GameRecord original = std::move(samples()[index].record);
        const QString text = writeKi2(original);
        auto back = readKi2(text);
        QVERIFY2(back.ok(),
                 qPrintable((back.ok() ? QString() : QString::fromStdString(back.error().describe())) +
                            QLatin1Char('\n') + text));
        testing::CompareOptions noTimes;
        noTimes.times = false;
        const QString diff = testing::recordDifference(original, back->record, noTimes);
        QVERIFY2(diff.isEmpty(), qPrintable(diff + QLatin1Char('\n') + text));
    }

    void writesKakinokiLayout() {
        const GameRecord r = featureRecord();
        const QStringList lines = writeKif(r).split(QLatin1Char('\n'));
        QCOMPARE(lines[0], QStringLiteral("#KIF version=2.0 encoding=UTF-8"));
        QVERIFY(lines.contains(QStringLiteral("手数----指手---------消費時間--")));
        QVERIFY(lines.contains(QStringLiteral("   1 ７六歩(77)   ( 0:01/00:00:03)+")));
        QVERIFY(lines.contains(QStringLiteral("   4 同　銀(31)   ( 3:04/00:09:12)")));
        QVERIFY(lines.contains(QStringLiteral("   5 ４五角打     ( 4:05/00:12:15)")));
        QVERIFY(lines.contains(QStringLiteral("変化：2手")));
        const QString ki2 = writeKi2(r);
        QVERIFY2(ki2.contains(QStringLiteral("▲７六歩    △３四歩    ▲２二角成  △同　銀    ▲４五角\n")),
                 qPrintable(ki2));
        QVERIFY(ki2.contains(QStringLiteral("まで9手で先手の勝ち")));
    }

    // As Kifu for Windows closes a game: the ending's row, then "まで…" naming the winner (上手/下手 in a
    // handicap game); only the main line's ending gets it. Read back, the record is the same.
    void closesTheMainLineAsKakinokiDoes() {
        const QString even = writeKif(featureRecord());
        QVERIFY2(even.contains(QStringLiteral("*終局\nまで9手で先手の勝ち\n")), qPrintable(even));
        QCOMPARE(even.count(QStringLiteral("まで")), 1); // the variations' endings close nothing
        const GameRecord lance =
            startingFrom(Handicap::byId("lance")->sfen.data(), {"3c3d", "7g7f"}, SpecialMove::Resign);
        QVERIFY(writeKif(lance).endsWith(QStringLiteral("   3 投了\nまで2手で下手の勝ち\n")));
        QVERIFY(writeKi2(lance).contains(QStringLiteral("まで2手で下手の勝ち\n")));
        QVERIFY(writeKif(startingFrom(Handicap::byId("lance")->sfen.data(), {"3c3d"}, SpecialMove::Interrupt))
                    .endsWith(QStringLiteral("まで1手で中断\n")));
        QVERIFY(!writeKif(startingFrom(Handicap::byId("lance")->sfen.data(), {"3c3d"}, SpecialMove::None))
                     .contains(QStringLiteral("まで")));
        auto back = readRecord(even.toUtf8());
        QVERIFY(back.ok());
        QCOMPARE(testing::recordDifference(featureRecord(), back->record), QString());
    }

    void writesTheHandicapOrTheBoard() {
        const QString lance =
            writeKif(startingFrom(Handicap::byId("lance")->sfen.data(), {}, SpecialMove::None));
        QVERIFY(lance.contains(QStringLiteral("手合割：香落ち\n")));
        QVERIFY(!lance.contains(QStringLiteral("持駒")));
        const QString problem =
            writeKif(startingFrom("8k/9/7+S1/9/4+B4/9/9/9/9 w SP2rb4g2s4n4l17p 1", {}, SpecialMove::None));
        QVERIFY(problem.contains(QStringLiteral("後手の持駒：飛二　角　金四　銀二　桂四　香四　歩十七　\n")));
        QVERIFY(problem.contains(QStringLiteral("| ・ ・ ・ ・ ・ ・ ・ 全 ・|三\n")));
        QVERIFY(problem.contains(QStringLiteral("後手番\n")));
        QVERIFY(!writeKif(GameRecord()).contains(QStringLiteral("手合割")));
        // A preset not every reader knows by name (tsshogi sets up 三枚落ち as the even game): the name
        // and the board, which wins when read back.
        for (auto write : {writeKif, writeKi2}) {
            const QString three =
                write(startingFrom(Handicap::byId("three-piece")->sfen.data(), {"3a3b"}, SpecialMove::None));
            QVERIFY2(three.contains(QStringLiteral("手合割：三枚落ち\n")), qPrintable(three));
            QVERIFY(three.contains(QStringLiteral("|v香v桂v銀v金v玉v金v銀v桂 ・|一\n")));
            QVERIFY(three.contains(QStringLiteral("後手番\n")));
            auto back = readRecord(three.toUtf8());
            QVERIFY(back.ok());
            QCOMPARE(back->record.handicap()->id, std::string_view("three-piece"));
            QCOMPARE(back->record.mainLineMoveCount(), 1);
        }
    }

    // A game played on from move 41 of another (Play from Here): 手数＝40 under the diagram, then the moves,
    // the variations and the closing line numbered on from it, as Kifu for Windows numbers them; read back,
    // the record starts at move 41 again. An even start reached again by moves gets the diagram too.
    void numbersOnFromTheStart_data() {
        QTest::addColumn<QString>("start");
        QTest::newRow("a diagram")
            << "l3n1G1l/4+R2gk/p1p1+B1gp1/9/2P1p3n/1P3Sp1L/P1NPPP3/1b1S3R1/L2G1K1N1 b 2S7P 41";
        QTest::newRow("the even start") << "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 41";
    }
    void numbersOnFromTheStart() {
        QFETCH(QString, start);
        GameRecord r(*sfen::parse(start.toStdString()));
        RecordNode* first = play(r, &r.root(), {"6g6f"});
        play(r, first, {"9c9d", "5g5f"});
        r.addSpecial(play(r, first, {"7c7d", "9g9f"}), SpecialMove::Resign);
        play(r, first, {"3c3d"});
        QCOMPARE(r.movesBeforeStart(), 40);
        const QString kif = writeKif(r);
        QVERIFY2(kif.contains(QStringLiteral("手数＝40\n先手番\n")), qPrintable(kif));
        QVERIFY2(kif.contains(QStringLiteral("  41 ６六歩(67)\n  42 ９四歩(93)+\n  43 ５六歩(57)\n")),
                 qPrintable(kif));
        // "+" as Kifu for Windows writes it: on a move an alternative follows later, not on the last one.
        QVERIFY2(kif.contains(QStringLiteral("変化：42手\n  42 ７四歩(73)+\n  43 ９六歩(97)\n  44 投了\n")),
                 qPrintable(kif));
        QVERIFY2(kif.contains(QRegularExpression(QStringLiteral("変化：42手\n  42 ３四\\S+\\(33\\)\n"))),
                 qPrintable(kif));
        const QString ki2 = writeKi2(r);
        QVERIFY2(ki2.contains(QStringLiteral("手数＝40\n")) && ki2.contains(QStringLiteral("変化：42手\n")),
                 qPrintable(ki2));
        for (const QString& text : {kif, ki2}) {
            auto back = readRecord(text.toUtf8());
            QVERIFY(back.ok());
            QCOMPARE(back->record.movesBeforeStart(), 40);
            QCOMPARE(testing::recordDifference(r, back->record), QString());
            QCOMPARE(back->warnings, QStringList());
        }
        // A KIF that numbers on from its first move without saying 手数＝ is read at that number too.
        QString unsaid = kif;
        unsaid.remove(QStringLiteral("手数＝40\n"));
        auto back = readRecord(unsaid.toUtf8());
        QVERIFY(back.ok());
        QCOMPARE(back->record.movesBeforeStart(), 40);
    }

    void shiftJisKif() {
        const GameRecord r = featureRecord();
        auto bytes = encodeKif(r, true);
        QVERIFY(bytes.ok());
        QVERIFY(bytes->startsWith("#KIF version=2.0 encoding=Shift_JIS"));
        const text::Decoded decoded = text::decode(*bytes);
        QCOMPARE(decoded.encoding, QStringLiteral("shift_jis"));
        auto back = readKif(decoded.text);
        QVERIFY(back.ok());
        QCOMPARE(testing::recordDifference(r, back->record), QString());
        auto utf8 = encodeKif(r, false);
        QVERIFY(utf8.ok());
        QCOMPARE(text::decode(*utf8).encoding, QStringLiteral("utf-8"));

        GameRecord odd;
        odd.setHeader(QStringLiteral("先手"), QStringLiteral("Ωmega ♔"));
        QVERIFY(!encodeKif(odd, true).ok());
        QVERIFY(encodeKif(odd, false).ok());
    }

    void corpusRoundTrip_data() {
        QTest::addColumn<QString>("path");
        const QDir dir(corpusDir());
        if (!dir.exists()) QSKIP("the shared test corpus is not there");
        for (const QString& name : dir.entryList({QStringLiteral("*.kif"), QStringLiteral("*.kifu"),
                                                  QStringLiteral("*.ki2"), QStringLiteral("*.ki2u")},
                                                 QDir::Files, QDir::Name))
            QTest::newRow(qPrintable(name)) << dir.filePath(name);
    }

    // Each file that reads is written back as KIF and as KI2; both read back to the same record.
    void corpusRoundTrip() {
        QFETCH(QString, path);
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = text::decode(f.readAll()).text;
        const bool ki2 = path.contains(QStringLiteral(".ki2"));
        auto read = ki2 ? readKi2(text) : readKif(text);
        if (!read.ok()) QSKIP("the file does not read (tst_corpus says why)");
        const GameRecord& original = read->record;

        auto kif = readKif(writeKif(original));
        QVERIFY2(kif.ok(), kif.ok() ? "" : kif.error().describe().c_str());
        testing::CompareOptions options;
        options.times = !ki2;
        QString diff = testing::recordDifference(original, kif->record, options);
        QVERIFY2(diff.isEmpty(), qPrintable(QStringLiteral("KIF: ") + diff));

        auto back = readKi2(writeKi2(original));
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().describe().c_str());
        options.times = false;
        diff = testing::recordDifference(original, back->record, options);
        QVERIFY2(diff.isEmpty(), qPrintable(QStringLiteral("KI2: ") + diff));
    }
};

QTEST_GUILESS_MAIN(TestKifWriter)
#include "tst_kifwriter.moc"
