// The built-in openings of each board are legal and leave a game to play; opening lists read every form
// of line and name the line of a mistake.
#include "match/MatchRunner.h"
#include "match/Opening.h"
#include "rules/Sfen.h"
#include "rules/Usi.h"

#include <QTest>

#include <set>

using namespace shogi;
using namespace shogi::match;

Q_DECLARE_METATYPE(shogi::VariantKind)

class TestOpenings : public QObject {
    Q_OBJECT
private slots:
    void builtin_data();
    void builtin();
    void lineForms_data();
    void lineForms();
    void fileWithComments();
    void errors_data();
    void errors();
    void order();
};

void TestOpenings::builtin_data() {
    QTest::addColumn<VariantKind>("variant");
    QTest::addColumn<int>("atLeast");
    QTest::newRow("standard") << VariantKind::Standard << 8;
    QTest::newRow("gorogoro") << VariantKind::Gorogoro << 3;
    QTest::newRow("minishogi") << VariantKind::Minishogi << 3;
}

void TestOpenings::builtin() {
    QFETCH(VariantKind, variant);
    QFETCH(int, atLeast);
    const auto openings = builtinOpenings(variant);
    QVERIFY(int(openings.size()) >= atLeast);
    std::set<std::string> seen;
    for (const Opening& o : openings) {
        QCOMPARE(o.start.variant().kind, variant);
        QVERIFY2(seen.insert(o.text).second, o.text.c_str()); // no opening twice
        // parseOpening already refuses illegal moves and finished games; here: from the board's start,
        // and an even number of plies so Black is to move in every one.
        QCOMPARE(sfen::format(o.start), std::string(Variant::get(variant).startSfen));
        QCOMPARE(o.moves.size() % 2, std::size_t(0));
    }
}

void TestOpenings::lineForms_data() {
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("start");
    QTest::addColumn<int>("moves");
    const QString even = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
    QTest::newRow("startpos") << "startpos" << even << 0;
    QTest::newRow("startpos moves") << "startpos moves 7g7f 3c3d" << even << 2;
    QTest::newRow("position startpos moves") << "position startpos moves 2g2f" << even << 1;
    QTest::newRow("sfen") << "sfen " + even + " moves 7g7f" << even << 1;
    QTest::newRow("position sfen") << "position sfen " + even << even << 0;
    QTest::newRow("bare sfen") << even + " moves 2g2f 8c8d" << even << 2;
    QTest::newRow("sfen without move number")
        << "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - moves 7g7f" << even << 1;
    QTest::newRow("handicap, White first")
        << "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1 moves 5a4b"
        << "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1" << 1;
}

void TestOpenings::lineForms() {
    QFETCH(QString, line);
    QFETCH(QString, start);
    QFETCH(int, moves);
    const auto opening = parseOpening(line.toStdString(), VariantKind::Standard);
    QVERIFY2(opening.ok(), opening.ok() ? "" : opening.error().message.c_str());
    QCOMPARE(QString::fromStdString(sfen::format(opening->start)), start);
    QCOMPARE(int(opening->moves.size()), moves);
}

void TestOpenings::fileWithComments() {
    const auto list =
        parseOpenings("# two openings\n\nstartpos moves 7g7f 3c3d\r\n   \n  # indented comment\n"
                      "startpos moves 2g2f 8c8d\n",
                      VariantKind::Standard);
    QVERIFY(list.ok());
    QCOMPARE(list->size(), std::size_t(2));
    QCOMPARE(usi::format(list->at(1).moves[1]), std::string("8c8d"));
    const auto small = parseOpenings("startpos moves 2e3d\n", VariantKind::Minishogi);
    QVERIFY(small.ok());
    QCOMPARE(small->front().start.variant().kind, VariantKind::Minishogi);
}

void TestOpenings::errors_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    QTest::newRow("empty") << "# nothing\n\n"
                           << "no openings";
    QTest::newRow("bad sfen") << "startpos\nlnsgkgsnl/9 b - 1\n"
                              << "line 2: invalid SFEN";
    QTest::newRow("illegal move") << "startpos moves 7g7f 3c3d 7f7d\n"
                                  << "line 1: move 3 '7f7d' is";
    QTest::newRow("not a move") << "startpos moves 7g7f xx\n"
                                << "line 1: move 2:";
    QTest::newRow("word instead of moves") << "startpos then 7g7f\n"
                                           << "line 1: 'moves' expected";
    QTest::newRow("mate already") << "8k/8G/8P/9/9/9/9/9/4K4 w - 1\n"
                                  << "line 1: the game is already over";
}

void TestOpenings::errors() {
    QFETCH(QString, text);
    QFETCH(QString, message);
    const auto list = parseOpenings(text.toStdString(), VariantKind::Standard);
    QVERIFY(!list.ok());
    QVERIFY2(QString::fromStdString(list.error().describe()).contains(message),
             list.error().describe().c_str());
}

void TestOpenings::order() {
    QCOMPARE(openingOrder(4, std::nullopt), (std::vector<int>{0, 1, 2, 3}));
    const auto shuffled = openingOrder(10, 7u);
    QCOMPARE(shuffled, openingOrder(10, 7u)); // a seed gives one order
    QVERIFY(shuffled != openingOrder(10, std::nullopt));
    QCOMPARE(std::set<int>(shuffled.begin(), shuffled.end()).size(), std::size_t(10));
}

QTEST_APPLESS_MAIN(TestOpenings)
#include "tst_openings.moc"
