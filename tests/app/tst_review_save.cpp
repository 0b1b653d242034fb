// Saving: a comment typed in the comment dock is saved with the record and read back; every format writes a
// file that reads back to the same main line (and, for those that can hold them, the same variations and
// comments, else the user is told); a .kif or .ki2 that Shift_JIS cannot hold is written in UTF-8 with one
// click; the title shows the file and the modified marker; unsaved changes are asked about before they are
// lost; headers are edited; the clipboard gets the position as SFEN and the game as KIF.
#include "board/BoardView.h"
#include "gui/CommentEditor.h"
#include "gui/HeadersDialog.h"
#include "gui/RecordFileName.h"
#include "rules/Sfen.h"
#include "tst_review_window.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QStatusBar>
#include <QTreeWidget>

using namespace shogi;

namespace {

ReadResult readBack(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(path));
    auto read = readRecord(file.readAll(), formatFromExtension(QFileInfo(path).suffix()));
    if (!read) qFatal("%s does not read back: %s", qPrintable(path), read.error().describe().c_str());
    return std::move(*read);
}

std::vector<Move> mainLineMoves(const GameRecord& record) {
    std::vector<Move> moves;
    for (const RecordNode* n : record.mainLine())
        if (!n->isSpecial()) moves.push_back(n->move);
    return moves;
}

} // namespace

class TestReviewSave : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup() { f.reset(); }
    void commentIsSavedWithTheRecord();
    void everyFormat_data();
    void everyFormat();
    void saveAsByTheChosenFilter();
    void shiftJisFailureOffersUtf8();
    void titleAndModifiedMarker();
    void askBeforeDiscarding_data();
    void askBeforeDiscarding();
    void saveBeforeDiscarding();
    void nothingToAskWhenSaved();
    void headers();
    void newGameHeaders();
    void proposedFileName();
    void clipboardCopies();

private:
    QAction* action(const char* name) { return f->window->findChild<QAction*>(QLatin1String(name)); }

    std::unique_ptr<ReviewFixture> f;
    QString m_sample;
};

void TestReviewSave::init() {
    f = std::make_unique<ReviewFixture>();
    m_sample = f->write(QStringLiteral("sample.kifu"), SampleKif.toUtf8());
    QVERIFY(f->window->files().openFile(m_sample));
}

void TestReviewSave::commentIsSavedWithTheRecord() {
    f->window->review().goToMove(3);
    auto* editor = f->window->findChild<CommentEditor*>(QStringLiteral("commentEdit"));
    QVERIFY(editor->toPlainText().isEmpty());
    editor->setFocus();
    QTest::keyClicks(editor, QStringLiteral("Strong move"));
    QCOMPARE(f->controller().current()->comment, QStringLiteral("Strong move"));
    QVERIFY(f->window->isWindowModified());
    auto* list = f->window->findChild<QTreeWidget*>(QStringLiteral("moveList"));
    QVERIFY(list->topLevelItem(3)->text(2).contains(QStringLiteral("✎")));
    // Typing with the editor focused stays in the editor: the arrow keys move its cursor, not the game.
    QTest::keyClick(editor, Qt::Key_Left);
    QCOMPARE(f->controller().current()->ply, 3);

    const QString out = f->path(QStringLiteral("commented.kifu"));
    QVERIFY(f->window->files().saveTo(out));
    QVERIFY(!f->window->isWindowModified());
    QCOMPARE(f->window->files().filePath(), out);
    const ReadResult read = readBack(out);
    QCOMPARE(read.record.mainLine()[2]->comment, QStringLiteral("Strong move"));
    QCOMPARE(read.record.root().comment, QStringLiteral("The game begins"));
    QCOMPARE(read.record.commentCount(), 4);
}

void TestReviewSave::everyFormat_data() {
    QTest::addColumn<QString>("suffix");
    QTest::addColumn<bool>("keepsEverything");
    QTest::newRow("kif utf-8") << "kifu" << true;
    QTest::newRow("kif shift_jis") << "kif" << true;
    QTest::newRow("ki2 utf-8") << "ki2u" << true;
    QTest::newRow("ki2 shift_jis") << "ki2" << true;
    QTest::newRow("csa") << "csa" << false;
    QTest::newRow("jkf") << "jkf" << true;
    QTest::newRow("sfen") << "sfen" << false;
    QTest::newRow("usi") << "usi" << false;
    QTest::newRow("psn") << "psn" << true;
}

