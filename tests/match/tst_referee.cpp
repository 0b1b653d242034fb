// Matches between scripted fake engines: every way a game ends, judged by the rules core (mate,
// sennichite, perpetual check, impasse right and wrong, resignation, illegal moves, time, crash, ply
// limit), what the engines are sent, the errors that stop a match before it starts, two games at once,
// and the KIF record of each ending read back. No engine process outlives a test.
#include "../usi/FakeEngine.h"
#include "formats/RecordFormat.h"
#include "match/MatchRecord.h"
#include "match/MatchRunner.h"

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <set>

using namespace shogi;
using namespace shogi::match;
using namespace std::chrono_literals;

namespace {

const char* const kImpasse28 = "RBGGGGSSS/S3K4/9/9/9/9/9/9/4k4 b 10P8p4l4n 1"; // Black may declare and wins
const char* const kMateInOne = "8k/9/8P/9/9/9/9/9/4K4 b G 1";                  // G*1b mates
const char* const kRookChecks = "8k/9/8R/9/9/9/9/9/4K4 w - 1";                 // the rook can check forever

std::vector<std::string> repeat(const std::vector<std::string>& moves, int times) {
    std::vector<std::string> out;
    for (int i = 0; i < times; ++i)
        out.insert(out.end(), moves.begin(), moves.end());
    return out;
}

EngineSpec fakeEngine(const std::string& name, const std::vector<std::string>& script) {
    EngineSpec spec{fake::script(), {"--name", name}, "", {}};
    spec.arguments.insert(spec.arguments.end(), script.begin(), script.end());
    return spec;
}

MatchSettings settings(const std::vector<std::string>& script1, const std::vector<std::string>& script2,
                       const std::string& opening = "startpos", int games = 1) {
    MatchSettings s;
    s.engines = {fakeEngine("one", script1), fakeEngine("two", script2)};
    s.games = games;
    s.openings = {*parseOpening(opening, VariantKind::Standard)};
    s.timeControl = TimeControl::byoyomi(0, 2000); // fake engines answer at once; tests of time shorten it
    s.timeouts = {5000ms, 5000ms, 300ms};
    return s;
}

struct Played {
    Result<MatchTally> tally = Error{"not run", 0, 0};
    std::vector<GameReport> games;
};

Played play(const MatchSettings& s) {
    Played p;
    p.tally = runMatch(s, [&](const GameReport& r, const MatchTally&) { p.games.push_back(r); });
    return p;
}

// The record as a KIF file would give it back.
ReadResult kifRoundTrip(const GameReport& report, const MatchSettings& s) {
    auto read = readKif(writeKif(gameRecord(report, s)));
    return read.ok() ? std::move(*read) : ReadResult{};
}

} // namespace

class TestReferee : public QObject {
    Q_OBJECT
private slots:
    void init() { m_watch = std::make_unique<fake::ProcessWatch>(); }
    void cleanup() {
        QCOMPARE(m_watch->survivors(), QStringList());
        m_watch.reset();
    }

    void checkmate();
    void repetitionDraws();
    void perpetualCheckLoses();
    void impasseDeclarationJudged();
    void resignation();
    void moveTimesPerEngine();
    void illegalMoveLoses();
    void textThatIsNoMoveLoses();
    void crashLosesAndTheEngineRestarts();
    void hangLosesOnTime();
    void slowEngineLosesOnTimeAndPlaysOn();
    void plyLimitDraws();
    void enginesGetHistoryClocksAndOptions();
    void startErrorsStopTheMatch();
    void twoGamesAtOnce();

private:
    std::unique_ptr<fake::ProcessWatch> m_watch;
};

