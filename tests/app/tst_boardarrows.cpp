// The arrow layer and the user's drawing on BoardView: arrows end at the centres of the right squares (on a
// flipped board too), drops start at the hand piece on its komadai, the groups never erase each other,
// arrows are really painted, and the right button draws as on Lishogi (modifier colours, the same drawing
// again takes it off, a plain left click clears) without disturbing the moves the left button makes.
#include "board/ArrowLayer.h"
#include "board/BoardView.h"
#include "rules/Sfen.h"
#include "rules/Usi.h"

#include <QSignalSpy>
#include <QTest>

using namespace shogi;

Q_DECLARE_METATYPE(shogi::Move)
Q_DECLARE_METATYPE(MarkColor)

namespace {

Position parse(const char* text) {
    auto pos = sfen::parse(text);
    if (!pos) qFatal("bad test SFEN %s: %s", text, pos.error().describe().c_str());
    return *pos;
}

Square square(const char* name) {
    return makeSquare(name[0] - '1', name[1] - 'a');
}

bool near(QPointF a, QPointF b) {
    return (a - b).manhattanLength() <= 2;
}

const char* const Start = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
// Both sides hold pieces, so drops can start from either komadai.
const char* const Hands = "4k4/9/9/9/9/9/9/9/4K4 b RB2Pgs 1";

} // namespace

class TestBoardArrows : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void arrowEndsAtSquareCentres_data();
    void arrowEndsAtSquareCentres();
    void dropStartsAtHandPiece_data();
    void dropStartsAtHandPiece();
    void groupsAreSeparate();
    void arrowsArePainted();
    void modifierColours_data();
    void modifierColours();
    void toggling();
    void rightDragDrawsArrow_data();
    void rightDragDrawsArrow();
    void rightDragFromKomadaiDrawsDrop();
    void rightClickMarksSquare();
    void releaseOffBoardDrawsNothing();
    void previewFollowsThePointer();
    void leftClickClearsButNotMoves();
    void drawingDoesNotMovePieces();
    void drawingDisabled();
    void crossingLabelsDoNotOverlap();

private:
    void rightDrag(QPointF from, QPointF to, Qt::KeyboardModifiers modifiers = {});

    BoardView* m_view = nullptr;
};

void TestBoardArrows::init() {
    qRegisterMetaType<Move>();
    m_view = new BoardView;
    m_view->resize(900, 700);
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view));
}

void TestBoardArrows::cleanup() {
    delete m_view;
    m_view = nullptr;
}

void TestBoardArrows::rightDrag(QPointF from, QPointF to, Qt::KeyboardModifiers modifiers) {
    QWidget* viewport = m_view->viewport();
    QTest::mousePress(viewport, Qt::RightButton, modifiers, from.toPoint());
    for (int step = 1; step <= 4; ++step)
        QTest::mouseMove(viewport, (from + (to - from) * step / 4.0).toPoint());
    QTest::mouseRelease(viewport, Qt::RightButton, modifiers, to.toPoint());
}

void TestBoardArrows::arrowEndsAtSquareCentres_data() {
    QTest::addColumn<bool>("flipped");
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    for (bool flipped : {false, true}) {
        const char* view = flipped ? "flipped " : "";
        QTest::newRow(qPrintable(QString("%1pawn push").arg(view))) << flipped << "7g"
                                                                    << "7f";
        QTest::newRow(qPrintable(QString("%1corner to corner").arg(view))) << flipped << "1a"
                                                                           << "9i";
        QTest::newRow(qPrintable(QString("%1knight jump").arg(view))) << flipped << "2i"
                                                                      << "3g";
    }
}

