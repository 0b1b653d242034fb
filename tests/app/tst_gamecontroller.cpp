// The game controller as the referee: moves from players, the illegal-move policies, the clock's flag,
// takebacks (also against a scripted non-human player), resignation, impasse and the end-of-game messages.
#include "game/GameController.h"
#include "game/HumanPlayer.h"
#include "game/ImpasseCard.h"
#include "gui/LanguageManager.h"
#include "game/ResultMessage.h"
#include "game/ShogiTerms.h"
#include "formats/RecordFormat.h"
#include "rules/Sfen.h"
#include "rules/Usi.h"

#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

using namespace shogi;

namespace {

Move usiMove(const QString& text, VariantKind kind = VariantKind::Standard) {
    auto m = usi::parseMove(text.toStdString(), Variant::get(kind));
    if (!m) qFatal("bad test move %s", qPrintable(text));
    return *m;
}

// Stands in for an engine: answers each turn with the next of its moves, after the event loop turns.
class ScriptedPlayer : public Player {
public:
    explicit ScriptedPlayer(QStringList moves) : m_moves(std::move(moves)) {}
    bool isHuman() const override { return false; }
    void startThinking(const Game&, const ThinkingTime&) override {
        setThinking(true);
        QTimer::singleShot(0, this, [this] {
            if (isThinking() && !m_moves.isEmpty()) emit moveChosen(usiMove(m_moves.takeFirst()));
        });
    }
    void stopThinking() override { setThinking(false); }

private:
    QStringList m_moves;
};

// Two people at one board; play() hands each move to the player whose turn it is, as the board would.
struct HumanGame {
    GameController controller;
    HumanPlayer* black = new HumanPlayer;
    HumanPlayer* white = new HumanPlayer;

    explicit HumanGame(const GameSetup& setup) {
        QString error;
        if (!controller.newGame(setup, black, white, &error)) qFatal("bad setup: %s", qPrintable(error));
    }
    void play(const QString& usi) {
        const Move m = usiMove(usi, controller.game().position().variant().kind);
        (controller.game().position().sideToMove() == Color::Black ? black : white)->proposeMove(m);
    }
};

GameSetup fromSfen(const char* sfen, IllegalMovePolicy policy = IllegalMovePolicy::Friendly) {
    GameSetup s;
    s.startSfen = QString::fromLatin1(sfen);
    s.policy = policy;
    return s;
}

const char* const NifuPosition = "4k4/9/9/9/9/9/4P4/9/4K4 b P 1";
// Black has entered with 12 pieces in the zone and 28 points (rook, bishop, ten tokins... and 8 in hand).
const char* const ImpassePosition = "+R+B+P+P+P+P+P+P+P/4K4/+P+P+P6/9/9/9/9/9/4k4 b 2G2S2N2L 1";

} // namespace

class TestGameController : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(m_languages.apply(QStringLiteral("en"))); } // English plurals: "28 points"
    void mateEndsTheGame();
    void onlyThePlayerToMoveIsHeard();
    void illegalDrop_data();
    void illegalDrop();
    void misDragIsRefusedEvenInTournament();
    void flagFallsIntoTimeLoss_data();
    void flagFallsIntoTimeLoss();
    void undoInFriendlyGame();
    void noUndoInTournament();
    void undoAgainstEngineTakesBackBothPlies();
    void resignation();
    void endingsAsKifuForWindowsWritesThem();
    void impasseDeclaration_data();
    void impasseDeclaration();
    void impasseRefusedInFriendlyGame();
    void repetitionIsADraw();
    void headersAsOtherProgramsWriteThem();
    void aQuestionHoldsTheGame();
    void pauseInAPersonsTimedGame();
    void undoNeedsAMoveOfThePerson();
    void theFirstMoveStartsAGame();
    void impasseCards();

private:
    LanguageManager m_languages;
};

