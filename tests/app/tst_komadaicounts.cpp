// The counts of the pieces in hand on the komadai: the largest a set allows (18 pawns, 4 of the generals,
// knights and lances, 2 rooks and bishops on the 9×9 board; the small boards' sets) stand right of their
// piece, inside their slot and the komadai with a margin, clear of the piece's sprite, in every piece style,
// while playing and in the position editor, in a window of 800×600 as in a large one.
#include "board/BoardView.h"
#include "board/KomadaiItem.h"
#include "board/PieceItem.h"
#include "rules/Sfen.h"

#include <QGraphicsScene>
#include <QTest>

using namespace shogi;

Q_DECLARE_METATYPE(PieceStyle)
Q_DECLARE_METATYPE(VariantKind)

class TestKomadaiCounts : public QObject {
    Q_OBJECT
private slots:
    void countsFitTheKomadai_data();
    void countsFitTheKomadai();
};

void TestKomadaiCounts::countsFitTheKomadai_data() {
    QTest::addColumn<PieceStyle>("style");
    QTest::addColumn<QString>("sfen");
    QTest::addColumn<VariantKind>("variant");
    QTest::addColumn<QSize>("window");
    const QString all = QStringLiteral("4k4/9/9/9/9/9/9/9/4K4 b 2R2B4G4S4N4L18P 1");
    const QString theirs = QStringLiteral("4k4/9/9/9/9/9/9/9/4K4 b 2r2b4g4s4n4l18p 1");
    const struct {
        const char* name;
        PieceStyle style;
    } styles[] = {{"kanji", PieceStyle::Kanji},
                  {"kanji two characters", PieceStyle::KanjiTwoChar},
                  {"western", PieceStyle::Western},
                  {"beginner", PieceStyle::Beginner}};
    for (const auto& s : styles)
        for (QSize window : {QSize(800, 600), QSize(1600, 1000)}) {
            const QByteArray size = QByteArray::number(window.width());
            QTest::newRow(QByteArray(s.name) + " black " + size)
                << s.style << all << VariantKind::Standard << window;
            QTest::newRow(QByteArray(s.name) + " white " + size)
                << s.style << theirs << VariantKind::Standard << window;
        }
    QTest::newRow("minishogi") << PieceStyle::Kanji << QStringLiteral("4k/5/5/5/K4 b 2R2B2G2S2P 1")
                               << VariantKind::Minishogi << QSize(800, 600);
    QTest::newRow("gorogoro") << PieceStyle::Western << QStringLiteral("2k2/5/5/5/5/2K2 b 4G4S6P 1")
                              << VariantKind::Gorogoro << QSize(800, 600);
}

void TestKomadaiCounts::countsFitTheKomadai() {
    QFETCH(PieceStyle, style);
    QFETCH(QString, sfen);
    QFETCH(VariantKind, variant);
    QFETCH(QSize, window);
    auto pos = sfen::parse(sfen.toStdString(), variant);
    QVERIFY2(pos.ok(), pos ? "" : pos.error().describe().c_str());
    BoardView view;
    view.resize(window);
    view.setPieceStyle(style, QStringLiteral("en"));
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    for (bool editing : {false, true}) {
        view.setEditing(editing);
        if (editing)
            view.setEditedPosition(*pos);
        else
            view.setPosition(*pos);
        const Color side = pos->hand(Color::Black).empty() ? Color::White : Color::Black;
        KomadaiItem* komadai = view.komadai(side);
        const QRectF tray(0, KomadaiItem::PlateHeight + KomadaiItem::PlateGap, KomadaiItem::Width,
                          KomadaiItem::Rows * KomadaiItem::SlotHeight + 2 * KomadaiItem::TrayPadding);
        int counted = 0;
        for (PieceType pt : komadai->kinds()) {
            const QRectF count = komadai->countTextRect(pt);
            if (pos->hand(side).count(pt) < 2 && !editing) {
                QVERIFY(count.isNull());
                continue;
            }
            ++counted;
            const QByteArray what = QByteArray(editing ? "editing, " : "") + "count of kind " +
                                    QByteArray::number(int(pt)) + " at " + QByteArray::number(count.left()) +
                                    ".." + QByteArray::number(count.right());
            QVERIFY2(!count.isEmpty(), what.constData());
            const qreal m = KomadaiItem::CountMargin;
            QVERIFY2(tray.adjusted(m, m, -m, -m).contains(count), what.constData());
            // Clear of the piece it counts and of every other sprite on this komadai.
            for (QGraphicsItem* item : view.scene()->items()) {
                auto* sprite = dynamic_cast<PieceItem*>(item);
                if (!sprite || !sprite->isVisible()) continue;
                const QRectF r = komadai->mapFromScene(sprite->sceneBoundingRect()).boundingRect();
                if (!tray.intersects(r)) continue;
                QVERIFY2(!r.adjusted(-1, 0, 1, 0).intersects(count),
                         (what + " overlaps a sprite").constData());
            }
        }
        QVERIFY(counted >= 3);
    }
}

QTEST_MAIN(TestKomadaiCounts)
#include "tst_komadaicounts.moc"
