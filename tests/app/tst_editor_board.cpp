// The board's editing mode under the mouse and keys, wired to the editor's controller as the window wires
// it: drags between squares, komadai, palettes and off the board; clicks that pick and place; the right
// button, keys and the wheel; the komadai's count buttons; a flipped board and the small boards.
#include "board/BoardEditInput.h"
#include "board/BoardView.h"
#include "board/EditorPalette.h"
#include "board/KomadaiItem.h"
#include "editor/PositionEditor.h"
#include "rules/Sfen.h"

#include <QApplication>
#include <QTest>
#include <QWheelEvent>

using namespace shogi;

Q_DECLARE_METATYPE(VariantKind)

namespace {

const char* const Start = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

Square sq(const char* name) {
    return makeSquare(name[0] - '1', name[1] - 'a');
}

} // namespace

class TestEditorBoard : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void gameUnderneathIsKept();
    void dragBetweenSquares();
    void dragToKomadaiAndBack();
    void dragOffTheBoardRemoves();
    void paletteClickPlacesAgainAndAgain();
    void paletteDragPlacesPromotedFace();
    void clickClickMoves();
    void rightButtonTurnsOverAndChangesColour();
    void keysActOnThePieceUnderTheMouse();
    void countButtonsAndWheel();
    void flippedBoard();
    void smallBoards_data();
    void smallBoards();

private:
    void begin(const char* text, VariantKind variant = VariantKind::Standard);
    QString sfenText() const { return QString::fromStdString(sfen::format(m_editor->position())); }
    QPointF at(const EditSpot& spot) const { return m_view->editInput()->centerInView(spot); }
    QPointF nowhere() const { return m_view->mapFromScene(m_view->sceneRect().topLeft() + QPointF(4, 4)); }
    void drag(QPointF from, QPointF to);
    void click(QPointF at, Qt::MouseButton button = Qt::LeftButton, Qt::KeyboardModifiers modifiers = {});

    BoardView* m_view = nullptr;
    PositionEditor* m_editor = nullptr;
};

void TestEditorBoard::init() {
    m_view = new BoardView;
    m_view->resize(1000, 760);
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view));
    m_editor = new PositionEditor(m_view);
}

void TestEditorBoard::cleanup() {
    delete m_view;
    m_view = nullptr;
}

void TestEditorBoard::begin(const char* text, VariantKind variant) {
    m_view->setPosition(*sfen::parseComposed(text, variant));
    m_view->setEditing(true);
    m_editor->begin(m_view->shownPosition());
    BoardEditInput* input = m_view->editInput();
    connect(input, &BoardEditInput::transferRequested, m_editor, &PositionEditor::transfer);
    connect(input, &BoardEditInput::turnOverRequested, m_editor, &PositionEditor::turnOver);
    connect(input, &BoardEditInput::swapColourRequested, m_editor, &PositionEditor::swapColour);
    connect(input, &BoardEditInput::handCountRequested, m_editor, &PositionEditor::changeHandCount);
    connect(m_editor, &PositionEditor::changed, m_view,
            [this] { m_view->setEditedPosition(m_editor->position()); });
}

void TestEditorBoard::click(QPointF at, Qt::MouseButton button, Qt::KeyboardModifiers modifiers) {
    QTest::mouseClick(m_view->viewport(), button, modifiers, at.toPoint());
}

void TestEditorBoard::drag(QPointF from, QPointF to) {
    QWidget* viewport = m_view->viewport();
    QTest::mousePress(viewport, Qt::LeftButton, {}, from.toPoint());
    for (int step = 1; step <= 5; ++step)
        QTest::mouseMove(viewport, (from + (to - from) * step / 5.0).toPoint());
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, to.toPoint());
}

void TestEditorBoard::gameUnderneathIsKept() {
    begin(Start);
    drag(at(EditSpot::board(sq("7g"))), at(EditSpot::board(sq("7d"))));
    // The game's position, set while editing, waits underneath; the board shows the edit until it ends.
    const Position game = *sfen::parse("lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2");
    m_view->setPosition(game);
    QVERIFY(m_view->shownPosition().sameState(m_editor->position()));
    m_view->setEditing(false);
    QVERIFY(m_view->shownPosition().sameState(game));
    QVERIFY(!m_view->editInput());
}

void TestEditorBoard::dragBetweenSquares() {
    begin(Start);
    drag(at(EditSpot::board(sq("8h"))), at(EditSpot::board(sq("2b"))));
    QCOMPARE(sfenText(), QStringLiteral("lnsgkgsnl/1r5B1/ppppppppp/9/9/9/PPPPPPPPP/7R1/LNSGKGSNL b - 1"));
}