void TestBoardArrows::arrowEndsAtSquareCentres() {
    QFETCH(bool, flipped);
    QFETCH(QString, from);
    QFETCH(QString, to);
    m_view->setPosition(parse(Start));
    m_view->setFlipped(flipped);
    const BoardArrow arrow = BoardArrow::move(square(qPrintable(from)), square(qPrintable(to)));
    const QLineF line = m_view->arrowInView(arrow);
    QVERIFY(near(line.p1(), m_view->squareCenterInView(arrow.from)));
    QVERIFY(near(line.p2(), m_view->squareCenterInView(arrow.to)));
    // The files run right to left for Black and left to right when flipped.
    const QPointF one = m_view->squareCenterInView(square("1e")),
                  nine = m_view->squareCenterInView(square("9e"));
    QCOMPARE(one.x() < nine.x(), flipped);
}

void TestBoardArrows::dropStartsAtHandPiece_data() {
    QTest::addColumn<bool>("flipped");
    QTest::addColumn<int>("side");
    QTest::addColumn<int>("piece");
    for (bool flipped : {false, true}) {
        const char* view = flipped ? "flipped, " : "";
        QTest::newRow(qPrintable(QString("%1Black's rook").arg(view))) << flipped << 0 << int(Rook);
        QTest::newRow(qPrintable(QString("%1Black's pawn").arg(view))) << flipped << 0 << int(Pawn);
        QTest::newRow(qPrintable(QString("%1White's silver").arg(view))) << flipped << 1 << int(Silver);
    }
}

void TestBoardArrows::dropStartsAtHandPiece() {
    QFETCH(bool, flipped);
    QFETCH(int, side);
    QFETCH(int, piece);
    m_view->setPosition(parse(Hands));
    m_view->setFlipped(flipped);
    const Color hand = Color(side);
    const BoardArrow arrow = BoardArrow::dropOf(hand, PieceType(piece), square("5e"));
    const QLineF line = m_view->arrowInView(arrow);
    QVERIFY(near(line.p1(), m_view->handPieceCenterInView(hand, PieceType(piece))));
    QVERIFY(near(line.p2(), m_view->squareCenterInView(square("5e"))));
    // The komadai shown at the bottom is the viewer's: Black's unless flipped.
    const bool bottom = line.p1().y() > m_view->squareCenterInView(square("5e")).y();
    QCOMPARE(bottom, (hand == Color::Black) != flipped);
}

void TestBoardArrows::groupsAreSeparate() {
    const QList<BoardArrow> analysis{BoardArrow::move(square("7g"), square("7f"), MarkColor::Blue, "+120"),
                                     BoardArrow::move(square("2g"), square("2f"), MarkColor::Blue, "2")};
    const QList<BoardArrow> hint{BoardArrow::move(square("8h"), square("2b"), MarkColor::Yellow)};
    const QList<SquareMark> marks{{square("5e"), MarkColor::Red, {}}};
    m_view->setArrows(ArrowGroup::Analysis, analysis);
    m_view->setArrows(ArrowGroup::Hint, hint);
    m_view->setSquareMarks(ArrowGroup::User, marks);
    m_view->clearDrawings(ArrowGroup::Hint);
    QCOMPARE(m_view->arrows(ArrowGroup::Analysis), analysis);
    QVERIFY(m_view->arrows(ArrowGroup::Hint).isEmpty());
    QCOMPARE(m_view->squareMarks(ArrowGroup::User), marks);
    // A new position does not clear them: each group's owner decides.
    m_view->setPosition(parse(Start));
    QCOMPARE(m_view->arrows(ArrowGroup::Analysis), analysis);
}

