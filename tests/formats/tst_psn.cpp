// Reading PSN: tags, Hodges moves in the short and the origin forms, numeric squares, drops with * and ',
// promotions + and =, promoted pieces, comments, nested variations, move numbers, endings, handicaps and
// SFEN starts, several games, and errors naming the line and column.
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
QString usiLine(const GameRecord& r) {
    QStringList moves;
    for (const RecordNode* n : r.mainLine())
        if (!n->isSpecial()) moves << QString::fromStdString(usi::format(n->move));
    return moves.join(QLatin1Char(' '));
}

const char* kGame = R"([Event "European Championships 1997"]
[Sente "Hosking Tony"]
[Gote "Lamb Stephen"]
[Venue "RIKAB"]
[Round "1"]
[Comment ""]
{Before the first move}
1. P7g-7f P3c-3d {a comment
over two lines} (2... P-8d 3. P-2f (3. S-4h) P-8e) 2. Bx2b+ Sx2b 3. B'4e B*8e
4. S3i-4h P-74 5. P-4f Resign 1-0
)";

} // namespace

class TestPsn : public QObject {
    Q_OBJECT
private slots:
    void fullGame() {
        auto r = readPsn(QString::fromUtf8(kGame));
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QCOMPARE(r->format, RecordFormat::Psn);
        const GameRecord& rec = r->record;
        QCOMPARE(rec.header(QStringLiteral("棋戦")), QStringLiteral("European Championships 1997"));
        QCOMPARE(rec.header(QStringLiteral("先手")), QStringLiteral("Hosking Tony"));
        QCOMPARE(rec.header(QStringLiteral("後手")), QStringLiteral("Lamb Stephen"));
        QCOMPARE(rec.header(QStringLiteral("場所")), QStringLiteral("RIKAB"));
        QCOMPARE(rec.header(QStringLiteral("Round")), QStringLiteral("1"));
        QVERIFY(rec.header(QStringLiteral("Comment")).isEmpty()); // empty tags hold nothing
        QCOMPARE(usiLine(rec), QStringLiteral("7g7f 3c3d 8h2b+ 3a2b B*4e B*8e 3i4h 7c7d 4g4f"));
        QCOMPARE(rec.ending(), SpecialMove::Resign);
        QCOMPARE(rec.root().comment, QStringLiteral("Before the first move"));
        const auto line = rec.mainLine();
        QCOMPARE(line[1]->comment, QStringLiteral("a comment\nover two lines"));
        // (2... P-8d 3. P-2f (3. S-4h) P-8e): 8c8d replaces 3c3d; under it 3i4h replaces 2g2f.
        QCOMPARE(rec.variationCount(), 2);
        const RecordNode* alternative = line[0]->children[1].get();
        QCOMPARE(QString::fromStdString(usi::format(alternative->move)), QStringLiteral("8c8d"));
        QCOMPARE(alternative->children.size(), std::size_t(2));
        QCOMPARE(QString::fromStdString(usi::format(alternative->children[1]->move)), QStringLiteral("3i4h"));
        QCOMPARE(alternative->mainChild()->mainChild()->move,
                 Move::normal(makeSquare(7, 3), makeSquare(7, 4)));
    }