void TestEditorBoard::dragToKomadaiAndBack() {
    begin(Start);
    drag(at(EditSpot::board(sq("2b"))), at(EditSpot::hand(Color::Black, Rook))); // anywhere on the komadai
    QCOMPARE(sfenText(), QStringLiteral("lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b B 1"));
    drag(at(EditSpot::board(sq("8b"))), at(EditSpot::hand(Color::White, Pawn)));
    QCOMPARE(sfenText(), QStringLiteral("lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b Br 1"));
    drag(at(EditSpot::hand(Color::Black, Bishop)), at(EditSpot::board(sq("5e"))));
    QCOMPARE(sfenText(), QStringLiteral("lnsgkgsnl/9/ppppppppp/9/4B4/9/PPPPPPPPP/1B5R1/LNSGKGSNL b r 1"));
    drag(at(EditSpot::hand(Color::White, Rook)), at(EditSpot::hand(Color::Black, Pawn)));
    QCOMPARE(sfenText(), QStringLiteral("lnsgkgsnl/9/ppppppppp/9/4B4/9/PPPPPPPPP/1B5R1/LNSGKGSNL b R 1"));
    // Onto the komadai it came from: nothing changes.
    drag(at(EditSpot::hand(Color::Black, Rook)), at(EditSpot::hand(Color::Black, Pawn)));
    QCOMPARE(sfenText(), QStringLiteral("lnsgkgsnl/9/ppppppppp/9/4B4/9/PPPPPPPPP/1B5R1/LNSGKGSNL b R 1"));
}

void TestEditorBoard::dragOffTheBoardRemoves() {
    begin(Start);
    QCOMPARE(m_view->editInput()->spotAt(m_view->mapToScene(nowhere().toPoint())), EditSpot());
    drag(at(EditSpot::board(sq("5a"))), nowhere());
    QCOMPARE(sfenText(), QStringLiteral("lnsg1gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"));
    // A king never goes to a komadai: it stays where it was.
    drag(at(EditSpot::board(sq("5i"))), at(EditSpot::hand(Color::White, Pawn)));
    QCOMPARE(m_view->shownPosition().pieceOn(sq("5i")), makePiece(Color::Black, King));
}

void TestEditorBoard::paletteClickPlacesAgainAndAgain() {
    begin("4k4/9/9/9/9/9/9/9/4K4 b - 1");
    click(at(EditSpot::palette(Color::Black, Gold)));
    QCOMPARE(m_view->editInput()->selection(), EditSpot::palette(Color::Black, Gold));
    click(at(EditSpot::board(sq("5b"))));
    click(at(EditSpot::board(sq("4b"))));
    click(at(EditSpot::hand(Color::Black)));
    QCOMPARE(sfenText(), QStringLiteral("4k4/4GG3/9/9/9/9/9/9/4K4 b G 1"));
    click(at(EditSpot::palette(Color::Black, Gold))); // put back
    click(at(EditSpot::board(sq("6b"))));
    QCOMPARE(sfenText(), QStringLiteral("4k4/4GG3/9/9/9/9/9/9/4K4 b G 1"));
}

void TestEditorBoard::paletteDragPlacesPromotedFace() {
    begin("4k4/9/9/9/9/9/9/9/4K4 b - 1");
    drag(at(EditSpot::palette(Color::White, Dragon)), at(EditSpot::board(sq("2h"))));
    drag(at(EditSpot::palette(Color::Black, ProPawn)), at(EditSpot::board(sq("5b"))));
    QCOMPARE(sfenText(), QStringLiteral("4k4/4+P4/9/9/9/9/9/7+r1/4K4 b - 1"));
}

void TestEditorBoard::clickClickMoves() {
    begin(Start);
    click(at(EditSpot::board(sq("2h"))));
    QCOMPARE(m_view->editInput()->selection(), EditSpot::board(sq("2h")));
    click(at(EditSpot::board(sq("5e"))));
    QCOMPARE(sfenText(), QStringLiteral("lnsgkgsnl/1r5b1/ppppppppp/9/4R4/9/PPPPPPPPP/1B7/LNSGKGSNL b - 1"));
    click(at(EditSpot::board(sq("5e"))));
    click(at(EditSpot::hand(Color::White)));
    QCOMPARE(sfenText(), QStringLiteral("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B7/LNSGKGSNL b r 1"));
    click(at(EditSpot::hand(Color::White, Rook)));
    click(at(EditSpot::board(sq("2h"))));
    QCOMPARE(sfenText(), QStringLiteral("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5r1/LNSGKGSNL b - 1"));
}

void TestEditorBoard::rightButtonTurnsOverAndChangesColour() {
    begin(Start);
    click(at(EditSpot::board(sq("8h"))), Qt::RightButton);
    QCOMPARE(m_view->shownPosition().pieceOn(sq("8h")), makePiece(Color::Black, Horse));
    click(at(EditSpot::board(sq("8h"))), Qt::RightButton);
    QCOMPARE(m_view->shownPosition().pieceOn(sq("8h")), makePiece(Color::Black, Bishop));
    click(at(EditSpot::board(sq("8h"))), Qt::RightButton, Qt::ShiftModifier);
    QCOMPARE(m_view->shownPosition().pieceOn(sq("8h")), makePiece(Color::White, Bishop));
}

