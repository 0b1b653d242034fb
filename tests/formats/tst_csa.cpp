// Reading CSA: headers, PI handicaps, P1-P9 boards with hands and 00AL, moves with times, comments,
// every % ending, several games per file, records ending on an illegal move, and errors naming the line.
#include "formats/CsaReader.h"
#include "formats/RecordFormat.h"
#include "rules/Handicap.h"
#include "rules/Sfen.h"
#include "rules/Usi.h"

#include <QRandomGenerator>
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

const char* kGame = R"('encoding=Shift_JIS
' ---- a file comment ----
V2.2
N+Sente Player
N-Gote Player
$EVENT:Test Cup
$SITE:Tokyo
$START_TIME:2024/01/02 10:00:00
$TIME_LIMIT:00:10+00
$OPENING:Yagura
$FOO:kept as written
PI
+
'*before the first move
+7776FU,T12
'*first move
'*second line
-3334FU
T5
+8822UM,T3.5
-3122GI,T1
%TORYO
'summary:toryo
)";

} // namespace

class TestCsa : public QObject {
    Q_OBJECT
private slots:
    void headersMovesTimesComments() {
        auto r = readCsa(QString::fromUtf8(kGame));
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QCOMPARE(r->format, RecordFormat::Csa);
        const GameRecord& rec = r->record;
        QCOMPARE(rec.header(QStringLiteral("先手")), QStringLiteral("Sente Player"));
        QCOMPARE(rec.header(QStringLiteral("後手")), QStringLiteral("Gote Player"));
        QCOMPARE(rec.header(QStringLiteral("棋戦")), QStringLiteral("Test Cup"));
        QCOMPARE(rec.header(QStringLiteral("場所")), QStringLiteral("Tokyo"));
        QCOMPARE(rec.header(QStringLiteral("開始日時")), QStringLiteral("2024/01/02 10:00:00"));
        QCOMPARE(rec.header(QStringLiteral("持ち時間")), QStringLiteral("10分")); // as KIF writes it
        QCOMPARE(rec.header(QStringLiteral("戦型")), QStringLiteral("Yagura"));
        QCOMPARE(rec.header(QStringLiteral("FOO")), QStringLiteral("kept as written"));
        QCOMPARE(rec.headers.front().first, QStringLiteral("先手"));
        QCOMPARE(usiLine(rec), QStringLiteral("7g7f 3c3d 8h2b+ 3a2b"));
        QCOMPARE(finalSfen(rec),
                 QStringLiteral("lnsgkg1nl/1r5s1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL b Bb"));
        QVERIFY(rec.mainLine()[2]->move.isPromotion()); // UM after KA: the piece after the move
        QCOMPARE(rec.ending(), SpecialMove::Resign);
        // ' and '* lines are comments; 'encoding= is not.
        QCOMPARE(rec.root().comment, QStringLiteral(" ---- a file comment ----\nbefore the first move"));
        const auto line = rec.mainLine();
        QCOMPARE(line[0]->comment, QStringLiteral("first move\nsecond line"));
        QCOMPARE(line[4]->comment, QStringLiteral("summary:toryo"));
        QCOMPARE(line[0]->timeSpentMs, 12000);
        QCOMPARE(line[1]->timeSpentMs, 5000);
        QCOMPARE(line[2]->timeSpentMs, 3500);
        QCOMPARE(line[2]->totalTimeMs, qint64(15500)); // the mover's running total
        QCOMPARE(line[3]->totalTimeMs, qint64(6000));
        QVERIFY(r->warnings.isEmpty());
    }

    // The KIF 持ち時間 of a game played here, as CSA writes it: 2.2's hours:minutes+byoyomi, 3.0's seconds
    // for what 2.2 cannot say (a Fischer increment, odd seconds); a value already in CSA's form is kept.
    void timeLimitAsCsaWritesIt_data() {
        QTest::addColumn<QString>("kif");
        QTest::addColumn<QString>("csa");
        QTest::newRow("byoyomi") << "10分+30秒"
                                 << "$TIME_LIMIT:00:10+30";
        QTest::newRow("sudden death") << "1時間30分"
                                      << "$TIME_LIMIT:01:30+00";
        QTest::newRow("fischer") << "5分+10秒加算"
                                 << "$TIME:300+0+10";
        QTest::newRow("seconds") << "90秒+10秒"
                                 << "$TIME:90+10+0";
        QTest::newRow("already csa") << "00:25+00"
                                     << "$TIME_LIMIT:00:25+00";
        QTest::newRow("words") << "各10分"
                               << "$TIME_LIMIT:各10分";
    }
    void timeLimitAsCsaWritesIt() {
        QFETCH(QString, kif);
        QFETCH(QString, csa);
        GameRecord r;
        r.setHeader(QStringLiteral("持ち時間"), kif);
        const QStringList lines = writeCsa(r).split(QLatin1Char('\n'));
        QVERIFY2(lines.contains(csa), qPrintable(lines.join(QLatin1Char('|'))));
    }

