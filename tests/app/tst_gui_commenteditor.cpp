// The comment a reviewer reads comes first: an engine's lines at the top of a comment (#評価値=, #読み筋=, a
// quality header, as whole-game analysis and engine games write them) are not shown in the comment editor,
// and they stay in the comment, in their place, when the user edits the text. Lines elsewhere, or a comment
// with none, are shown as they are.
#include "gui/CommentEditor.h"

#include <QSignalSpy>
#include <QTest>

namespace {

const QString EngineLines =
    QStringLiteral("【疑問手】\n#評価値=-120\n#読み筋=▲７六歩△３四歩\n#深さ=12\n#エンジン=Shogiban");

} // namespace

class TestCommentEditor : public QObject {
    Q_OBJECT
private slots:
    void engineLinesAreHiddenAndKept() {
        CommentEditor editor;
        QSignalSpy edited(&editor, &CommentEditor::commentEdited);
        editor.showComment(EngineLines + QStringLiteral("\nThe players' commentary.\nSecond line."));
        QCOMPARE(editor.toPlainText(), QStringLiteral("The players' commentary.\nSecond line."));
        QCOMPARE(edited.count(), 0);
        editor.setPlainText(QStringLiteral("Rewritten."));
        QCOMPARE(edited.last().first().toString(), EngineLines + QStringLiteral("\nRewritten."));
        editor.setPlainText(QString());
        QCOMPARE(edited.last().first().toString(), EngineLines);
    }

    void onlyEngineLines() {
        CommentEditor editor;
        QSignalSpy edited(&editor, &CommentEditor::commentEdited);
        editor.showComment(EngineLines);
        QVERIFY(editor.toPlainText().isEmpty()); // the placeholder invites a comment
        editor.setPlainText(QStringLiteral("Mine."));
        QCOMPARE(edited.last().first().toString(), EngineLines + QStringLiteral("\nMine."));
    }

    void otherCommentsAreShownWhole_data() {
        QTest::addColumn<QString>("comment");
        QTest::newRow("none") << QStringLiteral("Just words.\nAnd more.");
        QTest::newRow("below the text") << QStringLiteral("Words first.\n#評価値=30");
        QTest::newRow("one line") << QStringLiteral("Words.");
    }

    void otherCommentsAreShownWhole() {
        QFETCH(QString, comment);
        CommentEditor editor;
        QSignalSpy edited(&editor, &CommentEditor::commentEdited);
        editor.showComment(comment);
        QCOMPARE(editor.toPlainText(), comment);
        editor.setPlainText(comment + QStringLiteral("!"));
        QCOMPARE(edited.last().first().toString(), comment + QStringLiteral("!"));
    }
};

QTEST_MAIN(TestCommentEditor)
#include "tst_gui_commenteditor.moc"
