// The printed diagram drawn on an image: the 81 squares' grid where the geometry puts it, pieces inked on
// their squares and nothing on the empty ones, the second player's pieces turned round, and the hands.
#include "board/DiagramPainter.h"
#include "rules/Sfen.h"

#include <QFontDatabase>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QTest>

using namespace shogi;

namespace {

bool dark(QRgb pixel) {
    return qGray(pixel) < 128;
}

// How much ink a region holds (the sum of darkness over its pixels).
double ink(const QImage& image, const QRect& region) {
    double sum = 0;
    for (int y = region.top(); y <= region.bottom(); ++y)
        for (int x = region.left(); x <= region.right(); ++x)
            sum += 255 - qGray(image.pixel(x, y));
    return sum;
}

// The inside of a square, clear of the grid lines.
QRect inside(const QRectF& squares, const Variant& v, int file, int rank) {
    const double w = squares.width() / v.files, h = squares.height() / v.ranks;
    const QRectF cell(squares.left() + (v.files - 1 - file) * w, squares.top() + rank * h, w, h);
    return cell.adjusted(w * 0.12, h * 0.12, -w * 0.12, -h * 0.12).toRect();
}

Position fromSfen(const char* text) {
    auto parsed = sfen::parse(text);
    if (!parsed) qFatal("bad SFEN in the test");
    return parsed.value();
}

} // namespace

class TestDiagramPainter : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void gridOfEightyOneSquares();
    void piecesOnTheirSquares();
    void secondPlayerTurnedRound();
    void hands();
    void fitsAnyArea();

private:
    QImage render(const Position& position, QRectF* squares, QSize size = QSize(900, 1100));
};

void TestDiagramPainter::initTestCase() {
    // The machine may have no Japanese font: the application's bundled one draws the kanji here too.
    QVERIFY(QFontDatabase::addApplicationFont(
                QStringLiteral(SHOGIBAN_SOURCE_DIR "/resources/fonts/ShogibanJP.otf")) >= 0);
    QFont font(QFontDatabase::applicationFontFamilies(0).value(0));
    QGuiApplication::setFont(font);
}