void TestBoardArrows::arrowsArePainted() {
    m_view->setPosition(parse(Hands));
    const Square from = square("5g"), to = square("5c");
    const QPointF middle = (m_view->squareCenterInView(from) + m_view->squareCenterInView(to)) / 2;
    const QPoint at = middle.toPoint();
    const QColor before = m_view->viewport()->grab().toImage().pixelColor(at);
    m_view->setArrows(ArrowGroup::Analysis, {BoardArrow::move(from, to, MarkColor::Blue)});
    QColor blue = m_view->viewport()->grab().toImage().pixelColor(at);
    QVERIFY2(blue.blue() > blue.red() + 60, qPrintable(blue.name()));
    m_view->setArrows(ArrowGroup::Analysis, {});
    m_view->setSquareMarks(ArrowGroup::User, {{square("5e"), MarkColor::Red, {}}});
    QCOMPARE(m_view->viewport()->grab().toImage().pixelColor(at), before);
    // The ring runs through the square's left edge area, not its centre.
    const QPointF centre = m_view->squareCenterInView(square("5e"));
    const QPointF onRing = m_view->mapFromScene(m_view->mapToScene(centre.toPoint()) - QPointF(43, 0));
    const QColor ring = m_view->viewport()->grab().toImage().pixelColor(onRing.toPoint());
    QVERIFY2(ring.red() > ring.green() + 60, qPrintable(ring.name()));
    // A drop arrow leaves from the komadai, outside the board.
    m_view->setSquareMarks(ArrowGroup::User, {});
    const BoardArrow drop = BoardArrow::dropOf(Color::Black, Rook, square("5e"), MarkColor::Green);
    const QLineF line = m_view->arrowInView(drop);
    const QPoint onKomadai = line.pointAt(0.1).toPoint();
    const QColor trayBefore = m_view->viewport()->grab().toImage().pixelColor(onKomadai);
    m_view->setArrows(ArrowGroup::Hint, {drop});
    const QColor green = m_view->viewport()->grab().toImage().pixelColor(onKomadai);
    QVERIFY2(green != trayBefore && green.green() > green.red(), qPrintable(green.name()));
}

void TestBoardArrows::modifierColours_data() {
    QTest::addColumn<int>("modifiers");
    QTest::addColumn<MarkColor>("colour");
    QTest::newRow("none") << int(Qt::NoModifier) << MarkColor::Green;
    QTest::newRow("shift") << int(Qt::ShiftModifier) << MarkColor::Red;
    QTest::newRow("ctrl") << int(Qt::ControlModifier) << MarkColor::Red;
    QTest::newRow("alt") << int(Qt::AltModifier) << MarkColor::Blue;
    QTest::newRow("meta") << int(Qt::MetaModifier) << MarkColor::Blue;
    QTest::newRow("shift+alt") << int(Qt::ShiftModifier | Qt::AltModifier) << MarkColor::Yellow;
    QTest::newRow("ctrl+meta") << int(Qt::ControlModifier | Qt::MetaModifier) << MarkColor::Yellow;
}

void TestBoardArrows::modifierColours() {
    QFETCH(int, modifiers);
    QFETCH(MarkColor, colour);
    QCOMPARE(markColorFor(Qt::KeyboardModifiers(modifiers)), colour);
}

void TestBoardArrows::toggling() {
    QList<BoardArrow> arrows;
    const BoardArrow push = BoardArrow::move(square("7g"), square("7f"));
    toggleArrow(arrows, push);
    toggleArrow(arrows, BoardArrow::dropOf(Color::Black, Pawn, square("7f")));
    QCOMPARE(arrows.size(), 2);
    toggleArrow(arrows, BoardArrow::move(square("7g"), square("7f"), MarkColor::Red)); // recoloured
    QCOMPARE(arrows.size(), 2);
    QCOMPARE(arrows[0].color, MarkColor::Red);
    toggleArrow(arrows, BoardArrow::move(square("7g"), square("7f"), MarkColor::Red)); // taken off
    QCOMPARE(arrows, QList<BoardArrow>{BoardArrow::dropOf(Color::Black, Pawn, square("7f"))});
    // White's pawn in hand is another origin.
    toggleArrow(arrows, BoardArrow::dropOf(Color::White, Pawn, square("7f")));
    QCOMPARE(arrows.size(), 2);
    // From a move, as an engine's line gives them.
    const Variant& variant = Variant::get(VariantKind::Standard);
    QCOMPARE(BoardArrow::ofMove(*usi::parseMove("8h2b+", variant), Color::Black, MarkColor::Blue, "1"),
             BoardArrow::move(square("8h"), square("2b"), MarkColor::Blue, "1"));
    QCOMPARE(BoardArrow::ofMove(*usi::parseMove("S*5e", variant), Color::White),
             BoardArrow::dropOf(Color::White, Silver, square("5e")));

    QList<SquareMark> marks;
    toggleMark(marks, {square("5e"), MarkColor::Green, {}});
    toggleMark(marks, {square("5e"), MarkColor::Blue, {}});
    QCOMPARE(marks, (QList<SquareMark>{{square("5e"), MarkColor::Blue, {}}}));
    toggleMark(marks, {square("5e"), MarkColor::Blue, {}});
    QVERIFY(marks.isEmpty());
}

