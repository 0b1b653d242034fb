// The blocking engine session against the scripted fake engine: a normal conversation, then every fault
// an engine can show (crash or exit at start-up, a hang at start-up, garbage, a crash or a hang while
// thinking, a slow engine that does answer "stop"), each a clear failure within its deadline, and no
// process left behind, zombie or not.
#include "FakeEngine.h"
#include "usi/EngineSession.h"

#include <QTest>

using namespace shogi::usi;
using namespace std::chrono_literals;
using Failure = EngineSession::Failure;

namespace {

std::optional<EngineSession::SearchReply> ask(EngineSession& s, const std::string& position,
                                              EngineSession::Ms within = 2000ms) {
    return s.search(position, "go btime 0 wtime 0 byoyomi 1000", EngineSession::SteadyClock::now() + within);
}

bool outputContains(const EngineSession& s, const std::string& text) {
    for (const std::string& line : s.recentOutput())
        if (line.find(text) != std::string::npos) return true;
    return false;
}

} // namespace

class TestEngineSession : public QObject {
    Q_OBJECT
private slots:
    void conversation();
    void shiftJisName();
    void garbageIsSkipped();
    void missingProgram();
    void crashAtStart();
    void exitAtStart();
    void hangAtStart();
    void crashWhileThinking();
    void hangWhileThinking();
    void slowEngineAnswersStop();
    void quitKillsAnEngineThatIgnoresIt();
};

void TestEngineSession::conversation() {
    fake::ProcessWatch watch;
    {
        EngineSession s;
        QVERIFY2(s.start(fake::script(), {"--name", "Scripted", "7g7f", "3c3d", "2g2f"}, 5000ms),
                 s.errorText().c_str());
        QCOMPARE(s.engineName(), std::string("Scripted"));
        QCOMPARE(s.author(), std::string("Shogiban tests"));
        QCOMPARE(s.options().size(), std::size_t(5));
        QVERIFY(s.findOption("Clear Hash"));
        QCOMPARE(s.findOption("Clear Hash")->type, EngineOption::Type::Button);
        QVERIFY(!s.findOption("Hash"));
        QVERIFY(s.send(setOptionCommand("Level", "3")));
        QVERIFY(s.synchronize(2000ms));
        QVERIFY(s.send("usinewgame"));
        auto first = ask(s, "position startpos");
        QVERIFY(first);
        QCOMPARE(first->best.move, std::string("7g7f"));
        QVERIFY(first->answeredAt >= first->sentAt);
        auto third = ask(s, "position startpos moves 7g7f 3c3d");
        QCOMPARE(third->best.move, std::string("2g2f"));
        auto beyond = ask(s, "position startpos moves 7g7f 3c3d 2g2f 8c8d");
        QCOMPARE(beyond->best.kind, BestMove::Kind::Resign);
        QVERIFY(s.running());
        QCOMPARE(s.failure(), Failure::None);
    }
    QCOMPARE(watch.started(), 1);
    QCOMPARE(watch.survivors(), QStringList());
}

void TestEngineSession::shiftJisName() {
    EngineSession s;
    QVERIFY(s.start(fake::script(), {"--sjis-name"}, 5000ms));
    QCOMPARE(s.engineName(), std::string("\xE5\xB0\x86\xE6\xA3\x8B")); // 将棋
}

void TestEngineSession::garbageIsSkipped() {
    fake::ProcessWatch watch;
    {
        EngineSession s;
        QVERIFY2(s.start(fake::script(), {"--garbage", "7g7f"}, 5000ms), s.errorText().c_str());
        QCOMPARE(s.options().size(), std::size_t(5)); // "option name Broken type" is not one
        QVERIFY(s.synchronize(2000ms));               // "readyok please" was not taken for it
        auto reply = ask(s, "position startpos");
        QVERIFY2(reply, s.errorText().c_str());
        QCOMPARE(reply->best.move, std::string("7g7f"));
        QVERIFY(outputContains(s, "binary"));
        QVERIFY(
            outputContains(s, "info string \xE3\x83\x86\xE3\x82\xB9\xE3\x83\x88")); // テスト, from Shift_JIS
    }
    QCOMPARE(watch.survivors(), QStringList());
}

void TestEngineSession::missingProgram() {
    EngineSession s;
    QVERIFY(!s.start("/nonexistent/engine", {}, 1000ms));
    QCOMPARE(s.failure(), Failure::StartFailed);
    QVERIFY2(s.errorText().find("not found") != std::string::npos, s.errorText().c_str());
    QVERIFY(!s.start(SHOGIBAN_SOURCE_DIR "/README.md", {}, 1000ms));
    QCOMPARE(s.failure(), Failure::StartFailed);
    QVERIFY2(s.errorText().find("not an executable") != std::string::npos, s.errorText().c_str());
    QVERIFY(!s.running());
}

