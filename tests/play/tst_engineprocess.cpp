// The asynchronous USI client on a real process, the scripted fake engine: a conversation, then every
// fault - a missing program, a crash, an exit or a hang at start-up, a crash or a hang while thinking, an
// engine that ignores quit, the owner destroyed mid-search - each reported with the engine's last output
// and its state Failed or Gone, and no process left behind, zombie or not, on any path.
#include "FakeEngine.h"
#include "play/UsiClient.h"

#include <QSignalSpy>
#include <QTest>

using namespace shogi::usi;
using State = UsiClient::State;

namespace {

QString script() {
    return QString::fromStdString(fake::script());
}

bool mentions(const QStringList& lines, const QString& text) {
    for (const QString& line : lines)
        if (line.contains(text)) return true;
    return false;
}

// Waits until the client is in `state` (or any end state, which then fails the comparison).
bool reaches(UsiClient& client, State state, int ms = 5000) {
    QElapsedTimer t;
    t.start();
    while (client.state() != state && t.elapsed() < ms) {
        if (client.state() == State::Failed && state != State::Failed) return false;
        QTest::qWait(10);
    }
    return client.state() == state;
}

UsiClient::Timeouts quick() {
    return {1500, 1500, 300, 300};
}

} // namespace

class TestEngineProcess : public QObject {
    Q_OBJECT
private slots:
    void conversation();
    void missingProgram();
    void notAProgram();
    void crashAtStart();
    void exitAtStart();
    void hangAtStart();
    void crashWhileThinking();
    void hangWhileThinking();
    void quitIgnoredIsKilled();
    void destroyedMidSearch();
    void garbageAndShiftJis();
};

void TestEngineProcess::conversation() {
    fake::ProcessWatch watch;
    {
        UsiClient client;
        QSignalSpy best(&client, &UsiClient::bestMove);
        QSignalSpy finished(&client, &UsiClient::finished);
        client.launch(script(), {QStringLiteral("--name"), QStringLiteral("Scripted"), QStringLiteral("7g7f"),
                                 QStringLiteral("3c3d"), QStringLiteral("2g2f")});
        client.start({{"Level", "3"}});
        QVERIFY(reaches(client, State::Ready));
        QCOMPARE(client.engineName(), QStringLiteral("Scripted"));
        QCOMPARE(client.options().size(), std::size_t(5));
        QVERIFY(client.processId() > 0);
        client.newGame();
        client.go("position startpos", GoLimits::fixedPerMove(1000));
        QVERIFY(best.wait(5000));
        QCOMPARE(best[0][0].value<BestMove>().move, std::string("7g7f"));
        client.go("position startpos moves 7g7f 3c3d", GoLimits::fixedPerMove(1000));
        QVERIFY(best.wait(5000));
        QCOMPARE(best[1][0].value<BestMove>().move, std::string("2g2f"));
        client.quit();
        QVERIFY(finished.wait(5000));
        QCOMPARE(client.state(), State::Gone);
    }
    QCOMPARE(watch.started(), 1);
    QCOMPARE(watch.survivors(), QStringList());
}

void TestEngineProcess::missingProgram() {
    UsiClient client;
    QSignalSpy failed(&client, &UsiClient::failed);
    client.launch(QStringLiteral("/nonexistent/engine"));
    client.start();
    QCOMPARE(failed.count(), 1);
    QCOMPARE(client.state(), State::Failed);
    QVERIFY2(failed[0][0].toString().contains(QStringLiteral("there is no program /nonexistent/engine")),
             qPrintable(failed[0][0].toString()));
}

void TestEngineProcess::notAProgram() {
    UsiClient client;
    QSignalSpy failed(&client, &UsiClient::failed);
    client.launch(QStringLiteral(SHOGIBAN_SOURCE_DIR "/README.md"));
    client.start();
    QCOMPARE(failed.count(), 1);
    QVERIFY(failed[0][0].toString().contains(QStringLiteral("not an executable")));
}

void TestEngineProcess::crashAtStart() {
    fake::ProcessWatch watch;
    {
        UsiClient client;
        client.setTimeouts(quick());
        QSignalSpy failed(&client, &UsiClient::failed);
        client.launch(script(), {QStringLiteral("--start"), QStringLiteral("crash")});
        client.start();
        QVERIFY(failed.wait(5000));
        QVERIFY2(failed[0][0].toString().contains(QStringLiteral("crashed (signal 11)")),
                 qPrintable(failed[0][0].toString()));
        QVERIFY(mentions(failed[0][1].toStringList(), QStringLiteral("stderr: fake: cannot load eval.bin")));
    }
    QCOMPARE(watch.started(), 1);
    QCOMPARE(watch.survivors(), QStringList());
}

void TestEngineProcess::exitAtStart() {
    fake::ProcessWatch watch;
    {
        UsiClient client;
        client.setTimeouts(quick());
        QSignalSpy failed(&client, &UsiClient::failed);
        client.launch(script(), {QStringLiteral("--start"), QStringLiteral("exit")});
        client.start();
        QVERIFY(failed.wait(5000));
        QVERIFY(failed[0][0].toString().contains(QStringLiteral("exited with code 1")));
        QVERIFY(mentions(failed[0][1].toStringList(), QStringLiteral("no evaluation file")));
    }
    QCOMPARE(watch.survivors(), QStringList());
}

