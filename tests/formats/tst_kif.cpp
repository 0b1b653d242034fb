// Reading KIF and KI2: headers, board diagrams, handicaps, variations, comments, endings, times,
// encodings, records that end on an illegal move, and errors that name the line.
#include "formats/KifCommon.h"
#include "formats/RecordFormat.h"
#include "formats/TextEncoding.h"
#include "rules/Sfen.h"
#include "rules/Usi.h"

#include <QTest>

using namespace shogi;

namespace {

QString startSfen(const GameRecord& r) {
    return QString::fromStdString(sfen::formatWithoutMoveNumber(r.startPosition()));
}
QString finalSfen(const GameRecord& r) {
    return QString::fromStdString(sfen::formatWithoutMoveNumber(r.positionAt(r.mainLineEnd())));
}
QString usiLine(const GameRecord& r) {
    QStringList moves;
    for (const RecordNode* n : r.mainLine())
        if (!n->isSpecial()) moves << QString::fromStdString(usi::format(n->move));
    return moves.join(QLatin1Char(' '));
}

const char* kHeaderGame = R"(# ---- Kifu for Windows V7 ----
開始日時：2024/01/02 10:00:00
棋戦：テスト棋戦
手合割：平手　　
先手：先手さん
後手：後手さん
*対局前のコメント
手数----指手---------消費時間--
   1 ７六歩(77)   ( 0:01/00:00:01)
*初手のコメント
*二行目
&しおり
   2 ３四歩(33)   ( 0:02/00:00:02)
   3 ２二角成(88) ( 0:03/00:00:04)
   4 同　銀(31)   ( 1:04/00:01:06)+
   5 投了         ( 0:05/00:00:09)
まで4手で後手の勝ち
)";

} // namespace

class TestKif : public QObject {
    Q_OBJECT
private slots:
    void headersMovesTimesComments() {
        auto r = readKif(QString::fromUtf8(kHeaderGame));
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        const GameRecord& rec = r->record;
        QCOMPARE(rec.header(QStringLiteral("棋戦")), QStringLiteral("テスト棋戦"));
        QCOMPARE(rec.header(QStringLiteral("手合割")), QStringLiteral("平手"));
        QCOMPARE(rec.headers.front().first, QStringLiteral("開始日時"));
        QCOMPARE(rec.headers.size(), 5);
        QCOMPARE(rec.mainLineMoveCount(), 4);
        QCOMPARE(usiLine(rec), QStringLiteral("7g7f 3c3d 8h2b+ 3a2b"));
        QCOMPARE(rec.ending(), SpecialMove::Resign);
        QCOMPARE(rec.root().comment, QStringLiteral("対局前のコメント"));
        const auto line = rec.mainLine();
        QCOMPARE(line[0]->comment, QStringLiteral("初手のコメント\n二行目"));
        QCOMPARE(line[0]->bookmark, QStringLiteral("しおり"));
        QCOMPARE(line[0]->timeSpentMs, 1000);
        QCOMPARE(line[3]->timeSpentMs, 64000);
        QCOMPARE(line[3]->totalTimeMs, qint64(66000));
        QCOMPARE(line[4]->timeSpentMs, 5000);
        QCOMPARE(rec.commentCount(), 2);
        QVERIFY(r->warnings.isEmpty());
        QCOMPARE(r->format, RecordFormat::Kif);
    }

