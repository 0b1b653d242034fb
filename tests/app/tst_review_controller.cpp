// The controller keeps the game in its record: live moves are recorded with the time spent, the way a game
// ends is recorded as its ending, a takeback removes both, a timed game is looked back at without moving
// it, and an opened record is reviewed: moves go into the record, the referee follows, a kept illegal move
// ends its line.
#include "game/GameController.h"
#include "game/HumanPlayer.h"
#include "gui/LanguageManager.h"
#include "rules/Sfen.h"
#include "rules/Usi.h"

#include <QSignalSpy>
#include <QTest>

using namespace shogi;

namespace {

Move usiMove(const char* text) {
    auto m = usi::parseMove(text, Variant::get(VariantKind::Standard));
    if (!m) qFatal("bad test move %s", text);
    return *m;
}

// Two people at one board; play() hands each move to the player whose turn it is, as the window does.
struct HumanGame {
    GameController controller;
    HumanPlayer* black = new HumanPlayer;
    HumanPlayer* white = new HumanPlayer;

    explicit HumanGame(const char* sfen = nullptr, IllegalMovePolicy policy = IllegalMovePolicy::Friendly,
                       TimeControl clock = TimeControl::none()) {
        GameSetup setup;
        if (sfen) setup.startSfen = QString::fromLatin1(sfen);
        setup.policy = policy;
        setup.timeControl = clock;
        if (!controller.newGame(setup, black, white)) qFatal("bad setup");
    }
    void play(const char* usi) {
        (controller.game().position().sideToMove() == Color::Black ? black : white)
            ->proposeMove(usiMove(usi));
    }
};

GameRecord recordOf(const char* sfen, std::initializer_list<const char*> moves) {
    GameRecord record(*sfen::parse(sfen));
    RecordNode* node = &record.root();
    for (const char* m : moves)
        node = record.addMove(node, usiMove(m));
    return record;
}

} // namespace

class TestReviewController : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(m_languages.apply(QStringLiteral("en"))); }
    void liveMovesAreRecorded();
    void endings_data();
    void endings();
    void takebackRemovesTheMoveAndTheEnding();
    void timedGameIsLookedBackAtReadOnly();
    void openedRecordIsReviewed();
    void keptIllegalMoveEndsItsLine();
    void namesFromTheHeaders();
    void handicapNamedInTheHeaderCreditsTheGiver();

private:
    LanguageManager m_languages;
};

void TestReviewController::liveMovesAreRecorded() {
    HumanGame g;
    QSignalSpy modified(&g.controller, &GameController::modifiedChanged);
    QVERIFY(!g.controller.isModified());
    g.play("7g7f");
    g.play("3c3d");
    const GameRecord& record = g.controller.record();
    QCOMPARE(record.mainLineMoveCount(), 2);
    QCOMPARE(g.controller.current(), record.mainLine()[1]);
    QCOMPARE(g.controller.playNode(), g.controller.current());
    QVERIFY(record.mainLine()[0]->timeSpentMs >= 0);
    QVERIFY(g.controller.isModified());
    QCOMPARE(modified.count(), 1);
    QVERIFY(g.controller.inProgress());
}

void TestReviewController::endings_data() {
    QTest::addColumn<QString>("sfen");
    QTest::addColumn<QStringList>("moves"); // "resign" resigns, "impasse" declares
    QTest::addColumn<int>("policy");
    QTest::addColumn<int>("ending");
    QTest::addColumn<bool>("foulRecorded");
    const int friendly = int(IllegalMovePolicy::Friendly), tournament = int(IllegalMovePolicy::Tournament);
    QTest::newRow("mate") << "3k5/9/4P4/9/9/9/9/9/4K4 w G 1" << QStringList{"6a5a", "G*5b"} << friendly
                          << int(SpecialMove::Mate) << false;
    QTest::newRow("resignation") << "" << QStringList{"7g7f", "resign"} << friendly
                                 << int(SpecialMove::Resign) << false;
    QTest::newRow("repetition") << "4k4/9/9/9/9/9/9/9/4K4 b - 1"
                                << QStringList{"5i5h", "5a5b", "5h5i", "5b5a", "5i5h", "5a5b",
                                               "5h5i", "5b5a", "5i5h", "5a5b", "5h5i", "5b5a"}
                                << friendly << int(SpecialMove::Repetition) << false;
    QTest::newRow("impasse declared")
        << "+R+B+P+P+P+P+P+P+P/4K4/+P+P+P6/9/9/9/9/9/4k4 b 2G2S2N2L 1" << QStringList{"impasse"} << tournament
        << int(SpecialMove::EnteringKingWin) << false;
    QTest::newRow("nifu in a tournament") << "4k4/9/9/9/9/9/4P4/9/4K4 b P 1" << QStringList{"P*5e"}
                                          << tournament << int(SpecialMove::IllegalWin) << true;
}

void TestReviewController::endings() {
    QFETCH(QString, sfen);
    QFETCH(QStringList, moves);
    QFETCH(int, policy);
    QFETCH(int, ending);
    QFETCH(bool, foulRecorded);
    const QByteArray start = sfen.toLatin1();
    HumanGame g(sfen.isEmpty() ? nullptr : start.constData(), IllegalMovePolicy(policy));
    QSignalSpy ended(&g.controller, &GameController::gameEnded);
    for (const QString& m : moves) {
        if (m == QLatin1String("resign"))
            g.controller.resign();
        else if (m == QLatin1String("impasse"))
            QVERIFY(g.controller.declareImpasse());
        else
            g.play(qPrintable(m));
    }
    QCOMPARE(ended.count(), 1);
    QVERIFY(!g.controller.isLive());
    const RecordNode* last = g.controller.current();
    QCOMPARE(int(last->special), ending);
    QCOMPARE(g.controller.record().ending(), SpecialMove(ending));
    QCOMPARE(last->parent->illegal, foulRecorded);
    QVERIFY(!g.controller.humanToMove());
}

