// PV text: ShogiHome's #読み筋 written exactly as tsshogi's formatPV writes it, and the Japanese and CSA PVs of
// ShogiHome, ShogiGUI and Floodgate read back into moves, stopping at the first move that is not legal.
#include "AnalysisTestUtil.h"
#include "analysis/PvText.h"

using namespace shogi;
using namespace analysistest;

class TestPvText : public QObject {
    Q_OBJECT
private slots:
    void format_data() {
        QTest::addColumn<QString>("sfen");
        QTest::addColumn<QString>("before"); // moves played to reach the position
        QTest::addColumn<QString>("pv");
        QTest::addColumn<QString>("expected");
        QTest::newRow("opening") << kStart << ""
                                 << "7g7f 3c3d 2g2f"
                                 << "▲７六歩△３四歩▲２六歩";
        // The first move is never 同, even when it recaptures: a reader starts from the position alone.
        QTest::newRow("first move recaptures") << kStart << "7g7f 3c3d 2g2f 8c8d 2f2e 8d8e 2e2d"
                                               << "2c2d 2h2d"
                                               << "△２四歩▲同　飛";
        QTest::newRow("same, two-character piece") << "4k4/9/4p4/4P4/4+S4/9/9/9/4K4 w - 1"
                                                   << ""
                                                   << "5c5d 5e5d"
                                                   << "△５四歩▲同　成銀";
        QTest::newRow("promotion and drop") << kStart << "7g7f 3c3d"
                                            << "8h2b+ 3a2b B*4e"
                                            << "▲２二角成△同　銀▲４五角";
        QTest::newRow("declined promotion") << "4k4/9/9/9/9/9/9/9/4K2B1 b - 1"
                                            << ""
                                            << "2i6e 5a4a 6e3b"
                                            << "▲６五角△４一玉▲３二角不成";
        QTest::newRow("empty") << kStart << ""
                               << ""
                               << "";
    }
    void format() {
        QFETCH(QString, sfen);
        QFETCH(QString, before);
        QFETCH(QString, pv);
        QFETCH(QString, expected);
        QCOMPARE(analysis::formatPv(position(sfen, before), usiMoves(pv)), expected);
    }

    void parseJapanese_data() {
        QTest::addColumn<QString>("before");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("ShogiHome") << ""
                                   << "▲７六歩△３四歩▲２六歩"
                                   << "7g7f 3c3d 2g2f";
        QTest::newRow("spaces, ☗☖ marks") << ""
                                          << "☗７六歩 ☖３四歩"
                                          << "7g7f 3c3d";
        QTest::newRow("ShogiGUI origins") << ""
                                          << "▲７六歩(77) △３四歩(33) ▲２二角成(88)"
                                          << "7g7f 3c3d 8h2b+";
        QTest::newRow("same") << ""
                              << "▲７六歩△３四歩▲２二角成△同　銀"
                              << "7g7f 3c3d 8h2b+ 3a2b";
        QTest::newRow("same without a space") << ""
                                              << "▲７六歩△３四歩▲２二角成△同銀"
                                              << "7g7f 3c3d 8h2b+ 3a2b";
        QTest::newRow("first move 同 refers to the last move") << "7g7f 3c3d 8h2b+"
                                                               << "△同　銀▲４五角打"
                                                               << "3a2b B*4e";
        QTest::newRow("an illegal move ends the line") << ""
                                                       << "▲７六歩△７六歩▲２六歩"
                                                       << "7g7f";
        QTest::newRow("garbage ends the line") << ""
                                               << "▲７六歩△ほげ"
                                               << "7g7f";
        QTest::newRow("wrong side first") << ""
                                          << "△３四歩"
                                          << "";
        QTest::newRow("unmarked single move") << ""
                                              << "７六歩"
                                              << "7g7f";
        QTest::newRow("nothing") << ""
                                 << ""
                                 << "";
    }
    void parseJapanese() {
        QFETCH(QString, before);
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QCOMPARE(usiText(analysis::parseJapanesePv(position(kStart, before), text)), expected);
    }

    void parseCsa_data() {
        QTest::addColumn<QString>("before");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("Floodgate") << "7g7f"
                                   << "-3334FU +8822UM -3122GI +0045KA"
                                   << "3c3d 8h2b+ 3a2b B*4e";
        QTest::newRow("declined promotion stays") << ""
                                                  << "+7776FU -3334FU +8822KA"
                                                  << "7g7f 3c3d 8h2b";
        QTest::newRow("wrong side") << ""
                                    << "-3334FU"
                                    << "";
        QTest::newRow("illegal stops") << ""
                                       << "+7776FU -3334FU +7675FU +7574FU"
                                       << "7g7f 3c3d 7f7e";
        QTest::newRow("not a move") << ""
                                    << "+7776FU #123"
                                    << "7g7f";
    }
    void parseCsa() {
        QFETCH(QString, before);
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QCOMPARE(usiText(analysis::parseCsaPv(position(kStart, before), text)), expected);
    }

    // What formatPv writes, parseJapanesePv reads back, over whole lines of real play.
    void roundTrip() {
        const auto line =
            usiMoves(QStringLiteral("7g7f 3c3d 8h2b+ 3a2b B*4e 8b3b 4e3d 3b3d 2g2f B*5e 2f2e 5e9i+"));
        const Position pos = position(kStart);
        QCOMPARE(usiText(analysis::parseJapanesePv(pos, analysis::formatPv(pos, line))), usiText(line));
    }
};

QTEST_GUILESS_MAIN(TestPvText)
#include "tst_pvtext.moc"
