// Opening records: a KIF with variations and comments fills the move list; a bad file is refused with its
// name, line and reason; warnings reach the status bar; a CSA file of several games lets the user choose;
// files come by the Open dialog, the recent files, a drop on the window or the board, and the command line;
// a game is pasted as KIF, SFEN or USI text.
#include "board/BoardView.h"
#include "gui/tooling/CommandLine.h"
#include "gui/CommentEditor.h"
#include "rules/Sfen.h"
#include "tst_review_window.h"

#include <QClipboard>
#include <QDropEvent>
#include <QGuiApplication>
#include <QMenu>
#include <QMimeData>
#include <QStatusBar>
#include <QTreeWidget>
#include <QUrl>

using namespace shogi;

namespace {

const char* const TwoCsaGames = "V2.2\nN+Alice\nN-Bob\nPI\n+\n+7776FU\n-3334FU\n%TORYO\n/\n"
                                "V2.2\nN+Carol\nN-Dave\nPI\n+\n+2726FU\n-8384FU\n+2625FU\n%TORYO\n";

} // namespace

class TestReviewOpen : public QObject {
    Q_OBJECT
private slots:
    void init() { f = std::make_unique<ReviewFixture>(); }
    void cleanup() { f.reset(); }
    void opensAKifWithVariationsAndComments();
    void badFileNamesTheLine();
    void missingFile();
    void gekisashiAnalysisTagIsNoComment();
    void notARecord_data();
    void notARecord();
    void warningsGoToTheStatusBar();
    void severalCsaGamesLetTheUserChoose();
    void openDialogAndRecentFiles();
    void dropOnTheWindow();
    void dropOnTheBoard();
    void dropOnTheComment();
    void paste_data();
    void paste();
    void pasteWithoutARecord();
    void commandLine();

private:
    QTreeWidget* moveList() { return f->window->findChild<QTreeWidget*>(QStringLiteral("moveList")); }
    void drop(QWidget* target, const QString& path);

    std::unique_ptr<ReviewFixture> f;
};

void TestReviewOpen::opensAKifWithVariationsAndComments() {
    const QString path = f->write(QStringLiteral("sample.kifu"), SampleKif.toUtf8());
    QVERIFY(f->window->files().openFile(path));
    QCOMPARE(f->window->files().filePath(), path);
    QVERIFY(f->window->windowTitle().contains(QStringLiteral("sample.kifu")));
    QVERIFY(!f->window->isWindowModified());
    QCOMPARE(f->record().mainLineMoveCount(), 4);
    QCOMPARE(f->record().variationCount(), 1);

    QTreeWidget* list = moveList();
    QCOMPARE(list->topLevelItemCount(), 6); // the start, four moves, the resignation
    QCOMPARE(list->topLevelItem(1)->text(1), QStringLiteral("P-7f"));
    QVERIFY(list->topLevelItem(1)->text(2).contains(QStringLiteral("✎"))); // a comment on move 1
    QVERIFY(list->topLevelItem(2)->text(2).contains(QStringLiteral("⎇"))); // an alternative to move 2
    QVERIFY(!list->topLevelItem(3)->text(2).contains(QStringLiteral("⎇")));
    QCOMPARE(list->topLevelItem(2)->text(3), QStringLiteral("0:02"));
    QCOMPARE(list->topLevelItem(5)->text(1), QStringLiteral("Resignation"));

    auto* comment = f->window->findChild<CommentEditor*>(QStringLiteral("commentEdit"));
    QCOMPARE(comment->toPlainText(), QStringLiteral("The game begins")); // the start: the game's comment
    list->setCurrentItem(list->topLevelItem(1));
    QCOMPARE(f->controller().current()->ply, 1);
    QCOMPARE(comment->toPlainText(), QStringLiteral("A classic opening"));
    QVERIFY(f->window->board().humanMayMove()); // a review: moves may be entered
}

void TestReviewOpen::badFileNamesTheLine() {
    const QString path =
        f->write(QStringLiteral("broken.kif"),
                 QStringLiteral("# KIF\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(34)\n")
                     .toUtf8());
    QVERIFY(!f->window->files().openFile(path));
    QCOMPARE(f->script.asked.size(), 1);
    QVERIFY2(f->script.asked.first().contains(QStringLiteral("broken.kif")),
             qPrintable(f->script.asked.first()));
    QVERIFY2(f->script.asked.first().contains(QStringLiteral("Line 4")), qPrintable(f->script.asked.first()));
    QVERIFY(f->window->files().filePath().isEmpty()); // the game before stays
}

void TestReviewOpen::missingFile() {
    QVERIFY(!f->window->files().openFile(f->path(QStringLiteral("nowhere.kif"))));
    QCOMPARE(f->script.asked.size(), 1);
    QVERIFY(f->script.asked.first().contains(QStringLiteral("nowhere.kif")));
}

