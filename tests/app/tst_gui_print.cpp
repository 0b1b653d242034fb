// Printing to PDF: a real record (several pages of moves and comments) on A4 and Letter, through the menu
// with the paper chosen in the file chooser, a teacher's sheet of diagrams, the positions the sheet dialog
// offers, an unwritable place, and the printout in Japanese and Spanish. Set SHOGIBAN_PRINT_SHOTS to a folder to keep the PDFs (en and ja) for a
// look at them.
#include "board/DiagramPainter.h"
#include "gui/DiagramSheet.h"
#include "gui/DiagramSheetDialog.h"
#include "gui/JapaneseFont.h"
#include "gui/PrintActions.h"
#include "tst_review_window.h"

#include <QAction>
#include <QRegularExpression>

namespace {

const QString Record = QStringLiteral(SHOGIBAN_TESTDATA_DIR "/kifu/files/116_mog_010.kif");

struct Pdf {
    QByteArray bytes;
    int pages() const { return int(bytes.count("/Type /Page\n")); }
    // The first page's width in points: 595 for A4, 612 for Letter.
    int width() const {
        const auto m = QRegularExpression(QStringLiteral(R"(/MediaBox \[0 0 ([0-9.]+))"))
                           .match(QString::fromLatin1(bytes));
        return m.hasMatch() ? int(m.captured(1).toDouble()) : -1;
    }
};

Pdf readPdf(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    return {file.readAll()};
}

void keep(const QString& path, const QString& name) {
    const QString shots = qEnvironmentVariable("SHOGIBAN_PRINT_SHOTS");
    if (shots.isEmpty()) return;
    QFile::remove(shots + u'/' + name);
    QFile::copy(path, shots + u'/' + name);
}

} // namespace

class TestGuiPrint : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup() { f.reset(); }
    void recordOnA4AndLetter();
    void throughTheMenu();
    void diagramSheet();
    void sheetDialogChoices();
    void unwritablePlace();
    void inOtherLanguages_data();
    void inOtherLanguages();

private:
    std::vector<const shogi::RecordNode*> everyTenth();
    MoveText text() const { return MoveText(f->settings->notation(), f->settings->language()); }
    std::unique_ptr<ReviewFixture> f;
};

void TestGuiPrint::initTestCase() {
    if (!QFile::exists(Record)) QSKIP("the shared test records are not here");
    JapaneseFont::ensureAvailable();
}

void TestGuiPrint::init() {
    f = std::make_unique<ReviewFixture>();
    QVERIFY(f->window->files().openFile(Record));
    f->window->review().goToMove(40);
}

void TestGuiPrint::recordOnA4AndLetter() {
    QVERIFY(f->record().commentCount() > 50);
    for (auto [size, width, name] :
         {std::tuple(QPageSize::A4, 595, "a4"), std::tuple(QPageSize::Letter, 612, "letter")}) {
        const QString path = f->path(QStringLiteral("record-%1.pdf").arg(QLatin1String(name)));
        QCOMPARE(f->window->printing().exportPdf(path, size), QString());
        const Pdf pdf = readPdf(path);
        QVERIFY(pdf.bytes.startsWith("%PDF"));
        QVERIFY2(pdf.bytes.size() > 20000, qPrintable(QString::number(pdf.bytes.size())));
        // The diagram and the start of the list, then the rest of 140 moves with their comments.
        QVERIFY2(pdf.pages() >= 3, qPrintable(QString::number(pdf.pages())));
        QCOMPARE(pdf.width(), width);
        keep(path, QStringLiteral("record-en-%1.pdf").arg(QLatin1String(name)));
    }
}

void TestGuiPrint::throughTheMenu() {
    f->script.savePath = f->path(QStringLiteral("menu")); // ".pdf" is added
    f->script.saveFilter = QStringLiteral("PDF on Letter paper (*.pdf)");
    f->window->findChild<QAction*>(QStringLiteral("actionExportPdf"))->trigger();
    const Pdf pdf = readPdf(f->path(QStringLiteral("menu.pdf")));
    QVERIFY(pdf.pages() > 0);
    QCOMPARE(pdf.width(), 612);
}