void TestGameController::mateEndsTheGame() {
    HumanGame g(fromSfen("3k5/9/4P4/9/9/9/9/9/4K4 w G 1"));
    QSignalSpy ended(&g.controller, &GameController::gameEnded);
    g.play(QStringLiteral("6a5a"));
    QVERIFY(!g.controller.isOver());
    g.play(QStringLiteral("G*5b"));
    QVERIFY(g.controller.isOver());
    QCOMPARE(g.controller.game().result().reason, EndReason::Checkmate);
    QCOMPARE(g.controller.game().result().outcome, Outcome::BlackWins);
    QCOMPARE(ended.count(), 1);
    QCOMPARE(ended.at(0).at(0).toString(), QStringLiteral("Checkmate: Black wins."));
    QVERIFY(!g.controller.humanToMove());
}

void TestGameController::onlyThePlayerToMoveIsHeard() {
    GameController c;
    auto* black = new HumanPlayer;
    auto* white = new HumanPlayer;
    QVERIFY(c.newGame(GameSetup{}, black, white));
    white->proposeMove(usiMove(QStringLiteral("3c3d"))); // not White's turn
    QVERIFY(c.game().moves().empty());
    black->proposeMove(usiMove(QStringLiteral("7g7f")));
    QCOMPARE(c.game().moves().size(), std::size_t(1));
    QVERIFY(white->isThinking());
    QVERIFY(!black->isThinking());
}

void TestGameController::illegalDrop_data() {
    QTest::addColumn<int>("policy");
    QTest::addColumn<bool>("loses");
    QTest::newRow("friendly: refused") << int(IllegalMovePolicy::Friendly) << false;
    QTest::newRow("tournament: loses") << int(IllegalMovePolicy::Tournament) << true;
}

void TestGameController::illegalDrop() {
    QFETCH(int, policy);
    QFETCH(bool, loses);
    HumanGame g(fromSfen(NifuPosition, IllegalMovePolicy(policy)));
    QList<IllegalReason> refused;
    connect(&g.controller, &GameController::moveRefused, this,
            [&](Move, IllegalReason why) { refused.append(why); });
    g.play(QStringLiteral("P*5e"));
    QVERIFY(g.controller.game().moves().empty());
    QCOMPARE(g.controller.isOver(), loses);
    if (loses) {
        QVERIFY(refused.isEmpty());
        QCOMPARE(g.controller.game().result().reason, EndReason::IllegalMove);
        QCOMPARE(g.controller.game().result().outcome, Outcome::WhiteWins);
        QCOMPARE(g.controller.resultMessage(), QStringLiteral("Illegal move by Black (%1): White wins.")
                                                   .arg(ShogiTerms::illegalReason(IllegalReason::Nifu)));
    } else {
        QCOMPARE(refused, QList<IllegalReason>{IllegalReason::Nifu});
        g.play(QStringLiteral("P*4e")); // the same player may try again
        QCOMPARE(g.controller.game().moves().size(), std::size_t(1));
    }
}

void TestGameController::misDragIsRefusedEvenInTournament() {
    HumanGame g(fromSfen(NifuPosition, IllegalMovePolicy::Tournament));
    QList<IllegalReason> refused;
    connect(&g.controller, &GameController::moveRefused, this,
            [&](Move, IllegalReason why) { refused.append(why); });
    g.play(QStringLiteral("5i5g")); // a king does not jump two squares, nor onto its own pawn
    QVERIFY(!g.controller.isOver());
    QCOMPARE(refused.size(), 1);
}

void TestGameController::flagFallsIntoTimeLoss_data() {
    QTest::addColumn<TimeControl>("control");
    QTest::newRow("sudden death") << TimeControl::suddenDeath(20);
    QTest::newRow("byoyomi") << TimeControl::byoyomi(0, 20);
    QTest::newRow("fischer") << TimeControl::fischer(20, 1000);
}

