// Variations: a different move at a past position becomes a variation and the main line stays as it was;
// the same move follows the line; the alternatives list and the variation tree show the branches and go to
// them; a variation is promoted to the main line, or deleted after the user confirms. In an untimed game in
// progress a move at a past position branches too.
#include "board/BoardView.h"
#include "gui/VariationTreeDialog.h"
#include "tst_review_window.h"

#include <QAction>
#include <QListWidget>
#include <QStatusBar>
#include <QTreeWidget>

using namespace shogi;

namespace {

std::vector<Move> mainLineMoves(const GameRecord& record) {
    std::vector<Move> moves;
    for (const RecordNode* n : record.mainLine())
        if (!n->isSpecial()) moves.push_back(n->move);
    return moves;
}

} // namespace

class TestReviewVariations : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup() { f.reset(); }
    void differentMoveAddsAVariation();
    void sameMoveFollowsTheLine();
    void illegalMoveIsRefused();
    void alternativesList();
    void promote();
    void deleteAfterConfirming();
    void mainLineCannotBeDeleted();
    void variationTree();
    void untimedGameBranches();

private:
    QAction* action(const char* name) { return f->window->findChild<QAction*>(QLatin1String(name)); }
    // The first move of the file's variation: 2. ８四歩 instead of ３四歩.
    const RecordNode* fileVariation() { return f->record().root().mainChild()->children[1].get(); }

    std::unique_ptr<ReviewFixture> f;
};

void TestReviewVariations::init() {
    f = std::make_unique<ReviewFixture>();
    QVERIFY(f->window->files().openFile(f->write(QStringLiteral("sample.kifu"), SampleKif.toUtf8())));
}

void TestReviewVariations::differentMoveAddsAVariation() {
    const std::vector<Move> before = mainLineMoves(f->record());
    f->window->review().goToMove(2);
    const RecordNode* branchPoint = f->controller().current();
    QVERIFY(f->window->board().humanMayMove());
    emit f->window->board().moveRequested(ReviewFixture::move("6g6f"));
    QCOMPARE(mainLineMoves(f->record()), before);
    QCOMPARE(f->record().variationCount(), 2);
    QCOMPARE(branchPoint->children.size(), std::size_t(2));
    QCOMPARE(f->controller().current(), branchPoint->children[1].get());
    QVERIFY(f->window->board().position().sameState(f->record().positionAt(f->controller().current())));
    QVERIFY(f->window->isWindowModified());
    QVERIFY(f->window->statusBar()->currentMessage().contains(QStringLiteral("variation at move 3")));
    // Play goes on in the variation, and the move list shows its line.
    emit f->window->board().moveRequested(ReviewFixture::move("8c8d"));
    QCOMPARE(f->controller().current()->ply, 4);
    auto* list = f->window->findChild<QTreeWidget*>(QStringLiteral("moveList"));
    QCOMPARE(list->topLevelItemCount(), 5);
    QCOMPARE(list->topLevelItem(3)->text(1), QStringLiteral("P-6f"));
    QCOMPARE(mainLineMoves(f->record()), before);
}

void TestReviewVariations::sameMoveFollowsTheLine() {
    f->window->review().goToMove(2);
    emit f->window->board().moveRequested(ReviewFixture::move("2g2f")); // the main line's move 3
    QCOMPARE(f->record().variationCount(), 1);
    QCOMPARE(f->controller().current(), f->record().mainLine()[2]);
    QVERIFY(!f->window->isWindowModified());
}

void TestReviewVariations::illegalMoveIsRefused() {
    f->window->review().goToMove(2);
    const Move wrong = ReviewFixture::move("7f7d");
    emit f->window->board().illegalMoveAttempted(wrong, explainMove(f->window->board().position(), wrong));
    QCOMPARE(f->record().variationCount(), 1);
    QCOMPARE(f->controller().current()->ply, 2);
    QVERIFY(!f->window->statusBar()->currentMessage().isEmpty());
}

void TestReviewVariations::alternativesList() {
    auto* alternatives = f->window->findChild<QListWidget*>(QStringLiteral("alternativesList"));
    f->window->review().goToMove(1);
    QCOMPARE(alternatives->count(), 0);
    f->window->review().goToMove(2);
    QCOMPARE(alternatives->count(), 2);
    QCOMPARE(alternatives->item(0)->text(), QStringLiteral("P-3d"));
    QCOMPARE(alternatives->item(1)->text(), QStringLiteral("P-8d"));
    QCOMPARE(alternatives->currentRow(), 0);
    alternatives->setCurrentRow(1);
    QCOMPARE(f->controller().current(), fileVariation());
    auto* comment = f->window->findChild<QWidget*>(QStringLiteral("commentEdit"));
    QCOMPARE(comment->property("plainText").toString(), QStringLiteral("The other way"));
}