void TestEngineProcess::hangAtStart() {
    fake::ProcessWatch watch;
    {
        UsiClient client;
        client.setTimeouts(quick());
        QSignalSpy failed(&client, &UsiClient::failed);
        client.launch(script(), {QStringLiteral("--start"), QStringLiteral("hang")});
        client.start();
        QVERIFY(failed.wait(5000));
        QVERIFY(failed[0][0].toString().contains(QStringLiteral("did not answer “usi”")));
        // The hung process was killed, as a group: its sleep as well.
        QTRY_COMPARE_WITH_TIMEOUT(watch.survivors(), QStringList(), 5000);
    }
    QCOMPARE(watch.started(), 1);
}

void TestEngineProcess::crashWhileThinking() {
    fake::ProcessWatch watch;
    {
        UsiClient client;
        client.setTimeouts(quick());
        QSignalSpy failed(&client, &UsiClient::failed);
        client.launch(script(), {QStringLiteral("7g7f"), QStringLiteral("3c3d"), QStringLiteral("crash")});
        client.start();
        QVERIFY(reaches(client, State::Ready));
        client.go("position startpos moves 7g7f 3c3d", GoLimits::fixedPerMove(1000));
        QVERIFY(failed.wait(5000));
        QVERIFY(failed[0][0].toString().contains(QStringLiteral("fake")));
        QVERIFY(failed[0][0].toString().contains(QStringLiteral("crashed")));
        QVERIFY(mentions(failed[0][1].toStringList(), QStringLiteral("readyok")));
    }
    QCOMPARE(watch.survivors(), QStringList());
}

void TestEngineProcess::hangWhileThinking() {
    fake::ProcessWatch watch;
    {
        UsiClient client;
        client.setTimeouts(quick());
        QSignalSpy failed(&client, &UsiClient::failed);
        client.launch(script(), {QStringLiteral("hang")});
        client.start();
        QVERIFY(reaches(client, State::Ready));
        client.go("position startpos", GoLimits::fixedPerMove(100));
        QTest::qWait(200);
        client.stop(); // the caller's deadline passed: no bestmove comes after stop either
        QVERIFY(failed.wait(5000));
        QVERIFY(failed[0][0].toString().contains(QStringLiteral("stop")));
        QTRY_COMPARE_WITH_TIMEOUT(watch.survivors(), QStringList(), 5000);
    }
}

void TestEngineProcess::quitIgnoredIsKilled() {
    fake::ProcessWatch watch;
    {
        UsiClient client;
        client.setTimeouts(quick());
        QSignalSpy finished(&client, &UsiClient::finished);
        client.launch(script(), {QStringLiteral("hang")});
        client.start();
        QVERIFY(reaches(client, State::Ready));
        client.go("position startpos", GoLimits::fixedPerMove(100)); // it stops reading: quit goes unheard
        QTest::qWait(100);
        client.quit();
        QVERIFY(finished.wait(5000));
        QCOMPARE(client.state(), State::Gone);
        QTRY_COMPARE_WITH_TIMEOUT(watch.survivors(), QStringList(), 5000);
    }
}

void TestEngineProcess::destroyedMidSearch() {
    fake::ProcessWatch watch;
    for (const char* token : {"slow", "hang"}) {
        auto* client = new UsiClient;
        client->launch(script(), {QString::fromLatin1(token)});
        client->start();
        QVERIFY(reaches(*client, State::Ready));
        client->go("position startpos", GoLimits::fixedPerMove(1000));
        QTest::qWait(50);
        delete client; // the window closes while the engine thinks
        QCOMPARE(watch.survivors(), QStringList());
    }
    QCOMPARE(watch.started(), 2);
}

void TestEngineProcess::garbageAndShiftJis() {
    fake::ProcessWatch watch;
    {
        UsiClient client;
        QSignalSpy best(&client, &UsiClient::bestMove);
        QSignalSpy failed(&client, &UsiClient::failed);
        client.launch(script(),
                      {QStringLiteral("--garbage"), QStringLiteral("--sjis-name"), QStringLiteral("7g7f")});
        client.start();
        QVERIFY(reaches(client, State::Ready));
        QCOMPARE(client.engineName(), QStringLiteral("将棋"));
        QCOMPARE(client.options().size(), std::size_t(5)); // the broken option line is not one of them
        client.go("position startpos", GoLimits::fixedPerMove(1000));
        QVERIFY(best.wait(5000));
        QCOMPARE(best[0][0].value<BestMove>().move, std::string("7g7f"));
        QCOMPARE(failed.count(), 0);
    }
    QCOMPARE(watch.survivors(), QStringList());
}

QTEST_GUILESS_MAIN(TestEngineProcess)
#include "tst_engineprocess.moc"