void TestGameController::flagFallsIntoTimeLoss() {
    QFETCH(TimeControl, control);
    GameSetup setup;
    setup.timeControl = control;
    HumanGame g(setup);
    QSignalSpy ended(&g.controller, &GameController::gameEnded);
    QTRY_VERIFY_WITH_TIMEOUT(g.controller.isOver(), 10000);
    QCOMPARE(g.controller.game().result().reason, EndReason::Time);
    QCOMPARE(g.controller.game().result().outcome, Outcome::WhiteWins);
    QCOMPARE(ended.count(), 1);
    QCOMPARE(ended.at(0).at(0).toString(), QStringLiteral("Black ran out of time: White wins."));
    QVERIFY(!g.controller.canUndo()); // a lost flag stays lost
    g.play(QStringLiteral("7g7f"));
    QVERIFY(g.controller.game().moves().empty());
}

void TestGameController::undoInFriendlyGame() {
    HumanGame g(GameSetup{});
    QVERIFY(!g.controller.canUndo());
    g.play(QStringLiteral("7g7f"));
    g.play(QStringLiteral("3c3d"));
    QVERIFY(g.controller.canUndo());
    QVERIFY(g.controller.undo());
    QCOMPARE(g.controller.game().moves().size(), std::size_t(1));
    QVERIFY(g.white->isThinking());
    g.play(QStringLiteral("8c8d"));
    QCOMPARE(g.controller.game().moves().size(), std::size_t(2));
}

void TestGameController::noUndoInTournament() {
    GameSetup setup;
    setup.policy = IllegalMovePolicy::Tournament;
    HumanGame g(setup);
    g.play(QStringLiteral("7g7f"));
    QVERIFY(!g.controller.canUndo());
    QVERIFY(!g.controller.undo());
    QCOMPARE(g.controller.game().moves().size(), std::size_t(1));
}

void TestGameController::undoAgainstEngineTakesBackBothPlies() {
    GameController c;
    auto* human = new HumanPlayer;
    QVERIFY(
        c.newGame(GameSetup{}, human, new ScriptedPlayer({QStringLiteral("3c3d"), QStringLiteral("8c8d")})));
    human->proposeMove(usiMove(QStringLiteral("7g7f")));
    QTRY_COMPARE(c.game().moves().size(), std::size_t(2));
    QVERIFY(c.humanToMove());
    QVERIFY(c.undo());
    QCOMPARE(c.game().moves().size(), std::size_t(0));
    QVERIFY(c.humanToMove());
}

void TestGameController::resignation() {
    HumanGame g(GameSetup{});
    g.play(QStringLiteral("7g7f"));
    g.controller.resign(); // White is to move, and resigns
    QCOMPARE(g.controller.game().result().reason, EndReason::Resignation);
    QCOMPARE(g.controller.resultMessage(), QStringLiteral("White resigned: Black wins."));
}

// The ending's line gets its time column (the time the side spent before resigning, not while a question
// held the game; none after a mating move) and the header 終了日時 right after 開始日時; a game taken back
// is no longer ended.
void TestGameController::endingsAsKifuForWindowsWritesThem() {
    HumanGame g(GameSetup{});
    g.play(QStringLiteral("7g7f"));
    QTest::qWait(1200); // White thinks a second, is asked a question for longer, then resigns
    {
        const GameController::Hold question(g.controller);
        QTest::qWait(1600);
    }
    g.controller.resign();
    const QString kif = writeKif(g.controller.record());
    static const QRegularExpression resigned(QStringLiteral("\\n   2 投了 +\\( 0:01/00:00:01\\)\\n"));
    QVERIFY2(resigned.match(kif).hasMatch(), qPrintable(kif));
    const auto& headers = g.controller.record().headers;
    QCOMPARE(headers.at(1).first, QStringLiteral("終了日時"));
    QCOMPARE(headers.at(0).first, QStringLiteral("開始日時"));
    QVERIFY(g.controller.undo());
    QVERIFY(g.controller.record().header(QStringLiteral("終了日時")).isEmpty());

    HumanGame mate(fromSfen("3k5/9/4P4/9/9/9/9/9/4K4 w G 1"));
    mate.play(QStringLiteral("6a5a"));
    mate.play(QStringLiteral("G*5b"));
    static const QRegularExpression mated(QStringLiteral("\\n   3 詰み +\\( 0:00/00:00:00\\)\\n"));
    QVERIFY2(mated.match(writeKif(mate.controller.record())).hasMatch(),
             qPrintable(writeKif(mate.controller.record())));
    QVERIFY(!mate.controller.record().header(QStringLiteral("終了日時")).isEmpty());
}