QImage TestDiagramPainter::render(const Position& position, QRectF* squares, QSize size) {
    QImage image(size, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    DiagramPainter diagram(position);
    diagram.setSideLabels(QStringLiteral("▲先手"), QStringLiteral("△後手"));
    *squares = diagram.paint(painter, QRectF(QPointF(0, 0), size));
    return image;
}

void TestDiagramPainter::gridOfEightyOneSquares() {
    QRectF squares;
    const QImage image = render(Position(), &squares); // an empty board: only the grid
    QVERIFY(squares.width() > 500);
    // Ten vertical and ten horizontal lines, each dark where the geometry puts it (within a pixel: the lines
    // are thin and antialiased), with white between.
    const double w = squares.width() / 9, h = squares.height() / 9;
    auto darkNear = [&](double x, double y, bool vertical) {
        for (int d = -1; d <= 1; ++d) {
            const int px = qBound(0, int(std::lround(x)) + (vertical ? d : 0), image.width() - 1);
            const int py = qBound(0, int(std::lround(y)) + (vertical ? 0 : d), image.height() - 1);
            if (dark(image.pixel(px, py))) return true;
        }
        return false;
    };
    for (int i = 0; i <= 9; ++i)
        for (int j = 0; j < 9; ++j) {
            QVERIFY2(darkNear(squares.left() + i * w, squares.top() + (j + 0.5) * h, true),
                     qPrintable(QString("file line %1").arg(i)));
            QVERIFY2(darkNear(squares.left() + (j + 0.5) * w, squares.top() + i * h, false),
                     qPrintable(QString("rank line %1").arg(i)));
        }
    // Every square's inside is white: 81 empty squares.
    for (int f = 0; f < 9; ++f)
        for (int r = 0; r < 9; ++r)
            QCOMPARE(ink(image, inside(squares, Position().variant(), f, r)), 0.0);
}

void TestDiagramPainter::piecesOnTheirSquares() {
    QRectF squares;
    const Position start = fromSfen("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
    const QImage image = render(start, &squares);
    const Variant& v = start.variant();
    for (int f = 0; f < 9; ++f)
        for (int r = 0; r < 9; ++r) {
            const bool occupied = start.pieceOn(makeSquare(f, r)) != NoPiece;
            const double inked = ink(image, inside(squares, v, f, r));
            QVERIFY2(occupied ? inked > 0 : inked == 0,
                     qPrintable(QString("square %1%2").arg(f + 1).arg(r + 1)));
        }
    // 2八 holds Black's rook, 8八 the bishop, 2二 White's bishop, 8二 the rook (not the other way round).
    QVERIFY(ink(image, inside(squares, v, 1, 7)) > 0);
    QCOMPARE(ink(image, inside(squares, v, 1, 1)) > 0, true);
    QCOMPARE(ink(image, inside(squares, v, 2, 1)), 0.0);
}

void TestDiagramPainter::secondPlayerTurnedRound() {
    // A black and a white knight: the white one is the black one turned 180° about its square's centre.
    QRectF squares;
    const Position pos = fromSfen("4k4/9/9/9/2n3N2/9/9/9/4K4 b - 1");
    const QImage image = render(pos, &squares);
    const QImage black = image.copy(inside(squares, pos.variant(), 2, 4)); // 3五, Black's
    const QImage white = image.copy(inside(squares, pos.variant(), 6, 4)); // 7五, White's
    QCOMPARE(black.size(), white.size());
    auto difference = [](const QImage& a, const QImage& b) {
        double d = 0;
        for (int y = 0; y < a.height(); ++y)
            for (int x = 0; x < a.width(); ++x)
                d += std::abs(qGray(a.pixel(x, y)) - qGray(b.pixel(x, y)));
        return d;
    };
    const double upright = difference(black, white);
    const double turned = difference(black.mirrored(true, true), white);
    QVERIFY2(turned * 3 < upright, qPrintable(QString("turned %1, upright %2").arg(turned).arg(upright)));
}

void TestDiagramPainter::hands() {
    const Position pos = fromSfen("4k4/9/9/9/9/9/9/9/4K4 b RB3P2g 1");
    DiagramPainter diagram(pos);
    diagram.setSideLabels(QStringLiteral("▲先手"), QStringLiteral("△後手"));
    QCOMPARE(diagram.handText(Color::Black), QStringLiteral("▲先手 in hand: 飛 角 歩3"));
    QCOMPARE(diagram.handText(Color::White), QStringLiteral("△後手 in hand: 金2"));
    diagram.setKanjiCounts(true);
    QCOMPARE(diagram.handText(Color::Black), QStringLiteral("▲先手 in hand: 飛 角 歩三"));
    QCOMPARE(DiagramPainter(fromSfen("4k4/9/9/9/9/9/9/9/4K4 b - 1")).handText(Color::White),
             QStringLiteral("△ in hand: none"));
    QCOMPARE(DiagramPainter::pieceText(ProSilver), QStringLiteral("全"));
    QCOMPARE(DiagramPainter::pieceText(Dragon), QStringLiteral("龍"));
    QCOMPARE(DiagramPainter::pieceText(King, Color::White), QStringLiteral("王"));
    QCOMPARE(DiagramPainter::pieceText(King, Color::Black), QStringLiteral("玉"));

    // Drawn: White's hand above the board, Black's below.
    QRectF squares;
    const QImage image = render(pos, &squares);
    QVERIFY(ink(image, QRect(0, 0, image.width(), int(squares.top()) - 60)) > 0);
    QVERIFY(ink(image, QRect(0, int(squares.bottom()) + 6, image.width(),
                             image.height() - int(squares.bottom()) - 6)) > 0);
}

void TestDiagramPainter::fitsAnyArea() {
    // Wide or tall, the diagram stays inside the area and keeps its aspect.
    for (QSize size : {QSize(1600, 500), QSize(400, 1500)}) {
        QRectF squares;
        render(Position(), &squares, size);
        QVERIFY(QRectF(QPointF(0, 0), size).adjusted(-0.5, -0.5, 0.5, 0.5).contains(squares));
        QVERIFY(std::abs(squares.height() / squares.width() - 1.1) < 0.01);
    }
}

QTEST_MAIN(TestDiagramPainter)
#include "tst_diagrampainter.moc"
