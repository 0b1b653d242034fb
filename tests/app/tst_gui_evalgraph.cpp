// The evaluations a record carries, in the window: the graph under the move list reads them (ShogiHome's
// lines and Floodgate's), a click on it goes to that move, the current move is followed; the bar beside the
// board shows the current position's evaluation; the move list marks the poor moves; a record without
// evaluations shows neither graph nor bar.
#include "analysis/EvalBar.h"
#include "analysis/EvalGraph.h"
#include "board/BoardView.h"
#include "board/KomadaiItem.h"
#include "tst_review_window.h"

#include <QTreeWidget>

using namespace shogi;

namespace {

// An analysed game: the start and every move evaluated (Black's view). △８四歩 throws the game away (from
// +40 to +900 for Black: a blunder), ▲２五歩's search was too shallow to count.
const QString AnalysedKif = QStringLiteral(R"(手合割：平手
手数----指手---------消費時間--
*#評価値=40
*#深さ=20
   1 ７六歩(77)   ( 0:01/00:00:01)
*#評価値=35
*#読み筋=△３四歩▲２六歩
*#深さ=20
*a plan of my own
   2 ３四歩(33)   ( 0:02/00:00:02)
*#評価値=40
*#深さ=20
   3 ２六歩(27)   ( 0:03/00:00:04)
*#評価値=60
*#深さ=20
   4 ８四歩(83)   ( 0:01/00:00:03)
*#評価値=1000
*#深さ=20
   5 ２五歩(26)   ( 0:01/00:00:03)
*#評価値=-100
*#深さ=2
   6 ８五歩(84)   ( 0:01/00:00:03)
** 950 +7776FU
)");

// Evaluations with holes: moves 2 to 4 have none (a stretch), move 6 has none between two that have one.
const QString GappyKif = QStringLiteral(R"(手合割：平手
手数----指手---------消費時間--
*#評価値=1000
*#深さ=20
   1 ７六歩(77)   ( 0:01/00:00:01)
*#評価値=1000
*#深さ=20
   2 ３四歩(33)   ( 0:01/00:00:01)
   3 ２六歩(27)   ( 0:01/00:00:02)
   4 ８四歩(83)   ( 0:01/00:00:02)
   5 ２五歩(26)   ( 0:01/00:00:03)
*#評価値=1000
*#深さ=20
   6 ８五歩(84)   ( 0:01/00:00:03)
   7 ７八金(69)   ( 0:01/00:00:04)
*#評価値=1000
*#深さ=20
)");

} // namespace

class TestGuiEvalGraph : public QObject {
    Q_OBJECT
private slots:
    void init() { f = std::make_unique<ReviewFixture>(); }
    void cleanup() { f.reset(); }

    void graphReadsTheRecord() {
        QVERIFY(f->window->files().openFile(f->write(QStringLiteral("analysed.kif"), AnalysedKif.toUtf8())));
        auto* graph = f->window->findChild<EvalGraph*>(QStringLiteral("evalGraph"));
        QVERIFY(graph && graph->isVisible());
        const auto& nodes = graph->review().nodes;
        QCOMPARE(nodes.size(), std::size_t(7));
        QCOMPARE(nodes[0].evaluation->score, usi::Score::cp(40));
        QCOMPARE(nodes[4].evaluation->score, usi::Score::cp(1000));
        QCOMPARE(nodes[6].evaluation->score, usi::Score::cp(950)); // Floodgate's line
        QCOMPARE(nodes[4].quality, std::optional(analysis::MoveQuality::Blunder));
        QCOMPARE(nodes[5].quality, std::nullopt); // depth 2 judges nothing
        // Black is better higher up: +1000 is drawn above +35.
        QVERIFY(graph->pointAt(4).y() < graph->pointAt(1).y());
        graph->setWinRateScale(true);
        QVERIFY(graph->pointAt(4).y() < graph->pointAt(1).y());
        QVERIFY(f->settings->evalGraphWinRate()); // the next start shows win rates too
    }