void TestEditorBoard::keysActOnThePieceUnderTheMouse() {
    begin(Start);
    QTest::mouseMove(m_view->viewport(), at(EditSpot::board(sq("3c"))).toPoint());
    QTest::keyClick(m_view, Qt::Key_Space);
    QCOMPARE(m_view->shownPosition().pieceOn(sq("3c")), makePiece(Color::White, ProPawn));
    QTest::keyClick(m_view, Qt::Key_C);
    QCOMPARE(m_view->shownPosition().pieceOn(sq("3c")), makePiece(Color::Black, ProPawn));
    QTest::keyClick(m_view, Qt::Key_T);
    QCOMPARE(m_view->shownPosition().pieceOn(sq("3c")), makePiece(Color::Black, Pawn));
    QTest::keyClick(m_view, Qt::Key_Delete);
    QCOMPARE(m_view->shownPosition().pieceOn(sq("3c")), NoPiece);
    // A selected piece takes the keys wherever the mouse is.
    click(at(EditSpot::board(sq("2h"))));
    QTest::mouseMove(m_view->viewport(), nowhere().toPoint());
    QTest::keyClick(m_view, Qt::Key_Space);
    QCOMPARE(m_view->shownPosition().pieceOn(sq("2h")), makePiece(Color::Black, Dragon));
}

void TestEditorBoard::countButtonsAndWheel() {
    begin("4k4/9/9/9/9/9/9/9/4K4 b - 1");
    BoardEditInput* input = m_view->editInput();
    for (int i = 0; i < 3; ++i)
        click(input->countButtonInView(Color::Black, Pawn, 1));
    click(input->countButtonInView(Color::Black, Pawn, -1));
    click(input->countButtonInView(Color::White, Rook, 1));
    QCOMPARE(sfenText(), QStringLiteral("4k4/9/9/9/9/9/9/9/4K4 b 2Pr 1"));
    const QPointF gold = at(EditSpot::hand(Color::White, Gold));
    QWheelEvent up(gold, m_view->viewport()->mapToGlobal(gold), QPoint(), QPoint(0, 240), Qt::NoButton,
                   Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(m_view->viewport(), &up);
    QCOMPARE(m_view->shownPosition().hand(Color::White).count(Gold), 2);
    QTest::mouseMove(m_view->viewport(), gold.toPoint());
    QTest::keyClick(m_view, Qt::Key_Minus);
    QTest::keyClick(m_view, Qt::Key_Plus);
    QTest::keyClick(m_view, Qt::Key_Plus);
    QCOMPARE(m_view->shownPosition().hand(Color::White).count(Gold), 3);
}

void TestEditorBoard::flippedBoard() {
    begin(Start);
    m_view->setFlipped(true);
    drag(at(EditSpot::board(sq("7g"))), at(EditSpot::board(sq("7f"))));
    click(at(EditSpot::palette(Color::White, Pawn)));
    click(at(EditSpot::board(sq("5e"))));
    drag(at(EditSpot::board(sq("1a"))), at(EditSpot::hand(Color::Black)));
    QCOMPARE(sfenText(),
             QStringLiteral("lnsgkgsn1/1r5b1/ppppppppp/9/4p4/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b L 1"));
}

void TestEditorBoard::smallBoards_data() {
    QTest::addColumn<VariantKind>("variant");
    QTest::newRow("gorogoro") << VariantKind::Gorogoro;
    QTest::newRow("minishogi") << VariantKind::Minishogi;
}

void TestEditorBoard::smallBoards() {
    QFETCH(VariantKind, variant);
    begin(Variant::get(variant).startSfen.data(), variant);
    // Every palette piece lies inside the scene and is found where it is drawn; knights and lances are not
    // offered where the set has none.
    for (Color side : {Color::Black, Color::White}) {
        EditorPalette* palette = m_view->editorPalette(side);
        QVERIFY(m_view->sceneRect().contains(palette->sceneBoundingRect()));
        QCOMPARE(palette->pieceAt(palette->pieceCenter(Knight)), NoPieceType);
        QCOMPARE(
            m_view->editInput()->spotAt(m_view->mapToScene(at(EditSpot::palette(side, Silver)).toPoint())),
            EditSpot::palette(side, Silver));
    }
    drag(at(EditSpot::palette(Color::Black, Gold)), at(EditSpot::board(sq("3c"))));
    QCOMPARE(m_view->shownPosition().pieceOn(sq("3c")), makePiece(Color::Black, Gold));
}

QTEST_MAIN(TestEditorBoard)
#include "tst_editor_board.moc"
