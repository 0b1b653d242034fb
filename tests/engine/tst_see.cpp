// Static exchange evaluation.
#include "EngineTestUtil.h"
#include "engine/See.h"

using namespace shogi;
using namespace shogi::engine;
using enginetest::move;
using enginetest::parse;

class TestSee : public QObject {
    Q_OBJECT
private slots:
    void exchanges_data();
    void exchanges();
};

void TestSee::exchanges_data() {
    QTest::addColumn<QString>("sfen");
    QTest::addColumn<QString>("move");
    QTest::addColumn<int>("threshold");
    QTest::addColumn<bool>("expected");
    // An undefended rook taken by a silver: wins the rook (1,100 in an exchange, more than a gold or silver).
    QTest::newRow("free rook") << "4k4/9/9/9/4r4/4S4/9/9/4K4 b - 1"
                               << "5f5e" << 600 << true;
    // A pawn defended by a gold, taken by a rook: loses the rook for a pawn.
    QTest::newRow("defended pawn") << "4k4/9/9/4g4/4p4/9/9/4R4/4K4 b - 1"
                                   << "5h5e" << 0 << false;
    // A pawn defended by a gold, taken by a pawn: wins a pawn at least.
    QTest::newRow("pawn takes pawn") << "4k4/9/9/4g4/4p4/4P4/9/9/4K4 b - 1"
                                     << "5f5e" << 0 << true;
    // Rook behind rook (x-ray): the second rook recaptures, so taking the defended silver wins it.
    QTest::newRow("x-ray") << "4k4/9/9/4g4/4s4/9/4R4/4R4/4K4 b - 1"
                           << "5g5e" << 0 << true;
    // The exchange values are fixed, not the evaluation's board weights: a rook is worth more than a bishop,
    // so taking a bishop the gold defends loses, and a knight is worth more than a promoted pawn (its taker
    // gains only a pawn in hand).
    QTest::newRow("rook for bishop") << "4k4/9/9/4g4/4b4/9/9/4R4/4K4 b - 1"
                                     << "5h5e" << 0 << false;
    QTest::newRow("knight for tokin") << "4k4/9/9/4g4/4+p4/9/5N3/9/4K4 b - 1"
                                      << "4g5e" << 0 << false;
    QTest::newRow("knight for tokin, undefended") << "4k4/9/9/9/4+p4/9/5N3/9/4K4 b - 1"
                                                  << "4g5e" << 300 << true;
    // The king may take only when the square is not defended.
    QTest::newRow("king cannot recapture") << "9/9/9/9/9/3k5/4p4/4GG3/4K4 b - 1"
                                           << "5h5g" << 100 << true;
}

void TestSee::exchanges() {
    QFETCH(QString, sfen);
    QFETCH(QString, move);
    QFETCH(int, threshold);
    QFETCH(bool, expected);
    const Position pos = parse(sfen.toStdString());
    QCOMPARE(seeAtLeast(pos, enginetest::move(pos, move.toStdString()), threshold), expected);
}

QTEST_GUILESS_MAIN(TestSee)
#include "tst_see.moc"