    void moves_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("usi");
        QTest::newRow("short") << "P-7f P-3d"
                               << "7g7f 3c3d";
        QTest::newRow("origin") << "P7g-7f P3c-3d"
                                << "7g7f 3c3d";
        QTest::newRow("numeric") << "P-76 P-34 Bx22+"
                                 << "7g7f 3c3d 8h2b+";
        QTest::newRow("numeric origin") << "P77-76 P33-34 B88x22="
                                        << "7g7f 3c3d 8h2b";
        QTest::newRow("declined promotion") << "P-7f P-3d Bx2b= Sx2b"
                                            << "7g7f 3c3d 8h2b 3a2b";
        QTest::newRow("drops") << "P-7f P-3d Bx2b+ Sx2b B*4e B'8e"
                               << "7g7f 3c3d 8h2b+ 3a2b B*4e B*8e";
        QTest::newRow("promoted piece") << "P-7f P-3d Bx2b+ P-8d +Bx1a"
                                        << "7g7f 3c3d 8h2b+ 8c8d 2b1a";
        QTest::newRow("dragon letter")
            << "P-2f P-3d P-2e P-4d P-2d P-4e Px2c+ P-4f +P-3c P-4g+ Rx2b+ P-1d Dx2a"
            << "2g2f 3c3d 2f2e 4c4d 2e2d 4d4e 2d2c+ 4e4f 2c3c 4f4g+ 2h2b+ 1c1d 2b2a";
        QTest::newRow("disambiguated") << "G6i-5h"
                                       << "6i5h";
        QTest::newRow("numbers and annotations") << "1.P-7f!? 1...P-3d 2. P-2f?"
                                                 << "7g7f 3c3d 2g2f";
        QTest::newRow("semicolon comment") << "P-7f ; a note\nP-3d"
                                           << "7g7f 3c3d";
    }
    void moves() {
        QFETCH(QString, text);
        QFETCH(QString, usi);
        auto r = readPsn(text);
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QCOMPARE(usiLine(r->record), usi);
    }

    void starts() {
        auto lance = readPsn(QStringLiteral("[Handicap \"Lance\"]\nK-4b"));
        QVERIFY2(lance.ok(), lance.ok() ? "" : lance.error().describe().c_str());
        QCOMPARE(startSfen(lance->record),
                 QString::fromLatin1(Handicap::byId("lance")->sfen.data()).section(QLatin1Char(' '), 0, 2));
        QCOMPARE(usiLine(lance->record), QStringLiteral("5a4b"));
        auto two = readPsn(QStringLiteral("[Handicap \"Two pieces\"]\n"));
        QVERIFY(two.ok());
        QCOMPARE(
            startSfen(two->record),
            QString::fromLatin1(Handicap::byId("two-piece")->sfen.data()).section(QLatin1Char(' '), 0, 2));
        auto custom = readPsn(QStringLiteral("[SFEN \"8k/9/7P1/9/9/9/9/9/9 b G 1\"]\nG*1b Mate"));
        QVERIFY(custom.ok());
        QCOMPARE(usiLine(custom->record), QStringLiteral("G*1b"));
        QCOMPARE(custom->record.ending(), SpecialMove::Mate);
        auto ninePawns =
            readPsn(QStringLiteral("[SFEN \"7pk/7p1/7p1/7p1/7p1/7p1/7p1/7p1/7p1 b 2R4L 1\"]\nL*1c"));
        QVERIFY2(ninePawns.ok(), ninePawns.ok() ? "" : ninePawns.error().describe().c_str());
    }

    void secondGameIsNotRead() {
        auto r = readPsn(QStringLiteral("[Sente \"a\"]\nP-7f\n\n[Sente \"b\"]\nP-2f\n"));
        QVERIFY(r.ok());
        QCOMPARE(usiLine(r->record), QStringLiteral("7g7f"));
        QCOMPARE(r->warnings.size(), 1);
        // A comment before the tags is the start comment, not the first game's moves.
        auto intro = readPsn(QStringLiteral("{intro}\n[Sente \"a\"]\n[Handicap \"Bishop\"]\nK-4b"));
        QVERIFY2(intro.ok(), intro.ok() ? "" : intro.error().describe().c_str());
        QCOMPARE(intro->record.root().comment, QStringLiteral("intro"));
        QCOMPARE(usiLine(intro->record), QStringLiteral("5a4b"));
        QVERIFY(intro->warnings.isEmpty());
    }

    void illegalLastMoveIsKept() {
        auto r = readPsn(QStringLiteral("P-7f P-3d R2h-2c"));
        QVERIFY(r.ok());
        QCOMPARE(r->record.mainLineMoveCount(), 3);
        QVERIFY(r->record.mainLine()[2]->illegal);
        QCOMPARE(r->warnings.size(), 1);
        // Without an origin too, when only one piece of the kind could make the move: here it leaves the
        // king in check from the tokin on 4h.
        auto check =
            readPsn(QStringLiteral("P-2f P-3d P-2e P-4d P-2d P-4e Px2c+ P-4f +P-3c P-4g+ Rx2b+ +P-4h Dx2a"));
        QVERIFY(check.ok());
        QCOMPARE(check->record.mainLineMoveCount(), 13);
        QVERIFY(check->record.mainLine()[12]->illegal);
    }

    // Found by fuzz_psn: a comment ending in a backslash was written so that it escaped the closing brace.
    void commentEscapes() {
        GameRecord r;
        r.root().comment = QStringLiteral("ends in a backslash \\");
        r.addMove(&r.root(), Move::normal(makeSquare(6, 6), makeSquare(6, 5)))->comment =
            QStringLiteral("{braces} and \\} too");
        auto back = readPsn(writePsn(r));
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().describe().c_str());
        QCOMPARE(back->record.root().comment, r.root().comment);
        QCOMPARE(back->record.mainLine()[0]->comment, r.root().mainChild()->comment);
    }

    void errors_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::newRow("not a move") << "P-7f\nhello" << 2 << 1;
        QTest::newRow("ambiguous") << "P-7f P-3d G-5h" << 1 << 11;
        QTest::newRow("unclosed comment") << "P-7f {no end" << 1 << 6;
        QTest::newRow("unclosed variation") << "P-7f (P-2f" << 1 << 11;
        QTest::newRow("stray paren") << "P-7f )" << 1 << 6;
        QTest::newRow("variation first") << "(P-7f)" << 1 << 1;
        QTest::newRow("unknown handicap") << "[Handicap \"Queen\"]" << 1 << 1;
        QTest::newRow("bad tag") << "[Sente]" << 1 << 1;
        QTest::newRow("bad sfen") << "[SFEN \"9/9 b - 1\"]" << 1 << 1;
        QTest::newRow("promoted drop") << "+P*5e" << 1 << 1;
        QTest::newRow("move after illegal") << "P-7f P-3d R2h-2c P-8d" << 1 << 11;
        QTest::newRow("move after ending") << "P-7f Resign P-3d" << 1 << 13;
    }
    void errors() {
        QFETCH(QString, text);
        QFETCH(int, line);
        QFETCH(int, column);
        auto r = readPsn(text);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().line, line);
        QCOMPARE(r.error().column, column);
    }

    void garbage() {
        QRandomGenerator rng(13);
        const QString alphabet = QStringLiteral("PLNSGBRK+-x*'=123456789abcdefghi (){}[]\"\n;.!?DHT");
        for (int n = 0; n < 3000; ++n) {
            QString text;
            const int length = rng.bounded(120);
            for (int i = 0; i < length; ++i)
                text += alphabet[rng.bounded(alphabet.size())];
            auto r = readPsn(text);
            if (r.ok()) QVERIFY(r->record.mainLineMoveCount() >= 0);
        }
    }
};

QTEST_GUILESS_MAIN(TestPsn)
#include "tst_psn.moc"