void TestReviewSave::everyFormat() {
    QFETCH(QString, suffix);
    QFETCH(bool, keepsEverything);
    const QString out = f->path(QStringLiteral("saved.") + suffix);
    QVERIFY(f->window->files().saveTo(out));
    QVERIFY(f->script.asked.isEmpty());
    const ReadResult read = readBack(out);
    QCOMPARE(mainLineMoves(read.record), mainLineMoves(f->record()));
    QVERIFY(read.record.startPosition().sameState(f->record().startPosition()));
    const bool complete = read.record.variationCount() == f->record().variationCount() &&
                          read.record.commentCount() == f->record().commentCount();
    QCOMPARE(complete, keepsEverything);
    const QString status = f->window->statusBar()->currentMessage();
    QCOMPARE(status.contains(QStringLiteral("does not hold every variation")), !keepsEverything);
}

void TestReviewSave::saveAsByTheChosenFilter() {
    f->script.savePath = f->path(QStringLiteral("chosen")); // no extension: the filter's is added
    f->script.saveFilter = RecordFile::saveFilter(SaveFormat::Csa);
    action("actionSaveAs")->trigger();
    QCOMPARE(f->script.saveDialogs, 1);
    QCOMPARE(f->window->files().filePath(), f->path(QStringLiteral("chosen.csa")));
    QCOMPARE(readBack(f->window->files().filePath()).format, RecordFormat::Csa);
    // Save now writes there without asking.
    f->window->review().goToMove(4);
    emit f->window->board().moveRequested(ReviewFixture::move("2f2e"));
    action("actionSave")->trigger();
    QCOMPARE(f->script.saveDialogs, 1);
    QCOMPARE(readBack(f->window->files().filePath()).record.mainLineMoveCount(),
             4); // the new move is a variation
}

void TestReviewSave::shiftJisFailureOffersUtf8() {
    GameController::Headers headers = f->record().headers;
    headers.append({QStringLiteral("棋戦"), QStringLiteral("Seoul 대국")}); // hangul: not in Shift_JIS
    f->controller().setHeaders(headers);
    const QString out = f->path(QStringLiteral("old.kif"));
    // Cancelled: nothing is written, and the user was told why and what else there is.
    QVERIFY(!f->window->files().saveTo(out));
    QVERIFY(!QFile::exists(out));
    QCOMPARE(f->script.asked.size(), 1);
    QVERIFY2(f->script.asked.first().contains(QStringLiteral("Shift_JIS")) &&
                 f->script.asked.first().contains(QStringLiteral("*.kifu")),
             qPrintable(f->script.asked.first()));
    QVERIFY2(f->script.buttons.first().contains(QStringLiteral("Save as UTF-8 .kif")),
             qPrintable(f->script.buttons.first()));
    QVERIFY(f->window->isWindowModified());

    // One click: the .kif is written in UTF-8, its first line saying so, and reads back whole.
    f->script.answers = {QMessageBox::AcceptRole};
    QVERIFY(f->window->files().saveTo(out));
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readLine().startsWith("#KIF version=2.0 encoding=UTF-8"));
    const ReadResult read = readBack(out);
    QCOMPARE(read.encoding, QStringLiteral("utf-8"));
    QCOMPARE(read.record.header(QStringLiteral("棋戦")), QStringLiteral("Seoul 대국"));
    QCOMPARE(mainLineMoves(read.record), mainLineMoves(f->record()));
    QVERIFY(!f->window->isWindowModified());
    QCOMPARE(f->window->files().filePath(), out);

    // Saved again, it stays UTF-8 without asking.
    f->controller().setComment(&f->record().root(), QStringLiteral("Edited"));
    f->script.asked.clear();
    action("actionSave")->trigger();
    QVERIFY(f->script.asked.isEmpty());
    QVERIFY(!f->window->isWindowModified());
    QCOMPARE(readBack(out).record.root().comment, QStringLiteral("Edited"));

    // KI2 likewise.
    f->script.answers = {QMessageBox::AcceptRole};
    QVERIFY(f->window->files().saveTo(f->path(QStringLiteral("old.ki2"))));
    QVERIFY2(f->script.buttons.last().contains(QStringLiteral("Save as UTF-8 .ki2")),
             qPrintable(f->script.buttons.last()));
    QCOMPARE(readBack(f->path(QStringLiteral("old.ki2"))).record.header(QStringLiteral("棋戦")),
             QStringLiteral("Seoul 대국"));
}

void TestReviewSave::titleAndModifiedMarker() {
    QVERIFY(f->window->windowTitle().startsWith(QStringLiteral("sample.kifu[*]")));
    QVERIFY(!f->window->isWindowModified());
    f->controller().setComment(&f->record().root(), QStringLiteral("Edited"));
    QVERIFY(f->window->isWindowModified());
    QVERIFY(f->window->files().saveTo(f->path(QStringLiteral("renamed.jkf"))));
    QVERIFY(f->window->windowTitle().startsWith(QStringLiteral("renamed.jkf[*]")));
    QVERIFY(!f->window->isWindowModified());
}

