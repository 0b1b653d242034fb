// The "show threats" overlay marks the side to move's pieces that the opponent attacks and nothing
// defends; the king is never marked (check has its own highlight).
#include "board/Threats.h"
#include "rules/Sfen.h"

#include <QTest>

#include <algorithm>

using namespace shogi;

class TestBoardThreats : public QObject {
    Q_OBJECT

private slots:
    void undefendedThreatenedPieces_data();
    void undefendedThreatenedPieces();
};

void TestBoardThreats::undefendedThreatenedPieces_data() {
    QTest::addColumn<QString>("sfenText");
    QTest::addColumn<QList<Square>>("expected");
    const Square g5 = makeSquare(4, 6), c5 = makeSquare(4, 2), c9 = makeSquare(8, 2);
    QTest::newRow("gold hit by a rook, nothing guards")
        << "4k4/9/9/9/4r4/9/4G4/9/4K4 b - 1" << QList<Square>{g5};
    QTest::newRow("the king guards the gold") << "4k4/9/9/9/4r4/9/4G4/4K4/9 b - 1" << QList<Square>{};
    QTest::newRow("a king in check is not marked") << "4k4/9/9/9/4r4/9/9/9/4K4 b - 1" << QList<Square>{};
    QTest::newRow("the opponent's pieces are not marked")
        << "4k4/9/9/9/4r4/9/4G4/9/4K4 w - 1" << QList<Square>{};
    QTest::newRow("white's gold, from white's side")
        << "4k4/9/4g4/9/4R4/9/9/9/4K4 w - 1" << QList<Square>{c5};
    // The bishop's target, the silver, is guarded by the gold; the gold and the knight are not guarded.
    QTest::newRow("two marked, one guarded")
        << "l3k4/9/N8/9/4r2b1/9/4GS3/9/K8 b - 1" << QList<Square>{g5, c9};
}

void TestBoardThreats::undefendedThreatenedPieces() {
    QFETCH(QString, sfenText);
    QFETCH(QList<Square>, expected);
    const auto pos = sfen::parse(sfenText.toStdString());
    QVERIFY2(pos.ok(), pos.ok() ? "" : pos.error().describe().c_str());
    QList<Square> marked = ::undefendedThreatenedPieces(*pos);
    std::sort(marked.begin(), marked.end());
    QCOMPARE(marked, expected);
}

QTEST_MAIN(TestBoardThreats)
#include "tst_boardthreats.moc"