void TestGameController::impasseDeclaration_data() {
    QTest::addColumn<int>("rule");
    QTest::newRow("27 points") << int(ImpasseRule::Points27);
    QTest::newRow("24 points") << int(ImpasseRule::Points24);
}

void TestGameController::impasseDeclaration() {
    QFETCH(int, rule);
    GameSetup setup = fromSfen(ImpassePosition);
    setup.impasseRule = ImpasseRule(rule);
    setup.blackName = QStringLiteral("Hanako");
    HumanGame g(setup);
    const ImpasseVerdict preview = g.controller.impassePreview();
    QCOMPARE(preview.black.points, 28);
    QCOMPARE(preview.white.points, 0);
    QCOMPARE(preview.pointsNeeded, rule == int(ImpasseRule::Points27) ? 28 : 24);
    // What the declarer is shown names what the rule counts and asks.
    const QString proposal = ResultMessage::impasseProposal(preview, Color::Black, g.controller.names());
    const bool points27 = rule == int(ImpasseRule::Points27);
    QCOMPARE(proposal.contains(QStringLiteral("Pieces in the enemy camp: 12 (10 needed)")), points27);
    QCOMPARE(proposal.contains(QStringLiteral("every piece counts")), !points27);
    QCOMPARE(proposal.contains(QStringLiteral("King of White in the enemy camp: yes")), !points27);
    QVERIFY(g.controller.declareImpasse());
    QCOMPARE(g.controller.game().result().reason, EndReason::Impasse);
    QCOMPARE(g.controller.resultMessage(),
             QStringLiteral("Impasse (jishogi) declared by Hanako. Hanako: 28 points. "
                            "White: 0 points. Hanako wins."));
}

void TestGameController::impasseRefusedInFriendlyGame() {
    HumanGame g(GameSetup{});
    QVERIFY(!g.controller.declareImpasse());
    QVERIFY(!g.controller.isOver());
}

void TestGameController::repetitionIsADraw() {
    HumanGame g(fromSfen("4k4/9/9/9/9/9/9/9/4K4 b - 1"));
    for (int round = 0; round < 3; ++round)
        for (const char* m : {"5i5h", "5a5b", "5h5i", "5b5a"})
            g.play(QString::fromLatin1(m));
    QVERIFY(g.controller.isOver());
    QCOMPARE(g.controller.game().result().reason, EndReason::Repetition);
    QCOMPARE(g.controller.resultMessage(),
             QStringLiteral("Sennichite (the same position four times): the game is a draw."));
}

// A game played here names both sides, as Kifu for Windows does (a person without a name by the side's name,
// shown in the user's language), and records its time control.
void TestGameController::headersAsOtherProgramsWriteThem() {
    GameSetup setup;
    setup.timeControl = TimeControl::byoyomi(600000, 30000);
    HumanGame even(setup);
    QCOMPARE(even.controller.record().header(QStringLiteral("先手")), QStringLiteral("先手"));
    QCOMPARE(even.controller.record().header(QStringLiteral("後手")), QStringLiteral("後手"));
    QCOMPARE(even.controller.record().header(QStringLiteral("持ち時間")), QStringLiteral("10分+30秒"));
    QCOMPARE(even.controller.names()[0], QStringLiteral("Black"));
    setup.handicapId = QStringLiteral("lance");
    setup.whiteName = QStringLiteral("Hanako");
    setup.timeControl = TimeControl::fischer(3600000, 10000);
    HumanGame handicap(setup);
    QCOMPARE(handicap.controller.record().header(QStringLiteral("下手")), QStringLiteral("下手"));
    QCOMPARE(handicap.controller.record().header(QStringLiteral("上手")), QStringLiteral("Hanako"));
    QCOMPARE(handicap.controller.record().header(QStringLiteral("持ち時間")),
             QStringLiteral("1時間+10秒加算"));
    HumanGame untimed{GameSetup{}};
    QVERIFY(untimed.controller.record().header(QStringLiteral("持ち時間")).isEmpty());
}

