// How games end: mate, no legal move, resignation, repetition, perpetual check, impasse, illegal move, time.
#include "rules/Game.h"
#include "rules/Sfen.h"
#include "rules/Usi.h"

#include <QTest>

using namespace shogi;

namespace {

Game gameFrom(const char* text, ImpasseRule rule = ImpasseRule::Points27) {
    auto pos = sfen::parse(text);
    if (!pos) qFatal("bad test SFEN %s", text);
    return Game(*pos, rule);
}

Move usiMove(const Game& g, const char* text) {
    return *usi::parseMove(text, g.position().variant());
}

bool playAll(Game& g, std::initializer_list<const char*> moves) {
    for (const char* m : moves)
        if (!g.play(usiMove(g, m)).accepted) return false;
    return true;
}

} // namespace

class TestGame : public QObject {
    Q_OBJECT
private slots:
    void checkmate();
    void noLegalMoveLoses();
    void resignation();
    void repetitionIsADraw();
    void perpetualCheckLoses();
    void threeOccurrencesAreNotYetRepetition();
    void impasseDeclaration();
    void impasseByTwentyFourPoints();
    void friendlyPolicyRefusesIllegalMove();
    void tournamentPolicyLosesOnIllegalMove();
    void timeLoss();
    void undoReopens();
    void noMoveAfterTheEnd();
};

