// The position as an image: a PNG of the chosen width (through the menu: a size, then a file) and an SVG,
// both non-empty pictures of the board.
#include "board/BoardView.h"
#include "gui/PositionExport.h"
#include "tst_review_window.h"

#include <QAction>
#include <QImage>
#include <QSvgRenderer>

class TestReviewExport : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup() { f.reset(); }
    void png_data();
    void png();
    void pngThroughTheMenu();
    void svg();
    void unwritablePlace();

private:
    std::unique_ptr<ReviewFixture> f;
};

void TestReviewExport::init() {
    f = std::make_unique<ReviewFixture>();
    QVERIFY(f->window->files().openFile(f->write(QStringLiteral("sample.kifu"), SampleKif.toUtf8())));
    f->window->review().goToMove(3);
}

void TestReviewExport::png_data() {
    QTest::addColumn<int>("width");
    for (int w : PositionExport::pngWidths())
        QTest::addRow("%d", w) << w;
}

void TestReviewExport::png() {
    QFETCH(int, width);
    const QString path = f->path(QStringLiteral("position.png"));
    QCOMPARE(f->window->files().exportPng(path, width), QString());
    const QImage image(path);
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), PositionExport::pngSize(f->window->board(), width));
    // A picture, not a blank: the board's wood and the dark pieces' outlines differ from the background.
    const QRgb corner = image.pixel(0, 0);
    QVERIFY(image.pixel(image.width() / 2, image.height() / 2) != corner);
}

void TestReviewExport::pngThroughTheMenu() {
    f->script.choice = 1;
    f->script.savePath = f->path(QStringLiteral("menu")); // ".png" is added
    f->window->findChild<QAction*>(QStringLiteral("actionExportPng"))->trigger();
    QCOMPARE(f->script.offered.size(), PositionExport::pngWidths().size());
    const QImage image(f->path(QStringLiteral("menu.png")));
    QCOMPARE(image.width(), PositionExport::pngWidths()[1]);
}

void TestReviewExport::svg() {
    const QString path = f->path(QStringLiteral("position.svg"));
    QCOMPARE(f->window->files().exportSvg(path), QString());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray svg = file.readAll();
    QVERIFY(svg.contains("<svg"));
    QVERIFY(svg.size() > 10000);
    QSvgRenderer renderer(svg);
    QVERIFY(renderer.isValid());
    QVERIFY(!renderer.viewBoxF().isEmpty());
}

void TestReviewExport::unwritablePlace() {
    const QString path = f->path(QStringLiteral("no/such/dir/position.png"));
    QVERIFY(!f->window->files().exportPng(path, 600).isEmpty());
    QVERIFY(!QFile::exists(path));
}

QTEST_MAIN(TestReviewExport)
#include "tst_review_export.moc"
