// Engine players in games run by the game controller, against the scripted fake engine: every fault (a
// crash at start-up or mid-game, a hang past the flag or past the move time without a clock, garbage, an
// illegal move under either policy), each ending the game with a clear message naming the engine, the
// record kept and no process left behind; resignation and the impasse claim (bestmove win); the exact go
// lines for every time control; a takeback while the engine thinks; two engines with pause, resume and
// stop; a game that goes on with other players after the engine failed.
#include "play/EnginePlayer.h"
#include "FakeEngine.h"
#include "game/GameController.h"
#include "game/HumanPlayer.h"
#include "gui/LanguageManager.h"
#include "game/MoveText.h"
#include "play/UsiClient.h"
#include "formats/RecordFormat.h"
#include "rules/Usi.h"

#include <QFile>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace shogi;

namespace {

Move usiMove(const QString& text) {
    auto m = usi::parseMove(text.toStdString(), Variant::get(VariantKind::Standard));
    if (!m) qFatal("bad test move %s", qPrintable(text));
    return *m;
}

EngineEntry fakeEntry(const QStringList& arguments, const QString& name = QStringLiteral("Fake")) {
    EngineEntry e;
    e.id = QStringLiteral("fake");
    e.displayName = name;
    e.program = QString::fromStdString(fake::script());
    e.arguments = arguments;
    return e;
}

EnginePlayer* fakeEngine(const QStringList& tokens, int moveTimeMs = 0,
                         const QString& name = QStringLiteral("Fake")) {
    return new EnginePlayer(fakeEntry(tokens, name), VariantKind::Standard, 0, moveTimeMs);
}

GameSetup setupWith(TimeControl tc = TimeControl::none(), const char* sfen = nullptr,
                    IllegalMovePolicy policy = IllegalMovePolicy::Friendly) {
    GameSetup s;
    s.timeControl = tc;
    s.policy = policy;
    if (sfen) s.startSfen = QString::fromLatin1(sfen);
    return s;
}

// The commands the fake engines of a test read (FAKE_LOG), for the exact go lines.
class CommandLog {
public:
    CommandLog() { qputenv("FAKE_LOG", path().toLocal8Bit()); }
    ~CommandLog() { qunsetenv("FAKE_LOG"); }
    QString path() const { return m_dir.filePath(QStringLiteral("log")); }
    QStringList lines(const QString& prefix = {}) const {
        QFile f(path());
        if (!f.open(QIODevice::ReadOnly)) return {};
        QStringList out;
        for (const QString& line :
             QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            if (line.startsWith(prefix)) out << line;
        return out;
    }

private:
    QTemporaryDir m_dir;
};

const char* const ImpassePosition = "+R+B+P+P+P+P+P+P+P/4K4/+P+P+P6/9/9/9/9/9/4k4 b 2G2S2N2L 1";

} // namespace

class TestEnginePlayer : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(m_languages.apply(QStringLiteral("en"))); }
    void init() { m_watch = std::make_unique<fake::ProcessWatch>(); }
    void cleanup();
    void playsAndNamesItself();
    void crashAtStart();
    void crashMidGameAndContinueWithOthers();
    void hangPastTheFlag();
    void hangWithoutAClock();
    void garbageAroundMovesIsHarmless();
    void garbageInsteadOfAMove();
    void illegalMoveLosesUnderEitherPolicy_data();
    void illegalMoveLosesUnderEitherPolicy();
    void resigns();
    void impasseClaim_data();
    void impasseClaim();
    void goLinesForEveryTimeControl_data();
    void goLinesForEveryTimeControl();
    void takebackWhileTheEngineThinks();
    void twoEnginesWithPauseResumeStop();
    void closedMidSearch();

private:
    LanguageManager m_languages;
    std::unique_ptr<fake::ProcessWatch> m_watch;
};

// No test leaves a process behind: every engine quits or is killed, and is reaped.
void TestEnginePlayer::cleanup() {
    QTRY_COMPARE_WITH_TIMEOUT(m_watch->survivors(), QStringList(), 8000);
    m_watch.reset();
}

