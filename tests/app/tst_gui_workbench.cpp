// The workbench in the window: the Book dock made from a folder of records and a move played from it,
// BOD copy and paste, copying the game in each format, and a record pasted as a variation.
#include "gui/BookActions.h"
#include "analysis/BookPanel.h"
#include "gui/ClipboardActions.h"
#include "gui/JapaneseFont.h"
#include "formats/Bod.h"
#include "formats/RecordFormat.h"
#include "rules/Sfen.h"
#include "tst_review_window.h"

#include <QAction>
#include <QClipboard>
#include <QDockWidget>
#include <QGuiApplication>
#include <QMenu>
#include <QMenuBar>
#include <QTreeWidget>

class TestGuiWorkbench : public QObject {
    Q_OBJECT
private slots:
    void bookFromFolderAndPlay();
    void bodCopyAndPaste();
    void copyGameAsEachFormat();
    void pasteVariation();
    void screenshots();
};

void TestGuiWorkbench::bookFromFolderAndPlay() {
    ReviewFixture f;
    QDir().mkpath(f.path(QStringLiteral("games/club")));
    f.write(QStringLiteral("games/a.usi"), "position startpos moves 7g7f 3c3d 2g2f\n");
    f.write(QStringLiteral("games/club/b.usi"), "position startpos moves 7g7f 8c8d\n");
    f.write(QStringLiteral("games/club/c.usi"), "position startpos moves 2g2f 8c8d\n");
    QVERIFY(f.window->files().openFile(f.write(QStringLiteral("game.kif"), SampleKif.toUtf8())));
    f.controller().goTo(&f.record().root());

    auto* books = f.window->findChild<BookActions*>();
    QVERIFY(books);
    const QString bookPath = f.path(QStringLiteral("club.db"));
    QVERIFY(books->makeBook(f.path(QStringLiteral("games")), 4, bookPath));
    QVERIFY(QFile::exists(bookPath));
    QCOMPARE(f.settings->bookFile(), bookPath);
    QVERIFY(books->dock()->isVisible());
    QTreeWidget* list = books->panel()->moveList();
    QCOMPARE(list->topLevelItemCount(), 2);
    QCOMPARE(list->topLevelItem(0)->text(0), QStringLiteral("P-7f"));
    QCOMPARE(list->topLevelItem(0)->text(1), QStringLiteral("2"));
    QCOMPARE(list->topLevelItem(0)->text(2), QStringLiteral("66.7 %"));

    // Move 1 of the record is 7g7f already: playing 2g2f from the book makes a variation.
    emit list->itemClicked(list->topLevelItem(1), 0);
    emit list->itemActivated(list->topLevelItem(1), 0); // where a click also activates: played once
    QTRY_COMPARE(f.record().root().children.size(), std::size_t(2));
    QTest::qWait(50);
    QCOMPARE(f.controller().current()->move, ReviewFixture::move("2g2f"));
    QCOMPARE(list->topLevelItemCount(), 1); // 8c8d, played once after 2g2f
    QVERIFY(list->topLevelItem(0)->text(0).startsWith(QStringLiteral("P-8d")));
}

void TestGuiWorkbench::bodCopyAndPaste() {
    ReviewFixture f;
    QVERIFY(f.window->files().openFile(f.write(QStringLiteral("game.kif"), SampleKif.toUtf8())));
    f.controller().goTo(f.record().mainLine()[2]); // after move 3: White to move
    auto* clip = f.window->findChild<ClipboardActions*>();
    QVERIFY(clip);
    clip->copyBodAction()->trigger();
    const QString bod = QGuiApplication::clipboard()->text();
    QVERIFY2(bod.startsWith(QStringLiteral("後手の持駒：なし\n")), qPrintable(bod));
    QVERIFY(bod.endsWith(QStringLiteral("後手番\n")));
    const std::string expected = shogi::sfen::formatWithoutMoveNumber(f.controller().currentPosition());

    f.controller().goTo(&f.record().root());
    QVERIFY(clip->pastePosition(QStringLiteral("From the club's forum:\n") + bod));
    QCOMPARE(shogi::sfen::formatWithoutMoveNumber(f.controller().currentPosition()), expected);
    QVERIFY(f.record().root().children.empty());

    // An SFEN works too (the pasted position is not saved: the window asks first); text that is neither is
    // refused with a message.
    f.script.answers = {QMessageBox::DestructiveRole};
    QVERIFY(clip->pastePosition(QStringLiteral("sfen 4k4/9/9/9/9/9/9/9/4K4 b G 1")));
    QCOMPARE(shogi::sfen::formatWithoutMoveNumber(f.controller().currentPosition()),
             std::string("4k4/9/9/9/9/9/9/9/4K4 b G"));
    const int before = int(f.script.asked.size());
    QVERIFY(!clip->pastePosition(QStringLiteral("hello")));
    QCOMPARE(int(f.script.asked.size()), before + 1);
    QVERIFY(f.script.asked.last().startsWith(QStringLiteral("The clipboard holds no position")));
}

