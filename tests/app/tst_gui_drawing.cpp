// Drawing on the board in the main window: a right-drag or right-click with the mouse stores the arrow or
// mark in the current move's comment as a [%cal]/[%csl] command (the record is modified), a left click clears
// them, they follow the move shown, come back when the record is saved in any format and reopened, and the
// comment editor hides the commands from the user's text and keeps them when the text is edited. In a live
// game they go on the current move.
#include "board/BoardView.h"
#include "gui/CommentEditor.h"
#include "tst_review_window.h"

using namespace shogi;

namespace {

Square square(const char* name) {
    return makeSquare(name[0] - '1', name[1] - 'a');
}

} // namespace

class TestGuiDrawing : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup() { f.reset(); }
    void rightDragAndClickStoreInTheComment();
    void leftClickClears();
    void drawingsFollowTheMoveShown();
    void reopenedAfterSave_data();
    void reopenedAfterSave();
    void commentEditorHidesAndKeepsCommands();
    void dropArrowsFromBothKomadai();
    void liveGameDrawsOnTheCurrentMove();

private:
    BoardView& board() { return f->window->board(); }
    CommentEditor* editor() { return f->window->findChild<CommentEditor*>(QStringLiteral("commentEdit")); }
    QString comment() { return f->controller().current()->comment; }
    void rightDrag(QPointF from, QPointF to, Qt::KeyboardModifiers modifiers = {});
    void rightDrag(const char* from, const char* to, Qt::KeyboardModifiers modifiers = {}) {
        rightDrag(board().squareCenterInView(square(from)), board().squareCenterInView(square(to)),
                  modifiers);
    }
    void rightClick(const char* at, Qt::KeyboardModifiers modifiers = {}) {
        QTest::mouseClick(board().viewport(), Qt::RightButton, modifiers,
                          board().squareCenterInView(square(at)).toPoint());
    }

    std::unique_ptr<ReviewFixture> f;
};

void TestGuiDrawing::init() {
    f = std::make_unique<ReviewFixture>();
    QVERIFY(QTest::qWaitForWindowExposed(f->window.get()));
    QVERIFY(f->window->files().openFile(f->write(QStringLiteral("sample.kifu"), SampleKif.toUtf8())));
}

void TestGuiDrawing::rightDrag(QPointF from, QPointF to, Qt::KeyboardModifiers modifiers) {
    QWidget* viewport = board().viewport();
    QTest::mousePress(viewport, Qt::RightButton, modifiers, from.toPoint());
    for (int step = 1; step <= 4; ++step)
        QTest::mouseMove(viewport, (from + (to - from) * step / 4.0).toPoint());
    QTest::mouseRelease(viewport, Qt::RightButton, modifiers, to.toPoint());
}

void TestGuiDrawing::rightDragAndClickStoreInTheComment() {
    f->window->review().goToMove(1);
    QVERIFY(!f->window->isWindowModified());
    rightDrag("2h", "2d", Qt::ShiftModifier);
    QCOMPARE(comment(), QStringLiteral("A classic opening\n[%cal R2h2d]"));
    QVERIFY(f->window->isWindowModified());
    rightClick("5e");
    rightDrag("8h", "3c", Qt::AltModifier);
    QCOMPARE(comment(), QStringLiteral("A classic opening\n[%csl G5e][%cal R2h2d,B8h3c]"));
    // The same arrow again takes it off; the comment editor shows the user's words only.
    rightDrag("2h", "2d", Qt::ShiftModifier);
    QCOMPARE(comment(), QStringLiteral("A classic opening\n[%csl G5e][%cal B8h3c]"));
    QCOMPARE(editor()->toPlainText(), QStringLiteral("A classic opening"));
    QCOMPARE(board().arrows(ArrowGroup::User),
             QList<BoardArrow>{BoardArrow::move(square("8h"), square("3c"), MarkColor::Blue)});
}

void TestGuiDrawing::leftClickClears() {
    f->window->review().goToMove(1);
    rightDrag("2g", "2f");
    rightClick("5e", Qt::ControlModifier);
    QCOMPARE(comment(), QStringLiteral("A classic opening\n[%csl R5e][%cal G2g2f]"));
    QTest::mouseClick(board().viewport(), Qt::LeftButton, {},
                      board().squareCenterInView(square("5e")).toPoint());
    QCOMPARE(comment(), QStringLiteral("A classic opening"));
    QVERIFY(board().arrows(ArrowGroup::User).isEmpty());
    QVERIFY(board().squareMarks(ArrowGroup::User).isEmpty());
    // A move played on the board does not clear the drawings of the move it starts from.
    rightDrag("2g", "2f");
    const QString drawn = comment();
    const RecordNode* from = f->controller().current();
    QTest::mouseClick(board().viewport(), Qt::LeftButton, {},
                      board().squareCenterInView(square("8c")).toPoint());
    QTest::mouseClick(board().viewport(), Qt::LeftButton, {},
                      board().squareCenterInView(square("8d")).toPoint());
    QCOMPARE(f->controller().current()->parent, from);
    QCOMPARE(from->comment, drawn);
    QVERIFY(board().arrows(ArrowGroup::User).isEmpty()); // the new move has none
}