void TestEnginePlayer::playsAndNamesItself() {
    GameController c;
    auto* human = new HumanPlayer;
    QVERIFY(c.newGame(
        setupWith(), human,
        fakeEngine({QStringLiteral("ignored"), QStringLiteral("3c3d")}, 0, QStringLiteral("Scripted"))));
    QCOMPARE(c.names()[1], QStringLiteral("Scripted"));
    QCOMPARE(c.record().header(QStringLiteral("後手")), QStringLiteral("Scripted"));
    // The person who typed no name is recorded under the side's name, as Kifu for Windows heads a column.
    QCOMPARE(c.record().header(QStringLiteral("先手")), QStringLiteral("先手"));
    QCOMPARE(c.names()[0], QStringLiteral("Black"));
    QVERIFY(c.isWaitingForPlayers()); // the engine starts: no clock, no move yet
    QVERIFY(!c.humanToMove());
    QTRY_VERIFY_WITH_TIMEOUT(c.humanToMove(), 5000);
    human->proposeMove(usiMove(QStringLiteral("7g7f")));
    QTRY_COMPARE_WITH_TIMEOUT(c.game().moves().size(), std::size_t(2), 5000);
    QCOMPARE(c.game().moves()[1], usiMove(QStringLiteral("3c3d")));
    QVERIFY(c.humanToMove());
    QVERIFY(!c.isOver());

    // A handicap record names the sides 下手 and 上手; a name typed in the setup wins over the engine's.
    GameController handicap;
    GameSetup setup = setupWith();
    setup.handicapId = QStringLiteral("bishop");
    setup.blackName = QStringLiteral("Hanako");
    QVERIFY(handicap.newGame(setup, new HumanPlayer, fakeEngine({}, 0, QStringLiteral("Scripted"))));
    QCOMPARE(handicap.record().header(QStringLiteral("下手")), QStringLiteral("Hanako"));
    QCOMPARE(handicap.record().header(QStringLiteral("上手")), QStringLiteral("Scripted"));
    QVERIFY(handicap.record().header(QStringLiteral("後手")).isEmpty());
    QVERIFY(handicap.record().header(QStringLiteral("先手")).isEmpty());
}

void TestEnginePlayer::crashAtStart() {
    GameController c;
    QSignalSpy ended(&c, &GameController::gameEnded);
    QVERIFY(c.newGame(
        setupWith(), new HumanPlayer,
        fakeEngine({QStringLiteral("--start"), QStringLiteral("crash")}, 0, QStringLiteral("Crashy"))));
    QVERIFY(ended.wait(5000));
    const QString message = ended[0][0].toString();
    QVERIFY2(message.startsWith(QStringLiteral("Crashy stopped working: Black wins.\n")),
             qPrintable(message));
    QVERIFY2(message.section(QLatin1Char('\n'), 1, 1).contains(QStringLiteral("crashed (signal 11)")),
             qPrintable(message));
    QVERIFY(message.contains(QStringLiteral("\n\nIts last output:\n"))); // after a blank line: the Details
    QVERIFY(message.contains(QStringLiteral("fake: cannot load eval.bin"))); // its last words
    QCOMPARE(c.game().result().outcome, Outcome::BlackWins);
    QVERIFY(!c.isLive());
    QVERIFY(!c.canUndo());
}

