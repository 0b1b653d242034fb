// The board's layout: every square maps to its own cell and back, whichever variant and orientation,
// files run 1..N from the right (from the left when flipped), and the komadai swap sides when flipped.
#include "board/BoardGeometry.h"
#include "board/KomadaiItem.h"
#include "rules/Variant.h"

#include <QTest>

using namespace shogi;

class TestBoardGeometry : public QObject {
    Q_OBJECT

private slots:
    void squaresRoundTrip_data();
    void squaresRoundTrip();
    void orientation();
    void komadaiSwapWhenFlipped();
    void outsideTheGridIsNoSquare();
};

void TestBoardGeometry::squaresRoundTrip_data() {
    QTest::addColumn<int>("variant");
    QTest::addColumn<bool>("flipped");
    for (VariantKind kind : {VariantKind::Standard, VariantKind::Gorogoro, VariantKind::Minishogi})
        for (bool flipped : {false, true})
            QTest::addRow("%s%s", Variant::get(kind).id.data(), flipped ? " flipped" : "")
                << int(kind) << flipped;
}

void TestBoardGeometry::squaresRoundTrip() {
    QFETCH(int, variant);
    QFETCH(bool, flipped);
    const Variant& v = Variant::get(VariantKind(variant));
    const BoardGeometry g{v.files, v.ranks, flipped};
    QCOMPARE(g.gridRect().size(),
             QSizeF(v.files * BoardGeometry::CellWidth, v.ranks * BoardGeometry::CellHeight));
    for (int file = 0; file < v.files; ++file)
        for (int rank = 0; rank < v.ranks; ++rank) {
            const Square sq = makeSquare(file, rank);
            QVERIFY(g.gridRect().contains(g.squareRect(sq)));
            QCOMPARE(g.squareAt(g.squareCenter(sq)), sq);
            QCOMPARE(g.squareAt(g.squareRect(sq).topLeft() + QPointF(1, 1)), sq);
        }
    QVERIFY(g.sceneRect(KomadaiItem::height()).contains(g.frameRect()));
}

void TestBoardGeometry::orientation() {
    BoardGeometry g{9, 9, false};
    // File 1 on the right, rank a at the top, as Black sees the board.
    QVERIFY(g.squareCenter(makeSquare(0, 0)).x() > g.squareCenter(makeSquare(8, 0)).x());
    QVERIFY(g.squareCenter(makeSquare(0, 0)).y() < g.squareCenter(makeSquare(0, 8)).y());
    g.flipped = true;
    QVERIFY(g.squareCenter(makeSquare(0, 0)).x() < g.squareCenter(makeSquare(8, 0)).x());
    QVERIFY(g.squareCenter(makeSquare(0, 0)).y() > g.squareCenter(makeSquare(0, 8)).y());
}

void TestBoardGeometry::komadaiSwapWhenFlipped() {
    BoardGeometry g{9, 9, false};
    const qreal h = KomadaiItem::height();
    const QRectF frame = g.frameRect();
    // White's stand at the upper left, Black's at the lower right.
    QVERIFY(g.komadaiOrigin(Color::White, h).x() < frame.left());
    QCOMPARE(g.komadaiOrigin(Color::White, h).y(), frame.top());
    QVERIFY(g.komadaiOrigin(Color::Black, h).x() > frame.right());
    QCOMPARE(g.komadaiOrigin(Color::Black, h).y() + h, frame.bottom());
    g.flipped = true;
    QVERIFY(g.komadaiOrigin(Color::Black, h).x() < frame.left());
    QVERIFY(g.komadaiOrigin(Color::White, h).x() > frame.right());
}

void TestBoardGeometry::outsideTheGridIsNoSquare() {
    const BoardGeometry g{5, 5, false};
    const QRectF grid = g.gridRect();
    QCOMPARE(g.squareAt(grid.topLeft() - QPointF(1, 1)), NoSquare);
    QCOMPARE(g.squareAt(grid.bottomRight() + QPointF(1, 1)), NoSquare);
    QCOMPARE(g.squareAt(QPointF(0, 0)), NoSquare);
}

QTEST_MAIN(TestBoardGeometry)
#include "tst_boardgeometry.moc"