void TestReferee::checkmate() {
    const MatchSettings s = settings({"G*1b"}, {"G*1b"}, kMateInOne);
    const Played p = play(s);
    QVERIFY(p.tally.ok());
    QCOMPARE(p.games.size(), std::size_t(1));
    const GameReport& g = p.games[0];
    QCOMPARE(g.outcome, Outcome::BlackWins);
    QCOMPARE(g.termination, Termination::Checkmate);
    QCOMPARE(g.nameBySide[0], std::string("one"));
    QCOMPARE(g.moveTimesMs.size(), std::size_t(1));
    QCOMPARE(p.tally->wins, 1);
    const ReadResult kif = kifRoundTrip(g, s);
    QCOMPARE(kif.record.ending(), SpecialMove::Mate);
    QCOMPARE(kif.record.header(QStringLiteral("先手")), QStringLiteral("one"));
    QCOMPARE(kif.record.header(QStringLiteral("後手")), QStringLiteral("two"));
    QCOMPARE(kif.record.header(QStringLiteral("結果")), QStringLiteral("先手の勝ち（詰み）"));
    QCOMPARE(kif.record.header(QStringLiteral("持ち時間")), QStringLiteral("各0秒 秒読み2秒"));
    QCOMPARE(kif.record.mainLineMoveCount(), 1);
    QCOMPARE(kif.record.root().comment, QStringLiteral("opening 1: 8k/9/8P/9/9/9/9/9/4K4 b G 1"));
}

void TestReferee::repetitionDraws() {
    const auto cycle = repeat({"2h3h", "8b7b", "3h2h", "7b8b"}, 3);
    const Played p = play(settings(cycle, cycle));
    const GameReport& g = p.games.at(0);
    QCOMPARE(g.outcome, Outcome::Draw);
    QCOMPARE(g.termination, Termination::Repetition);
    QCOMPARE(g.moves.size(), std::size_t(12)); // the start position for the fourth time
    QCOMPARE(p.tally->draws, 1);
    QCOMPARE(kifRoundTrip(g, settings(cycle, cycle)).record.header(QStringLiteral("結果")),
             QStringLiteral("引き分け（千日手）"));
}

void TestReferee::perpetualCheckLoses() {
    const auto cycle = repeat({"1a2a", "1c2c", "2a1a", "2c1c"}, 3);
    const MatchSettings s = settings(cycle, cycle, kRookChecks);
    const Played p = play(s);
    const GameReport& g = p.games.at(0);
    QCOMPARE(g.termination, Termination::PerpetualCheck);
    QCOMPARE(g.outcome, Outcome::WhiteWins); // Black checked on every move
    QCOMPARE(p.tally->losses, 1);            // engine 1 was Black
    const ReadResult kif = kifRoundTrip(g, s);
    QCOMPARE(kif.record.ending(), SpecialMove::PerpetualCheck);
    QCOMPARE(kif.record.header(QStringLiteral("結果")), QStringLiteral("後手の勝ち（連続王手の千日手）"));
}

void TestReferee::impasseDeclarationJudged() {
    const MatchSettings right = settings({"win"}, {"win"}, kImpasse28);
    const Played won = play(right);
    QCOMPARE(won.games.at(0).termination, Termination::Impasse);
    QCOMPARE(won.games.at(0).outcome, Outcome::BlackWins);
    QVERIFY2(won.games.at(0).detail.find("28 points") != std::string::npos, won.games.at(0).detail.c_str());
    QCOMPARE(kifRoundTrip(won.games.at(0), right).record.ending(), SpecialMove::EnteringKingWin);
    QCOMPARE(kifRoundTrip(won.games.at(0), right).record.header(QStringLiteral("結果")),
             QStringLiteral("先手の勝ち（入玉勝ち）"));

    // From the start position the declaration cannot qualify: under the tournament policy it loses.
    const MatchSettings wrong = settings({"win"}, {"win"});
    const Played lost = play(wrong);
    QCOMPARE(lost.games.at(0).termination, Termination::Impasse);
    QCOMPARE(lost.games.at(0).outcome, Outcome::WhiteWins);
    QCOMPARE(kifRoundTrip(lost.games.at(0), wrong).record.ending(), SpecialMove::IllegalLoss);
    QCOMPARE(kifRoundTrip(lost.games.at(0), wrong).record.header(QStringLiteral("結果")),
             QStringLiteral("後手の勝ち（反則）"));
}