void TestEnginePlayer::crashMidGameAndContinueWithOthers() {
    GameController c;
    QSignalSpy ended(&c, &GameController::gameEnded);
    auto* human = new HumanPlayer;
    QVERIFY(c.newGame(setupWith(TimeControl::byoyomi(60000, 10000)),
                      fakeEngine({QStringLiteral("7g7f"), QStringLiteral("x"), QStringLiteral("crash")}),
                      human));
    QTRY_COMPARE_WITH_TIMEOUT(c.game().moves().size(), std::size_t(1), 5000);
    human->proposeMove(usiMove(QStringLiteral("3c3d")));
    QVERIFY(ended.wait(5000));
    QVERIFY2(ended[0][0].toString().contains(QStringLiteral("Engine Fake ended unexpectedly: it crashed")),
             qPrintable(ended[0][0].toString()));
    QCOMPARE(c.game().result().outcome, Outcome::WhiteWins);
    // The record keeps both moves and ends where the game stopped (中断, no foul), saying why.
    const RecordNode* second = c.record().root().mainChild()->mainChild();
    QCOMPARE(second->move, usiMove(QStringLiteral("3c3d")));
    QCOMPARE(second->mainChild()->special, SpecialMove::Interrupt);
    QCOMPARE(second->mainChild()->comment, QStringLiteral("Fake stopped working: White wins."));
    QCOMPARE(
        MoveText(MoveNotation::Western, QStringLiteral("en")).node(c.currentPosition(), *second->mainChild()),
        QStringLiteral("Fake stopped working: White wins."));
    // With the time the engine's turn had taken, as Kifu for Windows writes an ending.
    static const QRegularExpression kif(
        QStringLiteral("\n   3 中断 +\\( 0:0\\d/00:00:0\\d\\)\n\\*Fake stopped working: White wins\\.\n"));
    QVERIFY2(kif.match(writeKif(c.record())).hasMatch(), qPrintable(writeKif(c.record())));
    static const QRegularExpression csa(
        QStringLiteral("%CHUDAN\nT\\d+\n'\\*Fake stopped working: White wins\\."));
    QVERIFY2(csa.match(writeCsa(c.record())).hasMatch(), qPrintable(writeCsa(c.record())));
    QVERIFY(c.isModified());
    // Other players take over from the position the game reached.
    QVERIFY(c.canContinue());
    auto* black = new HumanPlayer;
    QVERIFY(c.continueWith(black, new HumanPlayer));
    QVERIFY(c.isLive());
    QCOMPARE(c.game().moves().size(), std::size_t(2));
    QVERIFY(c.playNode() == second);
    QVERIFY(second->children.empty());
    QVERIFY(c.clock().isRunning(Color::Black));
    black->proposeMove(usiMove(QStringLiteral("2g2f")));
    QCOMPARE(c.game().moves().size(), std::size_t(3));
}

void TestEnginePlayer::hangPastTheFlag() {
    GameController c;
    QSignalSpy ended(&c, &GameController::gameEnded);
    QVERIFY(c.newGame(setupWith(TimeControl::byoyomi(0, 300)), fakeEngine({QStringLiteral("hang")}),
                      new HumanPlayer));
    QVERIFY(ended.wait(5000));
    QCOMPARE(c.game().result().reason, EndReason::Time);
    QCOMPARE(c.game().result().outcome, Outcome::WhiteWins);
    QVERIFY(ended[0][0].toString().startsWith(QStringLiteral("Fake ran out of time: White wins.")));
    QVERIFY(ended[0][0].toString().contains(QStringLiteral("The last output of Fake:\n")));
    QVERIFY2(ended[0][0].toString().endsWith(QStringLiteral("\nusiok\nreadyok")),
             qPrintable(ended[0][0].toString()));
    QCOMPARE(c.record().root().mainChild()->special, SpecialMove::Timeout);
    QVERIFY(c.canContinue()); // a program's fault
    // The hung engine does not answer the stop either: it is killed (cleanup checks).
}

void TestEnginePlayer::hangWithoutAClock() {
    GameController c;
    QSignalSpy ended(&c, &GameController::gameEnded);
    QVERIFY(c.newGame(setupWith(), fakeEngine({QStringLiteral("hang")}, 200, QStringLiteral("Stuck")),
                      new HumanPlayer));
    QVERIFY(ended.wait(15000)); // the move time, its grace, then the wait for the bestmove after stop
    const QString message = ended[0][0].toString();
    QVERIFY2(message.contains(QStringLiteral("Engine Stuck sent no move")), qPrintable(message));
    QCOMPARE(c.game().result().outcome, Outcome::WhiteWins);
}

void TestEnginePlayer::garbageAroundMovesIsHarmless() {
    GameController c;
    QVERIFY(c.newGame(setupWith(), fakeEngine({QStringLiteral("--garbage"), QStringLiteral("7g7f")}),
                      new HumanPlayer));
    QTRY_COMPARE_WITH_TIMEOUT(c.game().moves().size(), std::size_t(1), 5000);
    QVERIFY(!c.isOver());
}