void TestReviewSave::askBeforeDiscarding_data() {
    QTest::addColumn<QString>("how");
    QTest::addColumn<int>("answer");
    QTest::addColumn<bool>("replaced");
    for (const char* how : {"open", "paste", "drop-open", "close"}) {
        QTest::addRow("%s, cancel", how) << how << int(QMessageBox::RejectRole) << false;
        QTest::addRow("%s, discard", how) << how << int(QMessageBox::DestructiveRole) << true;
    }
    QTest::addRow("new game, cancel") << "new game" << int(QMessageBox::RejectRole) << false;
}

void TestReviewSave::askBeforeDiscarding() {
    QFETCH(QString, how);
    QFETCH(int, answer);
    QFETCH(bool, replaced);
    f->window->review().goToMove(2);
    emit f->window->board().moveRequested(ReviewFixture::move("6g6f")); // an unsaved variation
    QVERIFY(f->window->isWindowModified());
    f->script.answers = {QMessageBox::ButtonRole(answer)};
    const QString other = f->write(QStringLiteral("other.usi"), "position startpos moves 5g5f\n");
    if (how == QLatin1String("open") || how == QLatin1String("drop-open"))
        f->window->files().openFile(other);
    else if (how == QLatin1String("paste"))
        f->window->files().pasteGame(QStringLiteral("position startpos moves 5g5f"));
    else if (how == QLatin1String("close"))
        f->window->close();
    else
        action("actionNewGame")->trigger();
    QCOMPARE(f->script.asked.size(), 1);
    QVERIFY(f->script.asked.first().contains(QStringLiteral("sample.kifu")));
    if (how == QLatin1String("close")) {
        QCOMPARE(f->window->isVisible(), !replaced);
        return;
    }
    QCOMPARE(f->record().mainLineMoveCount() == 1, replaced);
    QCOMPARE(f->record().variationCount() == 2, !replaced);
    // A cancel is said in the status bar: the file chosen was not opened.
    const QString status = f->window->statusBar()->currentMessage();
    if (how == QLatin1String("new game")) return;
    QCOMPARE(status.contains(QStringLiteral("not opened")), !replaced);
    if (!replaced && how != QLatin1String("paste")) QVERIFY(status.contains(QStringLiteral("other.usi")));
}

void TestReviewSave::saveBeforeDiscarding() {
    f->controller().setComment(f->record().mainLine()[3], QStringLiteral("Keep me"));
    f->script.answers = {QMessageBox::AcceptRole}; // Save: the record has a file, so no dialog
    QVERIFY(f->window->files().pasteGame(QStringLiteral("position startpos moves 5g5f")));
    QCOMPARE(f->script.saveDialogs, 0);
    QCOMPARE(readBack(m_sample).record.mainLine()[3]->comment, QStringLiteral("Keep me"));
    QCOMPARE(f->record().mainLineMoveCount(), 1);

    // A pasted game has no file: Save asks for one, and cancelling the dialog keeps the game.
    f->window->review().goToMove(1);
    emit f->window->board().moveRequested(ReviewFixture::move("5c5d"));
    QVERIFY(f->window->isWindowModified());
    f->script.answers = {QMessageBox::AcceptRole};
    f->script.savePath.clear();
    QVERIFY(!f->window->files().openFile(m_sample));
    QCOMPARE(f->script.saveDialogs, 1);
    QCOMPARE(f->record().mainLineMoveCount(), 2);
}

void TestReviewSave::nothingToAskWhenSaved() {
    QVERIFY(f->window->files().pasteGame(QStringLiteral("position startpos moves 5g5f")));
    QVERIFY(f->window->files().openFile(m_sample));
    QVERIFY(f->window->close());
    QVERIFY(f->script.asked.isEmpty());
}

