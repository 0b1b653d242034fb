// BOD diagrams: every position of random games (hands, promoted pieces, each handicap, White to move)
// written and read back the same; a diagram as players paste it (a title and 手数＝ around it); broken ones.
#include "RandomGames.h"
#include "formats/Bod.h"
#include "rules/Sfen.h"

#include <QTest>

using namespace shogi;

class TestBod : public QObject {
    Q_OBJECT
private slots:
    void roundTripRandomPositions();
    void evenPositionText();
    void pastedDiagram();
    void errors_data();
    void errors();
};

void TestBod::roundTripRandomPositions() {
    testing::RandomGames games(2024);
    int positions = 0, withHands = 0, whiteToMove = 0;
    for (int g = 0; g < 120; ++g) {
        const GameRecord r = games.next();
        Position pos = r.startPosition();
        const auto check = [&](const Position& p) {
            const auto read = readBod(writeBod(p));
            QVERIFY2(read.ok(), read.ok() ? "" : read.error().describe().c_str());
            QCOMPARE(sfen::formatWithoutMoveNumber(*read), sfen::formatWithoutMoveNumber(p));
            ++positions;
            withHands += sfen::formatWithoutMoveNumber(p).back() != '-';
            whiteToMove += p.sideToMove() == Color::White;
        };
        check(pos);
        for (const RecordNode* n : r.mainLine()) {
            if (n->isSpecial()) break;
            pos.doMove(n->move);
            check(pos);
            if (QTest::currentTestFailed()) return;
        }
    }
    QVERIFY(positions > 2000);
    QVERIFY(withHands > 500);
    QVERIFY(whiteToMove > 1000);
}

void TestBod::evenPositionText() {
    const Position start = *sfen::parse("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
    const QString text = writeBod(start);
    QVERIFY(text.startsWith(QStringLiteral("後手の持駒：なし\n  ９ ８ ７ ６ ５ ４ ３ ２ １\n")));
    QVERIFY(text.contains(QStringLiteral("|v香v桂v銀v金v玉v金v銀v桂v香|一\n")));
    QVERIFY(text.endsWith(QStringLiteral("+---------------------------+\n先手の持駒：なし\n")));
}

void TestBod::pastedDiagram() {
    // As Kifu for Windows copies a position, with a forum post's line before it.
    const QString text = QStringLiteral("次の一手は？\r\n"
                                        "後手の持駒：角　\r\n"
                                        "  ９ ８ ７ ６ ５ ４ ３ ２ １\r\n"
                                        "+---------------------------+\r\n"
                                        "|v香v桂v銀v金v玉v金v銀v桂v香|一\r\n"
                                        "| ・v飛 ・ ・ ・ ・ ・ ・ ・|二\r\n"
                                        "|v歩 ・v歩v歩v歩v歩v歩v歩v歩|三\r\n"
                                        "| ・v歩 ・ ・ ・ ・ ・ ・ ・|四\r\n"
                                        "| ・ ・ ・ ・ ・ ・ ・ ・ ・|五\r\n"
                                        "| ・ ・ 歩 ・ ・ ・ ・ ・ ・|六\r\n"
                                        "| 歩 歩 ・ 歩 歩 歩 歩 歩 歩|七\r\n"
                                        "| ・ ・ ・ ・ ・ ・ ・ 飛 ・|八\r\n"
                                        "| 香 桂 銀 金 玉 金 銀 桂 香|九\r\n"
                                        "+---------------------------+\r\n"
                                        "先手の持駒：角\r\n"
                                        "後手番\r\n"
                                        "手数＝10  ▲７六歩  まで\r\n");
    const auto pos = readBod(text);
    QVERIFY2(pos.ok(), pos.ok() ? "" : pos.error().describe().c_str());
    QCOMPARE(sfen::format(*pos),
             std::string("lnsgkgsnl/1r7/p1ppppppp/1p7/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w Bb 11"));
}

void TestBod::errors_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("error");
    QTest::newRow("no diagram") << QStringLiteral("7g7f 3c3d") << QStringLiteral("no board diagram");
    QTest::newRow("short row") << QStringLiteral("後手の持駒：なし\n|v香v桂|一\n")
                               << QStringLiteral("line 2: ");
    QTest::newRow("bad hand") << QStringLiteral("後手の持駒：象\n") << QStringLiteral("line 1: ");
}

void TestBod::errors() {
    QFETCH(QString, text);
    QFETCH(QString, error);
    const auto pos = readBod(text);
    QVERIFY(!pos.ok());
    QVERIFY2(QString::fromStdString(pos.error().describe()).contains(error), pos.error().describe().c_str());
}

QTEST_GUILESS_MAIN(TestBod)
#include "tst_bod.moc"