void TestEnginePlayer::garbageInsteadOfAMove() {
    GameController c;
    QSignalSpy ended(&c, &GameController::gameEnded);
    QVERIFY(c.newGame(setupWith(), fakeEngine({QStringLiteral("zz9z")}), new HumanPlayer));
    QVERIFY(ended.wait(5000));
    QVERIFY2(ended[0][0].toString().contains(QStringLiteral("which is not a move")),
             qPrintable(ended[0][0].toString()));
    QCOMPARE(c.game().result().outcome, Outcome::WhiteWins);
    QCOMPARE(c.record().root().mainChild()->special, SpecialMove::Interrupt);
}

void TestEnginePlayer::illegalMoveLosesUnderEitherPolicy_data() {
    QTest::addColumn<IllegalMovePolicy>("policy");
    QTest::addColumn<QString>("move");
    QTest::newRow("friendly, a piece that cannot go there") << IllegalMovePolicy::Friendly << "7g7e";
    QTest::newRow("friendly, the opponent's piece") << IllegalMovePolicy::Friendly << "5a5b";
    QTest::newRow("tournament") << IllegalMovePolicy::Tournament << "7g7e";
}

void TestEnginePlayer::illegalMoveLosesUnderEitherPolicy() {
    QFETCH(IllegalMovePolicy, policy);
    QFETCH(QString, move);
    GameController c;
    QSignalSpy ended(&c, &GameController::gameEnded);
    QSignalSpy refused(&c, &GameController::moveRefused);
    QVERIFY(c.newGame(setupWith(TimeControl::none(), nullptr, policy), fakeEngine({move}), new HumanPlayer));
    QVERIFY(ended.wait(5000));
    QCOMPARE(refused.count(), 0);
    QCOMPARE(c.game().result().reason, EndReason::IllegalMove);
    QCOMPARE(c.game().result().outcome, Outcome::WhiteWins);
    QVERIFY2(ended[0][0].toString().startsWith(QStringLiteral("Illegal move by Fake")),
             qPrintable(ended[0][0].toString()));
    QVERIFY(ended[0][0].toString().contains(QStringLiteral("The last output of Fake:\n")));
    QVERIFY(ended[0][0].toString().endsWith(QStringLiteral("bestmove ") + move));
}

void TestEnginePlayer::resigns() {
    GameController c;
    QSignalSpy ended(&c, &GameController::gameEnded);
    QVERIFY(
        c.newGame(setupWith(), new HumanPlayer, fakeEngine({QStringLiteral("x"), QStringLiteral("resign")})));
    QTRY_VERIFY_WITH_TIMEOUT(c.humanToMove(), 5000);
    emit c.player(Color::Black)->moveChosen(usiMove(QStringLiteral("7g7f")));
    QVERIFY(ended.wait(5000));
    QCOMPARE(c.game().result().reason, EndReason::Resignation);
    QCOMPARE(c.game().result().outcome, Outcome::BlackWins);
    QCOMPARE(c.record().root().mainChild()->mainChild()->special, SpecialMove::Resign);
    QCOMPARE(ended[0][0].toString(), QStringLiteral("Fake resigned: Black wins."));
}

void TestEnginePlayer::impasseClaim_data() {
    QTest::addColumn<QString>("sfen");
    QTest::addColumn<Outcome>("outcome");
    QTest::newRow("a claim that holds") << ImpassePosition << Outcome::BlackWins;
    QTest::newRow("a wrong claim loses") << "" << Outcome::WhiteWins;
}

void TestEnginePlayer::impasseClaim() {
    QFETCH(QString, sfen);
    QFETCH(Outcome, outcome);
    GameController c;
    QSignalSpy ended(&c, &GameController::gameEnded);
    GameSetup setup = setupWith();
    setup.startSfen = sfen;
    QVERIFY(c.newGame(setup, fakeEngine({QStringLiteral("win")}), new HumanPlayer));
    QVERIFY(ended.wait(5000));
    QCOMPARE(c.game().result().reason, EndReason::Impasse);
    QCOMPARE(c.game().result().outcome, outcome);
    QVERIFY(ended[0][0].toString().contains(QStringLiteral("declared by Fake")));
}

