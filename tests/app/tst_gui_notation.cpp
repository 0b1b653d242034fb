// The move list's notations: Japanese (☗７六歩, 同, 成/不成, 打) and Western Hodges with the letters of
// English, Spanish and Italian.
#include "MoveNotation.h"
#include "rules/Sfen.h"
#include "rules/Usi.h"

#include <QTest>

using namespace shogi;

namespace {

const char* const Start = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

} // namespace

class TestNotation : public QObject {
    Q_OBJECT
private slots:
    void game_data();
    void game();
    void pieceLetters_data();
    void pieceLetters();
};

void TestNotation::game_data() {
    QTest::addColumn<QString>("sfen");
    QTest::addColumn<QString>("moves"); // USI, space separated
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("japanese");
    QTest::addColumn<QString>("western");

    QTest::newRow("opening and 同") << Start << "7g7f 3c3d 8h2b+ 3a2b" << "en"
                                    << QStringLiteral("☗７六歩 ☖３四歩 ☗２二角成 ☖同銀")
                                    << "P-7f P-3d Bx2b+ Sx2b";
    QTest::newRow("spanish letters") << Start << "7g7f 3c3d 8h2b+ 3a2b" << "es"
                                     << QStringLiteral("☗７六歩 ☖３四歩 ☗２二角成 ☖同銀")
                                     << "P-7f P-3d Ax2b+ Plx2b";
    QTest::newRow("italian letters") << Start << "7g7f 3c3d 8h2b+ 3a2b" << "it"
                                     << QStringLiteral("☗７六歩 ☖３四歩 ☗２二角成 ☖同銀")
                                     << "P-7f P-3d Ax2b+ Arx2b";
    QTest::newRow("declined promotion") << "4k4/9/9/4S4/9/9/9/9/4K4 b - 1" << "5d4c" << "en"
                                        << QStringLiteral("☗４三銀不成") << "S-4c=";
    QTest::newRow("drop") << "4k4/9/9/9/9/9/9/9/4K4 b B 1" << "B*4e" << "en" << QStringLiteral("☗４五角")
                          << "B*4e";
    QTest::newRow("drop beside a board piece") << "4k4/9/9/9/9/4G4/9/9/4K4 b G 1" << "G*5e" << "en"
                                               << QStringLiteral("☗５五金打") << "G*5e";
    // Telling the two golds apart in Japanese (５八金左) is KI2's job, left to the records library.
    QTest::newRow("two golds") << "4k4/9/9/9/9/9/9/3G1G3/4K4 b - 1" << "6h5h" << "it" << QString() << "O6h-5h";
    QTest::newRow("promoted piece") << "4k4/9/9/9/9/9/9/2+P6/4K4 b - 1" << "7h7g" << "es"
                                    << QStringLiteral("☗７七と") << "+P-7g";
    QTest::newRow("dragon") << "4k4/9/9/9/9/9/9/2+R6/4K4 b - 1" << "7h7a" << "en"
                            << QStringLiteral("☗７一龍") << "+R-7a";
}

void TestNotation::game() {
    QFETCH(QString, sfen);
    QFETCH(QString, moves);
    QFETCH(QString, language);
    QFETCH(QString, japanese);
    QFETCH(QString, western);
    auto start = sfen::parse(sfen.toStdString());
    QVERIFY(start.ok());
    Game game(*start);
    for (const QString& text : moves.split(QLatin1Char(' '))) {
        auto m = usi::parseMove(text.toStdString(), start->variant());
        QVERIFY(m.ok());
        QVERIFY(game.play(*m).accepted);
    }
    if (!japanese.isEmpty())
        QCOMPARE(MoveNotation(MoveNotation::Style::Japanese, language).formatGame(game).join(QLatin1Char(' ')),
                 japanese);
    QCOMPARE(MoveNotation(MoveNotation::Style::Western, language).formatGame(game).join(QLatin1Char(' ')), western);
}

void TestNotation::pieceLetters_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("letters"); // K R B G S N L P, then the promoted six
    QTest::newRow("en") << "en" << "K R B G S N L P +R +B +S +N +L +P";
    QTest::newRow("es") << "es" << "R T A O Pl C L P +T +A +Pl +C +L +P";
    QTest::newRow("it") << "it" << "R T A O Ar C L P +T +A +Ar +C +L +P";
    QTest::newRow("ja uses English letters") << "ja" << "K R B G S N L P +R +B +S +N +L +P";
}

void TestNotation::pieceLetters() {
    QFETCH(QString, language);
    QFETCH(QString, letters);
    const MoveNotation n(MoveNotation::Style::Western, language);
    QStringList out;
    for (PieceType pt : {King, Rook, Bishop, Gold, Silver, Knight, Lance, Pawn, Dragon, Horse, ProSilver, ProKnight,
                         ProLance, ProPawn})
        out << n.pieceLetters(pt);
    QCOMPARE(out.join(QLatin1Char(' ')), letters);
}

QTEST_APPLESS_MAIN(TestNotation)
#include "tst_gui_notation.moc"