// Gekisashi's "<analyze>0</analyze>" line is the program's state, not a comment: the start position shows
// no comment mark and the editor is empty; a real comment beside it stays.
void TestReviewOpen::gekisashiAnalysisTagIsNoComment() {
    const QString kif = QStringLiteral("# ----  激指 柿木形式棋譜ファイル  ----\n手合割：平手\n"
                                       "手数----指手---------消費時間--\n*<analyze>0</analyze>\n"
                                       "   1 ７六歩(77)   ( 0:00/00:00:00)\n*<analyze>0</analyze>\n*Good\n");
    QVERIFY(f->window->files().openFile(f->write(QStringLiteral("gekisashi.kif"), kif.toUtf8())));
    QVERIFY(f->record().root().comment.isEmpty());
    QCOMPARE(f->record().mainLine().front()->comment, QStringLiteral("Good"));
    QVERIFY(!moveList()->topLevelItem(0)->text(2).contains(QStringLiteral("✎")));
    QVERIFY(f->window->findChild<CommentEditor*>(QStringLiteral("commentEdit"))->toPlainText().isEmpty());
}

void TestReviewOpen::notARecord_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("says");
    const QByteArray longLine = QByteArray("Dear diary, ") + QByteArray(2000, 'x');
    QByteArray program("\x7f"
                       "ELF\x02\x01\x01\x03",
                       8);
    program += QByteArray(64, '\0') + longLine;
    QTest::newRow("a program") << program << "not a text file";
    QTest::newRow("a letter") << longLine + "\nYours"
                              << "not a game record";
    QTest::newRow("control characters") << QByteArray(300, '\x01') << "not a text file";
}

// The message says what the file is not and shows at most a short excerpt of it.
void TestReviewOpen::notARecord() {
    QFETCH(QByteArray, bytes);
    QFETCH(QString, says);
    const QString path = f->write(QStringLiteral("letter.kif"), bytes);
    QVERIFY(!f->window->files().openFile(path));
    QCOMPARE(f->script.asked.size(), 1);
    const QString message = f->script.asked.first();
    QVERIFY2(message.contains(says), qPrintable(message));
    QVERIFY2(message.size() < 300, qPrintable(message));
    QVERIFY(!message.contains(QString(100, QLatin1Char('x'))));
    for (const QChar c : message)
        QVERIFY2(c.isPrint() || c == u'\n' || c == u' ', qPrintable(message));
}

void TestReviewOpen::warningsGoToTheStatusBar() {
    const QString path = f->write(QStringLiteral("nifu.usi"),
                                  "position sfen 4k4/9/9/9/9/9/4P4/9/4K4 b P 1 moves 5i4h 5a4b P*5e\n");
    QVERIFY(f->window->files().openFile(path));
    QVERIFY(f->script.asked.isEmpty());
    const QString status = f->window->statusBar()->currentMessage();
    QVERIFY2(status.contains(QStringLiteral("warnings")) && status.contains(QStringLiteral("P*5e")),
             qPrintable(status));
    f->window->review().goToMove(3);
    QVERIFY(f->controller().current()->illegal);
    QVERIFY(moveList()->topLevelItem(3)->text(1).contains(QStringLiteral("(illegal)")));
    QVERIFY(!f->window->board().humanMayMove()); // the line ends at the foul
}

void TestReviewOpen::severalCsaGamesLetTheUserChoose() {
    const QString path = f->write(QStringLiteral("two.csa"), TwoCsaGames);
    f->script.choice = 1;
    QVERIFY(f->window->files().openFile(path));
    QCOMPARE(f->script.offered.size(), 2);
    QVERIFY(f->script.offered[0].contains(QStringLiteral("Alice")));
    QVERIFY(f->script.offered[1].contains(QStringLiteral("Carol")));
    QCOMPARE(f->record().header(QStringLiteral("先手")), QStringLiteral("Carol"));
    QCOMPARE(f->record().mainLineMoveCount(), 3);
    // Saving would drop the other game from the file: Save asks for a new name.
    const QByteArray before = TwoCsaGames;
    f->script.savePath.clear(); // the dialog is cancelled
    f->window->findChild<QAction*>(QStringLiteral("actionSave"))->trigger();
    QCOMPARE(f->script.saveDialogs, 1);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), before);

    f->script.choice = -1; // cancelled: nothing changes
    const QString other = f->write(QStringLiteral("again.csa"), TwoCsaGames);
    QVERIFY(!f->window->files().openFile(other));
    QCOMPARE(f->window->files().filePath(), path);
}

