// Move notations: one row per case, from the position before the move. The KI2 disambiguation rows are
// the examples of the JSA's 棋譜の表記方法 (上 引 寄 first, then 右 左 直, then both).
#include "formats/JapaneseMove.h"
#include "record/Notation.h"
#include "rules/MoveGenerator.h"
#include "rules/Sfen.h"
#include "rules/Usi.h"

#include <QTest>

using namespace shogi;

namespace {

const Variant& standard() {
    return Variant::get(VariantKind::Standard);
}

Square usiSquare(const QString& s) {
    return s.isEmpty() ? NoSquare : makeSquare(s[0].digitValue() - 1, s[1].unicode() - 'a');
}

} // namespace

class TestNotation : public QObject {
    Q_OBJECT
private slots:
    void render_data() {
        QTest::addColumn<QString>("sfen");
        QTest::addColumn<QString>("move");
        QTest::addColumn<QString>("previousTo");
        QTest::addColumn<int>("style");
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("expected");
        const QString start =
            QStringLiteral("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
        const QString opened =
            QStringLiteral("lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3");
        const QString exchanged =
            QStringLiteral("lnsgkg1nl/1r5s1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL b Bb 5");
        const QString bishopTaken =
            QStringLiteral("lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4");
        const QString silver = QStringLiteral("4k4/9/9/5S3/9/9/9/9/4K4 b - 1");
        const QString goldInHand = QStringLiteral("4k4/9/9/9/9/9/9/4G4/4K4 b G 1");
        const QString goldsUpOrAside = QStringLiteral("4k4/2G6/G8/9/9/9/9/9/4K4 b - 1"); // 9c 7b -> 8b
        const QString goldsLeftRight = QStringLiteral("4k4/G1G6/9/9/9/9/9/9/4K4 b - 1"); // 9b 7b -> 8a
        const QString goldsStraight = QStringLiteral("4k4/9/9/9/9/9/9/9/1GG1K4 b - 1");  // 8i 7i -> 7h
        const QString fiveTokins =
            QStringLiteral("4k4/9/9/9/9/9/1+P7/+P8/+P+P+P1K4 b - 1");                // 9i 8i 7i 9h 8g -> 8h
        const QString whiteGolds = QStringLiteral("4k4/9/9/9/9/9/8g/6g2/4K4 w - 1"); // 1g 3h -> 2h
        const QString whiteGoldsSide = QStringLiteral("4k4/9/9/9/9/9/9/6g1g/4K4 w - 1"); // 3h 1h -> 2i
        const QString promotedPieces = QStringLiteral("4k4/9/9/9/9/5+R3/9/2+P6/4K4 b - 1");
        // The silver and the gold on 4h are pinned to the king by the dragon on 4i: they still reach 5i
        // and 5h, so the moves there are told apart as if they were free (Kifu for Windows; tsshogi needs
        // it).
        const QString pinnedSilver = QStringLiteral("4k4/9/9/9/9/9/5K3/3S1S3/5+r3 b - 1");
        const QString pinnedGold = QStringLiteral("4k4/9/9/9/9/9/5K3/5G3/5+r3 b G 1");

        const int jp = int(notation::Style::Japanese), kif = int(notation::Style::Kif);
        const int west = int(notation::Style::Western), num = int(notation::Style::WesternNumeric);
        const int usi = int(notation::Style::Usi), csa = int(notation::Style::Csa);
        const QString en = QStringLiteral("en"), es = QStringLiteral("es"), it = QStringLiteral("it");
        const auto row = [](const char* name, const QString& sfen, const char* move, const char* prev,
                            int style, const QString& lang, const QString& expected) {
            QTest::newRow(name) << sfen << QString::fromLatin1(move) << QString::fromLatin1(prev) << style
                                << lang << expected;
        };
        row("jp pawn", start, "7g7f", "", jp, en, QStringLiteral("☗７六歩"));
        row("jp promotes", opened, "8h2b+", "", jp, en, QStringLiteral("☗２二角成"));
        row("jp same square", bishopTaken, "3a2b", "2b", jp, en, QStringLiteral("☖同　銀"));
        row("jp white", bishopTaken, "3a2b", "", jp, en, QStringLiteral("☖２二銀"));
        row("jp declines", silver, "4d4c", "", jp, en, QStringLiteral("☗４三銀不成"));
        row("jp promotes silver", silver, "4d4c+", "", jp, en, QStringLiteral("☗４三銀成"));
        row("jp drop, a board piece could go", goldInHand, "G*5g", "", jp, en, QStringLiteral("☗５七金打"));
        row("jp drop, none could", goldInHand, "G*5c", "", jp, en, QStringLiteral("☗５三金"));
        row("jp board move beside a drop", goldInHand, "5h5g", "", jp, en, QStringLiteral("☗５七金"));
        row("jp 上", goldsUpOrAside, "9c8b", "", jp, en, QStringLiteral("☗８二金上"));
        row("jp 寄", goldsUpOrAside, "7b8b", "", jp, en, QStringLiteral("☗８二金寄"));
        row("jp 左", goldsLeftRight, "9b8a", "", jp, en, QStringLiteral("☗８一金左"));
        row("jp 右", goldsLeftRight, "7b8a", "", jp, en, QStringLiteral("☗８一金右"));
        row("jp 直", goldsStraight, "7i7h", "", jp, en, QStringLiteral("☗７八金直"));
        row("jp 左 beside 直", goldsStraight, "8i7h", "", jp, en, QStringLiteral("☗７八金左"));
        row("jp tokin 右", fiveTokins, "7i8h", "", jp, en, QStringLiteral("☗８八と右"));
        row("jp tokin 直", fiveTokins, "8i8h", "", jp, en, QStringLiteral("☗８八と直"));
        row("jp tokin 左上", fiveTokins, "9i8h", "", jp, en, QStringLiteral("☗８八と左上"));
        row("jp tokin 寄", fiveTokins, "9h8h", "", jp, en, QStringLiteral("☗８八と寄"));
        row("jp tokin 引", fiveTokins, "8g8h", "", jp, en, QStringLiteral("☗８八と引"));
        row("jp white 上", whiteGolds, "1g2h", "", jp, en, QStringLiteral("☖２八金上"));
        row("jp white 寄", whiteGolds, "3h2h", "", jp, en, QStringLiteral("☖２八金寄"));
        row("jp white 左", whiteGoldsSide, "1h2i", "", jp, en, QStringLiteral("☖２九金左"));
        row("jp white 右", whiteGoldsSide, "3h2i", "", jp, en, QStringLiteral("☖２九金右"));
        row("jp dragon", promotedPieces, "4f4b", "", jp, en, QStringLiteral("☗４二龍"));
        row("jp pinned rival", pinnedSilver, "6h5i", "", jp, en, QStringLiteral("☗５九銀左"));
        row("jp drop beside a pinned piece", pinnedGold, "G*5h", "", jp, en, QStringLiteral("☗５八金打"));

        row("kif pawn", start, "7g7f", "", kif, en, QStringLiteral("７六歩(77)"));
        row("kif same square", bishopTaken, "3a2b", "2b", kif, en, QStringLiteral("同　銀(31)"));
        row("kif promotes", opened, "8h2b+", "", kif, en, QStringLiteral("２二角成(88)"));
        row("kif declines", silver, "4d4c", "", kif, en, QStringLiteral("４三銀(44)"));
        row("kif drop always 打", goldInHand, "G*5c", "", kif, en, QStringLiteral("５三金打"));
        row("kif tokin", fiveTokins, "8g8h", "", kif, en, QStringLiteral("８八と(87)"));

        row("hodges pawn", start, "7g7f", "", west, en, QStringLiteral("P-7f"));
        row("hodges capture promotes", opened, "8h2b+", "", west, en, QStringLiteral("Bx2b+"));
        row("hodges declines", silver, "4d4c", "", west, en, QStringLiteral("S-4c="));
        row("hodges drop", exchanged, "B*4e", "", west, en, QStringLiteral("B*4e"));
        row("hodges ambiguous", goldsUpOrAside, "9c8b", "", west, en, QStringLiteral("G9c-8b"));
        row("hodges pinned rival", pinnedSilver, "6h5i", "", west, en, QStringLiteral("S6h-5i"));
        row("hodges ambiguous tokin", fiveTokins, "9i8h", "", west, en, QStringLiteral("+P9i-8h"));
        row("hodges dragon", promotedPieces, "4f4b", "", west, en, QStringLiteral("+R-4b"));
        row("hodges king", start, "5i4h", "", west, en, QStringLiteral("K-4h"));
        row("numeric pawn", start, "7g7f", "", num, en, QStringLiteral("P-76"));
        row("numeric capture", opened, "8h2b+", "", num, en, QStringLiteral("Bx22+"));
        row("numeric ambiguous", goldsStraight, "8i7h", "", num, en, QStringLiteral("G89-78"));
        row("spanish king", start, "5i4h", "", west, es, QStringLiteral("R-4h"));
        row("spanish silver", silver, "4d4c", "", west, es, QStringLiteral("Pl-4c="));
        row("spanish bishop", opened, "8h2b+", "", west, es, QStringLiteral("Ax2b+"));
        row("spanish dragon", promotedPieces, "4f4b", "", west, es, QStringLiteral("+T-4b"));
        row("spanish gold", goldInHand, "G*5c", "", west, es, QStringLiteral("O*5c"));
        row("italian silver", silver, "4d4c+", "", west, it, QStringLiteral("Ar-4c+"));
        row("italian tokin", promotedPieces, "7h7g", "", west, it, QStringLiteral("+P-7g"));

        row("usi move", start, "7g7f", "", usi, en, QStringLiteral("7g7f"));
        row("usi drop", exchanged, "B*4e", "", usi, en, QStringLiteral("B*4e"));
        row("csa move", start, "7g7f", "", csa, en, QStringLiteral("+7776FU"));
        row("csa promotes", opened, "8h2b+", "", csa, en, QStringLiteral("+8822UM"));
        row("csa white", bishopTaken, "3a2b", "", csa, en, QStringLiteral("-3122GI"));
        row("csa drop", exchanged, "B*4e", "", csa, en, QStringLiteral("+0045KA"));
    }

    void render() {
        QFETCH(QString, sfen);
        QFETCH(QString, move);
        QFETCH(QString, previousTo);
        QFETCH(int, style);
        QFETCH(QString, language);
        QFETCH(QString, expected);
        const auto pos = sfen::parse(sfen.toStdString());
        QVERIFY2(pos.ok(), pos.ok() ? "" : pos.error().message.c_str());
        const auto m = usi::parseMove(move.toStdString(), standard());
        QVERIFY(m.ok());
        QVERIFY2(movegen::isLegal(*pos, *m), "the row's move must be legal");
        QCOMPARE(notation::render(notation::Style(style), *pos, *m, usiSquare(previousTo),
                                  notation::PieceLetters::forLanguage(language)),
                 expected);
    }

    void compactSameSquare() {
        const auto pos = sfen::parse("lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4");
        notation::JapaneseOptions compact;
        compact.spaceAfterSame = false;
        compact.whiteMark = QStringLiteral("△");
        const Move m = *usi::parseMove("3a2b", standard());
        QCOMPARE(notation::japanese(*pos, m, m.to(), compact), QStringLiteral("△同銀"));
        QCOMPARE(notation::japanese(*pos, m, m.to()), QStringLiteral("☖同　銀"));
    }

    // Every legal move, written in KI2 style, must read back as itself: the disambiguation is complete.
    void japaneseReadsBackAsTheSameMove_data() {
        QTest::addColumn<QString>("sfen");
        QTest::newRow("start") << QStringLiteral(
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
        QTest::newRow("tokins") << QStringLiteral("4k4/9/9/9/9/9/1+P7/+P8/+P+P+P1K4 b - 1");
        QTest::newRow("golds") << QStringLiteral("4k4/9/9/9/9/9/3GGG3/3G5/4K4 b - 1");
        QTest::newRow("white silvers") << QStringLiteral("4k4/3sss3/9/4s4/9/9/9/9/4K4 w - 1");
        QTest::newRow("dragons and horses") << QStringLiteral("4k4/9/1+R5+R1/9/2+B3+B2/9/9/9/4K4 b - 1");
        QTest::newRow("midgame") << QStringLiteral(
            "ln1g3nl/1r1sk1gb1/p1pppp1pp/6p2/1p5P1/2P3P2/PPSPPP2P/1BG2S1R1/LN2KG1NL b s 1");
    }

    void japaneseReadsBackAsTheSameMove() {
        QFETCH(QString, sfen);
        const Position pos = *sfen::parse(sfen.toStdString());
        MoveList legal;
        movegen::legalMoves(pos, legal);
        for (Move m : legal) {
            const QString text = notation::japanese(pos, m);
            const auto parsed = kif::parseJapaneseMove(text, pos.variant());
            QVERIFY2(parsed, qPrintable(text));
            const auto resolved = kif::resolveJapaneseMove(pos, *parsed, NoSquare);
            QVERIFY2(
                resolved.ok(),
                qPrintable(text + QStringLiteral(": ") +
                           (resolved.ok() ? QString() : QString::fromStdString(resolved.error().message))));
            QVERIFY2(resolved->move == m, qPrintable(text));
            QVERIFY(resolved->legal);
        }
    }

    void names() {
        QCOMPARE(notation::kanjiPiece(ProSilver), QStringLiteral("成銀"));
        QCOMPARE(notation::parseKanjiPiece(u"竜")->first, Dragon);
        QCOMPARE(notation::parseKanjiPiece(u"成桂")->second, 2);
        QCOMPARE(notation::parseKanjiPiece(u"全")->first, ProSilver);
        QVERIFY(!notation::parseKanjiPiece(u"x"));
        QCOMPARE(notation::parseDigit(QChar(u'７')), 7);
        QCOMPARE(notation::parseDigit(QChar(u'七')), 7);
        QCOMPARE(notation::parseDigit(QChar(u'7')), 7);
        QCOMPARE(notation::parseDigit(QChar(u'x')), 0);
        QCOMPARE(notation::japaneseSquare(makeSquare(6, 5)), QStringLiteral("７六"));
        QCOMPARE(notation::parseCsaPiece(u"UM"), Horse);
        QCOMPARE(notation::parseCsaPiece(u"XX"), NoPieceType);
        QCOMPARE(notation::csaPiece(Dragon), QStringLiteral("RY"));
        QCOMPARE(notation::PieceLetters::italian().letter(Silver), QStringLiteral("Ar"));
        QCOMPARE(notation::PieceLetters::spanish().letter(Horse), QStringLiteral("+A"));
        QCOMPARE(notation::PieceLetters::forLanguage(u"ja").letter(Knight), QStringLiteral("N"));
    }
};

QTEST_GUILESS_MAIN(TestNotation)
#include "tst_notation.moc"