void TestReviewSave::headers() {
    HeadersDialog dialog(f->record());
    QCOMPARE(dialog.field(QStringLiteral("先手"))->text(), QStringLiteral("Hanako"));
    QCOMPARE(dialog.findChild<QLabel*>(QStringLiteral("handicapLabel"))->text(),
             QStringLiteral("Even game (no handicap)"));
    QVERIFY(!dialog.field(QStringLiteral("手合割"))); // read-only: it follows from the start position
    dialog.field(QStringLiteral("棋戦"))->setText(QStringLiteral("Club match"));
    dialog.field(QStringLiteral("後手"))->setText(QStringLiteral("Jiro"));
    f->controller().setHeaders(dialog.headers());
    QCOMPARE(f->record().headers.first().first, QStringLiteral("先手")); // the file's order kept
    QCOMPARE(f->record().header(QStringLiteral("後手")), QStringLiteral("Jiro"));
    QCOMPARE(f->record().header(QStringLiteral("棋戦")), QStringLiteral("Club match"));
    QCOMPARE(f->controller().names()[1], QStringLiteral("Jiro"));
    QVERIFY(f->window->isWindowModified());
    QVERIFY(f->window->files().saveTo(f->path(QStringLiteral("headers.kifu"))));
    QCOMPARE(readBack(f->path(QStringLiteral("headers.kifu"))).record.header(QStringLiteral("棋戦")),
             QStringLiteral("Club match"));
}

void TestReviewSave::newGameHeaders() {
    GameSetup setup;
    setup.handicapId = QStringLiteral("two-piece");
    setup.blackName = QStringLiteral("Student");
    setup.whiteName = QStringLiteral("Teacher");
    QVERIFY(f->window->startGame(setup));
    QCOMPARE(f->record().header(QStringLiteral("下手")), QStringLiteral("Student"));
    QCOMPARE(f->record().header(QStringLiteral("上手")), QStringLiteral("Teacher"));
    QCOMPARE(f->record().header(QStringLiteral("手合割")), QStringLiteral("二枚落ち"));
    QVERIFY(!f->record().header(QStringLiteral("開始日時")).isEmpty());
    HeadersDialog dialog(f->record());
    QCOMPARE(dialog.field(QStringLiteral("下手"))->text(), QStringLiteral("Student"));
}

// A game without a file is offered a name as ShogiHome makes one (date, event, players; no character a file
// system refuses); a record opened from a file keeps the file's name and format.
void TestReviewSave::proposedFileName() {
    f->script.savePath.clear(); // the dialog is cancelled
    action("actionSaveAs")->trigger();
    QCOMPARE(QFileInfo(f->script.proposedPath).fileName(), QStringLiteral("sample.kifu"));
    QVERIFY(f->window->files().openFile(
        f->write(QStringLiteral("position.sfen"),
                 "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1\n")));
    action("actionSaveAs")->trigger();
    QCOMPARE(QFileInfo(f->script.proposedPath).fileName(), QStringLiteral("position.sfen"));

    // A game played next is offered the format last chosen in Save As, not the position file's.
    GameSetup setup;
    setup.blackName = QStringLiteral("Student");
    setup.whiteName = QStringLiteral("Teacher");
    QVERIFY(f->window->startGame(setup));
    const QString started = f->record().header(QStringLiteral("開始日時"));
    action("actionSaveAs")->trigger();
    const QString date = started.left(10).remove(QLatin1Char('/')) + QLatin1Char('_') +
                         started.mid(11, 5).remove(QLatin1Char(':'));
    QCOMPARE(QFileInfo(f->script.proposedPath).fileName(), date + QStringLiteral("_Student_Teacher.kifu"));

    GameRecord record;
    record.setHeader(QStringLiteral("開始日時"), QStringLiteral("2024/5/6"));
    record.setHeader(QStringLiteral("棋戦"), QStringLiteral("Club: round 1/3"));
    record.setHeader(QStringLiteral("先手"), QStringLiteral("Foo<Bar>"));
    record.setHeader(QStringLiteral("後手"), QStringLiteral("Qux|\"Quux\"?."));
    QCOMPARE(RecordFileName::proposed(record),
             QStringLiteral("20240506_Club_ round 1_3_Foo_Bar__Qux__Quux__"));
    GameRecord bare;
    QCOMPARE(RecordFileName::proposed(bare, QDateTime(QDate(2026, 11, 26), QTime(9, 5))),
             QStringLiteral("20261126_0905"));
}

void TestReviewSave::clipboardCopies() {
    f->window->review().goToMove(2);
    action("actionCopyPosition")->trigger();
    QCOMPARE(QGuiApplication::clipboard()->text(),
             QString::fromStdString(sfen::format(f->record().positionAt(f->record().mainLine()[1]))));
    action("actionCopyGame")->trigger();
    const QString kif = QGuiApplication::clipboard()->text();
    QVERIFY(kif.startsWith(QStringLiteral("#KIF")));
    auto read = readText(kif);
    QVERIFY(read.ok());
    QCOMPARE(read->record.variationCount(), 1);
    QCOMPARE(read->record.commentCount(), 3);
}

QTEST_MAIN(TestReviewSave)
#include "tst_review_save.moc"