void TestReviewOpen::openDialogAndRecentFiles() {
    const QString first = f->write(QStringLiteral("first.kifu"), SampleKif.toUtf8());
    const QString second = f->write(QStringLiteral("second.usi"), "position startpos moves 7g7f 3c3d\n");
    f->script.openPath = first;
    f->window->findChild<QAction*>(QStringLiteral("actionOpen"))->trigger();
    QCOMPARE(f->window->files().filePath(), first);
    QVERIFY(f->window->files().openFile(second));
    QCOMPARE(f->settings->recentFiles(), (QStringList{second, first}));

    auto* recent = f->window->findChild<QMenu*>(QStringLiteral("menuRecentFiles"));
    emit recent->aboutToShow();
    QCOMPARE(recent->actions().size(), 2);
    QVERIFY(recent->actions()[1]->text().contains(QStringLiteral("first.kifu")));
    recent->actions()[1]->trigger();
    QCOMPARE(f->window->files().filePath(), first);
    QCOMPARE(f->settings->recentFiles().first(), first);
}

void TestReviewOpen::drop(QWidget* target, const QString& path) {
    QMimeData mime; // as file managers offer a file: its URL, and its path as text
    mime.setUrls({QUrl::fromLocalFile(path)});
    mime.setText(path);
    QDragEnterEvent enter(QPoint(20, 20), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(target, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent dropped(QPointF(20, 20), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(target, &dropped);
    QVERIFY(dropped.isAccepted());
}

void TestReviewOpen::dropOnTheWindow() {
    const QString path = f->write(QStringLiteral("dropped.kifu"), SampleKif.toUtf8());
    drop(f->window.get(), path);
    QTRY_COMPARE(f->window->files().filePath(), path); // opened once the drop has returned
    QCOMPARE(f->record().mainLineMoveCount(), 4);
}

void TestReviewOpen::dropOnTheBoard() {
    const QString path = f->write(QStringLiteral("onboard.usi"), "position startpos moves 2g2f\n");
    drop(f->window->board().viewport(), path);
    QTRY_COMPARE(f->window->files().filePath(), path);
    QCOMPARE(f->record().mainLineMoveCount(), 1);
}

void TestReviewOpen::dropOnTheComment() {
    const QString path = f->write(QStringLiteral("oncomment.usi"), "position startpos moves 2g2f 8c8d\n");
    auto* comment = f->window->findChild<CommentEditor*>(QStringLiteral("commentEdit"));
    drop(comment->viewport(), path); // the editor leaves it to the window: a file is not comment text
    QTRY_COMPARE(f->window->files().filePath(), path);
    QVERIFY(comment->toPlainText().isEmpty());
}

void TestReviewOpen::paste_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("moves");
    QTest::addColumn<QString>("startSfen");
    const QString start = QStringLiteral("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
    QTest::newRow("sfen") << "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2" << 0
                          << "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2";
    QTest::newRow("usi") << "position startpos moves 7g7f 3c3d 8h2b+" << 3 << start;
    QTest::newRow("kif") << SampleKif << 4 << start;
    QTest::newRow("csa") << QString::fromLatin1(TwoCsaGames).section(QLatin1Char('/'), 0, 0) << 2 << start;
}

void TestReviewOpen::paste() {
    QFETCH(QString, text);
    QFETCH(int, moves);
    QFETCH(QString, startSfen);
    QGuiApplication::clipboard()->setText(text);
    f->window->findChild<QAction*>(QStringLiteral("actionPasteGame"))->trigger();
    QVERIFY2(f->script.asked.isEmpty(), qPrintable(f->script.asked.join(QLatin1Char('|'))));
    QCOMPARE(f->record().mainLineMoveCount(), moves);
    QCOMPARE(QString::fromStdString(sfen::format(f->record().startPosition())), startSfen);
    QVERIFY(f->window->files().filePath().isEmpty());
    QVERIFY(f->window->windowTitle().contains(QStringLiteral("Pasted game")));
}

void TestReviewOpen::pasteWithoutARecord() {
    QVERIFY(!f->window->files().pasteGame(QStringLiteral("   ")));
    QCOMPARE(f->script.asked.size(), 1);
    QVERIFY(!f->window->files().pasteGame(QStringLiteral("position startpos moves 7g7f 9z9y")));
    QCOMPARE(f->script.asked.size(), 2);
    QVERIFY(f->script.asked.last().contains(QStringLiteral("no game record")));
    QVERIFY(f->window->windowTitle().contains(QStringLiteral("New game")));
}

void TestReviewOpen::commandLine() {
    QString error;
    const auto cl = CommandLineParser::parse({QStringLiteral("shogiban"), QStringLiteral("--move"),
                                              QStringLiteral("3"), QStringLiteral("game.kif")},
                                             &error);
    QVERIFY(cl);
    QCOMPARE(cl->recordFile, QStringLiteral("game.kif"));
    QCOMPARE(cl->move, 3);
    QVERIFY(!CommandLineParser::parse(
        {QStringLiteral("shogiban"), QStringLiteral("--move"), QStringLiteral("x")}, &error));
    QVERIFY(error.contains(QStringLiteral("“x”")));
}

QTEST_MAIN(TestReviewOpen)
#include "tst_review_open.moc"