void TestBoardArrows::rightDragDrawsArrow_data() {
    QTest::addColumn<bool>("flipped");
    QTest::newRow("Black's view") << false;
    QTest::newRow("flipped") << true;
}

void TestBoardArrows::rightDragDrawsArrow() {
    QFETCH(bool, flipped);
    m_view->setPosition(parse(Start));
    m_view->setFlipped(flipped);
    QSignalSpy changed(m_view, &BoardView::userDrawingChanged);
    const QPointF from = m_view->squareCenterInView(square("7g")),
                  to = m_view->squareCenterInView(square("7d"));
    rightDrag(from, to);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(m_view->arrows(ArrowGroup::User),
             QList<BoardArrow>{BoardArrow::move(square("7g"), square("7d"))});
    rightDrag(m_view->squareCenterInView(square("2h")), m_view->squareCenterInView(square("2d")),
              Qt::ShiftModifier);
    QCOMPARE(m_view->arrows(ArrowGroup::User).size(), 2);
    QCOMPARE(m_view->arrows(ArrowGroup::User)[1],
             BoardArrow::move(square("2h"), square("2d"), MarkColor::Red));
    rightDrag(from, to); // the same again: taken off
    QCOMPARE(changed.size(), 3);
    QCOMPARE(m_view->arrows(ArrowGroup::User),
             QList<BoardArrow>{BoardArrow::move(square("2h"), square("2d"), MarkColor::Red)});
    QVERIFY(m_view->arrows(ArrowGroup::Analysis).isEmpty());
}

void TestBoardArrows::rightDragFromKomadaiDrawsDrop() {
    m_view->setPosition(parse(Hands));
    rightDrag(m_view->handPieceCenterInView(Color::Black, Bishop), m_view->squareCenterInView(square("5e")),
              Qt::AltModifier);
    // The opponent's komadai too: a teacher shows the threat of a drop.
    rightDrag(m_view->handPieceCenterInView(Color::White, Silver), m_view->squareCenterInView(square("5h")));
    const QList<BoardArrow> expected{BoardArrow::dropOf(Color::Black, Bishop, square("5e"), MarkColor::Blue),
                                     BoardArrow::dropOf(Color::White, Silver, square("5h"))};
    QCOMPARE(m_view->arrows(ArrowGroup::User), expected);
}

void TestBoardArrows::rightClickMarksSquare() {
    m_view->setPosition(parse(Start));
    QSignalSpy changed(m_view, &BoardView::userDrawingChanged);
    const QPoint at = m_view->squareCenterInView(square("5e")).toPoint();
    QTest::mouseClick(m_view->viewport(), Qt::RightButton, Qt::ControlModifier, at);
    QCOMPARE(m_view->squareMarks(ArrowGroup::User), (QList<SquareMark>{{square("5e"), MarkColor::Red, {}}}));
    QTest::mouseClick(m_view->viewport(), Qt::RightButton, {}, at); // another colour: recoloured
    QCOMPARE(m_view->squareMarks(ArrowGroup::User),
             (QList<SquareMark>{{square("5e"), MarkColor::Green, {}}}));
    QTest::mouseClick(m_view->viewport(), Qt::RightButton, {}, at);
    QVERIFY(m_view->squareMarks(ArrowGroup::User).isEmpty());
    QCOMPARE(changed.size(), 3);
    // A right click on a komadai piece marks nothing (the comment commands name squares only).
    m_view->setPosition(parse(Hands));
    QTest::mouseClick(m_view->viewport(), Qt::RightButton, {},
                      m_view->handPieceCenterInView(Color::Black, Rook).toPoint());
    QCOMPARE(changed.size(), 3);
}

