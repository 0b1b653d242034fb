// A teacher's sheet of puzzles: a shipped collection's problems as diagrams, six to a page, with the answers
// on a last page in the user's notation; the chooser's range; a puzzle that does not read left out. And the
// printed record's variations, under the main line's move they branch off from.
#include "gui/JapaneseFont.h"
#include "gui/PuzzleSheet.h"
#include "gui/PuzzleSheetDialog.h"
#include "gui/RecordPrint.h"
#include "rules/Usi.h"

#include <QComboBox>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace shogi;

namespace {

int pages(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? int(file.readAll().count("/Type /Page\n")) : -1;
}

} // namespace

class TestGuiPrintSheets : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { JapaneseFont::ensureAvailable(); }

    void collectionOnPaper() {
        PuzzleSheetDialog dialog;
        const QString collection = dialog.findChild<QComboBox*>()->itemText(0);
        QVERIFY(!collection.isEmpty());
        dialog.choose(collection, 3, 8);
        const auto puzzles = dialog.chosen();
        QCOMPARE(int(puzzles.size()), 8);
        QCOMPARE(puzzles.front().number, 3);
        QCOMPARE(dialog.title(), QStringLiteral("%1, puzzles 3–10").arg(collection));
        QTemporaryDir dir;
        const MoveText text(MoveNotation::Japanese, QStringLiteral("en"));
        const QString withAnswers = dir.filePath(QStringLiteral("a.pdf"));
        QCOMPARE(PuzzleSheet::writePdf(withAnswers, QPageSize::A4, puzzles, dialog.title(), true, text),
                 QString());
        QCOMPARE(pages(withAnswers), 3); // 6 + 2 diagrams, then the answers
        // The answers page has its own heading (it once repeated the sheet's title).
        if (const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
            !pdftotext.isEmpty()) {
            QProcess text3;
            text3.start(pdftotext, {QStringLiteral("-f"), QStringLiteral("3"), QStringLiteral("-l"),
                                    QStringLiteral("3"), withAnswers, QStringLiteral("-")});
            QVERIFY(text3.waitForFinished(30000));
            const QString answersPage = QString::fromUtf8(text3.readAllStandardOutput());
            QVERIFY2(answersPage.startsWith(QStringLiteral("Answers")), qPrintable(answersPage));
        }
        const QString without = dir.filePath(QStringLiteral("b.pdf"));
        QCOMPARE(PuzzleSheet::writePdf(without, QPageSize::Letter, puzzles, dialog.title(), false, text),
                 QString());
        QCOMPARE(pages(without), 2);
        if (const QString shots = qEnvironmentVariable("SHOGIBAN_PRINT_SHOTS"); !shots.isEmpty())
            QFile::copy(withAnswers, shots + QStringLiteral("/puzzle-sheet.pdf"));
    }

    void answersInTheNotation() {
        puzzles::Puzzle p = *puzzles::parseLine("8k/9/8P/9/9/9/9/9/4K4 b G 1\tG*1b\tmate1");
        const MoveText japanese(MoveNotation::Japanese, QStringLiteral("en"));
        QCOMPARE(PuzzleSheet::answer(p, japanese),
                 QStringLiteral("☗１二金") /* 打 only where a move could land there too */);
        QCOMPARE(PuzzleSheet::question(p), QStringLiteral("Mate in 1"));
        const MoveText western(MoveNotation::Western, QStringLiteral("en"));
        QVERIFY(PuzzleSheet::answer(p, western).contains(QStringLiteral("G*1b")));
    }

    void unreadablePuzzleLeftOut() {
        puzzles::Puzzle good = *puzzles::parseLine("8k/9/8P/9/9/9/9/9/4K4 b G 1\tG*1b\tmate1");
        puzzles::Puzzle bad = good;
        bad.solution = {"9a9b"}; // not a legal move there
        QTemporaryDir dir;
        const MoveText text(MoveNotation::Japanese, QStringLiteral("en"));
        const QString path = dir.filePath(QStringLiteral("c.pdf"));
        QCOMPARE(PuzzleSheet::writePdf(path, QPageSize::A4, {bad, good}, QStringLiteral("t"), true, text),
                 QString());
        QCOMPARE(pages(path), 2);
        QVERIFY(!PuzzleSheet::writePdf(dir.filePath(QStringLiteral("d.pdf")), QPageSize::A4, {bad},
                                       QStringLiteral("t"), true, text)
                     .isEmpty());
    }

    void variationsUnderTheirMove() {
        GameRecord record; // the standard start
        const auto play = [](GameRecord& r, RecordNode* at, const char* usi) {
            return r.addMove(at, *usi::parseMove(usi, Variant::get(VariantKind::Standard)));
        };
        RecordNode* first = play(record, &record.root(), "7g7f");
        RecordNode* main = play(record, first, "3c3d");
        RecordNode* other = play(record, first, "8c8d");
        play(record, other, "2g2f");
        play(record, first, "4a3b");
        const MoveText text(MoveNotation::Japanese, QStringLiteral("en"));
        QCOMPARE(RecordPrint::variations(record, *main, text),
                 QStringLiteral("Variation: 2. ☖８四歩 ☗２六歩\nVariation: 2. ☖３二金"));
        QCOMPARE(RecordPrint::variations(record, *first, text), QString());
        QCOMPARE(RecordPrint::variations(record, *other, text), QString()); // not on the main line
        QTemporaryDir dir;
        QCOMPARE(
            RecordPrint::writePdf(dir.filePath(QStringLiteral("r.pdf")), QPageSize::A4, record, *main, text),
            QString());
    }
};

QTEST_MAIN(TestGuiPrintSheets)
#include "tst_gui_printsheets.moc"