void TestReferee::resignation() {
    const MatchSettings s = settings({"7g7f", "3c3d", "resign"}, {"7g7f", "3c3d"});
    const Played p = play(s);
    const GameReport& g = p.games.at(0);
    QCOMPARE(g.termination, Termination::Resignation);
    QCOMPARE(g.outcome, Outcome::WhiteWins);
    QCOMPARE(g.moves.size(), std::size_t(2));
    QCOMPARE(kifRoundTrip(g, s).record.ending(), SpecialMove::Resign);
    QCOMPARE(kifRoundTrip(g, s).record.header(QStringLiteral("結果")), QStringLiteral("後手の勝ち（投了）"));
    QCOMPARE(p.tally->faults[0].illegalMoves + p.tally->faults[0].timeLosses + p.tally->faults[0].crashes, 0);
}

void TestReferee::moveTimesPerEngine() {
    // The opening leaves White to move: engine 2 (White) plays 3c3d and 8c8d, engine 1 2g2f, then resigns.
    const std::vector<std::string> script{"7g7f", "3c3d", "2g2f", "8c8d", "resign"};
    const Played p = play(settings(script, script, "startpos moves 7g7f"));
    QCOMPARE(p.games.at(0).termination, Termination::Resignation);
    QCOMPARE(p.tally->moveTimes[0].moves, 1);
    QCOMPARE(p.tally->moveTimes[1].moves, 2);
    for (const MoveTimes& t : p.tally->moveTimes) {
        QVERIFY(t.longestMs >= 0 && t.longestMs <= t.totalMs);
        QVERIFY(t.meanMs() <= double(t.longestMs));
    }
}

void TestReferee::illegalMoveLoses() {
    // A pawn two squares forward: the board can show it, so it is recorded, flagged, and the other side wins.
    const MatchSettings s = settings({"7g7f", "3c3d", "5g5e"}, {"7g7f", "3c3d"});
    const Played p = play(s);
    const GameReport& g = p.games.at(0);
    QCOMPARE(g.termination, Termination::IllegalMove);
    QCOMPARE(g.outcome, Outcome::WhiteWins);
    QVERIFY(g.illegalMove.has_value());
    QVERIFY2(g.detail.find("one (Black) played 5g5e, illegal") != std::string::npos, g.detail.c_str());
    QCOMPARE(p.tally->faults[0].illegalMoves, 1);
    const ReadResult kif = kifRoundTrip(g, s);
    QCOMPARE(kif.record.ending(), SpecialMove::IllegalWin);
    QVERIFY(kif.record.mainLine().at(2)->illegal);
    QCOMPARE(kif.record.header(QStringLiteral("結果")), QStringLiteral("後手の勝ち（反則）"));
}

void TestReferee::textThatIsNoMoveLoses() {
    const MatchSettings s = settings({"7g7f"}, {"7g7f", "33c3d"});
    const Played p = play(s);
    const GameReport& g = p.games.at(0);
    QCOMPARE(g.termination, Termination::IllegalMove);
    QCOMPARE(g.outcome, Outcome::BlackWins);
    QVERIFY(!g.illegalMove);
    QVERIFY2(g.detail.find("'33c3d', not a move") != std::string::npos, g.detail.c_str());
    QCOMPARE(p.tally->faults[1].illegalMoves, 1);
    QCOMPARE(kifRoundTrip(g, s).record.ending(), SpecialMove::IllegalLoss);
}

void TestReferee::crashLosesAndTheEngineRestarts() {
    const MatchSettings s = settings({"7g7f", "3c3d", "crash"}, {"7g7f", "3c3d", "2g2f"}, "startpos", 2);
    const Played p = play(s);
    QVERIFY(p.tally.ok());
    QCOMPARE(p.games.size(), std::size_t(2));
    const GameReport& crashed = p.games[0];
    QCOMPARE(crashed.termination, Termination::Crash);
    QCOMPARE(crashed.outcome, Outcome::WhiteWins);
    QVERIFY2(crashed.detail.find("crashed (signal 11)") != std::string::npos, crashed.detail.c_str());
    QVERIFY(!crashed.engineOutput.empty());
    QCOMPARE(kifRoundTrip(crashed, s).record.ending(), SpecialMove::IllegalLoss);
    QCOMPARE(kifRoundTrip(crashed, s).record.header(QStringLiteral("結果")),
             QStringLiteral("後手の勝ち（エラー）"));
    // The second game, colours swapped, is played by a fresh process of engine 1 (it resigns at ply 3).
    QCOMPARE(p.games[1].termination, Termination::Resignation);
    QCOMPARE(p.games[1].outcome, Outcome::BlackWins);
    QCOMPARE(p.games[1].moves.size(), std::size_t(3));
    QCOMPARE(p.tally->faults[0].crashes, 1);
    QCOMPARE(p.tally->losses, 2);
    QCOMPARE(m_watch->started(), 3);
}

