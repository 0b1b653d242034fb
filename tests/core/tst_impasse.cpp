// Impasse (jishogi): point counting and both rules, with and without handicap compensation.
#include "rules/Game.h"
#include "rules/Handicap.h"
#include "rules/Impasse.h"
#include "rules/Sfen.h"

#include <QTest>

using namespace shogi;

Q_DECLARE_METATYPE(ImpasseRule)
Q_DECLARE_METATYPE(ImpasseOutcome)
Q_DECLARE_METATYPE(Color)

namespace {

// Every piece of the set, both kings entered (Black's on 5b, White's on 5h). Black: both rooks, a bishop,
// nine pawns outside its camp and eight minor pieces in hand, 32 points; White: a bishop and seventeen minor
// pieces, 22.
constexpr const char* kBlack32White22 = "9/4K4/9/9/PPPPPPPPP/9/ppppppppp/4k4/9 b 2RB4G4Sb4n4l 1";
// Two of Black's silvers with White instead: 30 against 24.
constexpr const char* kBlack30White24 = "9/4K4/9/9/PPPPPPPPP/9/ppppppppp/4k4/9 b 2RB4G2Sb2s4n4l 1";

} // namespace

class TestImpasse : public QObject {
    Q_OBJECT
private slots:
    void counting();
    void verdicts_data();
    void verdicts();
    void conditionsNotMet_data();
    void conditionsNotMet();
    void handicapGameCreditsTheGiver();
};

void TestImpasse::counting() {
    auto pos = sfen::parse("RBGGGGSSS/S3K4/9/9/9/9/9/9/4k4 b 10Prb8p4l4n 1");
    QVERIFY(pos.ok());
    const ImpasseCount black = countImpasse(*pos, Color::Black);
    QCOMPARE(black.points, 28); // rook 5 + bishop 5 + eight minor pieces in the zone + ten pawns in hand
    QCOMPARE(black.material, 28);
    QCOMPARE(black.piecesInZone, 10);
    QVERIFY(black.kingInZone);
    QVERIFY(!black.inCheck);
    const ImpasseCount white = countImpasse(*pos, Color::White);
    QCOMPARE(white.points, 26); // rook and bishop in hand 10 + 16 minor pieces in hand
    QCOMPARE(white.piecesInZone, 0);
    QCOMPARE(countImpasse(*pos, Color::White, 10).points, 36);
    QCOMPARE(countImpasse(*pos, Color::White, 10).material, 36);
    QCOMPARE(countImpasse(*pos, Color::Black, 10).points, 28); // compensation is White's only

    // Outside the camp a piece counts for the 24-point rule only: Black's nine pawns on the fifth rank.
    auto spread = sfen::parse(kBlack32White22);
    QVERIFY(spread.ok());
    const ImpasseCount b = countImpasse(*spread, Color::Black), w = countImpasse(*spread, Color::White);
    QCOMPARE(b.points, 23);
    QCOMPARE(b.material, 32);
    QCOMPARE(w.points, 22); // White's pawns stand in its camp (ranks g to i)
    QCOMPARE(w.material, 22);
    QCOMPARE(impassePoints(b, ImpasseRule::Points27), 23);
    QCOMPARE(impassePoints(b, ImpasseRule::Points24), 32);
}

void TestImpasse::verdicts_data() {
    QTest::addColumn<QString>("sfen");
    QTest::addColumn<ImpasseRule>("rule");
    QTest::addColumn<int>("compensation");
    QTest::addColumn<Color>("declarer");
    QTest::addColumn<ImpasseOutcome>("outcome");
    const auto R27 = ImpasseRule::Points27, R24 = ImpasseRule::Points24;
    const auto B = Color::Black, W = Color::White;
    const auto Win = ImpasseOutcome::DeclarerWins, Lose = ImpasseOutcome::DeclarerLoses,
               Draw = ImpasseOutcome::Draw;
    const QString black28 = "RBGGGGSSS/S3K4/9/9/9/9/9/9/4k4 b 10P8p4l4n 1";
    const QString black27 = "RBGGGGSSS/S3K4/9/9/9/9/9/9/4k4 b 9P9p4l4n 1";
    const QString blackVsRich = "RBGGGGSSS/S3K4/9/9/9/9/9/9/4k4 b 10Prb8p4l4n 1";
    const QString black23 = "RBGGGGSSS/S3K4/9/9/9/9/9/9/4k4 b 5P13p4l4n 1";
    const QString white28 = "4K4/9/9/9/9/9/9/s3k4/rbggggsss w 8P4L4N10p 1";
    const QString white26 = "4K4/9/9/9/9/9/9/s3k4/rbggggsss w 10P4L4N8p 1";
    const QString black32 = QString::fromLatin1(kBlack32White22);
    const QString white22 = QString(black32).replace(QStringLiteral(" b "), QStringLiteral(" w "));
    QTest::newRow("27: black 28 wins") << black28 << R27 << 0 << B << Win;
    QTest::newRow("27: black 27 loses") << black27 << R27 << 0 << B << Lose;
    QTest::newRow("27: white 28 wins") << white28 << R27 << 0 << W << Win;
    QTest::newRow("27: white 26 loses") << white26 << R27 << 0 << W << Lose;
    QTest::newRow("27: white 26 + lance handicap 1 = 27 wins") << white26 << R27 << 1 << W << Win;
    // The examples of seed 001 (Kimura-Sugai 2019, Makino-Nakao 2018), with the full set of pieces.
    QTest::newRow("24: black 32 vs white 22 wins") << black32 << R24 << 0 << B << Win;
    QTest::newRow("24: white 22 vs black 32 loses") << white22 << R24 << 0 << W << Lose;
    QTest::newRow("24: black 30 vs white 24 draws")
        << QString::fromLatin1(kBlack30White24) << R24 << 0 << B << Draw;
    QTest::newRow("24: black 28 vs white 16 wins") << black28 << R24 << 0 << B << Win;
    QTest::newRow("24: black 28 vs white 26 draws") << blackVsRich << R24 << 0 << B << Draw;
    QTest::newRow("24: black 23 vs white 21 both under draws") << black23 << R24 << 0 << B << Draw;
    QTest::newRow("24: white 26 vs black 18 wins") << white26 << R24 << 0 << W << Win;
    QTest::newRow("24: black 28 vs white 16 + two-piece 10 draws") << black28 << R24 << 10 << B << Draw;
    QTest::newRow("24: few pieces, both under draws")
        << "9/4K4/9/9/9/9/9/4k4/9 b 2G 1" << R24 << 0 << B << Draw;
}