void TestGame::checkmate() {
    // Gold drop on 5b, guarded by the pawn on 5c: mate.
    Game g = gameFrom("4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
    QVERIFY(playAll(g, {"G*5b"}));
    QCOMPARE(g.result().outcome, Outcome::BlackWins);
    QCOMPARE(g.result().reason, EndReason::Checkmate);
}

void TestGame::noLegalMoveLoses() {
    // White's king on 1a has no move and is not in check; White has nothing else: White loses.
    Game g = gameFrom("8k/6G2/7G1/9/9/9/9/9/K8 b - 1");
    QVERIFY(playAll(g, {"9i9h"}));
    QCOMPARE(g.result().reason, EndReason::NoLegalMoves);
    QCOMPARE(g.result().outcome, Outcome::BlackWins);
}

void TestGame::resignation() {
    Game g = gameFrom("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
    g.resign(Color::Black);
    QCOMPARE(g.result().outcome, Outcome::WhiteWins);
    QCOMPARE(g.result().reason, EndReason::Resignation);
}

void TestGame::repetitionIsADraw() {
    Game g = gameFrom("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
    for (int cycle = 0; cycle < 3; ++cycle) {
        QVERIFY(!g.result().over());
        QVERIFY(playAll(g, {"2h3h", "8b7b", "3h2h", "7b8b"}));
    }
    QCOMPARE(g.repetitionCount(), 4);
    QCOMPARE(g.result().outcome, Outcome::Draw);
    QCOMPARE(g.result().reason, EndReason::Repetition);
}

void TestGame::perpetualCheckLoses() {
    // Black's rook checks from file 1 and file 2 in turn while White's king steps between 1a and 2a.
    Game g = gameFrom("8k/9/9/9/9/9/9/9/K6R1 b - 1");
    for (int cycle = 0; cycle < 3; ++cycle)
        QVERIFY(playAll(g, {"2i1i", "1a2a", "1i2i", "2a1a"}));
    QCOMPARE(g.result().reason, EndReason::PerpetualCheck);
    QCOMPARE(g.result().outcome, Outcome::WhiteWins);
}

void TestGame::threeOccurrencesAreNotYetRepetition() {
    Game g = gameFrom("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
    QVERIFY(playAll(g, {"2h3h", "8b7b", "3h2h", "7b8b", "2h3h", "8b7b", "3h2h", "7b8b"}));
    QCOMPARE(g.repetitionCount(), 3);
    QVERIFY(!g.result().over());
}

void TestGame::impasseDeclaration() {
    // Black: king in the zone, ten pieces there (rook, bishop, four golds, four silvers) and ten pawns: 28.
    Game win = gameFrom("RBGGGGSSS/S3K4/9/9/9/9/9/9/4k4 b 10P8p4l4n 1");
    QCOMPARE(win.declareImpasse(Color::Black).outcome, ImpasseOutcome::DeclarerWins);
    QCOMPARE(win.result().reason, EndReason::Impasse);
    QCOMPARE(win.result().outcome, Outcome::BlackWins);
    QCOMPARE(win.result().impasse->black.points, 28);

    // One pawn fewer: 27 is not enough for Black. Friendly play refuses, tournament play loses.
    Game shortFriendly = gameFrom("RBGGGGSSS/S3K4/9/9/9/9/9/9/4k4 b 9P9p4l4n 1");
    QCOMPARE(shortFriendly.declareImpasse(Color::Black, IllegalMovePolicy::Friendly).outcome,
             ImpasseOutcome::DeclarerLoses);
    QVERIFY(!shortFriendly.result().over());
    Game shortTournament = gameFrom("RBGGGGSSS/S3K4/9/9/9/9/9/9/4k4 b 9P9p4l4n 1");
    shortTournament.declareImpasse(Color::Black);
    QCOMPARE(shortTournament.result().outcome, Outcome::WhiteWins);
}

void TestGame::impasseByTwentyFourPoints() {
    // Both kings entered; every piece counts, Black's nine pawns outside its camp too: 32 against 22.
    Game win = gameFrom("9/4K4/9/9/PPPPPPPPP/9/ppppppppp/4k4/9 b 2RB4G4Sb4n4l 1", ImpasseRule::Points24);
    QCOMPARE(win.declareImpasse(Color::Black).outcome, ImpasseOutcome::DeclarerWins);
    QCOMPARE(win.result().outcome, Outcome::BlackWins);
    QCOMPARE(win.result().impasse->black.material, 32);
    QCOMPARE(win.result().impasse->white.material, 22);

    // 30 against 24: both have enough, a draw.
    Game draw = gameFrom("9/4K4/9/9/PPPPPPPPP/9/ppppppppp/4k4/9 b 2RB4G2Sb2s4n4l 1", ImpasseRule::Points24);
    QCOMPARE(draw.declareImpasse(Color::Black).outcome, ImpasseOutcome::Draw);
    QCOMPARE(draw.result().outcome, Outcome::Draw);
    QCOMPARE(draw.result().reason, EndReason::Impasse);

    // White's king has not entered: no impasse yet, however many points Black has.
    Game early = gameFrom("9/4K4/9/9/PPPPPPPPP/k8/ppppppppp/9/9 b 2RB4G4Sb4n4l 1", ImpasseRule::Points24);
    QCOMPARE(early.declareImpasse(Color::Black, IllegalMovePolicy::Friendly).outcome,
             ImpasseOutcome::DeclarerLoses);
    QVERIFY(!early.result().over());
}

void TestGame::friendlyPolicyRefusesIllegalMove() {
    Game g = gameFrom("4k4/9/9/9/9/9/4P4/9/4K4 b P 1");
    const PlayResult r = g.play(usiMove(g, "P*5c"), IllegalMovePolicy::Friendly);
    QVERIFY(!r.accepted);
    QCOMPARE(r.reason, IllegalReason::Nifu);
    QVERIFY(!g.result().over());
    QVERIFY(g.moves().empty());
}

void TestGame::tournamentPolicyLosesOnIllegalMove() {
    Game g = gameFrom("4k4/9/9/9/9/9/4P4/9/4K4 b P 1");
    const PlayResult r = g.play(usiMove(g, "P*5c"), IllegalMovePolicy::Tournament);
    QVERIFY(!r.accepted);
    QCOMPARE(g.result().reason, EndReason::IllegalMove);
    QCOMPARE(g.result().illegal, IllegalReason::Nifu);
    QCOMPARE(g.result().outcome, Outcome::WhiteWins);
}

void TestGame::timeLoss() {
    Game g = gameFrom("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
    QVERIFY(playAll(g, {"7g7f"}));
    g.loseOnTime(Color::White);
    QCOMPARE(g.result().reason, EndReason::Time);
    QCOMPARE(g.result().outcome, Outcome::BlackWins);
}

void TestGame::undoReopens() {
    Game g = gameFrom("4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
    QVERIFY(playAll(g, {"G*5b"}));
    QVERIFY(g.result().over());
    QVERIFY(g.undo());
    QVERIFY(!g.result().over());
    QCOMPARE(g.position().hand(Color::Black).count(Gold), 1);
    g.resign(Color::White);
    QVERIFY(g.undo());
    QVERIFY(!g.result().over());
    QVERIFY(g.moves().empty());
}

void TestGame::noMoveAfterTheEnd() {
    Game g = gameFrom("4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
    QVERIFY(playAll(g, {"G*5b"}));
    QVERIFY(!g.play(usiMove(g, "5a5b")).accepted);
}

QTEST_GUILESS_MAIN(TestGame)
#include "tst_game.moc"