void TestEnginePlayer::goLinesForEveryTimeControl_data() {
    QTest::addColumn<TimeControl>("control");
    QTest::addColumn<QString>("first");  // a regular expression for the first go
    QTest::addColumn<QString>("second"); // and for the second, after a move each
    const QString n = QStringLiteral("(\\d+)");
    QTest::newRow("no clock: the move time as a byoyomi")
        << TimeControl::none() << "go btime 0 wtime 0 byoyomi 2000"
        << "go btime 0 wtime 0 byoyomi 2000";
    QTest::newRow("fixed time per move") << TimeControl::byoyomi(0, 1000) << "go btime 0 wtime 0 byoyomi 1000"
                                         << "go btime 0 wtime 0 byoyomi 1000";
    QTest::newRow("sudden death") << TimeControl::suddenDeath(60000) << "go btime 60000 wtime 60000 byoyomi 0"
                                  << "go btime " + n + " wtime " + n + " byoyomi 0";
    QTest::newRow("main time and byoyomi")
        << TimeControl::byoyomi(60000, 5000) << "go btime 60000 wtime 60000 byoyomi 5000"
        << "go btime " + n + " wtime " + n + " byoyomi 5000";
    QTest::newRow("Fischer") << TimeControl::fischer(60000, 2000)
                             << "go btime 60000 wtime 60000 binc 2000 winc 2000"
                             << "go btime " + n + " wtime " + n + " binc 2000 winc 2000";
}

void TestEnginePlayer::goLinesForEveryTimeControl() {
    QFETCH(TimeControl, control);
    QFETCH(QString, first);
    QFETCH(QString, second);
    CommandLog log;
    GameController c;
    auto* human = new HumanPlayer;
    QVERIFY(c.newGame(setupWith(control),
                      fakeEngine({QStringLiteral("7g7f"), QStringLiteral("x"), QStringLiteral("2g2f")}),
                      human));
    QTRY_COMPARE_WITH_TIMEOUT(c.game().moves().size(), std::size_t(1), 5000);
    QTest::qWait(120); // the human thinks a little: White's clock shows it
    human->proposeMove(usiMove(QStringLiteral("3c3d")));
    QTRY_COMPARE_WITH_TIMEOUT(c.game().moves().size(), std::size_t(3), 5000);
    const QStringList gos = log.lines(QStringLiteral("go"));
    QCOMPARE(gos.size(), 2);
    // Main time is sent as it stands: within the 1 s the start may take, and no more than it was; each clock
    // is read on its own, so Black's may show 59 999 while White's still shows 60 000.
    const auto matchAll = [](const QString& pattern, const QString& line) {
        return QRegularExpression(QLatin1Char('^') + pattern + QLatin1Char('$')).match(line);
    };
    const QString firstPattern =
        control.mainMs > 0
            ? QString(first).replace(QStringLiteral("60000"), QStringLiteral("(59\\d\\d\\d|60000)"))
            : first;
    QVERIFY2(matchAll(firstPattern, gos[0]).hasMatch(), qPrintable(gos[0]));
    const auto m = matchAll(second, gos[1]);
    QVERIFY2(m.hasMatch(), qPrintable(gos[1]));
    if (control.mainMs > 0) {
        const qint64 btime = m.captured(1).toLongLong(), wtime = m.captured(2).toLongLong();
        QVERIFY2(wtime <= 60000 - 100 + control.incrementMs,
                 qPrintable(gos[1])); // White's thought was charged
        QVERIFY(wtime > 50000);
        QVERIFY(btime <= 60000 + control.incrementMs && btime > 50000);
    }
    // The whole game each time, from the start.
    QCOMPARE(log.lines(QStringLiteral("position")),
             (QStringList{QStringLiteral("position startpos"),
                          QStringLiteral("position startpos moves 7g7f 3c3d")}));
    QVERIFY(log.lines(QStringLiteral("go")).filter(QStringLiteral("movetime")).isEmpty());
}