void TestImpasse::verdicts() {
    QFETCH(QString, sfen);
    QFETCH(ImpasseRule, rule);
    QFETCH(int, compensation);
    QFETCH(Color, declarer);
    QFETCH(ImpasseOutcome, outcome);
    auto pos = sfen::parse(sfen.toStdString());
    QVERIFY2(pos.ok(), pos.ok() ? "" : pos.error().describe().c_str());
    const ImpasseVerdict v = judgeImpasse(*pos, declarer, rule, compensation);
    QVERIFY(v.conditionsMet);
    QCOMPARE(v.rule, rule);
    QCOMPARE(v.outcome, outcome);
}

void TestImpasse::conditionsNotMet_data() {
    QTest::addColumn<QString>("sfen");
    QTest::addColumn<ImpasseRule>("rule");
    QTest::addColumn<bool>("met");
    const auto R27 = ImpasseRule::Points27, R24 = ImpasseRule::Points24;
    const QString nine = "RBGGGGSS1/S3K4/9/9/9/9/9/9/4k4 b 10PS8p4l4n 1";
    const QString inCheck = "RBGGGGSSS/S3K4/9/4r4/9/9/9/9/4k4 b 10P8p4l4n 1";
    // King outside the zone; nine pieces only; in check; not the declarer's turn.
    for (ImpasseRule rule : {R27, R24}) {
        const char* name = rule == R27 ? "27" : "24";
        QTest::newRow(qPrintable(QStringLiteral("%1: king outside").arg(name)))
            << "RBGGGGSSS/S8/9/4K4/9/9/9/9/4k4 b 10P8p4l4n 1" << rule << false;
        QTest::newRow(qPrintable(QStringLiteral("%1: not to move").arg(name)))
            << "RBGGGGSSS/S3K4/9/9/9/9/9/9/4k4 w 10P8p4l4n 1" << rule << false;
    }
    QTest::newRow("27: nine pieces") << nine << R27 << false;
    QTest::newRow("27: in check") << inCheck << R27 << false;
    // The 24-point rule asks both kings to have entered, and nothing of the declaration's.
    QTest::newRow("24: the other king outside")
        << "9/4K4/9/9/PPPPPPPPP/k8/ppppppppp/9/9 b 2RB4G4Sb4n4l 1" << R24 << false;
    QTest::newRow("24: nine pieces") << nine << R24 << true;
    QTest::newRow("24: in check") << inCheck << R24 << true;
}

void TestImpasse::conditionsNotMet() {
    QFETCH(QString, sfen);
    QFETCH(ImpasseRule, rule);
    QFETCH(bool, met);
    auto pos = sfen::parse(sfen.toStdString());
    QVERIFY2(pos.ok(), pos.ok() ? "" : pos.error().describe().c_str());
    const ImpasseVerdict v = judgeImpasse(*pos, Color::Black, rule);
    QCOMPARE(v.conditionsMet, met);
    if (!met) QCOMPARE(v.outcome, ImpasseOutcome::DeclarerLoses);
}

void TestImpasse::handicapGameCreditsTheGiver() {
    // A game started from the lance handicap credits White with one point.
    auto start = sfen::parse(std::string(Handicap::byId("lance")->sfen));
    QVERIFY(start.ok());
    Game g(*start);
    QCOMPARE(g.whiteCompensation(), 1);
    Game even(*sfen::parse(std::string(Handicap::byId("even")->sfen)));
    QCOMPARE(even.whiteCompensation(), 0);
    // A game from a position no preset matches gets the compensation its record names.
    Game named(*sfen::parse(kBlack30White24), ImpasseRule::Points24, 10);
    QCOMPARE(named.whiteCompensation(), 10);
    QCOMPARE(named.declareImpasse(Color::Black).outcome, ImpasseOutcome::Draw); // 30 against 24 + 10
}

QTEST_GUILESS_MAIN(TestImpasse)
#include "tst_impasse.moc"