void TestGuiWorkbench::copyGameAsEachFormat() {
    ReviewFixture f;
    QVERIFY(f.window->files().openFile(f.write(QStringLiteral("game.kif"), SampleKif.toUtf8())));
    auto* clip = f.window->findChild<ClipboardActions*>();
    const QList<QAction*> actions = clip->copyGameAsMenu()->actions();
    QCOMPARE(actions.size(), 7);
    for (QAction* a : actions) {
        QGuiApplication::clipboard()->clear();
        a->trigger();
        const auto read = shogi::readText(QGuiApplication::clipboard()->text());
        QVERIFY2(read.ok(), qPrintable(a->text()));
        QCOMPARE(read->record.mainLineMoveCount(), 4);
    }
}

void TestGuiWorkbench::pasteVariation() {
    ReviewFixture f;
    QVERIFY(f.window->files().openFile(f.write(QStringLiteral("game.kif"), SampleKif.toUtf8())));
    const shogi::RecordNode* first = f.record().mainLine()[0]; // 7g7f
    f.controller().goTo(first);
    auto* clip = f.window->findChild<ClipboardActions*>();
    // A USI record from the start that passes through this position: its moves after it are added.
    QVERIFY(clip->pasteVariation(QStringLiteral("position startpos moves 7g7f 4c4d 2g2f 3a4b")));
    QCOMPARE(first->children.size(), std::size_t(3)); // 3c3d, 8c8d, and now 4c4d
    QCOMPARE(f.controller().current()->move, ReviewFixture::move("4c4d"));
    QCOMPARE(f.controller().current()->mainChild()->mainChild()->move, ReviewFixture::move("3a4b"));
    QVERIFY(f.controller().isModified());
    // Plain USI moves from the current position.
    QVERIFY(clip->pasteVariation(QStringLiteral("6g6f 5a4b")));
    QCOMPARE(f.controller().current()->move, ReviewFixture::move("6g6f"));
    // A record elsewhere.
    QVERIFY(!clip->pasteVariation(QStringLiteral("position startpos moves 1g1f 1c1d")));
    QVERIFY(f.script.asked.last().startsWith(QStringLiteral("Nothing was added.")));
}

// Pictures to look at, not a check: SHOGIBAN_SHOT_DIR=DIR saves the window with the Book dock and the Edit
// menu in Japanese and Spanish.
void TestGuiWorkbench::screenshots() {
    const QString dir = qEnvironmentVariable("SHOGIBAN_SHOT_DIR");
    if (dir.isEmpty()) QSKIP("SHOGIBAN_SHOT_DIR is not set");
    JapaneseFont::ensureAvailable(); // as the application does at start
    for (const QString& lang : {QStringLiteral("ja"), QStringLiteral("es"), QStringLiteral("en")}) {
        ReviewFixture f;
        f.settings->setNotation(lang == QLatin1String("ja") ? Settings::Notation::Japanese
                                                            : Settings::Notation::Western);
        f.settings->setLanguage(lang); // the window follows the settings on a language change
        QVERIFY(f.languages.apply(lang));
        f.window->resize(1200, 760);
        QDir().mkpath(f.path(QStringLiteral("games")));
        f.write(QStringLiteral("games/a.usi"), "position startpos moves 7g7f 3c3d 2g2f 8c8d 2f2e\n");
        f.write(QStringLiteral("games/b.usi"), "position startpos moves 7g7f 8c8d 2g2f 8d8e\n");
        f.write(QStringLiteral("games/c.usi"), "position startpos moves 2g2f 8c8d 7g7f\n");
        f.write(QStringLiteral("games/d.usi"), "position startpos moves 7g7f 3c3d 6g6f\n");
        QVERIFY(f.window->files().openFile(f.write(QStringLiteral("game.kif"), SampleKif.toUtf8())));
        f.controller().goTo(&f.record().root());
        auto* books = f.window->findChild<BookActions*>();
        QVERIFY(books->makeBook(f.path(QStringLiteral("games")), 6, f.path(QStringLiteral("club.db"))));
        QTest::qWait(200);
        f.window->grab().save(dir + QStringLiteral("/book-%1.png").arg(lang));
        for (int m : {0, 1, 3}) { // File, Edit, Record
            QMenu* menu = f.window->menuBar()->actions().at(m)->menu();
            menu->adjustSize();
            menu->grab().save(dir + QStringLiteral("/menu%1-%2.png").arg(m).arg(lang));
        }
        f.window->findChild<ClipboardActions*>()->copyBodAction()->trigger();
        QFile bod(dir + QStringLiteral("/bod-%1.txt").arg(lang));
        if (bod.open(QIODevice::WriteOnly)) bod.write(QGuiApplication::clipboard()->text().toUtf8());
    }
}

QTEST_MAIN(TestGuiWorkbench)
#include "tst_gui_workbench.moc"
