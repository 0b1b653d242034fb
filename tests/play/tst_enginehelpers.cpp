// An engine that starts a helper process (tests/usi/fake_engines/forking_usi.sh) takes it along however it
// ends - it quits when asked, crashes, or is killed - both in the command-line tools' blocking session and
// in the application's asynchronous client: the one launch code (shogi::usi::prepareEngineProcess) kills
// the engine's process group at its end.
//
// The test process makes itself a subreaper, so an orphaned helper becomes its child and can be told apart
// (a zombie: it ended) and reaped here, whatever the machine's init does with orphans.
#include "FakeEngine.h"
#include "play/UsiClient.h"
#include "usi/EngineSession.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTest>

#include <sys/prctl.h>
#include <sys/wait.h>

using namespace std::chrono_literals;
using State = UsiClient::State;

namespace {

std::string forkingScript() {
    return SHOGIBAN_SOURCE_DIR "/tests/usi/fake_engines/forking_usi.sh";
}

// 'R', 'S', 'Z'...: the state field of /proc/PID/stat; 0 when there is no such process.
char processState(const QString& pid) {
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly)) return 0;
    const QByteArray text = stat.readAll();
    const qsizetype close = text.lastIndexOf(')');
    return close < 0 || close + 2 >= text.size() ? 0 : text[close + 2];
}

// The processes of `watch` still running (zombies have ended), after up to `ms` for signals to land; the
// ended ones that are our children (orphans adopted by this subreaper) are reaped.
QStringList running(const fake::ProcessWatch& watch, int ms = 3000) {
    QStringList alive;
    QElapsedTimer timer;
    timer.start();
    do {
        alive.clear();
        for (const QString& pid : watch.survivors()) {
            const char state = processState(pid);
            if (state == 'Z')
                ::waitpid(pid_t(pid.toInt()), nullptr, WNOHANG); // ours only when adopted; else a no-op
            else if (state != 0)
                alive << pid;
        }
        if (alive.isEmpty()) break;
        QTest::qWait(20);
    } while (timer.elapsed() < ms);
    return alive;
}

} // namespace

class TestEngineHelpers : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(::prctl(PR_SET_CHILD_SUBREAPER, 1) == 0); }
    void session_data();
    void session();
    void client_data();
    void client();
};

void TestEngineHelpers::session_data() {
    QTest::addColumn<QString>("end");
    QTest::newRow("quits") << "quit";
    QTest::newRow("crashes") << "crash";
    QTest::newRow("exits unasked") << "exit";
    QTest::newRow("is killed") << "kill";
}

void TestEngineHelpers::session() {
    QFETCH(QString, end);
    fake::ProcessWatch watch;
    shogi::usi::EngineSession s;
    QVERIFY(s.start(forkingScript(), {end == "crash" || end == "exit" ? end.toStdString() : "7g7f"}, 5000ms));
    QCOMPARE(watch.started(), 2); // the engine and its helper
    QVERIFY(running(watch, 0).size() == 2);
    if (end == "quit") {
        s.quit();
    } else if (end == "kill") {
        s.kill();
    } else {
        QVERIFY(!s.search("position startpos", "go byoyomi 100", std::chrono::steady_clock::now() + 3000ms));
        QCOMPARE(s.failure(), shogi::usi::EngineSession::Failure::Exited);
    }
    QCOMPARE(running(watch), QStringList());
}

void TestEngineHelpers::client_data() {
    session_data();
}

void TestEngineHelpers::client() {
    QFETCH(QString, end);
    fake::ProcessWatch watch;
    UsiClient client;
    client.setTimeouts({3000, 3000, 500, 500});
    QSignalSpy failed(&client, &UsiClient::failed);
    QSignalSpy finished(&client, &UsiClient::finished);
    client.launch(QString::fromStdString(forkingScript()),
                  {end == "crash" || end == "exit" ? end : QStringLiteral("7g7f")});
    client.start();
    QTRY_COMPARE_WITH_TIMEOUT(client.state(), State::Ready, 5000);
    QCOMPARE(watch.started(), 2);
    if (end == "quit") {
        client.quit();
        QVERIFY(finished.wait(3000));
    } else if (end == "kill") {
        const qint64 pid = client.processId();
        QVERIFY(pid > 0);
        ::kill(pid_t(pid), SIGKILL); // the engine alone, from outside: its helper stays unless we act
        QVERIFY(failed.wait(3000));
    } else {
        client.go("position startpos", shogi::usi::GoLimits::fixedPerMove(100));
        QVERIFY(failed.wait(3000));
    }
    QCOMPARE(running(watch), QStringList());
}

QTEST_GUILESS_MAIN(TestEngineHelpers)
#include "tst_enginehelpers.moc"