    // Every evaluation has its point, a shallow one too (on the curve, as a ring); positions without one are
    // drawn as such: grey ticks on the middle line across a stretch of them, a bridge over a single one.
    void everyEvaluationIsDrawn() {
        QVERIFY(f->window->files().openFile(f->write(QStringLiteral("analysed.kif"), AnalysedKif.toUtf8())));
        auto* graph = f->window->findChild<EvalGraph*>(QStringLiteral("evalGraph"));
        QTRY_VERIFY(graph->height() >= EvalGraph::MinHeight);
        QVERIFY2(graph->pointAt(5).y() > graph->height() / 2, "the shallow -100 is drawn below the middle");

        QVERIFY(f->window->files().openFile(f->write(QStringLiteral("gappy.kif"), GappyKif.toUtf8())));
        f->window->review().goToMove(0);
        QVERIFY(graph->isVisible());
        QCOMPARE(graph->review().nodes.size(), std::size_t(8));
        const QImage picture = graph->grab().toImage();
        const QColor base = graph->palette().base().color();
        const int below = graph->height() / 2 + 3; // on a tick, off the middle guide and the curve at +1000
        const auto marked = [&](int index) {
            return picture.pixelColor(graph->pointAt(index).x(), below) != base;
        };
        for (int index : {2, 3, 4})
            QVERIFY2(marked(index), qPrintable(QStringLiteral("no tick at %1").arg(index)));
        QVERIFY(!marked(6)); // bridged: the curve goes over it at +1000
        QVERIFY(!marked(5));
    }

    // The scale's labels stay readable where the curve runs through them: a game swinging from one end of
    // the scale to the other starts in the bottom left corner and climbs through "White −2000"; the curve's
    // colour does not show in the label's plate (it did: the curve was drawn over the label).
    void labelsStayReadableOverTheCurve() {
        QString kif =
            QStringLiteral("手合割：平手\n手数----指手---------消費時間--\n*#評価値=-3000\n*#深さ=20\n");
        const char* moves[] = {"７六歩(77)", "３四歩(33)", "２六歩(27)",
                               "８四歩(83)", "２五歩(26)", "８五歩(84)"};
        for (int i = 0; i < 6; ++i)
            kif += QStringLiteral("   %1 %2\n*#評価値=%3\n*#深さ=20\n")
                       .arg(i + 1)
                       .arg(QString::fromUtf8(moves[i]))
                       .arg(i % 2 ? -3000 : 3000);
        QVERIFY(f->window->files().openFile(f->write(QStringLiteral("swung.kif"), kif.toUtf8())));
        auto* graph = f->window->findChild<EvalGraph*>(QStringLiteral("evalGraph"));
        QTRY_VERIFY(graph->isVisible() && graph->height() >= EvalGraph::MinHeight);
        f->window->review().goToMove(6); // the current move's line at the right end, off the label
        const QList<QRectF> labels = graph->labelRects();
        QCOMPARE(labels.size(), 2);
        const QRectF bottom = labels[1];
        QVERIFY2(graph->pointAt(0).y() >= bottom.top(), "the curve runs through the bottom label's height");
        const QImage picture = graph->grab().toImage();
        const QColor line = graph->palette().highlight().color();
        int curvePixels = 0;
        for (int y = int(bottom.top()) + 1; y < int(bottom.bottom()) - 1; ++y)
            for (int x = int(bottom.left()) + 1; x < int(bottom.right()) - 1; ++x) {
                const QColor c = picture.pixelColor(x, y);
                if (std::abs(c.red() - line.red()) + std::abs(c.green() - line.green()) +
                        std::abs(c.blue() - line.blue()) <
                    60)
                    ++curvePixels;
            }
        QCOMPARE(curvePixels, 0);
    }

    void clickGoesToTheMove() {
        QVERIFY(f->window->files().openFile(f->write(QStringLiteral("analysed.kif"), AnalysedKif.toUtf8())));
        auto* graph = f->window->findChild<EvalGraph*>(QStringLiteral("evalGraph"));
        QTest::mouseClick(graph, Qt::LeftButton, {}, graph->pointAt(3));
        QCOMPARE(f->controller().current()->ply, 3);
        QCOMPARE(f->controller().current(), graph->review().nodes[3].node);
        QTest::mouseClick(graph, Qt::LeftButton, {}, graph->pointAt(0));
        QCOMPARE(f->controller().current(), &f->record().root());
        // Dragging along it follows the mouse.
        QTest::mousePress(graph, Qt::LeftButton, {}, graph->pointAt(1));
        QTest::mouseMove(graph, graph->pointAt(5));
        QMouseEvent move(QEvent::MouseMove, QPointF(graph->pointAt(5)),
                         graph->mapToGlobal(QPointF(graph->pointAt(5))), Qt::NoButton, Qt::LeftButton,
                         Qt::NoModifier);
        QApplication::sendEvent(graph, &move);
        QCOMPARE(f->controller().current()->ply, 5);
        QTest::mouseRelease(graph, Qt::LeftButton, {}, graph->pointAt(5));
    }