void TestReviewController::takebackRemovesTheMoveAndTheEnding() {
    HumanGame g("3k5/9/4P4/9/9/9/9/9/4K4 w G 1");
    g.play("6a5a");
    g.play("G*5b");
    QCOMPARE(g.controller.record().ending(), SpecialMove::Mate);
    QVERIFY(g.controller.canUndo());
    QVERIFY(g.controller.undo());
    QCOMPARE(g.controller.record().ending(), SpecialMove::None);
    QCOMPARE(g.controller.record().mainLineMoveCount(), 1);
    QVERIFY(g.controller.isLive());
    QVERIFY(g.controller.humanToMove());
    g.play("G*4b"); // not mate: the game goes on
    QCOMPARE(g.controller.record().mainLineMoveCount(), 2);
    QVERIFY(g.controller.isLive());
}

void TestReviewController::timedGameIsLookedBackAtReadOnly() {
    HumanGame g(nullptr, IllegalMovePolicy::Friendly, TimeControl::suddenDeath(600000));
    g.play("7g7f");
    g.play("3c3d");
    const RecordNode* tip = g.controller.playNode();
    g.controller.goTo(&g.controller.record().root());
    QVERIFY(g.controller.isBrowsing());
    QCOMPARE(g.controller.playNode(), tip);
    QCOMPARE(g.controller.game().moves().size(), std::size_t(2)); // the referee stays with the game
    QVERIFY(!g.controller.humanToMove());
    QVERIFY(!g.controller.canUndo());
    g.play("2g2f"); // a player's move (an engine's) still comes: it is played, and the view comes back
    QCOMPARE(g.controller.record().mainLineMoveCount(), 3);
    QVERIFY(!g.controller.isBrowsing());
}

void TestReviewController::openedRecordIsReviewed() {
    GameController c;
    c.openRecord(recordOf("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
                          {"7g7f", "3c3d", "2g2f"}));
    QVERIFY(!c.isLive());
    QVERIFY(!c.player(Color::Black));
    QVERIFY(!c.canUndo());
    QVERIFY(!c.canResign());
    QVERIFY(!c.isModified());
    QVERIFY(c.humanToMove());
    c.goTo(c.record().mainLine()[1]);
    QCOMPARE(c.game().moves().size(), std::size_t(2)); // the referee follows
    c.playMove(usiMove("8g8f"));
    QCOMPARE(c.record().variationCount(), 1);
    QCOMPARE(c.current()->ply, 3);
    QVERIFY(c.isModified());
    c.goTo(&c.record().root());
    QCOMPARE(c.game().moves().size(), std::size_t(0));
    c.goTo(c.record().mainLine()[2]); // a jump: replayed
    QCOMPARE(c.game().moves().size(), std::size_t(3));
    QVERIFY(c.game().position().sameState(c.currentPosition()));
}

void TestReviewController::keptIllegalMoveEndsItsLine() {
    GameRecord record = recordOf("4k4/9/9/9/9/9/4P4/9/4K4 b P 1", {"5i4h", "5a4b"});
    RecordNode* foul = record.addMove(const_cast<RecordNode*>(record.mainLine()[1]), usiMove("P*5e"));
    foul->illegal = true;
    GameController c;
    c.openRecord(std::move(record));
    c.goTo(foul);
    QVERIFY(!c.canMoveHere());
    QCOMPARE(c.currentPosition().pieceOn(makeSquare(4, 4)),
             makePiece(Color::Black, Pawn)); // shown as recorded
    c.goTo(foul->parent);
    QVERIFY(c.canMoveHere());
    c.playMove(usiMove("P*4e"));
    QCOMPARE(c.current()->ply, 3);
    QVERIFY(!c.current()->illegal);
}

void TestReviewController::namesFromTheHeaders() {
    // The bishop handicap, with only the giver (上手) named.
    GameRecord record = recordOf("lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1", {});
    record.setHeader(QStringLiteral("上手"), QStringLiteral("Sensei"));
    GameController c;
    c.openRecord(std::move(record));
    QVERIFY(c.isHandicap());
    QCOMPARE(c.names()[0], QStringLiteral("Shitate"));
    QCOMPARE(c.names()[1], QStringLiteral("Sensei"));
}

void TestReviewController::handicapNamedInTheHeaderCreditsTheGiver() {
    // A two-piece game recorded from a diagram after White's first move: only the 手合割 header names it.
    const char* diagram = "lnsgkgsnl/9/pppppp1pp/6p2/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 2";
    GameRecord named = recordOf(diagram, {"7g7f"});
    named.setHeader(QStringLiteral("手合割"), QStringLiteral("二枚落ち"));
    GameController c;
    c.openRecord(std::move(named));
    QVERIFY(c.isHandicap());
    QCOMPARE(c.game().whiteCompensation(), 10);
    c.goTo(c.record().mainLine()[0]); // the referee replays with it
    QCOMPARE(c.game().whiteCompensation(), 10);
    GameController unnamed;
    unnamed.openRecord(recordOf(diagram, {"7g7f"}));
    QCOMPARE(unnamed.game().whiteCompensation(), 0);
}

QTEST_MAIN(TestReviewController)
#include "tst_review_controller.moc"