    void startPositions_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("sfen");
        const QString even = QString::fromLatin1(Variant::get(VariantKind::Standard).startSfen)
                                 .section(QLatin1Char(' '), 0, 2);
        QTest::newRow("PI") << "PI\n+\n" << even;
        QTest::newRow("PI two-piece")
            << "PI82HI22KA\n-\n"
            << QString::fromLatin1(Handicap::byId("two-piece")->sfen.data()).section(QLatin1Char(' '), 0, 2);
        QTest::newRow("P1-P9")
            << "P1-KY-KE-GI-KI-OU-KI-GI-KE-KY\nP2 * -HI *  *  *  *  * -KA * \nP3-FU-FU-FU-FU-FU-FU-FU-FU-FU\n"
               "P4 *  *  *  *  *  *  *  *  * \nP5 *  *  *  *  *  *  *  *  * \nP6 *  *  *  *  *  *  *  *  * \n"
               "P7+FU+FU+FU+FU+FU+FU+FU+FU+FU\nP8 * +KA *  *  *  *  * +HI * "
               "\nP9+KY+KE+GI+KI+OU+KI+GI+KE+KY\n+\n"
            << even;
        // Some files squeeze the spaces of empty squares.
        QTest::newRow("squeezed")
            << "P1-KY-KE-GI-KI-OU-KI-GI-KE-KY\nP2 * -HI * * * * * -KA *\nP3-FU-FU-FU-FU-FU-FU-FU-FU-FU\n"
               "P4 * * * * * * * * *\nP5 * * * * * * * * *\nP6 * * * * * * * * *\n"
               "P7+FU+FU+FU+FU+FU+FU+FU+FU+FU\nP8 * +KA * * * * * +HI *\nP9+KY+KE+GI+KI+OU+KI+GI+KE+KY\n+\n"
            << even;
        QTest::newRow("pieces and hands") << "P-11OU\nP+13FU00KI00KI\nP-00AL\n+\n"
                                          << "8k/9/8P/9/9/9/9/9/9 b 2G2r2b2g4s4n4l17p";
        // Composed problems may have nine pawns on a file: accepted (sfen::parse would not).
        QTest::newRow("nine pawns") << "P-11OU21FU22FU23FU24FU25FU26FU27FU28FU29FU\nP+00HI\n+\n"
                                    << "7pk/7p1/7p1/7p1/7p1/7p1/7p1/7p1/7p1 b R";
        QTest::newRow("no side line") << "PI\n" << even;
    }
    void startPositions() {
        QFETCH(QString, text);
        QFETCH(QString, sfen);
        auto r = readCsa(text);
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QCOMPARE(startSfen(r->record), sfen);
    }

    void endings_data() {
        QTest::addColumn<QString>("line");
        QTest::addColumn<int>("special");
        const QList<std::pair<const char*, SpecialMove>> all = {
            {"%TORYO", SpecialMove::Resign},
            {"%CHUDAN", SpecialMove::Interrupt},
            {"%SENNICHITE", SpecialMove::Repetition},
            {"%JISHOGI", SpecialMove::Impasse},
            {"%KACHI", SpecialMove::EnteringKingWin},
            {"%HIKIWAKE", SpecialMove::Draw},
            {"%TSUMI", SpecialMove::Mate},
            {"%FUZUMI", SpecialMove::NoMate},
            {"%ILLEGAL_MOVE", SpecialMove::IllegalLoss},
            {"%TIME_UP", SpecialMove::Timeout},
            {"%MAX_MOVES", SpecialMove::MaxMoves},
            {"%ERROR", SpecialMove::Error},
            // After two moves Black is to move: White's foul wins for the mover, Black's own foul loses.
            {"%-ILLEGAL_ACTION", SpecialMove::IllegalWin},
            {"%+ILLEGAL_ACTION", SpecialMove::IllegalLoss},
        };
        for (const auto& [line, special] : all)
            QTest::newRow(line) << QString::fromLatin1(line) << int(special);
    }
    void endings() {
        QFETCH(QString, line);
        QFETCH(int, special);
        auto r = readCsa(QStringLiteral("PI\n+\n+7776FU\n-3334FU\n") + line + QStringLiteral(",T7\n"));
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QCOMPARE(int(r->record.ending()), special);
        QCOMPARE(r->record.mainLine().back()->timeSpentMs, 7000);
        QCOMPARE(r->record.mainLineMoveCount(), 2);
    }

    void severalGames() {
        const QString text =
            QStringLiteral("N+a\nPI\n+\n+7776FU\n%TORYO\n/\nN+b\nPI\n+\n+2726FU\n-8384FU\n/\n");
        QCOMPARE(csaGameCount(text), 2);
        auto first = readCsa(text);
        QVERIFY(first.ok());
        QCOMPARE(first->record.header(QStringLiteral("先手")), QStringLiteral("a"));
        QVERIFY(!first->warnings.isEmpty()); // says there are more
        auto second = readCsa(text, 1);
        QVERIFY(second.ok());
        QCOMPARE(second->record.header(QStringLiteral("先手")), QStringLiteral("b"));
        QCOMPARE(usiLine(second->record), QStringLiteral("2g2f 8c8d"));
        QVERIFY(!readCsa(text, 2).ok());
        QCOMPARE(csaGameCount(QString()), 0);
    }

    // A record ending on an illegal move keeps it, flagged; the file's ending follows it.
    void illegalLastMoveIsKept() {
        // Black has no pawn in hand: the drop cannot be played at all, so the record stops before it; the
        // foul it was is still the ending.
        auto r = readCsa(QStringLiteral("PI\n+\n+7776FU\n-3334FU\n+0055FU\n%ILLEGAL_MOVE\n"));
        QVERIFY(r.ok());
        QCOMPARE(r->record.mainLineMoveCount(), 2);
        QCOMPARE(r->record.ending(), SpecialMove::IllegalLoss);
        QVERIFY(r->warnings.size() == 1 && r->warnings[0].startsWith(QStringLiteral("line 5")));
        auto nifu = readCsa(QStringLiteral("P-51OU\nP+59OU57FU00FU\n+\n+0056FU\n%ILLEGAL_MOVE\n"));
        QVERIFY2(nifu.ok(), nifu.ok() ? "" : nifu.error().describe().c_str());
        QCOMPARE(nifu->record.mainLineMoveCount(), 1);
        QVERIFY(nifu->record.mainLine()[0]->illegal);
        QCOMPARE(nifu->record.ending(), SpecialMove::IllegalLoss);
        QCOMPARE(nifu->warnings.size(), 1);
        QVERIFY(nifu->warnings[0].contains(QStringLiteral("line 4")));
    }

    void illegalMoveInTheMiddleIsAnError() {
        auto r = readCsa(QStringLiteral("P-51OU\nP+59OU57FU00FU\n+\n+0056FU\n-5152OU\n"));
        QVERIFY(!r.ok());
        QCOMPARE(r.error().line, 4);
    }

    void lastMoveThatCannotBePlayedEndsTheLine() {
        auto r = readCsa(QStringLiteral("PI\n+\n+7776FU\n-3334FU\n+5554FU\n"));
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QCOMPARE(r->record.mainLineMoveCount(), 2);
        QCOMPARE(r->warnings.size(), 1);
        QVERIFY(r->warnings[0].startsWith(QStringLiteral("line 5")));
    }

    void errorsNameTheLine_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("line");
        QTest::newRow("bad move") << "PI\n+\n+7776F\n" << 3;
        QTest::newRow("wrong side") << "PI\n+\n-3334FU\n" << 3;
        QTest::newRow("unknown line") << "PI\n+\nhello\n" << 3;
        QTest::newRow("unknown piece in a rank") << "P1-XX *  *  *  *  *  *  *  * \n" << 1;
        QTest::newRow("short rank") << "P1 *  *  * \n" << 1;
        QTest::newRow("time before a move") << "PI\n+\nT10\n" << 3;
        QTest::newRow("bad time") << "PI\n+\n+7776FU\nTx\n" << 4;
        QTest::newRow("PI removes nothing") << "PI55HI\n+\n" << 1;
        QTest::newRow("position after moves") << "PI\n+\n+7776FU\nP+00FU\n" << 4;
        QTest::newRow("two black kings") << "P+59OU58OU\nP-51OU\n+\n" << 3;
        QTest::newRow("too many pawns in hand")
            << QStringLiteral("P+") + QString(QStringLiteral("00FU")).repeated(19) + "\n"
            << 1;
        QTest::newRow("a move after the ending") << "PI\n+\n%TORYO\n+7776FU\n" << 4;
        QTest::newRow("second side line") << "PI\n+\n-\n" << 3;
        QTest::newRow("promoted piece dropped") << "PI\n+\n+0055TO\n" << 3;
        QTest::newRow("names only") << "'a comment\nN+a\n" << 2;
    }
    void errorsNameTheLine() {
        QFETCH(QString, text);
        QFETCH(int, line);
        auto r = readCsa(text);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().line, line);
        QVERIFY(!r.error().message.empty());
    }

    // Garbage never crashes the reader.
    void garbage() {
        QRandomGenerator rng(4);
        const QString alphabet = QStringLiteral("PI+-0123456789%T'NV$ ,\n*FUKYKEGIKIKAHIOUTONYNKNGUMRYAL/");
        for (int n = 0; n < 2000; ++n) {
            QString text;
            const int length = rng.bounded(200);
            for (int i = 0; i < length; ++i)
                text += alphabet[rng.bounded(alphabet.size())];
            auto r = readCsa(text);
            if (r.ok()) QVERIFY(r->record.mainLineMoveCount() >= 0);
        }
    }
};

QTEST_GUILESS_MAIN(TestCsa)
#include "tst_csa.moc"