// A question over a timed game (a message box, a dialog) stops both clocks and the program's thinking; the
// answer starts them again. Holds nest.
void TestGameController::aQuestionHoldsTheGame() {
    GameSetup setup;
    setup.timeControl = TimeControl::byoyomi(60000, 10000);
    GameController c;
    auto* human = new HumanPlayer;
    auto* engine = new ScriptedPlayer({QStringLiteral("3c3d"), QStringLiteral("8c8d")});
    QVERIFY(c.newGame(setup, human, engine));
    QVERIFY(c.clock().isRunning(Color::Black));
    QSignalSpy held(&c, &GameController::heldChanged);
    {
        const GameController::Hold question(c);
        QVERIFY(!c.clock().isRunning(Color::Black));
        QVERIFY(!human->isThinking());
        { const GameController::Hold another(c); }
        QVERIFY(!c.clock().isRunning(Color::Black)); // the first question still stands
        QCOMPARE(held.size(), 1);
        // The editor opened from a question: still one hold for whoever listens.
        c.holdForEditing(true);
        c.holdForEditing(false);
        QCOMPARE(held.size(), 1);
    }
    QCOMPARE(held.size(), 2);
    QCOMPARE(held.at(0).at(0).toBool(), true);
    QCOMPARE(held.at(1).at(0).toBool(), false);
    // The editor alone holds the game too.
    c.holdForEditing(true);
    QCOMPARE(held.size(), 3);
    c.holdForEditing(false);
    QCOMPARE(held.size(), 4);
    QCOMPARE(held.at(3).at(0).toBool(), false);
    QVERIFY(c.clock().isRunning(Color::Black));
    QVERIFY(human->isThinking());
    human->proposeMove(usiMove(QStringLiteral("7g7f")));
    QVERIFY(engine->isThinking());
    {
        const GameController::Hold question(c);
        QVERIFY(!engine->isThinking());
        QTest::qWait(50); // its answer, already on its way, is not played
        QCOMPARE(c.game().moves().size(), std::size_t(1));
    }
    QTRY_COMPARE(c.game().moves().size(), std::size_t(2)); // asked again, it answers
    // A game started while a question stands (New Game) starts when it is answered.
    {
        const GameController::Hold question(c);
        QVERIFY(c.newGame(setup, new HumanPlayer, new HumanPlayer));
        QVERIFY(!c.clock().isRunning(Color::Black));
    }
    QVERIFY(c.clock().isRunning(Color::Black));
}

// A person's game with a clock pauses (the board takes no move meanwhile); one without a clock has nothing
// to pause.
void TestGameController::pauseInAPersonsTimedGame() {
    GameSetup timed;
    timed.timeControl = TimeControl::suddenDeath(60000);
    GameController c;
    auto* human = new HumanPlayer;
    QVERIFY(c.newGame(timed, human, new ScriptedPlayer({QStringLiteral("3c3d")})));
    QVERIFY(c.canPause());
    c.pause();
    QVERIFY(c.isPaused());
    QVERIFY(!c.clock().isRunning(Color::Black));
    QVERIFY(!c.humanToMove());
    human->proposeMove(usiMove(QStringLiteral("7g7f")));
    QVERIFY(c.game().moves().empty());
    c.resumePlay();
    QVERIFY(c.humanToMove());
    QVERIFY(c.clock().isRunning(Color::Black));
    HumanGame untimed{GameSetup{}};
    QVERIFY(!untimed.controller.canPause());
}