void TestReviewVariations::promote() {
    QVERIFY(!action("actionPromoteVariation")->isEnabled()); // the start is on the main line
    f->controller().goTo(fileVariation()->mainChild());      // deep in the variation
    QVERIFY(action("actionPromoteVariation")->isEnabled());
    action("actionPromoteVariation")->trigger();
    const std::vector<Move> line = mainLineMoves(f->record());
    QCOMPARE(line.size(), std::size_t(3));
    QCOMPARE(line[1], ReviewFixture::move("8c8d"));
    QCOMPARE(f->record().variationCount(), 1); // the old main line is now the variation
    QVERIFY(!action("actionPromoteVariation")->isEnabled());
    QVERIFY(f->window->isWindowModified());
}

void TestReviewVariations::deleteAfterConfirming() {
    f->controller().goTo(fileVariation()->mainChild());
    f->script.answers = {QMessageBox::RejectRole};
    action("actionDeleteVariation")->trigger();
    QCOMPARE(f->script.asked.size(), 1);
    QVERIFY2(f->script.asked.first().contains(QStringLiteral("move 2, P-8d")),
             qPrintable(f->script.asked.first()));
    QCOMPARE(f->record().variationCount(), 1);
    QVERIFY(!f->window->isWindowModified());

    f->script.answers = {QMessageBox::DestructiveRole};
    action("actionDeleteVariation")->trigger();
    QCOMPARE(f->record().variationCount(), 0);
    QCOMPARE(f->controller().current(), f->record().mainLine()[0]); // back to where it branched
    QCOMPARE(mainLineMoves(f->record()).size(), std::size_t(4));
    QVERIFY(f->window->isWindowModified());
}

void TestReviewVariations::mainLineCannotBeDeleted() {
    f->window->review().goToMove(3);
    QVERIFY(!action("actionDeleteVariation")->isEnabled());
    action("actionDeleteVariation")->trigger();
    QVERIFY(f->script.asked.isEmpty());
    QCOMPARE(mainLineMoves(f->record()).size(), std::size_t(4));
}

void TestReviewVariations::variationTree() {
    action("actionVariationTree")->trigger();
    VariationTreeDialog* dialog = f->window->review().variationTree();
    QVERIFY(dialog && dialog->isVisible());
    QTreeWidget* tree = dialog->tree();
    QCOMPARE(tree->topLevelItemCount(), 6); // the start, four moves, the resignation
    QTreeWidgetItem* second = tree->topLevelItem(2);
    QCOMPARE(second->text(0), QStringLiteral("2. P-3d"));
    QCOMPARE(second->childCount(), 1); // the alternative to move 2, under a heading, with its moves
    QTreeWidgetItem* variation = second->child(0);
    QCOMPARE(variation->text(0), QStringLiteral("Variation at move 2"));
    QCOMPARE(variation->childCount(), 2);
    QCOMPARE(variation->child(0)->text(0), QStringLiteral("2. P-8d  ✎"));
    QCOMPARE(variation->child(1)->text(0), QStringLiteral("3. P-2f"));
    tree->setCurrentItem(variation->child(1));
    QCOMPARE(f->controller().current(), fileVariation()->mainChild());
    tree->setCurrentItem(tree->topLevelItem(0));
    tree->setCurrentItem(variation); // the heading goes to the variation's first move
    QCOMPARE(f->controller().current(), fileVariation());
    // It follows the record: a new variation appears, the current move is selected.
    f->window->review().goToMove(3);
    QCOMPARE(tree->currentItem(), tree->topLevelItem(3));
    emit f->window->board().moveRequested(ReviewFixture::move("4c4d"));
    QCOMPARE(tree->topLevelItem(4)->childCount(), 1);
    QCOMPARE(tree->currentItem(), tree->topLevelItem(4)->child(0)->child(0));
}

void TestReviewVariations::untimedGameBranches() {
    QVERIFY(f->window->startGame(GameSetup{}));
    for (const char* m : {"7g7f", "3c3d", "2g2f"})
        emit f->window->board().moveRequested(ReviewFixture::move(m));
    QVERIFY(f->controller().isLive());
    f->window->review().goToMove(1); // no clock: looking back moves the game back too
    QVERIFY(!f->controller().isBrowsing());
    QVERIFY(f->window->board().humanMayMove());
    emit f->window->board().moveRequested(ReviewFixture::move("8c8d"));
    QCOMPARE(f->record().variationCount(), 1);
    QCOMPARE(mainLineMoves(f->record()).size(), std::size_t(3));
    QCOMPARE(f->controller().current()->ply, 2);
    QVERIFY(f->controller().isLive());
    QCOMPARE(f->controller().game().position().sideToMove(), Color::Black); // the game goes on from there
}

QTEST_MAIN(TestReviewVariations)
#include "tst_review_variations.moc"