    void boardDiagramStart() {
        const char* text = R"(後手の持駒：飛二　角　金四　銀二　桂四　香四　歩十七　
  ９ ８ ７ ６ ５ ４ ３ ２ １
+---------------------------+
| ・ ・ ・ ・ ・ ・ ・ ・v玉|一
| ・ ・ ・ ・ ・ ・ ・ ・ ・|二
| ・ ・ ・ ・ ・ ・ ・ 全 ・|三
| ・ ・ ・ ・ ・ ・ ・ ・ ・|四
| ・ ・ ・ ・ 馬 ・ ・ ・ ・|五
| ・ ・ ・ ・ ・ ・ ・ ・ ・|六
| ・ ・ ・ ・ ・ ・ ・ ・ ・|七
| ・ ・ ・ ・ ・ ・ ・ ・ ・|八
| ・ ・ ・ ・ ・ ・ ・ ・ ・|九
+---------------------------+
先手の持駒：銀　歩
後手番
手数----指手---------消費時間--
   1 ２一玉(11)
   2 ２二銀打
)";
        auto r = readKif(QString::fromUtf8(text));
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QCOMPARE(startSfen(r->record), QStringLiteral("8k/9/7+S1/9/4+B4/9/9/9/9 w SP2rb4g2s4n4l17p"));
        QCOMPARE(r->record.mainLineMoveCount(), 2);
        QCOMPARE(finalSfen(r->record), QStringLiteral("7k1/7S1/7+S1/9/4+B4/9/9/9/9 w P2rb4g2s4n4l17p"));
    }

    void handicapStartsWithWhite() {
        const char* text = "手合割：香落ち\n上手：上手さん\n下手：下手さん\n手数----指手---------消費時間--\n"
                           "   1 ３四歩(33)\n   2 ７六歩(77)\n";
        auto r = readKif(QString::fromUtf8(text));
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QCOMPARE(startSfen(r->record),
                 QStringLiteral("lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w -"));
        QCOMPARE(usiLine(r->record), QStringLiteral("3c3d 7g7f"));
    }

    void variationsBranchOffTheLineJustRead() {
        // 変化：3手 after the main line branches off it; 変化：5手 then branches off that variation; the
        // last 変化：2手 walks back up to the main line.
        const char* text = R"(手数----指手---------消費時間--
   1 ７六歩(77)
   2 ３四歩(33)
   3 ２六歩(27)
   4 ８四歩(83)
   5 投了

変化：3手
   3 ６六歩(67)
   4 ８四歩(83)
   5 ６八銀(79)
*変化の中のコメント

変化：5手
   5 ７八銀(79)
   6 中断

変化：2手
   2 ８四歩(83)
)";
        auto r = readKif(QString::fromUtf8(text));
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        const GameRecord& rec = r->record;
        QCOMPARE(rec.mainLineMoveCount(), 4);
        QCOMPARE(rec.variationCount(), 3);
        const RecordNode* second = rec.root().mainChild()->mainChild();
        QCOMPARE(second->children.size(), std::size_t(2)); // ２六歩 and ６六歩
        const RecordNode* alt = second->children[1].get();
        QCOMPARE(QString::fromStdString(usi::format(alt->move)), QStringLiteral("6g6f"));
        const RecordNode* fourth = alt->mainChild();
        QCOMPARE(fourth->children.size(), std::size_t(2));
        QCOMPARE(fourth->children[0]->comment, QStringLiteral("変化の中のコメント"));
        QCOMPARE(fourth->children[1]->mainChild()->special, SpecialMove::Interrupt);
        QCOMPARE(rec.root().mainChild()->children.size(), std::size_t(2));
    }

    void variationAfterAnEndingBranchesBeforeIt() {
        const char* text = "手数----指手--\n   1 ７六歩(77)\n   2 投了\n\n変化：2手\n   2 ３四歩(33)\n";
        auto r = readKif(QString::fromUtf8(text));
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QCOMPARE(r->record.ending(), SpecialMove::Resign);
        QCOMPARE(r->record.variationCount(), 1);
    }

    // Variations listed in ascending order: 変化：3手 reads a one-move line; 変化：5手 cannot branch off it
    // (it stops at move 3), so it branches off the nearest line read before that reaches move 4, the main
    // line, as Kifu for Windows reads such files.
    void variationSearchesBackThroughTheLinesRead() {
        const char* text = R"(手合割：平手
手数----指手---------消費時間--
   1 ７六歩(77)
   2 ３四歩(33)
   3 ２六歩(27)
   4 ８四歩(83)
   5 ２五歩(26)
   6 ８五歩(84)
   7 投了

変化：3手
   3 ６六歩(67)

変化：5手
   5 ４八銀(39)
   6 ８五歩(84)

変化：6手
   6 ３二金(41)
)";
        auto r = readKif(QString::fromUtf8(text));
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        const GameRecord& rec = r->record;
        QCOMPARE(rec.mainLineMoveCount(), 6);
        QCOMPARE(rec.variationCount(), 3);
        const auto main = rec.mainLine();
        QCOMPARE(main[1]->children.size(), std::size_t(2)); // ２六歩 and ６六歩 at move 3
        QCOMPARE(main[3]->children.size(), std::size_t(2)); // ２五歩 and ４八銀 at move 5
        const RecordNode* silver = main[3]->children[1].get();
        QCOMPARE(QString::fromStdString(usi::format(silver->move)), QStringLiteral("3i4h"));
        // 変化：6手 comes right after the ４八銀 line, which reaches move 5: it branches there.
        QCOMPARE(silver->children.size(), std::size_t(2));
        QCOMPARE(QString::fromStdString(usi::format(silver->children[1]->move)), QStringLiteral("4a3b"));
    }

    // A variation that starts with the main line's move is that move: the line merges into the main line and
    // branches where it differs. One that only repeats a main-line move leaves the line just read ending
    // there, so a later 変化 below it branches off the main line found further back.
    void variationRepeatingTheMainMoveMerges() {
        const char* text = R"(手数----指手---------消費時間--
   1 ７六歩(77)
   2 ３四歩(33)
   3 ２六歩(27)
   4 ８四歩(83)
   5 ２五歩(26)
   6 投了

変化：2手
   2 ３四歩(33)
*同じ手
   3 ６六歩(67)

変化：3手
   3 ２六歩(27)

変化：5手
   5 ４八銀(39)
)";
        auto r = readKif(QString::fromUtf8(text));
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        const GameRecord& rec = r->record;
        QCOMPARE(rec.mainLineMoveCount(), 5);
        QCOMPARE(rec.variationCount(), 2);
        const auto main = rec.mainLine();
        QCOMPARE(main[1]->comment, QStringLiteral("同じ手"));
        QCOMPARE(main[1]->children.size(), std::size_t(2)); // ２六歩, then ６六歩
        QCOMPARE(QString::fromStdString(usi::format(main[1]->children[1]->move)), QStringLiteral("6g6f"));
        QCOMPARE(main[2]->children.size(), std::size_t(1)); // ２六歩 again is the main line's
        QCOMPARE(main[3]->children.size(), std::size_t(2)); // ２五歩 and ４八銀
        QCOMPARE(QString::fromStdString(usi::format(main[3]->children[1]->move)), QStringLiteral("3i4h"));
        QCOMPARE(rec.ending(), SpecialMove::Resign);
    }

    // After a '#' the rest of a header or move line is a comment: not part of the name, the handicap or the
    // move, and kept nowhere. Comment lines (*) and bookmarks (&) keep theirs.
    void hashStartsAComment() {
        const char* text = R"(#KIF version=2.0 encoding=UTF-8
先手：José # the first player
手合割：平手 #even
手数----指手---------消費時間--   # the table
*a comment # with a hash
   1 ７六歩(77)   ( 0:01/00:00:01) # the first move
   2 ３四歩(33)#another
&mark #1
   3 投了 # over
)";
        auto r = readKif(QString::fromUtf8(text));
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        const GameRecord& rec = r->record;
        QCOMPARE(rec.header(QStringLiteral("先手")), QStringLiteral("José"));
        QCOMPARE(rec.header(QStringLiteral("手合割")), QStringLiteral("平手"));
        QCOMPARE(usiLine(rec), QStringLiteral("7g7f 3c3d"));
        QCOMPARE(rec.mainLine()[0]->timeSpentMs, 1000);
        QCOMPARE(rec.root().comment, QStringLiteral("a comment # with a hash"));
        QCOMPARE(rec.mainLine()[1]->bookmark, QStringLiteral("mark #1"));
        QCOMPARE(rec.ending(), SpecialMove::Resign);
        QVERIFY2(r->warnings.isEmpty(), qPrintable(r->warnings.join(QLatin1Char('\n'))));
        // Written back, a '#' in a header value becomes the full-width ＃ so that the value survives.
        GameRecord named;
        named.setHeader(QStringLiteral("棋戦"), QStringLiteral("Cup #3"));
        QVERIFY(writeKif(named).contains(QStringLiteral("棋戦：Cup ＃3\n")));
        QCOMPARE(readKif(writeKif(named))->record.header(QStringLiteral("棋戦")), QStringLiteral("Cup ＃3"));
    }

    // KIF writes no 不成 (the origin says the move), but a file that does is read.
    void declinedPromotionWithOrWithoutMark() {
        const char* sfen = "4k4/9/9/5S3/9/9/9/9/4K4 b - 1";
        for (const char* move : {"４三銀(44)", "４三銀不成(44)"}) {
            GameRecord start(*sfen::parse(sfen));
            const QString text =
                writeKif(start) + QStringLiteral("   1 ") + QString::fromUtf8(move) + QLatin1Char('\n');
            auto r = readKif(text);
            QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
            QCOMPARE(usiLine(r->record), QStringLiteral("4d4c"));
        }
        GameRecord declined(*sfen::parse(sfen));
        declined.addMove(&declined.root(), *usi::parseMove("4d4c", Variant::get(VariantKind::Standard)));
        QVERIFY(writeKif(declined).contains(QStringLiteral("   1 ４三銀(44)\n")));
        QVERIFY(writeKi2(declined).contains(QStringLiteral("▲４三銀不成")));
    }

    void illegalLastMoveIsKeptAndReported() {
        // The game ended on nifu (二歩) and the file says so with 反則負け.
        const char* text = R"(後手の持駒：なし
  ９ ８ ７ ６ ５ ４ ３ ２ １
+---------------------------+
| ・ ・ ・ ・ ・ ・ ・ ・v玉|一
| ・ ・ ・ ・ ・ ・ ・ ・ ・|二
| ・ ・ ・ ・ ・ ・ ・ ・ ・|三
| ・ ・ ・ ・ ・ ・ ・ ・ ・|四
| ・ ・ ・ ・ ・ ・ ・ ・ ・|五
| ・ ・ ・ ・ ・ ・ ・ ・ ・|六
| ・ ・ 歩 ・ ・ ・ ・ ・ ・|七
| ・ ・ ・ ・ ・ ・ ・ ・ ・|八
| ・ ・ ・ ・ 玉 ・ ・ ・ ・|九
+---------------------------+
先手の持駒：歩
手数----指手---------消費時間--
   1 ７五歩打
   2 反則勝ち
)";
        auto r = readKif(QString::fromUtf8(text));
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        const GameRecord& rec = r->record;
        QCOMPARE(rec.mainLineMoveCount(), 1);
        QVERIFY(rec.mainLineEnd()->illegal);
        QCOMPARE(rec.ending(), SpecialMove::IllegalWin); // White wins: Black's move was the foul
        QCOMPARE(finalSfen(rec), QStringLiteral("8k/9/9/9/2P6/9/2P6/9/4K4 w -"));
        QCOMPARE(r->warnings.size(), 1);
        QVERIFY2(r->warnings.front().contains(QStringLiteral("line 16")), qPrintable(r->warnings.front()));
        QVERIFY(r->warnings.front().contains(QStringLiteral("nifu")));
    }

    void errorsNameTheLine_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("says");
        const QString head = QStringLiteral("先手：A\n手数----指手--\n   1 ７六歩(77)\n");
        QTest::newRow("unreadable move")
            << head + QStringLiteral("   2 ３四\n") << 4 << QStringLiteral("cannot read");
        QTest::newRow("wrong piece") << head + QStringLiteral("   2 ３四銀(33)\n") << 4
                                     << QStringLiteral("歩");
        QTest::newRow("empty origin")
            << head + QStringLiteral("   2 ３四歩(35)\n") << 4 << QStringLiteral("no piece");
        QTest::newRow("unplayable") << head + QStringLiteral("   2 ３三角(22)\n") << 4
                                    << QStringLiteral("cannot be played");
        QTest::newRow("move after an illegal one")
            << head + QStringLiteral("   2 ３四歩(33)\n   3 ７四歩(76)\n   4 ８四歩(83)\n") << 6
            << QStringLiteral("illegal");
        QTest::newRow("move after the ending")
            << head + QStringLiteral("   2 投了\n   3 ３四歩(33)\n") << 5 << QStringLiteral("ending");
        QTest::newRow("same with nothing before")
            << QStringLiteral("手数----指手--\n   1 同　歩(77)\n") << 2 << QStringLiteral("同");
        QTest::newRow("variation from nowhere")
            << head + QStringLiteral("\n変化：5手\n   5 ２六歩(27)\n") << 5 << QStringLiteral("変化");
        QTest::newRow("unknown handicap")
            << QStringLiteral("手合割：謎落ち\n手数----指手--\n") << 1 << QStringLiteral("手合割");
        QTest::newRow("short board row")
            << QStringLiteral("後手の持駒：なし\n+------+\n| ・v玉|\n") << 3 << QStringLiteral("squares");
        QTest::newRow("bad hand") << QStringLiteral("先手の持駒：猫二\n") << 1 << QStringLiteral("猫");
    }

    void errorsNameTheLine() {
        QFETCH(QString, text);
        QFETCH(int, line);
        QFETCH(QString, says);
        auto r = readKif(text);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().line, line);
        QVERIFY2(QString::fromStdString(r.error().message).contains(says), r.error().message.c_str());
    }

    void specialEndings_data() {
        QTest::addColumn<QString>("word");
        QTest::addColumn<int>("special");
        const std::pair<const char*, SpecialMove> rows[] = {
            {"投了", SpecialMove::Resign},
            {"中断", SpecialMove::Interrupt},
            {"千日手", SpecialMove::Repetition},
            {"持将棋", SpecialMove::Impasse},
            {"詰み", SpecialMove::Mate},
            {"不詰", SpecialMove::NoMate},
            {"反則勝ち", SpecialMove::IllegalWin},
            {"反則負け", SpecialMove::IllegalLoss},
            {"切れ負け", SpecialMove::Timeout},
            {"入玉勝ち", SpecialMove::EnteringKingWin},
            {"連続王手の千日手", SpecialMove::PerpetualCheck},
            {"引き分け", SpecialMove::Draw},
            {"封じ手", SpecialMove::Interrupt},
            {"Time-up", SpecialMove::Timeout},
        };
        for (const auto& [word, special] : rows)
            QTest::newRow(word) << QString::fromUtf8(word) << int(special);
    }

    void specialEndings() {
        QFETCH(QString, word);
        QFETCH(int, special);
        auto r = readKif(
            QStringLiteral("手数----指手--\n   1 ７六歩(77)\n   2 %1   ( 0:03/00:00:03)\n").arg(word));
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QCOMPARE(int(r->record.ending()), special);
        QCOMPARE(r->record.mainLineMoveCount(), 1);
        QCOMPARE(r->record.mainLine().back()->timeSpentMs, 3000);
    }

    void aNamedSideLosesByAFoul() {
        // "先手 反則負け" at move 2: Black, who just moved, loses; so the side to move wins.
        auto r = readKif(QStringLiteral("手数----指手--\n1 ７六歩(77)\n2 先手 反則負け ( 0:22/00:04:53)\n"));
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QCOMPARE(r->record.ending(), SpecialMove::IllegalWin);
    }

    void encodingsAndLineEndings() {
        const QString text = QString::fromUtf8(kHeaderGame);
        auto sjis = text::encodeShiftJis(text);
        QVERIFY(sjis.ok());
        QByteArray crlf = text.toUtf8();
        crlf.replace("\n", "\r\n");
        const QByteArray bom = QByteArray("\xEF\xBB\xBF") + text.toUtf8();
        const std::pair<QByteArray, const char*> inputs[] = {
            {*sjis, "shift_jis"}, {text.toUtf8(), "utf-8"}, {bom, "utf-8-bom"}, {crlf, "utf-8"}};
        for (const auto& [bytes, encoding] : inputs) {
            const text::Decoded decoded = text::decode(bytes);
            QCOMPARE(decoded.encoding, QString::fromLatin1(encoding));
            QVERIFY(!decoded.hadErrors);
            QCOMPARE(decoded.text, text);
            auto r = readKif(decoded.text);
            QVERIFY(r.ok());
            QCOMPARE(r->record.mainLineMoveCount(), 4);
        }
        QCOMPARE(text::decode("position startpos").encoding, QStringLiteral("ascii"));
        QCOMPARE(text::normalizeNewlines(QStringLiteral("a\r\nb\rc\n")), QStringLiteral("a\nb\nc\n"));
    }

    // The first line may name the encoding: "#KIF version=2.0 encoding=Shift_JIS". Half-width ﾂｱ in Shift_JIS
    // is C2 B1, which is also UTF-8 for ±: the line decides. A declared UTF-8 over bytes that are not UTF-8
    // (some writers do that) does not make them so.
    void declaredEncodingIsHonoured() {
        const QByteArray ambiguous("\xC2\xB1\n");
        QCOMPARE(text::decode(ambiguous).text, QStringLiteral("±\n"));
        for (const char* line :
             {"#KIF version=2.0 encoding=Shift_JIS\n", "#KI2 version=2.0 encoding=CP932\r\n"}) {
            const text::Decoded declared = text::decode(QByteArray(line) + ambiguous);
            QCOMPARE(declared.encoding, QStringLiteral("shift_jis"));
            QVERIFY(declared.text.endsWith(QStringLiteral("ﾂｱ\n")));
        }
        const QByteArray utf8 = QByteArray("#KIF version=2.0 encoding=UTF-8\n") + ambiguous;
        QCOMPARE(text::decode(utf8).encoding, QStringLiteral("utf-8"));
        auto sjis = text::encodeShiftJis(QString::fromUtf8(kHeaderGame));
        QVERIFY(sjis.ok());
        const text::Decoded mislabelled =
            text::decode(QByteArray("#KIF version=2.0 encoding=UTF-8\n") + *sjis);
        QCOMPARE(mislabelled.encoding, QStringLiteral("shift_jis"));
        QVERIFY(!mislabelled.hadErrors);
    }

    // Each writer names on its first line the encoding it wrote.
    void writersNameTheirEncoding() {
        GameRecord r;
        r.setHeader(QStringLiteral("先手"), QStringLiteral("羽生"));
        for (RecordFormat f : {RecordFormat::Kif, RecordFormat::Ki2}) {
            const char* tag = f == RecordFormat::Kif ? "#KIF" : "#KI2";
            auto sjis = encodeRecord(r, f, true);
            QVERIFY(sjis.ok());
            QVERIFY2(sjis->startsWith(QByteArray(tag) + " version=2.0 encoding=Shift_JIS\n"),
                     sjis->constData());
            QCOMPARE(text::decode(*sjis).encoding, QStringLiteral("shift_jis"));
            auto utf8 = encodeRecord(r, f, false);
            QVERIFY(utf8.ok());
            QVERIFY(utf8->startsWith(QByteArray(tag) + " version=2.0 encoding=UTF-8\n"));
            QCOMPARE(readRecord(*utf8)->record.header(QStringLiteral("先手")), QStringLiteral("羽生"));
        }
    }

    void invalidShiftJisBytesAreFlagged() {
        const text::Decoded decoded = text::decode(QByteArray("\x82\xA0\xFF\xFF\x82", 5));
        QCOMPARE(decoded.encoding, QStringLiteral("shift_jis"));
        QVERIFY(decoded.hadErrors);
    }

    void shiftJisCannotHoldEverything() {
        auto ok = text::encodeShiftJis(QStringLiteral("７六歩\n"));
        QVERIFY(ok.ok());
        auto bad = text::encodeShiftJis(QStringLiteral("先手：A\n後手：😀\n"));
        QVERIFY(!bad.ok());
        QCOMPARE(bad.error().line, 2);
        // The minus and yen signs take CP932's full-width forms rather than failing.
        auto cp932 = text::encodeShiftJis(QString::fromUtf8("\xE2\x88\x92\xC2\xA5"));
        QVERIFY(cp932.ok());
        QCOMPARE(cp932->toHex(), QByteArray("817c818f"));
    }

    void timesWithoutTotal() {
        const auto t = kif::parseTimes(u"   ( 0:16/)");
        QVERIFY(t);
        QCOMPARE(t->spentMs, 16000);
        QCOMPARE(t->totalMs, qint64(-1));
        const auto u = kif::parseTimes(u"(00:31 / 00:00:31)");
        QVERIFY(u);
        QCOMPARE(u->totalMs, qint64(31000));
        QCOMPARE(kif::formatTimes(64000, 3723000), QStringLiteral("( 1:04/01:02:03)"));
        // Found by fuzz_kif: minutes beyond what milliseconds in an int hold are no time (was an overflow).
        QVERIFY(!kif::parseTimes(u"( 180300:09/00:00:28)"));
    }

    // Found by fuzz_ki2: "後手の持駒<tab>：..." was kept as a header, written back without the tab, and then
    // read as a hand. A hand line it is, spaces or not; likewise "変化 ：3手" is a variation line.
    void spacesBeforeTheColon() {
        const auto r = readKi2(QStringLiteral("後手の持駒\t\t：銀四　歩十\n▲７六歩\n"));
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QVERIFY(r->record.headers.isEmpty());
        QVERIFY(readKi2(writeKi2(r->record)).ok());
        QCOMPARE(kif::parseVariationLine(QStringLiteral("変化 ：3手")), std::optional<int>(3));
    }

    void ki2RelativeMoves() {
        const char* text = R"(開始日時：2014/10/16
▲７六歩    △３四歩    ▲２二角成  △同　銀    ▲４五角
△５二金右  ▲３四角    △６二銀
*コメント
▲６八銀    △６四歩
まで10手で後手の勝ち
)";
        auto r = readKi2(QString::fromUtf8(text));
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QCOMPARE(usiLine(r->record), QStringLiteral("7g7f 3c3d 8h2b+ 3a2b B*4e 6a5b 4e3d 7a6b 7i6h 6c6d"));
        QCOMPARE(r->record.ending(), SpecialMove::Resign);
        QCOMPARE(r->record.mainLine()[7]->comment, QStringLiteral("コメント"));
        QCOMPARE(r->format, RecordFormat::Ki2);
    }

    void ki2Conclusions_data() {
        QTest::addColumn<QString>("line");
        QTest::addColumn<int>("special");
        // After ▲７六歩 △３四歩 the side to move is Black.
        QTest::newRow("resign") << QStringLiteral("まで2手で後手の勝ち") << int(SpecialMove::Resign);
        QTest::newRow("interrupt") << QStringLiteral("まで2手で中断") << int(SpecialMove::Interrupt);
        QTest::newRow("repetition") << QStringLiteral("まで2手で千日手") << int(SpecialMove::Repetition);
        QTest::newRow("impasse") << QStringLiteral("まで2手で持将棋") << int(SpecialMove::Impasse);
        QTest::newRow("mate") << QStringLiteral("まで2手詰") << int(SpecialMove::Mate);
        QTest::newRow("no mate") << QStringLiteral("まで2手で不詰") << int(SpecialMove::NoMate);
        QTest::newRow("time") << QStringLiteral("まで2手で時間切れにより後手の勝ち")
                              << int(SpecialMove::Timeout);
        QTest::newRow("foul of the side to move")
            << QStringLiteral("まで2手で先手の反則負け") << int(SpecialMove::IllegalLoss);
        QTest::newRow("side to move wins by foul")
            << QStringLiteral("まで2手で先手の反則勝ち") << int(SpecialMove::IllegalWin);
        QTest::newRow("mover's foul")
            << QStringLiteral("まで2手で後手の反則負け") << int(SpecialMove::IllegalWin);
        QTest::newRow("declaration, as written")
            << kif::conclusion(SpecialMove::EnteringKingWin, 2, Color::Black)
            << int(SpecialMove::EnteringKingWin);
        QTest::newRow("declaration, Kakinoki's words")
            << QStringLiteral("まで2手で入玉宣言により先手の勝ち") << int(SpecialMove::EnteringKingWin);
    }

    void ki2Conclusions() {
        QFETCH(QString, line);
        QFETCH(int, special);
        // A won declaration is written as ShogiHome writes it: other readers take "…により…の勝ち" for a
        // resignation.
        QCOMPARE(kif::conclusion(SpecialMove::EnteringKingWin, 2, Color::Black),
                 QStringLiteral("まで2手で先手の入玉勝ち"));
        auto r = readKi2(QStringLiteral("▲７六歩 △３四歩\n") + line + QLatin1Char('\n'));
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QCOMPARE(int(r->record.ending()), special);
    }

    void ki2IllegalLastMoveIsKept() {
        const char* text = R"(後手の持駒：なし
  ９ ８ ７ ６ ５ ４ ３ ２ １
+---------------------------+
| ・ ・ ・ ・ ・ ・ ・ ・v玉|一
| ・ ・ ・ ・ ・ ・ ・ ・ ・|二
| ・ ・ ・ ・ ・ ・ ・ ・ ・|三
| ・ ・ ・ ・ ・ ・ ・ ・ ・|四
| ・ ・ ・ ・ ・ ・ ・ ・ ・|五
| ・ ・ ・ ・ ・ ・ ・ ・ ・|六
| ・ ・ 歩 ・ ・ ・ ・ ・ ・|七
| ・ ・ ・ ・ ・ ・ ・ ・ ・|八
| ・ ・ ・ ・ 玉 ・ ・ ・ ・|九
+---------------------------+
先手の持駒：歩
▲７五歩
まで1手で後手の反則勝ち
)";
        auto r = readKi2(QString::fromUtf8(text));
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QCOMPARE(r->record.mainLineMoveCount(), 1);
        QVERIFY(r->record.mainLineEnd()->illegal);
        QCOMPARE(r->record.ending(), SpecialMove::IllegalWin);
        QCOMPARE(r->warnings.size(), 1);
        QVERIFY(r->warnings.front().contains(QStringLiteral("line 15")));
    }

    void ki2AmbiguousMoveIsAnError() {
        // Two golds can go to ５八: the text must say which.
        auto r = readKi2(QStringLiteral("▲５八金\n"));
        QVERIFY(!r.ok());
        QCOMPARE(r.error().line, 1);
        QVERIFY2(QString::fromStdString(r.error().message).contains("ambiguous"), r.error().message.c_str());
        auto ok = readKi2(QStringLiteral("▲５八金右\n"));
        QVERIFY(ok.ok());
        QCOMPARE(usiLine(ok->record), QStringLiteral("4i5h"));
    }

    void formatDetection_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("format");
        QTest::newRow("kif") << QString::fromUtf8(kHeaderGame) << int(RecordFormat::Kif);
        QTest::newRow("kif without table header")
            << QStringLiteral("先手：A\n1 ７六歩(77)\n") << int(RecordFormat::Kif);
        QTest::newRow("ki2") << QStringLiteral("先手：A\n\n▲７六歩 △３四歩\n") << int(RecordFormat::Ki2);
        QTest::newRow("board only") << QStringLiteral("後手の持駒：なし\n先手の持駒：なし\n")
                                    << int(RecordFormat::Kif);
        QTest::newRow("csa") << QStringLiteral("V2.2\nN+A\nPI\n+\n+7776FU\n") << int(RecordFormat::Csa);
        QTest::newRow("jkf") << QStringLiteral(" {\"header\":{}}") << int(RecordFormat::Jkf);
        QTest::newRow("sfen") << QStringLiteral(
                                     "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1\n")
                              << int(RecordFormat::Sfen);
        QTest::newRow("usi") << QStringLiteral("position startpos moves 7g7f\n") << int(RecordFormat::Usi);
        QTest::newRow("psn") << QStringLiteral("[Sente \"A\"]\n1.P7g-7f\n") << int(RecordFormat::Psn);
    }

    void formatDetection() {
        QFETCH(QString, text);
        QFETCH(int, format);
        const auto detected = detectFormat(text);
        QVERIFY(detected);
        QCOMPARE(int(*detected), format);
    }

    void formatNames() {
        QCOMPARE(formatFromExtension(QStringLiteral("KIFU")), RecordFormat::Kif);
        QCOMPARE(formatFromExtension(QStringLiteral(".ki2u")), RecordFormat::Ki2);
        QCOMPARE(formatFromExtension(QStringLiteral("usen")), RecordFormat::Usi);
        QCOMPARE(formatFromExtension(QStringLiteral("json")), RecordFormat::Jkf);
        QVERIFY(!formatFromExtension(QStringLiteral("txt")));
        QCOMPARE(formatName(RecordFormat::Psn), QStringLiteral("psn"));
        QCOMPARE(formatFromName(QStringLiteral("CSA")), RecordFormat::Csa);
        QVERIFY(!detectFormat(QStringLiteral("hello\nworld\n")));
    }
};

QTEST_GUILESS_MAIN(TestKif)
#include "tst_kif.moc"