std::vector<const shogi::RecordNode*> TestGuiPrint::everyTenth() {
    DiagramSheetDialog dialog(f->record(), text());
    dialog.selectEvery(10);
    return dialog.chosen();
}

void TestGuiPrint::diagramSheet() {
    const auto nodes = everyTenth();
    QCOMPARE(int(nodes.size()), f->record().mainLineMoveCount() / 10);
    const QString path = f->path(QStringLiteral("sheet.pdf"));
    QCOMPARE(DiagramSheet::writePdf(path, QPageSize::A4, f->record(), nodes, text()), QString());
    const Pdf pdf = readPdf(path);
    const int perPage = DiagramSheet::Columns * DiagramSheet::Rows;
    QCOMPARE(pdf.pages(), (int(nodes.size()) + perPage - 1) / perPage);
    QVERIFY(pdf.bytes.size() > 20000);
    keep(path, QStringLiteral("sheet-en.pdf"));
    // Nothing chosen, nothing printed.
    QVERIFY(
        !DiagramSheet::writePdf(f->path(QStringLiteral("empty.pdf")), QPageSize::A4, f->record(), {}, text())
             .isEmpty());
}

void TestGuiPrint::sheetDialogChoices() {
    DiagramSheetDialog dialog(f->record(), text());
    // The start and every move of the main line are offered; every 10th is proposed.
    dialog.selectEvery(25);
    const auto chosen = dialog.chosen();
    QCOMPARE(int(chosen.size()), f->record().mainLineMoveCount() / 25);
    QCOMPARE(chosen.front()->ply, 25);
    QCOMPARE(chosen.back()->ply, 25 * int(chosen.size()));
    dialog.selectEvery(0);
    QVERIFY(dialog.chosen().empty());
}

void TestGuiPrint::unwritablePlace() {
    const QString error =
        f->window->printing().exportPdf(f->path(QStringLiteral("no/such/folder/record.pdf")), QPageSize::A4);
    QVERIFY(error.contains(QStringLiteral("record.pdf")));
}

void TestGuiPrint::inOtherLanguages_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("inHand");
    QTest::newRow("ja") << QStringLiteral("ja") << QStringLiteral("持駒");
    QTest::newRow("es") << QStringLiteral("es") << QStringLiteral("en mano");
}

void TestGuiPrint::inOtherLanguages() {
    QFETCH(QString, language);
    QFETCH(QString, inHand);
    if (language == QLatin1String("ja")) f->settings->setNotation(Settings::Notation::Japanese);
    f->settings->setLanguage(language);
    QVERIFY(f->languages.apply(language));
    QVERIFY(DiagramPainter(f->record().startPosition()).handText(shogi::Color::Black).contains(inHand));
    const QString path = f->path(QStringLiteral("record-%1.pdf").arg(language));
    QCOMPARE(f->window->printing().exportPdf(path, QPageSize::A4), QString());
    QVERIFY(readPdf(path).pages() >= 3);
    keep(path, QFileInfo(path).fileName());
    const QString sheet = f->path(QStringLiteral("sheet-%1.pdf").arg(language));
    QCOMPARE(DiagramSheet::writePdf(sheet, QPageSize::A4, f->record(), everyTenth(), text()), QString());
    keep(sheet, QFileInfo(sheet).fileName());
    const QString shots = qEnvironmentVariable("SHOGIBAN_PRINT_SHOTS");
    if (!shots.isEmpty()) {
        DiagramSheetDialog dialog(f->record(), text());
        dialog.show();
        dialog.grab().save(shots + QStringLiteral("/sheet-dialog-%1.png").arg(language));
    }
    f->languages.apply(QStringLiteral("en"));
}

QTEST_MAIN(TestGuiPrint)
#include "tst_gui_print.moc"