void TestBoardArrows::releaseOffBoardDrawsNothing() {
    m_view->setPosition(parse(Start));
    QSignalSpy changed(m_view, &BoardView::userDrawingChanged);
    rightDrag(m_view->squareCenterInView(square("5g")), QPointF(2, 2));
    QCOMPARE(changed.size(), 0);
    QVERIFY(m_view->arrows(ArrowGroup::User).isEmpty());
}

void TestBoardArrows::previewFollowsThePointer() {
    m_view->setPosition(parse(Start));
    QWidget* viewport = m_view->viewport();
    const QPointF from = m_view->squareCenterInView(square("5g")),
                  to = m_view->squareCenterInView(square("5c"));
    const QPoint middle = ((from + to) / 2).toPoint();
    const QColor before = viewport->grab().toImage().pixelColor(middle);
    QTest::mousePress(viewport, Qt::RightButton, Qt::AltModifier, from.toPoint());
    QTest::mouseMove(viewport, to.toPoint());
    const QColor drawing = viewport->grab().toImage().pixelColor(middle);
    QVERIFY2(drawing.blue() > drawing.red() + 60, qPrintable(drawing.name()));
    QVERIFY(m_view->arrows(ArrowGroup::User).isEmpty()); // only a preview until let go
    QTest::mouseMove(viewport, QPoint(2, 2));
    QCOMPARE(viewport->grab().toImage().pixelColor(middle), before);
    QTest::mouseRelease(viewport, Qt::RightButton, Qt::AltModifier, QPoint(2, 2));
    QVERIFY(m_view->arrows(ArrowGroup::User).isEmpty());
}

void TestBoardArrows::leftClickClearsButNotMoves() {
    m_view->setPosition(parse(Start));
    m_view->setArrows(ArrowGroup::Analysis, {BoardArrow::move(square("2g"), square("2f"), MarkColor::Blue)});
    rightDrag(m_view->squareCenterInView(square("7g")), m_view->squareCenterInView(square("7f")));
    QTest::mouseClick(m_view->viewport(), Qt::RightButton, {},
                      m_view->squareCenterInView(square("5e")).toPoint());
    QSignalSpy changed(m_view, &BoardView::userDrawingChanged);
    QSignalSpy moves(m_view, &BoardView::moveRequested);
    // Picking up a piece and playing keep the drawings: they belong to the position they were drawn on.
    QTest::mouseClick(m_view->viewport(), Qt::LeftButton, {},
                      m_view->squareCenterInView(square("7g")).toPoint());
    QTest::mouseClick(m_view->viewport(), Qt::LeftButton, {},
                      m_view->squareCenterInView(square("7f")).toPoint());
    QCOMPARE(moves.size(), 1);
    QCOMPARE(changed.size(), 0);
    QCOMPARE(m_view->arrows(ArrowGroup::User).size(), 1);
    // A click on an empty square with nothing selected clears them, and only them.
    QTest::mouseClick(m_view->viewport(), Qt::LeftButton, {},
                      m_view->squareCenterInView(square("5e")).toPoint());
    QCOMPARE(changed.size(), 1);
    QVERIFY(m_view->arrows(ArrowGroup::User).isEmpty());
    QVERIFY(m_view->squareMarks(ArrowGroup::User).isEmpty());
    QCOMPARE(m_view->arrows(ArrowGroup::Analysis).size(), 1);
    // Nothing to clear: no signal.
    QTest::mouseClick(m_view->viewport(), Qt::LeftButton, {},
                      m_view->squareCenterInView(square("5e")).toPoint());
    QCOMPARE(changed.size(), 1);
    // While the position may not be played on (review, game over) a click clears too.
    m_view->setInteractive(false);
    rightDrag(m_view->squareCenterInView(square("7g")), m_view->squareCenterInView(square("7f")));
    QTest::mouseClick(m_view->viewport(), Qt::LeftButton, {},
                      m_view->squareCenterInView(square("7g")).toPoint());
    QVERIFY(m_view->arrows(ArrowGroup::User).isEmpty());
}

