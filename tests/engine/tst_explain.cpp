// Explaining a position for teaching: the best move with its reasons, and the pieces at risk on each side.
#include "EngineTestUtil.h"
#include "engine/Explain.h"

using namespace shogi;
using namespace shogi::engine;
using enginetest::parse;

class TestExplain : public QObject {
    Q_OBJECT
private slots:
    void takesTheHangingRook();
    void piecesAtRiskOnBothSides();
    void rookAttackedByABishopIsAtRisk();
    void mateIsExplainedAsMate();
};

void TestExplain::takesTheHangingRook() {
    const Position pos = parse("4k4/9/9/9/4r4/4S4/9/9/4K4 b - 1");
    Search search;
    const Explanation e = explain(search, pos, {}, 2000, 200000);
    QCOMPARE(usi::format(e.best), std::string("5f5e"));
    QVERIFY(e.captures);
    QCOMPARE(e.captured, Rook);
    QVERIFY(e.capturesHanging);
    QVERIFY(!e.pv.empty() && e.pv.front() == e.best);
    QVERIFY(e.score > 500);
}

void TestExplain::piecesAtRiskOnBothSides() {
    // White's rook on 5e hangs to the silver. Black's bishop on 2h is attacked by White's pawn on 2g: the pawn
    // is cheaper, so the bishop is threatened even though the rook defends it.
    const Position pos = parse("4k4/9/9/9/4r4/4S4/4G2p1/7BR/4K4 b - 1");
    const auto black = piecesAtRisk(pos, Color::Black);
    const auto white = piecesAtRisk(pos, Color::White);
    QVERIFY(std::any_of(white.begin(), white.end(), [](const PieceAtRisk& p) {
        return p.type == Rook && p.square == makeSquare(4, 4) && p.hanging;
    }));
    QVERIFY(std::any_of(black.begin(), black.end(), [](const PieceAtRisk& p) {
        return p.type == Bishop && p.square == makeSquare(1, 7);
    }));
    // The silver is attacked by the rook but defended by the gold: not at risk (a rook for a silver loses).
    QVERIFY(std::none_of(black.begin(), black.end(), [](const PieceAtRisk& p) { return p.type == Silver; }));
}

void TestExplain::rookAttackedByABishopIsAtRisk() {
    // Black's rook on 5e, defended by the gold, is attacked by White's bishop on 7c: a bishop is worth less
    // than a rook as players count, whatever the evaluation's tuned weights say, so the rook is highlighted,
    // and as hanging: the exchange's fixed values (See.h) say the gold's recapture still leaves White a rook
    // for a bishop.
    const Position pos = parse("k8/9/2b6/9/4R4/4G4/9/9/4K4 b - 1");
    const auto black = piecesAtRisk(pos, Color::Black);
    QVERIFY(std::any_of(black.begin(), black.end(), [](const PieceAtRisk& p) {
        return p.type == Rook && p.square == makeSquare(4, 4) && p.hanging;
    }));
}

void TestExplain::mateIsExplainedAsMate() {
    const Position pos = parse("4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
    Search search;
    const Explanation e = explain(search, pos, {}, 2000);
    QCOMPARE(e.mateIn, 1);
    QVERIFY(e.givesCheck);
    QCOMPARE(usi::format(e.best), std::string("G*5b"));
}

QTEST_GUILESS_MAIN(TestExplain)
#include "tst_explain.moc"
