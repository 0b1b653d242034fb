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
    QCOMPARE(black.piecesInZone, 10);
    QVERIFY(black.kingInZone);
    QVERIFY(!black.inCheck);
    const ImpasseCount white = countImpasse(*pos, Color::White);
    QCOMPARE(white.points, 26); // rook and bishop in hand 10 + 16 minor pieces in hand
    QCOMPARE(white.piecesInZone, 0);
    QCOMPARE(countImpasse(*pos, Color::White, 10).points, 36);
    QCOMPARE(countImpasse(*pos, Color::Black, 10).points, 28); // compensation is White's only
}

void TestImpasse::verdicts_data() {
    QTest::addColumn<QString>("sfen");
    QTest::addColumn<ImpasseRule>("rule");
    QTest::addColumn<int>("compensation");
    QTest::addColumn<Color>("declarer");
    QTest::addColumn<ImpasseOutcome>("outcome");
    const auto R27 = ImpasseRule::Points27, R24 = ImpasseRule::Points24;
    const auto B = Color::Black, W = Color::White;
    const auto Win = ImpasseOutcome::DeclarerWins, Lose = ImpasseOutcome::DeclarerLoses, Draw = ImpasseOutcome::Draw;
    const QString black28 = "RBGGGGSSS/S3K4/9/9/9/9/9/9/4k4 b 10P8p4l4n 1";
    const QString black27 = "RBGGGGSSS/S3K4/9/9/9/9/9/9/4k4 b 9P9p4l4n 1";
    const QString blackVsRich = "RBGGGGSSS/S3K4/9/9/9/9/9/9/4k4 b 10Prb8p4l4n 1";
    const QString black23 = "RBGGGGSSS/S3K4/9/9/9/9/9/9/4k4 b 5P13p4l4n 1";
    const QString white28 = "4K4/9/9/9/9/9/9/s3k4/rbggggsss w 8P4L4N10p 1";
    const QString white26 = "4K4/9/9/9/9/9/9/s3k4/rbggggsss w 10P4L4N8p 1";
    QTest::newRow("27: black 28 wins") << black28 << R27 << 0 << B << Win;
    QTest::newRow("27: black 27 loses") << black27 << R27 << 0 << B << Lose;
    QTest::newRow("27: white 28 wins") << white28 << R27 << 0 << W << Win;
    QTest::newRow("27: white 26 loses") << white26 << R27 << 0 << W << Lose;
    QTest::newRow("27: white 26 + lance handicap 1 = 27 wins") << white26 << R27 << 1 << W << Win;
    QTest::newRow("24: black 28 vs white 16 wins") << black28 << R24 << 0 << B << Win;
    QTest::newRow("24: black 28 vs white 26 draws") << blackVsRich << R24 << 0 << B << Draw;
    QTest::newRow("24: black 23 loses") << black23 << R24 << 0 << B << Lose;
    QTest::newRow("24: white 26 vs black 18 wins") << white26 << R24 << 0 << W << Win;
    QTest::newRow("24: black 28 vs white 16 + two-piece 10 draws") << black28 << R24 << 10 << B << Draw;
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
    QCOMPARE(v.outcome, outcome);
}

void TestImpasse::conditionsNotMet_data() {
    QTest::addColumn<QString>("sfen");
    // King outside the zone; nine pieces only; in check; not the declarer's turn.
    QTest::newRow("king outside") << "RBGGGGSSS/S8/9/4K4/9/9/9/9/4k4 b 10P8p4l4n 1";
    QTest::newRow("nine pieces") << "RBGGGGSS1/S3K4/9/9/9/9/9/9/4k4 b 10PS8p4l4n 1";
    QTest::newRow("in check") << "RBGGGGSSS/S3K4/9/4r4/9/9/9/9/4k4 b 10P8p4l4n 1";
    QTest::newRow("not to move") << "RBGGGGSSS/S3K4/9/9/9/9/9/9/4k4 w 10P8p4l4n 1";
}

void TestImpasse::conditionsNotMet() {
    QFETCH(QString, sfen);
    auto pos = sfen::parse(sfen.toStdString());
    QVERIFY2(pos.ok(), pos.ok() ? "" : pos.error().describe().c_str());
    for (ImpasseRule rule : {ImpasseRule::Points27, ImpasseRule::Points24}) {
        const ImpasseVerdict v = judgeImpasse(*pos, Color::Black, rule);
        QVERIFY(!v.conditionsMet);
        QCOMPARE(v.outcome, ImpasseOutcome::DeclarerLoses);
    }
}

void TestImpasse::handicapGameCreditsTheGiver() {
    // A game started from the lance handicap credits White with one point.
    auto start = sfen::parse(std::string(Handicap::byId("lance")->sfen));
    QVERIFY(start.ok());
    Game g(*start);
    QCOMPARE(g.whiteCompensation(), 1);
    Game even(*sfen::parse(std::string(Handicap::byId("even")->sfen)));
    QCOMPARE(even.whiteCompensation(), 0);
}

QTEST_GUILESS_MAIN(TestImpasse)
#include "tst_impasse.moc"
