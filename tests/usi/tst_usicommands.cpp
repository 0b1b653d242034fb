// What the GUI side writes: position with the whole history, go for every mix of main time, byoyomi and
// increment (read from a running clock), go ponder/infinite/mate, gameover; and the score turned to
// Black's view in its one place.
#include "rules/Sfen.h"
#include "rules/Usi.h"
#include "usi/Commands.h"
#include "usi/Score.h"
#include "usi/SearchInfo.h"

#include <QTest>

Q_DECLARE_METATYPE(shogi::TimeControl)

using namespace shogi;
using namespace shogi::usi;

namespace {

Score score(const std::string& text) {
    return *parseInfo("info score " + text)->score;
}

std::vector<Move> moves(const Position& start, std::initializer_list<const char*> texts) {
    std::vector<Move> out;
    for (const char* t : texts)
        out.push_back(*parseMove(t, start.variant()));
    return out;
}

} // namespace

class TestUsiCommands : public QObject {
    Q_OBJECT
private slots:
    void positionStartpos();
    void positionSfen();
    void positionSmallBoard();
    void goFromClock_data();
    void goFromClock();
    void goForms();
    void gameOver();
    void scoreToBlackView_data();
    void scoreToBlackView();
};

void TestUsiCommands::positionStartpos() {
    const Position start = *sfen::parse(Variant::get(VariantKind::Standard).startSfen);
    QCOMPARE(positionCommand(start, {}), std::string("position startpos"));
    QCOMPARE(positionCommand(start, moves(start, {"7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"})),
             std::string("position startpos moves 7g7f 3c3d 8h2b+ 3a2b B*4e"));
}

void TestUsiCommands::positionSfen() {
    const std::string lance = "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1";
    const Position start = *sfen::parse(lance);
    QCOMPARE(positionCommand(start, moves(start, {"5a4b", "7g7f"})),
             "position sfen " + lance + " moves 5a4b 7g7f");
}

void TestUsiCommands::positionSmallBoard() {
    // Engines are told the board by an option; the position still says it in full.
    const Position start =
        *sfen::parse(Variant::get(VariantKind::Minishogi).startSfen, VariantKind::Minishogi);
    QCOMPARE(positionCommand(start, moves(start, {"2e3d"})),
             std::string("position sfen rbsgk/4p/5/P4/KGSBR b - 1 moves 2e3d"));
}

void TestUsiCommands::goFromClock_data() {
    QTest::addColumn<TimeControl>("control");
    QTest::addColumn<int>("blackThinks"); // ms Black spends on its first move
    QTest::addColumn<int>("whiteThinks"); // ms White has spent on its current move when asked
    QTest::addColumn<QString>("go");
    QTest::newRow("fixed byoyomi") << TimeControl::byoyomi(0, 1000) << 700 << 0
                                   << "go btime 0 wtime 0 byoyomi 1000";
    QTest::newRow("main only") << TimeControl::suddenDeath(60000) << 1500 << 0
                               << "go btime 58500 wtime 60000 byoyomi 0";
    QTest::newRow("main + byoyomi") << TimeControl::byoyomi(10000, 3000) << 4000 << 0
                                    << "go btime 6000 wtime 10000 byoyomi 3000";
    QTest::newRow("main used up, in byoyomi")
        << TimeControl::byoyomi(1000, 3000) << 2500 << 0 << "go btime 0 wtime 1000 byoyomi 3000";
    QTest::newRow("Fischer") << TimeControl::fischer(30000, 2000) << 5000 << 0
                             << "go btime 27000 wtime 30000 binc 2000 winc 2000";
    QTest::newRow("Fischer, no increment")
        << TimeControl::fischer(30000, 0) << 5000 << 0 << "go btime 25000 wtime 30000 byoyomi 0";
}

void TestUsiCommands::goFromClock() {
    QFETCH(TimeControl, control);
    QFETCH(int, blackThinks);
    QFETCH(int, whiteThinks);
    QFETCH(QString, go);
    Clock clock(control);
    clock.start(Color::Black, 0);
    clock.moveMade(blackThinks); // White's turn starts here
    QCOMPARE(QString::fromStdString(goCommand(GoLimits::fromClock(clock, blackThinks + whiteThinks))), go);
}

void TestUsiCommands::goForms() {
    QCOMPARE(goCommand(GoLimits::fixedPerMove(200)), std::string("go btime 0 wtime 0 byoyomi 200"));
    QCOMPARE(goPonderCommand({5000, 4000, 1000, 0, 0}),
             std::string("go ponder btime 5000 wtime 4000 byoyomi 1000"));
    QCOMPARE(goInfiniteCommand(), std::string("go infinite"));
    QCOMPARE(goMateCommand(std::nullopt), std::string("go mate infinite"));
    QCOMPARE(goMateCommand(10000), std::string("go mate 10000"));
    for (const std::string& go : {goCommand({1, 2, 3, 0, 0}), goCommand({1, 2, 0, 4, 5})})
        QVERIFY(go.find("movetime") == std::string::npos);
}

void TestUsiCommands::gameOver() {
    QCOMPARE(gameOverCommand(GameOver::Win), std::string("gameover win"));
    QCOMPARE(gameOverCommand(GameOver::Lose), std::string("gameover lose"));
    QCOMPARE(gameOverCommand(GameOver::Draw), std::string("gameover draw"));
}

void TestUsiCommands::scoreToBlackView_data() {
    QTest::addColumn<QString>("engine"); // from the side to move
    QTest::addColumn<bool>("whiteToMove");
    QTest::addColumn<QString>("black");
    QTest::newRow("Black to move: unchanged") << "cp 120 lowerbound" << false << "cp 120 lowerbound";
    QTest::newRow("White ahead") << "cp 120" << true << "cp -120";
    QTest::newRow("White behind") << "cp -35" << true << "cp 35";
    QTest::newRow("White's lower bound is Black's upper")
        << "cp 50 lowerbound" << true << "cp -50 upperbound";
    QTest::newRow("White's upper bound is Black's lower")
        << "cp 50 upperbound" << true << "cp -50 lowerbound";
    QTest::newRow("White mates") << "mate 5" << true << "mate -5";
    QTest::newRow("White is mated") << "mate -4" << true << "mate 4";
    QTest::newRow("White mates, length unknown") << "mate +" << true << "mate -";
    QTest::newRow("Black mates") << "mate 3" << false << "mate 3";
}

void TestUsiCommands::scoreToBlackView() {
    QFETCH(QString, engine);
    QFETCH(bool, whiteToMove);
    QFETCH(QString, black);
    QCOMPARE(QString::fromStdString(
                 format(toBlackView(score(engine.toStdString()), whiteToMove ? Color::White : Color::Black))),
             black);
}

QTEST_APPLESS_MAIN(TestUsiCommands)
#include "tst_usicommands.moc"