void TestEnginePlayer::takebackWhileTheEngineThinks() {
    for (const char* reply : {"slow", "late"}) {
        CommandLog log;
        GameController c;
        auto* human = new HumanPlayer;
        QVERIFY(c.newGame(setupWith(), human,
                          fakeEngine({QStringLiteral("x"), QStringLiteral("3c3d"), QStringLiteral("x"),
                                      QString::fromLatin1(reply)},
                                     5000)));
        QTRY_VERIFY_WITH_TIMEOUT(c.humanToMove(), 5000);
        human->proposeMove(usiMove(QStringLiteral("7g7f")));
        QTRY_COMPARE_WITH_TIMEOUT(c.game().moves().size(), std::size_t(2), 5000);
        human->proposeMove(usiMove(QStringLiteral("2g2f")));
        QTRY_COMPARE_WITH_TIMEOUT(log.lines(QStringLiteral("go")).size(), 2, 5000);
        QVERIFY(c.canUndo());
        QVERIFY(c.undo()); // the human's move goes; the engine stops, its answer ignored
        QCOMPARE(c.game().moves().size(), std::size_t(2));
        QVERIFY(c.humanToMove());
        QTRY_VERIFY_WITH_TIMEOUT(log.lines().contains(QStringLiteral("stop")), 5000);
        QTest::qWait(700); // the late answer ("bestmove resign") has come by now
        QVERIFY2(!c.isOver(), reply);
        QVERIFY(c.isLive());
        QCOMPARE(c.game().moves().size(), std::size_t(2));
        // The game goes on: the engine is asked again about the new move.
        human->proposeMove(usiMove(QStringLiteral("2g2f")));
        QTRY_COMPARE_WITH_TIMEOUT(log.lines(QStringLiteral("go")).size(), 3, 5000);
    }
}

void TestEnginePlayer::twoEnginesWithPauseResumeStop() {
    const QStringList line = {QStringLiteral("7g7f"), QStringLiteral("3c3d"), QStringLiteral("2g2f"),
                              QStringLiteral("8c8d"), QStringLiteral("slow")};
    {
        // Played out: the engine without a move for ply 5 resigns.
        GameController c;
        QSignalSpy ended(&c, &GameController::gameEnded);
        QVERIFY(c.newGame(setupWith(TimeControl::byoyomi(0, 2000)),
                          fakeEngine(line.mid(0, 4), 0, QStringLiteral("One")),
                          fakeEngine(line.mid(0, 4), 0, QStringLiteral("Two"))));
        QCOMPARE(c.record().header(QStringLiteral("先手")), QStringLiteral("One"));
        QVERIFY(ended.wait(10000));
        QCOMPARE(c.game().moves().size(), std::size_t(4));
        QCOMPARE(c.game().result().reason, EndReason::Resignation);
        QCOMPARE(ended[0][0].toString(), QStringLiteral("One resigned: Two wins."));
    }
    GameController c;
    QSignalSpy paused(&c, &GameController::pausedChanged);
    QVERIFY(c.newGame(setupWith(TimeControl::byoyomi(60000, 2000)), fakeEngine(line), fakeEngine(line)));
    QTRY_COMPARE_WITH_TIMEOUT(c.game().moves().size(), std::size_t(4), 5000);
    QVERIFY(c.canPause());
    QVERIFY(!c.canUndo()); // nobody at the board to take back for
    c.pause(); // Black thinks ("slow"): it is stopped, its answer (resign) ignored, its clock stopped
    QVERIFY(c.isPaused());
    QCOMPARE(paused.count(), 1);
    QVERIFY(!c.clock().isRunning(Color::Black));
    QTest::qWait(300);
    QVERIFY(!c.isOver());
    QVERIFY(!c.player(Color::Black)->isThinking());
    c.resumePlay();
    QVERIFY(!c.isPaused());
    QVERIFY(c.clock().isRunning(Color::Black));
    QVERIFY(c.player(Color::Black)->isThinking());
    c.stopGame();
    QVERIFY(!c.isLive());
    QCOMPARE(c.game().moves().size(), std::size_t(4));
    QCOMPARE(c.playNode()->special, SpecialMove::Interrupt);
    QVERIFY(!c.player(Color::Black)->isThinking());
}

void TestEnginePlayer::closedMidSearch() {
    auto* c = new GameController;
    // Black hangs (it no longer reads, so it will not hear "quit"); White waits for its turn.
    QVERIFY(c->newGame(setupWith(), fakeEngine({QStringLiteral("hang")}, 60000),
                       fakeEngine({QStringLiteral("slow")})));
    QTRY_COMPARE_WITH_TIMEOUT(m_watch->started(), 2, 5000);
    QTest::qWait(200);
    delete c; // the window closes while Black thinks: White quits, Black is killed (cleanup checks)
}

QTEST_MAIN(TestEnginePlayer)
#include "tst_engineplayer.moc"
