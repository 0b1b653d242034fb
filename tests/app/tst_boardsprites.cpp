// The piece sprites the board asks for exist in every style, the kings follow the kanji convention
// (玉 for Black, 王 for White) except in the Western faces, White's sprites are Black's turned 180°,
// and the pixmaps come out at exactly the device size asked for.
#include "board/PieceRenderer.h"

#include <QFile>
#include <QSvgRenderer>
#include <QTest>

#include <cstdlib>

using namespace shogi;

Q_DECLARE_METATYPE(PieceStyle)

class TestBoardSprites : public QObject {
    Q_OBJECT

private slots:
    void everySpriteExists_data();
    void everySpriteExists();
    void kings();
    void whiteIsBlackTurnedAround();
    void pixmapsAtDeviceSize();
    void rankNumeralsExist();
};

void TestBoardSprites::everySpriteExists_data() {
    QTest::addColumn<PieceStyle>("style");
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("directory");
    QTest::newRow("kanji") << PieceStyle::Kanji << "en"
                           << "kanji";
    QTest::newRow("kanji two characters") << PieceStyle::KanjiTwoChar << "es"
                                          << "kanji2";
    QTest::newRow("beginner") << PieceStyle::Beginner << "it"
                              << "beginner";
    QTest::newRow("western en") << PieceStyle::Western << "en"
                                << "western_en";
    QTest::newRow("western es") << PieceStyle::Western << "es"
                                << "western_es";
    QTest::newRow("western it") << PieceStyle::Western << "it"
                                << "western_it";
    QTest::newRow("western ja reads English letters") << PieceStyle::Western << "ja"
                                                      << "western_en";
}

void TestBoardSprites::everySpriteExists() {
    QFETCH(PieceStyle, style);
    QFETCH(QString, language);
    QFETCH(QString, directory);
    PieceRenderer renderer;
    renderer.setStyle(style, language);
    for (int pt = Pawn; pt < PieceTypeCount; ++pt)
        for (Color owner : {Color::Black, Color::White}) {
            const QString path = renderer.spritePath(renderer.code(PieceType(pt), owner));
            QVERIFY2(path.startsWith(":/pieces/" + directory + "/"), qPrintable(path));
            QSvgRenderer svg(path);
            QVERIFY2(svg.isValid(), qPrintable(path));
            QCOMPARE(svg.viewBoxF(), QRectF(0, 0, 100, 110));
        }
}

void TestBoardSprites::kings() {
    PieceRenderer renderer;
    for (PieceStyle style : {PieceStyle::Kanji, PieceStyle::KanjiTwoChar, PieceStyle::Beginner}) {
        renderer.setStyle(style, "en");
        QCOMPARE(renderer.code(King, Color::Black), QStringLiteral("GY"));
        QCOMPARE(renderer.code(King, Color::White), QStringLiteral("OU"));
    }
    renderer.setStyle(PieceStyle::Western, "en");
    QCOMPARE(renderer.code(King, Color::Black), renderer.code(King, Color::White));
    QCOMPARE(renderer.code(Dragon, Color::White), QStringLiteral("RY"));
}

void TestBoardSprites::whiteIsBlackTurnedAround() {
    PieceRenderer renderer;
    const QSize size(50, 55);
    const QImage up = renderer.pixmap(Silver, Color::White, false, size, 1).toImage();
    const QImage down = renderer.pixmap(Silver, Color::White, true, size, 1).toImage();
    // A half turn is a flip on both axes; antialiased edges may differ by a shade.
    const QImage turned = up.mirrored(true, true).convertToFormat(QImage::Format_ARGB32);
    const QImage rotated = down.convertToFormat(QImage::Format_ARGB32);
    QCOMPARE(rotated.size(), turned.size());
    int differing = 0, inked = 0;
    for (int y = 0; y < size.height(); ++y)
        for (int x = 0; x < size.width(); ++x) {
            const QRgb a = rotated.pixel(x, y), b = turned.pixel(x, y);
            inked += qAlpha(a) > 0;
            differing += std::abs(qGray(a) - qGray(b)) > 24 || std::abs(qAlpha(a) - qAlpha(b)) > 24;
        }
    QVERIFY(inked > size.width() * size.height() / 2);
    QVERIFY2(differing < size.width() * size.height() / 100, qPrintable(QString::number(differing)));
    QVERIFY(up != down);
}

void TestBoardSprites::pixmapsAtDeviceSize() {
    PieceRenderer renderer;
    const QPixmap sharp = renderer.pixmap(Rook, Color::Black, false, QSize(120, 132), 2.0);
    QCOMPARE(sharp.size(), QSize(120, 132));
    QCOMPARE(sharp.devicePixelRatio(), 2.0);
    QCOMPARE(sharp.deviceIndependentSize(), QSizeF(60, 66));
}

void TestBoardSprites::rankNumeralsExist() {
    PieceRenderer renderer; // registers the board's resources
    for (int rank = 1; rank <= 9; ++rank) {
        QSvgRenderer svg(QStringLiteral(":/board/rank%1.svg").arg(rank));
        QVERIFY2(svg.isValid(), qPrintable(QString::number(rank)));
    }
}

QTEST_MAIN(TestBoardSprites)
#include "tst_boardsprites.moc"