void TestEngineSession::crashAtStart() {
    fake::ProcessWatch watch;
    {
        EngineSession s;
        QVERIFY(!s.start(fake::script(), {"--start", "crash"}, 5000ms));
        QCOMPARE(s.failure(), Failure::Exited);
        QVERIFY2(s.errorText().find("crashed (signal 11)") != std::string::npos, s.errorText().c_str());
        QVERIFY(outputContains(s, "stderr: fake: cannot load eval.bin"));
        QVERIFY(!s.running());
    }
    QCOMPARE(watch.survivors(), QStringList());
}

void TestEngineSession::exitAtStart() {
    EngineSession s;
    QVERIFY(!s.start(fake::script(), {"--start", "exit"}, 5000ms));
    QCOMPARE(s.failure(), Failure::Exited);
    // It may be gone before "usi" is even written: either way the message names the exit code.
    QVERIFY2(s.errorText().find("exited with code 1") != std::string::npos, s.errorText().c_str());
    QVERIFY(outputContains(s, "no evaluation file"));
}

void TestEngineSession::hangAtStart() {
    fake::ProcessWatch watch;
    QElapsedTimer timer;
    timer.start();
    {
        EngineSession s;
        QVERIFY(!s.start(fake::script(), {"--start", "hang"}, 300ms));
        QCOMPARE(s.failure(), Failure::TimedOut);
        QVERIFY2(s.errorText().find("sent no usiok in time") != std::string::npos, s.errorText().c_str());
        QVERIFY(!s.running());
    }
    QVERIFY(timer.elapsed() < 3000);
    QCOMPARE(watch.started(), 1);
    QCOMPARE(watch.survivors(), QStringList());
}

void TestEngineSession::crashWhileThinking() {
    fake::ProcessWatch watch;
    {
        EngineSession s;
        QVERIFY(s.start(fake::script(), {"7g7f", "crash"}, 5000ms));
        QVERIFY(ask(s, "position startpos"));
        QVERIFY(!ask(s, "position startpos moves 7g7f"));
        QCOMPARE(s.failure(), Failure::Exited);
        QVERIFY2(s.errorText().find("crashed (signal 11) while bestmove was awaited") != std::string::npos,
                 s.errorText().c_str());
        QVERIFY(!s.send("isready"));
        QCOMPARE(s.failure(), Failure::Exited);
    }
    QCOMPARE(watch.survivors(), QStringList());
}

void TestEngineSession::hangWhileThinking() {
    fake::ProcessWatch watch;
    QElapsedTimer timer;
    timer.start();
    {
        EngineSession s;
        QVERIFY(s.start(fake::script(), {"hang"}, 5000ms));
        QVERIFY(!ask(s, "position startpos", 300ms));
        QCOMPARE(s.failure(), Failure::TimedOut);
        QVERIFY(timer.elapsed() >= 300);
        QVERIFY(!s.stopSearch(300ms));
        QVERIFY(s.running());
        s.kill();
        QVERIFY(!s.running());
    }
    QVERIFY(timer.elapsed() < 4000);
    QCOMPARE(watch.survivors(), QStringList());
}

void TestEngineSession::slowEngineAnswersStop() {
    EngineSession s;
    QVERIFY(s.start(fake::script(), {"slow"}, 5000ms));
    QVERIFY(!ask(s, "position startpos", 200ms));
    QCOMPARE(s.failure(), Failure::TimedOut);
    QVERIFY(s.stopSearch(2000ms));
    QVERIFY(s.running());
    QVERIFY(s.synchronize(2000ms));
    QCOMPARE(ask(s, "position startpos moves 7g7f")->best.kind, BestMove::Kind::Resign);
}

void TestEngineSession::quitKillsAnEngineThatIgnoresIt() {
    fake::ProcessWatch watch;
    EngineSession s;
    QVERIFY(s.start(fake::script(), {"hang"}, 5000ms));
    QVERIFY(!ask(s, "position startpos", 100ms));
    QElapsedTimer timer;
    timer.start();
    s.quit(200ms);
    QVERIFY(!s.running());
    QVERIFY(timer.elapsed() < 3000);
    QCOMPARE(watch.survivors(), QStringList());
}

QTEST_APPLESS_MAIN(TestEngineSession)
#include "tst_enginesession.moc"
