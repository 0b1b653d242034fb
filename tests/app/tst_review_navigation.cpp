// Moving through a record: the arrow keys, Home and End (also with the move list focused), the toolbar's
// actions, the mouse wheel over the board, and a click on a move. After each the board shows exactly the
// record's position at the current node, with its move as the last move.
#include "board/BoardView.h"
#include "tst_review_window.h"

#include <QAction>
#include <QTreeWidget>
#include <QWheelEvent>

using namespace shogi;

class TestReviewNavigation : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup() { f.reset(); }
    void keys_data();
    void keys();
    void keysWithTheMoveListFocused();
    void toolbarActions();
    void wheelOverTheBoard();
    void clickingAMove();

private:
    void verifyBoardFollows(int ply);

    std::unique_ptr<ReviewFixture> f;
};

void TestReviewNavigation::init() {
    f = std::make_unique<ReviewFixture>();
    QVERIFY(f->window->files().openFile(f->write(QStringLiteral("sample.kifu"), SampleKif.toUtf8())));
    f->window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(f->window.get()));
}

void TestReviewNavigation::verifyBoardFollows(int ply) {
    const RecordNode* current = f->controller().current();
    QCOMPARE(current->ply, ply);
    QVERIFY(f->window->board().position().sameState(f->record().positionAt(current)));
    const RecordNode* moved = current->isSpecial() ? current->parent : current;
    QCOMPARE(f->controller().currentMove(), moved->parent ? moved->move : Move::none());
}

void TestReviewNavigation::keys_data() {
    QTest::addColumn<QList<int>>("keys");
    QTest::addColumn<int>("ply");
    QTest::newRow("right") << QList<int>{Qt::Key_Right} << 1;
    QTest::newRow("right twice, left") << QList<int>{Qt::Key_Right, Qt::Key_Right, Qt::Key_Left} << 1;
    QTest::newRow("end: the resignation") << QList<int>{Qt::Key_End} << 5;
    QTest::newRow("end, left") << QList<int>{Qt::Key_End, Qt::Key_Left} << 4;
    QTest::newRow("end, home") << QList<int>{Qt::Key_End, Qt::Key_Home} << 0;
    QTest::newRow("left at the start") << QList<int>{Qt::Key_Left} << 0;
    QTest::newRow("right past the end") << QList<int>{Qt::Key_End, Qt::Key_Right} << 5;
}

void TestReviewNavigation::keys() {
    QFETCH(QList<int>, keys);
    QFETCH(int, ply);
    for (int key : keys)
        QTest::keyClick(f->window.get(), Qt::Key(key));
    verifyBoardFollows(ply);
}

void TestReviewNavigation::keysWithTheMoveListFocused() {
    auto* list = f->window->findChild<QTreeWidget*>(QStringLiteral("moveList"));
    list->setFocus();
    QTest::keyClick(list, Qt::Key_Right);
    QTest::keyClick(list, Qt::Key_Right);
    verifyBoardFollows(2);
    QTest::keyClick(list, Qt::Key_Down); // the list's own keys move through its rows
    verifyBoardFollows(3);
    QTest::keyClick(list, Qt::Key_Home);
    verifyBoardFollows(0);
}

void TestReviewNavigation::toolbarActions() {
    const auto action = [this](const char* name) {
        return f->window->findChild<QAction*>(QLatin1String(name));
    };
    QVERIFY(!action("actionPreviousMove")->isEnabled());
    QVERIFY(!action("actionFirstMove")->isEnabled());
    action("actionNextMove")->trigger();
    verifyBoardFollows(1);
    action("actionLastMove")->trigger();
    verifyBoardFollows(5);
    QVERIFY(!action("actionNextMove")->isEnabled());
    QVERIFY(!action("actionLastMove")->isEnabled());
    action("actionPreviousMove")->trigger();
    verifyBoardFollows(4);
    action("actionFirstMove")->trigger();
    verifyBoardFollows(0);
}

void TestReviewNavigation::wheelOverTheBoard() {
    QWidget* viewport = f->window->board().viewport();
    const auto wheel = [viewport](int delta) {
        const QPointF at(viewport->width() / 2.0, viewport->height() / 2.0);
        QWheelEvent event(at, viewport->mapToGlobal(at), QPoint(), QPoint(0, delta), Qt::NoButton,
                          Qt::NoModifier, Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(viewport, &event);
    };
    wheel(-120); // down: on through the game
    wheel(-120);
    verifyBoardFollows(2);
    wheel(120); // up: back
    verifyBoardFollows(1);
    wheel(-60); // half a notch (a touchpad) does nothing yet; the second half moves
    verifyBoardFollows(1);
    wheel(-60);
    verifyBoardFollows(2);
    wheel(-360);
    verifyBoardFollows(5);
}

void TestReviewNavigation::clickingAMove() {
    auto* list = f->window->findChild<QTreeWidget*>(QStringLiteral("moveList"));
    QTreeWidgetItem* third = list->topLevelItem(3);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(third).center());
    verifyBoardFollows(3);
    QCOMPARE(list->currentItem(), third);
    QVERIFY(f->window->board().humanMayMove());
}

QTEST_MAIN(TestReviewNavigation)
#include "tst_review_navigation.moc"