void TestBoardArrows::drawingDoesNotMovePieces() {
    m_view->setPosition(parse(Start));
    QSignalSpy moves(m_view, &BoardView::moveRequested);
    rightDrag(m_view->squareCenterInView(square("7g")), m_view->squareCenterInView(square("7f")));
    QCOMPARE(moves.size(), 0);
    QVERIFY(m_view->highlightedDestinations().isEmpty());
    // A piece selected with the left button stays selected through a drawing.
    QTest::mouseClick(m_view->viewport(), Qt::LeftButton, {},
                      m_view->squareCenterInView(square("2g")).toPoint());
    rightDrag(m_view->squareCenterInView(square("8h")), m_view->squareCenterInView(square("3c")));
    QCOMPARE(m_view->highlightedDestinations(), QList<Square>{square("2f")});
    QCOMPARE(m_view->arrows(ArrowGroup::User).size(), 2);
}

void TestBoardArrows::drawingDisabled() {
    m_view->setPosition(parse(Start));
    m_view->setDrawingEnabled(false);
    m_view->setSquareMarks(ArrowGroup::User, {{square("5e"), MarkColor::Red, {}}});
    QSignalSpy changed(m_view, &BoardView::userDrawingChanged);
    rightDrag(m_view->squareCenterInView(square("7g")), m_view->squareCenterInView(square("7f")));
    QTest::mouseClick(m_view->viewport(), Qt::LeftButton, {},
                      m_view->squareCenterInView(square("5e")).toPoint());
    QCOMPARE(changed.size(), 0);
    QVERIFY(m_view->arrows(ArrowGroup::User).isEmpty());
    QCOMPARE(m_view->squareMarks(ArrowGroup::User).size(), 1);
    // Hidden meanwhile (the position editor's board is no place for a move's drawings), shown again after.
    const QPointF centre = m_view->squareCenterInView(square("5e"));
    const QPoint onRing = m_view->mapFromScene(m_view->mapToScene(centre.toPoint()) - QPointF(43, 0));
    const QColor hidden = m_view->viewport()->grab().toImage().pixelColor(onRing);
    QVERIFY2(hidden.red() < hidden.green() + 60, qPrintable(hidden.name()));
    m_view->setDrawingEnabled(true);
    const QColor shown = m_view->viewport()->grab().toImage().pixelColor(onRing);
    QVERIFY2(shown.red() > shown.green() + 60, qPrintable(shown.name()));
}

// Two analysis lines crossing at their middles (8h-2b and 2h-8b): the second label moves along its arrow.
void TestBoardArrows::crossingLabelsDoNotOverlap() {
    ArrowLayer layer(nullptr, nullptr); // no drops: no komadai needed
    const BoardGeometry geometry;
    layer.setGeometry(geometry, geometry.sceneRect(400));
    layer.setArrows(ArrowGroup::Analysis,
                    {BoardArrow::move(square("8h"), square("2b"), MarkColor::Green, QStringLiteral("+137")),
                     BoardArrow::move(square("2h"), square("8b"), MarkColor::Blue, QStringLiteral("-204"))});
    const std::vector<QRectF> boxes = layer.arrowLabelBoxes();
    QCOMPARE(boxes.size(), std::size_t(2));
    QCOMPARE(boxes[0].center(), layer.line(layer.arrows(ArrowGroup::Analysis)[0]).center());
    QVERIFY(!boxes[0].intersects(boxes[1]));
}

QTEST_MAIN(TestBoardArrows)
#include "tst_boardarrows.moc"