void TestReferee::hangLosesOnTime() {
    QElapsedTimer timer;
    timer.start();
    MatchSettings s = settings({"hang"}, {});
    s.timeControl = TimeControl::byoyomi(0, 200);
    const Played p = play(s);
    const GameReport& g = p.games.at(0);
    QCOMPARE(g.termination, Termination::Time);
    QCOMPARE(g.outcome, Outcome::WhiteWins);
    QVERIFY2(g.detail.find("one (Black) lost on time: no move within 300 ms") != std::string::npos,
             g.detail.c_str());
    QCOMPARE(p.tally->faults[0].timeLosses, 1);
    QCOMPARE(kifRoundTrip(g, s).record.ending(), SpecialMove::Timeout);
    QCOMPARE(kifRoundTrip(g, s).record.header(QStringLiteral("結果")),
             QStringLiteral("後手の勝ち（時間切れ）"));
    QVERIFY(timer.elapsed() < 5000);
}

void TestReferee::slowEngineLosesOnTimeAndPlaysOn() {
    // Half a second for a 200 ms byoyomi: too late even with the grace. It answers "stop", so the same
    // process plays game two.
    MatchSettings s = settings({"late", "3c3d"}, {"7g7f", "3c3d", "resign"}, "startpos", 2);
    s.timeControl = TimeControl::byoyomi(0, 200);
    s.timeouts.stop = 3000ms; // room for the late answer on a busy machine
    const Played p = play(s);
    QCOMPARE(p.games.at(0).termination, Termination::Time);
    QCOMPARE(p.games.at(0).outcome, Outcome::WhiteWins);
    QCOMPARE(p.games.at(1).termination, Termination::Resignation);
    QCOMPARE(p.games.at(1).outcome, Outcome::WhiteWins);
    QCOMPARE(m_watch->started(), 2);
}

void TestReferee::plyLimitDraws() {
    const auto cycle = repeat({"2h3h", "8b7b", "3h2h", "7b8b"}, 3);
    MatchSettings s = settings(cycle, cycle);
    s.maxPlies = 6;
    const Played p = play(s);
    QCOMPARE(p.games.at(0).termination, Termination::MaxPlies);
    QCOMPARE(p.games.at(0).outcome, Outcome::Draw);
    QCOMPARE(p.games.at(0).moves.size(), std::size_t(6));
    QCOMPARE(kifRoundTrip(p.games.at(0), s).record.ending(), SpecialMove::MaxMoves);
    QCOMPARE(kifRoundTrip(p.games.at(0), s).record.header(QStringLiteral("結果")),
             QStringLiteral("引き分け（最大手数）"));
}