void TestGuiDrawing::drawingsFollowTheMoveShown() {
    f->window->review().goToMove(2);
    rightDrag("2g", "2f");
    f->window->review().goToMove(3);
    QVERIFY(board().arrows(ArrowGroup::User).isEmpty());
    rightClick("7c", Qt::ShiftModifier | Qt::AltModifier);
    f->window->review().goToMove(2);
    QCOMPARE(board().arrows(ArrowGroup::User),
             QList<BoardArrow>{BoardArrow::move(square("2g"), square("2f"))});
    QVERIFY(board().squareMarks(ArrowGroup::User).isEmpty());
    f->window->review().goToMove(3);
    QCOMPARE(board().squareMarks(ArrowGroup::User),
             (QList<SquareMark>{{square("7c"), MarkColor::Yellow, {}}}));
    // The start position's drawings go in the comment before the first move.
    f->window->review().goToMove(0);
    rightDrag("7g", "7f");
    QCOMPARE(f->record().root().comment, QStringLiteral("The game begins\n[%cal G7g7f]"));
}

void TestGuiDrawing::reopenedAfterSave_data() {
    QTest::addColumn<QString>("suffix");
    for (const char* suffix : {"kifu", "kif", "ki2u", "csa", "jkf", "psn"})
        QTest::newRow(suffix) << suffix;
}

void TestGuiDrawing::reopenedAfterSave() {
    QFETCH(QString, suffix);
    f->window->review().goToMove(3);
    rightDrag("8h", "2b", Qt::ShiftModifier);
    rightClick("2b");
    const QList<BoardArrow> arrows = board().arrows(ArrowGroup::User);
    const QList<SquareMark> marks = board().squareMarks(ArrowGroup::User);
    QCOMPARE(arrows.size(), 1);
    const QString out = f->path(QStringLiteral("drawn.") + suffix);
    QVERIFY(f->window->files().saveTo(out));
    QVERIFY(f->window->files().openFile(out));
    QVERIFY(board().arrows(ArrowGroup::User).isEmpty()); // the start position has none
    f->window->review().goToMove(3);
    QCOMPARE(board().arrows(ArrowGroup::User), arrows);
    QCOMPARE(board().squareMarks(ArrowGroup::User), marks);
    QVERIFY(editor()->toPlainText().isEmpty());
}

void TestGuiDrawing::commentEditorHidesAndKeepsCommands() {
    const QString kif =
        QString(SampleKif).replace(QStringLiteral("*A classic opening"),
                                   QStringLiteral("*A classic opening\n*[%cal G2g2f,RB*5e][%csl Y5e]"));
    QVERIFY(f->window->files().openFile(f->write(QStringLiteral("drawn.kifu"), kif.toUtf8())));
    f->window->review().goToMove(1);
    QCOMPARE(editor()->toPlainText(), QStringLiteral("A classic opening"));
    QCOMPARE(board().arrows(ArrowGroup::User).size(), 2);
    // Typing edits the words; the drawings stay in the comment and on the board.
    editor()->setFocus();
    editor()->moveCursor(QTextCursor::End);
    QTest::keyClicks(editor(), QStringLiteral(", indeed"));
    QCOMPARE(comment(), QStringLiteral("A classic opening, indeed\n[%csl Y5e][%cal G2g2f,RB*5e]"));
    QCOMPARE(editor()->toPlainText(), QStringLiteral("A classic opening, indeed"));
    QCOMPARE(board().arrows(ArrowGroup::User).size(), 2);
    // Drawing while the editor shows the move does not bring the commands into the editor, and the next
    // keystroke keeps the new drawing.
    rightClick("1a");
    QCOMPARE(editor()->toPlainText(), QStringLiteral("A classic opening, indeed"));
    editor()->setFocus();
    editor()->moveCursor(QTextCursor::End);
    QTest::keyClicks(editor(), QStringLiteral("!"));
    QCOMPARE(comment(), QStringLiteral("A classic opening, indeed!\n[%csl Y5e,G1a][%cal G2g2f,RB*5e]"));
    // Clearing the text leaves the drawings alone.
    editor()->selectAll();
    QTest::keyClick(editor(), Qt::Key_Delete);
    QCOMPARE(comment(), QStringLiteral("[%csl Y5e,G1a][%cal G2g2f,RB*5e]"));
}

void TestGuiDrawing::dropArrowsFromBothKomadai() {
    GameSetup setup;
    setup.startSfen = QStringLiteral("4k4/9/9/9/9/9/9/9/4K4 b RB2Pgs 1");
    QString why;
    QVERIFY2(f->window->startGame(setup, &why), qPrintable(why));
    rightDrag(board().handPieceCenterInView(Color::Black, Bishop), board().squareCenterInView(square("5e")));
    rightDrag(board().handPieceCenterInView(Color::White, Silver), board().squareCenterInView(square("5h")),
              Qt::ShiftModifier);
    QCOMPARE(f->record().root().comment, QStringLiteral("[%cal GB*5e,Rs*5h]"));
}

void TestGuiDrawing::liveGameDrawsOnTheCurrentMove() {
    QVERIFY(f->window->startGame(GameSetup()));
    QVERIFY(f->controller().isLive());
    QTest::mouseClick(board().viewport(), Qt::LeftButton, {},
                      board().squareCenterInView(square("7g")).toPoint());
    QTest::mouseClick(board().viewport(), Qt::LeftButton, {},
                      board().squareCenterInView(square("7f")).toPoint());
    QCOMPARE(f->controller().current()->ply, 1);
    rightDrag("3c", "3d", Qt::ControlModifier);
    QCOMPARE(comment(), QStringLiteral("[%cal R3c3d]"));
    QVERIFY(f->controller().isLive());
    QVERIFY(f->controller().inProgress());
}

QTEST_MAIN(TestGuiDrawing)
#include "tst_gui_drawing.moc"