// Giving a handicap, the program (上手) moves first: taking its move back would only let it play again, so
// Undo waits for a move of the person's.
void TestGameController::undoNeedsAMoveOfThePerson() {
    GameSetup setup;
    setup.handicapId = QStringLiteral("lance");
    GameController c;
    auto* human = new HumanPlayer;
    QVERIFY(c.newGame(setup, human, new ScriptedPlayer({QStringLiteral("3c3d"), QStringLiteral("8c8d")})));
    QTRY_COMPARE(c.game().moves().size(), std::size_t(1));
    QVERIFY(c.humanToMove());
    QVERIFY(!c.canUndo());
    QVERIFY(!c.undo());
    human->proposeMove(usiMove(QStringLiteral("7g7f")));
    QTRY_COMPARE(c.game().moves().size(), std::size_t(3));
    QVERIFY(c.canUndo());
    QVERIFY(c.undo());
    QCOMPARE(c.game().moves().size(), std::size_t(1)); // the person's move and the reply; the opening stays
}

// The person who moves first starts the game with a move at the board: it is played at once, and the program
// answers.
void TestGameController::theFirstMoveStartsAGame() {
    GameSetup setup;
    setup.timeControl = TimeControl::byoyomi(60000, 10000);
    GameController c;
    QVERIFY(c.newGame(setup, new HumanPlayer, new ScriptedPlayer({QStringLiteral("3c3d")}), nullptr,
                      usiMove(QStringLiteral("7g7f"))));
    QCOMPARE(c.game().moves().size(), std::size_t(1));
    QVERIFY(c.clock().isRunning(Color::White));
    QTRY_COMPARE(c.game().moves().size(), std::size_t(2));
    // A move the rules refuse begins the game all the same: the person moves again.
    GameController refused;
    QSignalSpy refusals(&refused, &GameController::moveRefused);
    QVERIFY(
        refused.newGame(setup, new HumanPlayer, new HumanPlayer, nullptr, usiMove(QStringLiteral("7g7e"))));
    QCOMPARE(refusals.count(), 1);
    QVERIFY(refused.game().moves().empty());
    QVERIFY(refused.humanToMove());
}

// Once a king has entered, each card counts its side's points under the game's rule; the side to move sees
// whether declaring now would win.
void TestGameController::impasseCards() {
    const SideNames names{QStringLiteral("Hanako"), QStringLiteral("Taro")};
    const Position entered = *sfen::parse(ImpassePosition);
    const auto black = ImpasseCard::forSide(entered, ImpasseRule::Points27, 0, Color::Black, names);
    QVERIFY(black);
    QCOMPARE(black->badge, QStringLiteral("28/28 pts ✓"));
    QVERIFY(black->winsNow);
    QVERIFY2(black->details.contains(QStringLiteral("Hanako has 28 points, 28 needed")),
             qPrintable(black->details));
    const auto white = ImpasseCard::forSide(entered, ImpasseRule::Points27, 0, Color::White, names);
    QCOMPARE(white->badge, QStringLiteral("0/27 pts"));
    QVERIFY(!white->winsNow);
    QVERIFY(white->details.contains(QStringLiteral("on one's own turn")));
    // The 24-point rule counts every piece, with the giver's compensation.
    const auto giver = ImpasseCard::forSide(entered, ImpasseRule::Points24, 10, Color::White, names);
    QCOMPARE(giver->badge, QStringLiteral("10/24 pts"));
    const Position start = *sfen::parse("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
    QVERIFY(
        !ImpasseCard::forSide(start, ImpasseRule::Points27, 0, Color::Black, names)); // nobody has entered
}

QTEST_MAIN(TestGameController)
#include "tst_gamecontroller.moc"