    void barAndMarksFollowTheCurrentMove() {
        QVERIFY(f->window->files().openFile(f->write(QStringLiteral("analysed.kif"), AnalysedKif.toUtf8())));
        auto* bar = f->window->findChild<EvalBar*>(QStringLiteral("evalBar"));
        QVERIFY(bar && bar->isVisible());
        f->window->review().goToMove(4);
        QCOMPARE(bar->shownScore(), std::optional(usi::Score::cp(1000)));
        f->window->review().goToMove(1);
        QCOMPARE(bar->shownScore(), std::optional(usi::Score::cp(35)));
        // A live analysis wins over the record until it stops.
        bar->setLiveScore(usi::Score::mate(3));
        QCOMPARE(bar->shownScore(), std::optional(usi::Score::mate(3)));
        bar->setLiveScore(std::nullopt);
        QCOMPARE(bar->shownScore(), std::optional(usi::Score::cp(35)));

        auto* list = f->window->findChild<QTreeWidget*>(QStringLiteral("moveList"));
        QCOMPARE(list->topLevelItem(4)->text(4), QStringLiteral("??"));
        QVERIFY(list->topLevelItem(4)->toolTip(4).contains(QStringLiteral("?? from 30")));
        QCOMPARE(list->topLevelItem(2)->text(4), QString());
        // The user edits the evaluation away: the mark goes with it.
        const RecordNode* fourth = f->record().root().mainChild()->mainChild()->mainChild()->mainChild();
        f->controller().setComment(fourth, QStringLiteral("no numbers"));
        QCOMPARE(list->topLevelItem(4)->text(4), QString());
    }

    // The bar stands right against the board's left edge, between it and the upper komadai, as tall as the
    // board; the board does not move when it appears, at a large window and a small one.
    void barStandsBesideTheBoard_data() {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1366x768") << QSize(1366, 768);
        QTest::newRow("800x600") << QSize(800, 600);
    }
    void barStandsBesideTheBoard() {
        QFETCH(QSize, size);
        f->window->resize(size);
        QVERIFY(f->window->files().openFile(f->write(QStringLiteral("plain.kif"), SampleKif.toUtf8())));
        auto* bar = f->window->findChild<EvalBar*>(QStringLiteral("evalBar"));
        BoardView& board = f->window->board();
        const auto frame = [&board, this] {
            const QRectF scene = board.boardGeometry().frameRect();
            return QRect(board.viewport()->mapTo(f->window.get(), board.mapFromScene(scene.topLeft())),
                         board.viewport()->mapTo(f->window.get(), board.mapFromScene(scene.bottomRight())));
        };
        QTRY_VERIFY(!bar->isVisible() && board.width() > 0);
        QCoreApplication::processEvents();
        const QRect before = frame();
        QVERIFY(f->window->files().openFile(f->write(QStringLiteral("analysed.kif"), AnalysedKif.toUtf8())));
        QTRY_VERIFY(bar->isVisible());
        QCoreApplication::processEvents();
        QCOMPARE(frame(), before);
        const QRect barRect(bar->mapTo(f->window.get(), QPoint(0, 0)), bar->size());
        const QString where = QStringLiteral("bar %1,%2 %3x%4, board frame from x %5 y %6..%7")
                                  .arg(barRect.x())
                                  .arg(barRect.y())
                                  .arg(barRect.width())
                                  .arg(barRect.height())
                                  .arg(before.left())
                                  .arg(before.top())
                                  .arg(before.bottom());
        QVERIFY2(barRect.right() < before.left() && before.left() - barRect.right() <= 8, qPrintable(where));
        QVERIFY2(std::abs(barRect.top() - before.top()) <= 2 &&
                     std::abs(barRect.bottom() - before.bottom()) <= 2,
                 qPrintable(where));
        QVERIFY2(barRect.width() >= 8, qPrintable(where));
        // Nothing of the board under it: the upper komadai stands left of it.
        const QRectF komadai = board.komadai(Color::White)->sceneBoundingRect();
        QVERIFY2(board.viewport()->mapTo(f->window.get(), board.mapFromScene(komadai.topRight())).x() <
                     barRect.left(),
                 qPrintable(where));
    }

    void noEvaluationsNoGraph() {
        QVERIFY(f->window->files().openFile(f->write(QStringLiteral("plain.kif"), SampleKif.toUtf8())));
        QVERIFY(!f->window->findChild<EvalGraph*>(QStringLiteral("evalGraph"))->isVisible());
        QVERIFY(!f->window->findChild<EvalBar*>(QStringLiteral("evalBar"))->isVisible());
    }

private:
    std::unique_ptr<ReviewFixture> f;
};

QTEST_MAIN(TestGuiEvalGraph)
#include "tst_gui_evalgraph.moc"