void TestReferee::enginesGetHistoryClocksAndOptions() {
    QTemporaryDir dir;
    const QString log = dir.filePath(QStringLiteral("commands.log"));
    qputenv("FAKE_LOG", log.toLocal8Bit());
    MatchSettings s = settings({"7g7f", "3c3d", "2g2f"}, {"7g7f", "3c3d", "2g2f"}, "startpos moves 7g7f");
    s.engines[0].options = {{"Level", "3"}, {"Clear Hash", ""}};
    s.timeControl = TimeControl::byoyomi(60000, 1000);
    const Played p = play(s);
    qunsetenv("FAKE_LOG");
    QCOMPARE(p.games.at(0).termination, Termination::Resignation);
    QFile file(log);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString sent = QString::fromUtf8(file.readAll());
    for (const char* expected :
         {"setoption name Level value 3\n", "setoption name Clear Hash\n", "usinewgame\n",
          "position startpos moves 7g7f\n", "position startpos moves 7g7f 3c3d\n",
          "position startpos moves 7g7f 3c3d 2g2f\n", "gameover win\n", "gameover lose\n", "quit\n"})
        QVERIFY2(sent.contains(QLatin1String(expected)), expected);
    // Both clocks every time, as they stand: full at first (the opening's move was not timed), then never
    // more than before.
    static const QRegularExpression go(QStringLiteral("go btime (\\d+) wtime (\\d+) byoyomi 1000\n"));
    int goes = 0;
    qint64 black = 60000, white = 60000;
    for (auto it = go.globalMatch(sent); it.hasNext(); ++goes) {
        const auto m = it.next();
        QVERIFY(m.captured(1).toLongLong() <= black && m.captured(2).toLongLong() <= white);
        black = m.captured(1).toLongLong();
        white = m.captured(2).toLongLong();
    }
    QCOMPARE(goes, 3); // White, Black, White (who resigns)
    QVERIFY(sent.contains(QStringLiteral("go btime 60000 wtime 60000 byoyomi 1000\n")));
    QVERIFY(black > 50000 && white > 50000);
    QVERIFY(!sent.contains(QStringLiteral("movetime")));
}

void TestReferee::startErrorsStopTheMatch() {
    MatchSettings crash = settings({}, {});
    crash.engines[1].arguments.insert(crash.engines[1].arguments.begin(), {"--start", "crash"});
    auto p = play(crash);
    QVERIFY(!p.tally.ok());
    QVERIFY(p.games.empty());
    const std::string& message = p.tally.error().message;
    QVERIFY2(message.find("engine 2: engine two") == std::string::npos, message.c_str()); // no id name yet
    QVERIFY2(message.find("engine 2:") == 0 && message.find("crashed (signal 11)") != std::string::npos,
             message.c_str());
    QVERIFY2(message.find("cannot load eval.bin") != std::string::npos, message.c_str());

    MatchSettings unknown = settings({}, {});
    unknown.engines[0].options = {{"Hash", "64"}};
    p = play(unknown);
    QCOMPARE(QString::fromStdString(p.tally.error().message),
             QStringLiteral("engine 1: one has no option 'Hash'"));

    MatchSettings outOfRange = settings({}, {});
    outOfRange.engines[1].options = {{"Level", "11"}};
    p = play(outOfRange);
    QVERIFY2(p.tally.error().message.find("Level takes an integer from 1 to 10, not '11'") !=
                 std::string::npos,
             p.tally.error().message.c_str());

    MatchSettings smallBoard = settings({}, {});
    smallBoard.variant = VariantKind::Gorogoro;
    smallBoard.openings.clear();
    p = play(smallBoard);
    QVERIFY2(p.tally.error().message.find("cannot play gorogoro") != std::string::npos,
             p.tally.error().message.c_str());
}

void TestReferee::twoGamesAtOnce() {
    MatchSettings s = settings({"7g7f", "3c3d", "resign"}, {"7g7f", "3c3d", "resign"}, "startpos", 4);
    s.concurrency = 2;
    const Played p = play(s);
    QVERIFY(p.tally.ok());
    QCOMPARE(p.tally->games, 4);
    std::set<int> numbers;
    for (const GameReport& g : p.games) {
        numbers.insert(g.number);
        QCOMPARE(g.termination, Termination::Resignation);
        QCOMPARE(g.outcome, Outcome::WhiteWins); // Black resigns at ply 2 in every game
    }
    QCOMPARE(numbers, (std::set<int>{1, 2, 3, 4}));
    QCOMPARE(p.tally->wins, 2);
    QCOMPARE(p.tally->losses, 2);
    QCOMPARE(m_watch->started(), 4); // one pair of processes per game slot
}

QTEST_APPLESS_MAIN(TestReferee)
#include "tst_referee.moc"
