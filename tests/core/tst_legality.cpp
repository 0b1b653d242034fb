// The reason given for each kind of refused move (the app translates these for the status bar).
#include "rules/Legality.h"
#include "rules/Sfen.h"
#include "rules/Usi.h"

#include <QTest>

using namespace shogi;

Q_DECLARE_METATYPE(IllegalReason)

class TestLegality : public QObject {
    Q_OBJECT
private slots:
    void reasons_data();
    void reasons();
    void everyReasonHasText();
};

void TestLegality::reasons_data() {
    QTest::addColumn<QString>("sfen");
    QTest::addColumn<QString>("move");
    QTest::addColumn<IllegalReason>("reason");
    const QString start = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
    QTest::newRow("legal") << start << "7g7f" << IllegalReason::None;
    QTest::newRow("empty origin") << start << "5e5d" << IllegalReason::NoPieceToMove;
    QTest::newRow("opponent's piece") << start << "3c3d" << IllegalReason::NotYourPiece;
    QTest::newRow("not in hand") << start << "P*5e" << IllegalReason::NotInHand;
    QTest::newRow("pawn backwards") << start << "7g7h" << IllegalReason::CannotMoveThere;
    QTest::newRow("own piece there") << start << "9i9g" << IllegalReason::OwnPieceThere;
    QTest::newRow("jump over") << start << "8h6f" << IllegalReason::CannotMoveThere;
    QTest::newRow("rook blocked") << start << "2h2c" << IllegalReason::CannotMoveThere;
    QTest::newRow("drop on piece") << "4k4/9/9/9/9/9/9/9/4K4 b G 1"
                                   << "G*5i" << IllegalReason::DropOnOccupied;
    QTest::newRow("nifu") << "4k4/9/9/9/9/9/4P4/9/4K4 b P 1"
                          << "P*5c" << IllegalReason::Nifu;
    QTest::newRow("uchifuzume") << "kn7/9/1G7/9/9/9/9/9/8K b P 1"
                                << "P*9b" << IllegalReason::Uchifuzume;
    QTest::newRow("dead lance drop") << "4k4/9/9/9/9/9/9/9/4K4 b L 1"
                                     << "L*3a" << IllegalReason::DeadDrop;
    QTest::newRow("must promote") << "4k4/P8/9/9/9/9/9/9/4K4 b - 1"
                                  << "9b9a" << IllegalReason::MustPromote;
    QTest::newRow("promote outside zone") << start << "7g7f+" << IllegalReason::CannotPromote;
    QTest::newRow("into check") << "k4r3/9/9/9/9/9/9/9/4K4 b - 1"
                                << "5i4i" << IllegalReason::KingLeftInCheck;
    QTest::newRow("ignores check") << "k3r4/9/9/9/9/9/9/9/4K1G2 b - 1"
                                   << "3i3h" << IllegalReason::KingLeftInCheck;
    QTest::newRow("minishogi blocked") << "rbsgk/4p/5/P4/KGSBR b - 1"
                                       << "5e5d" << IllegalReason::OwnPieceThere;
}

void TestLegality::reasons() {
    QFETCH(QString, sfen);
    QFETCH(QString, move);
    QFETCH(IllegalReason, reason);
    const VariantKind v = sfen.count('/') == 4 ? VariantKind::Minishogi : VariantKind::Standard;
    auto pos = sfen::parse(sfen.toStdString(), v);
    QVERIFY(pos.ok());
    auto m = usi::parseMove(move.toStdString(), pos->variant());
    QVERIFY(m.ok());
    QCOMPARE(explainMove(*pos, *m), reason);
}

void TestLegality::everyReasonHasText() {
    for (int r = int(IllegalReason::None); r <= int(IllegalReason::KingLeftInCheck); ++r)
        QVERIFY(QByteArray(describe(IllegalReason(r))).size() > 4);
}

QTEST_GUILESS_MAIN(TestLegality)
#include "tst_legality.moc"
