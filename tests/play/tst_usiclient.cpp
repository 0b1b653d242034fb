// The asynchronous USI client against a hand-fed device: every state of the conversation, what it writes
// in each, the options and the Shift_JIS name it reads, ponder hits and misses (the stopped search answered
// before the next go), a timeout on every wait, chatter ignored, and the engine's end at any moment.
#include "FakeDevice.h"
#include "play/UsiClient.h"

#include <QSignalSpy>
#include <QTest>

using namespace shogi::usi;
using State = UsiClient::State;

namespace {

const QByteArray kHello = "id name Fake\nid author Tests\n"
                          "option name Level type spin default 5 min 1 max 10\n"
                          "option name Style type combo default normal var normal var wild\n"
                          "usiok\n";

// A client past "usi", "setoption"s and "isready", idle.
struct Ready {
    FakeDevice device;
    UsiClient client;
    Ready() {
        client.attach(&device);
        client.start({{"Level", "3"}});
        device.engineSays(kHello);
        device.engineSays("readyok\n");
        device.takeWritten();
    }
};

} // namespace

class TestUsiClient : public QObject {
    Q_OBJECT
private slots:
    void startsAndIdentifies();
    void optionsWaitForUsiOk();
    void shiftJisName();
    void searchAndBestMove();
    void infoIsParsedAndRaw();
    void stopCollectsTheBestMove();
    void ponderHit();
    void ponderMissStopsBeforeTheNextGo();
    void goMateAnswersCheckmate();
    void gameOverWhileThinkingStopsFirst();
    void chatterIsIgnored();
    void usiOkTimeout();
    void readyOkTimeout();
    void stopTimeout();
    void endOfOutputWhileThinkingFails();
    void quitEndsGone();
    void commandsOutOfStateAreNotSent();
    void aSearchIsSentOnceWhateverListenersDo();
    void theLastSearchAskedForWins();
    void stopCancelsTheQueuedSearch();
    void optionsWaitForTheSearchToEnd();
    void gameOverCancelsTheQueuedSearch();
    void logShowsBothDirections();
};

void TestUsiClient::startsAndIdentifies() {
    FakeDevice device;
    UsiClient client;
    client.attach(&device);
    QSignalSpy identified(&client, &UsiClient::identified);
    QSignalSpy ready(&client, &UsiClient::ready);
    QSignalSpy states(&client, &UsiClient::stateChanged);
    QCOMPARE(client.state(), State::NotStarted);
    client.start({{"Level", "3"}, {"Style", "wild"}});
    QCOMPARE(client.state(), State::WaitingUsiOk);
    QCOMPARE(device.takeWritten(), QStringList{QStringLiteral("usi")});
    device.engineSays(kHello);
    QCOMPARE(identified.count(), 1);
    QCOMPARE(identified[0][0].toString(), QStringLiteral("Fake"));
    QCOMPARE(identified[0][1].toString(), QStringLiteral("Tests"));
    QCOMPARE(client.options().size(), std::size_t(2));
    QCOMPARE(client.options()[1].type, EngineOption::Type::Combo);
    QCOMPARE(client.state(), State::WaitingReadyOk);
    QCOMPARE(device.takeWritten(),
             (QStringList{QStringLiteral("setoption name Level value 3"),
                          QStringLiteral("setoption name Style value wild"), QStringLiteral("isready")}));
    QCOMPARE(ready.count(), 0);
    device.engineSays("readyok\n");
    QCOMPARE(ready.count(), 1);
    QCOMPARE(client.state(), State::Ready);
    QCOMPARE(states.count(), 3); // WaitingUsiOk, WaitingReadyOk, Ready
}

void TestUsiClient::optionsWaitForUsiOk() {
    FakeDevice device;
    UsiClient client;
    client.attach(&device);
    client.start();
    client.setOption("Level", "7");
    QCOMPARE(device.takeWritten(), QStringList{QStringLiteral("usi")}); // not before the engine is known
    device.engineSays(kHello);
    QCOMPARE(device.takeWritten(),
             (QStringList{QStringLiteral("setoption name Level value 7"), QStringLiteral("isready")}));
    device.engineSays("readyok\n");
    client.setOption("Style", "normal");
    QCOMPARE(device.takeWritten(), QStringList{QStringLiteral("setoption name Style value normal")});
}

void TestUsiClient::shiftJisName() {
    FakeDevice device;
    UsiClient client;
    client.attach(&device);
    client.start();
    device.engineSays("id name \x8f\xab\x8a\xfb\r\nusiok\r\n"); // 将棋 in Shift_JIS, CRLF line ends
    QCOMPARE(client.engineName(), QStringLiteral("将棋"));
}

void TestUsiClient::searchAndBestMove() {
    Ready r;
    QSignalSpy best(&r.client, &UsiClient::bestMove);
    r.client.newGame();
    r.client.go("position startpos", GoLimits{1000, 2000, 500, 0, 0});
    QCOMPARE(r.client.state(), State::Thinking);
    QCOMPARE(r.device.takeWritten(),
             (QStringList{QStringLiteral("usinewgame"), QStringLiteral("position startpos"),
                          QStringLiteral("go btime 1000 wtime 2000 byoyomi 500")}));
    r.device.engineSays("bestmove 7g7f ponder 3c3d\n");
    QCOMPARE(best.count(), 1);
    const auto move = best[0][0].value<BestMove>();
    QCOMPARE(move.move, std::string("7g7f"));
    QCOMPARE(move.ponder.value_or(""), std::string("3c3d"));
    QCOMPARE(r.client.state(), State::Ready);
    r.client.go("position startpos moves 7g7f 3c3d", GoLimits{1000, 2000, 0, 100, 100});
    r.device.engineSays("bestmove resign\n");
    QCOMPARE(best[1][0].value<BestMove>().kind, BestMove::Kind::Resign);
}

void TestUsiClient::infoIsParsedAndRaw() {
    Ready r;
    QSignalSpy info(&r.client, &UsiClient::info);
    r.client.goInfinite("position startpos");
    QCOMPARE(r.device.takeWritten().last(), QStringLiteral("go infinite"));
    r.device.engineSays("info depth 3 multipv 2 score cp -35 nodes 1200 pv 2g2f 8c8d\n");
    QCOMPARE(info.count(), 1);
    const auto parsed = info[0][0].value<SearchInfo>();
    QCOMPARE(parsed.depth.value_or(0), 3);
    QCOMPARE(parsed.multipv.value_or(0), 2);
    QCOMPARE(parsed.score->centipawns, -35);
    QCOMPARE(parsed.pv.size(), std::size_t(2));
    QCOMPARE(info[0][1].toString(),
             QStringLiteral("info depth 3 multipv 2 score cp -35 nodes 1200 pv 2g2f 8c8d"));
}

void TestUsiClient::stopCollectsTheBestMove() {
    Ready r;
    QSignalSpy best(&r.client, &UsiClient::bestMove);
    r.client.goInfinite("position startpos");
    r.device.takeWritten();
    r.client.stop();
    QCOMPARE(r.client.state(), State::Stopping);
    QCOMPARE(r.device.takeWritten(), QStringList{QStringLiteral("stop")});
    r.client.stop(); // once is enough
    QCOMPARE(r.device.takeWritten(), QStringList());
    r.device.engineSays("bestmove 2g2f\n");
    QCOMPARE(best.count(), 1);
    QCOMPARE(r.client.state(), State::Ready);
}

void TestUsiClient::ponderHit() {
    Ready r;
    QSignalSpy best(&r.client, &UsiClient::bestMove);
    r.client.goPonder("position startpos moves 7g7f 3c3d", GoLimits{1000, 1000, 500, 0, 0});
    QVERIFY(r.client.isPondering());
    QCOMPARE(r.device.takeWritten().last(), QStringLiteral("go ponder btime 1000 wtime 1000 byoyomi 500"));
    r.client.ponderHit();
    QVERIFY(!r.client.isPondering());
    QCOMPARE(r.client.state(), State::Thinking);
    QCOMPARE(r.device.takeWritten(), QStringList{QStringLiteral("ponderhit")});
    r.device.engineSays("bestmove 2g2f\n");
    QCOMPARE(best.count(), 1);
}

void TestUsiClient::ponderMissStopsBeforeTheNextGo() {
    Ready r;
    QSignalSpy best(&r.client, &UsiClient::bestMove);
    QSignalSpy info(&r.client, &UsiClient::info);
    r.client.goPonder("position startpos moves 7g7f 3c3d", GoLimits{1000, 1000, 500, 0, 0});
    r.device.takeWritten();
    // The opponent played something else: the ponder search is stopped, and the new go waits for its answer.
    r.client.go("position startpos moves 7g7f 8c8d", GoLimits{1000, 1000, 500, 0, 0});
    QCOMPARE(r.device.takeWritten(), QStringList{QStringLiteral("stop")});
    QCOMPARE(r.client.state(), State::Stopping);
    r.device.engineSays("info depth 9 score cp 10 pv 2g2f\nbestmove 2g2f ponder 8d8e\n");
    QCOMPARE(best.count(), 0); // the ponder search's answer is nobody's
    QCOMPARE(info.count(), 0);
    QCOMPARE(r.client.state(), State::Thinking);
    QCOMPARE(r.device.takeWritten(), (QStringList{QStringLiteral("position startpos moves 7g7f 8c8d"),
                                                  QStringLiteral("go btime 1000 wtime 1000 byoyomi 500")}));
    r.device.engineSays("bestmove 2g2f\n");
    QCOMPARE(best.count(), 1);
}

void TestUsiClient::goMateAnswersCheckmate() {
    Ready r;
    QSignalSpy mate(&r.client, &UsiClient::checkmate);
    r.client.goMate("position sfen 4k4/9/4G4/9/9/9/9/9/4K4 b G 1", 5000);
    QCOMPARE(r.device.takeWritten().last(), QStringLiteral("go mate 5000"));
    r.device.engineSays("checkmate G*5b\n");
    QCOMPARE(mate.count(), 1);
    QCOMPARE(mate[0][0].value<Checkmate>().moves, std::vector<std::string>{"G*5b"});
    QCOMPARE(r.client.state(), State::Ready);
}

void TestUsiClient::gameOverWhileThinkingStopsFirst() {
    Ready r;
    QSignalSpy best(&r.client, &UsiClient::bestMove);
    r.client.go("position startpos", GoLimits{});
    r.device.takeWritten();
    r.client.gameOver(GameOver::Win);
    QCOMPARE(r.device.takeWritten(), QStringList{QStringLiteral("stop")});
    r.device.engineSays("bestmove 7g7f\n");
    QCOMPARE(best.count(), 0);
    QCOMPARE(r.device.takeWritten(), QStringList{QStringLiteral("gameover win")});
    r.client.gameOver(GameOver::Draw);
    QCOMPARE(r.device.takeWritten(), QStringList{QStringLiteral("gameover draw")});
}

void TestUsiClient::chatterIsIgnored() {
    FakeDevice device;
    UsiClient client;
    client.attach(&device);
    QSignalSpy failed(&client, &UsiClient::failed);
    client.start();
    device.engineSays("Engine 1.0 by nobody\nbinary \x01\x02\xff bytes\nusiokay\noption name Broken type\n"
                      "readyok\nbestmove 7g7f\n");
    QCOMPARE(client.state(), State::WaitingUsiOk); // nothing of it is a usiok
    device.engineSays(QByteArray(70000, 'x') + "\nusiok\n");
    QCOMPARE(client.state(), State::WaitingReadyOk);
    QCOMPARE(failed.count(), 0);
    QVERIFY(client.options().empty());
}

void TestUsiClient::usiOkTimeout() {
    FakeDevice device;
    UsiClient client;
    client.attach(&device);
    client.setTimeouts({100, 100, 100, 100});
    client.setDisplayName(QStringLiteral("Mute"));
    QSignalSpy failed(&client, &UsiClient::failed);
    client.start();
    device.engineSays("loading...\n");
    QVERIFY(failed.wait(2000));
    QCOMPARE(client.state(), State::Failed);
    QVERIFY2(failed[0][0].toString().contains(QStringLiteral("Mute")), qPrintable(failed[0][0].toString()));
    QVERIFY(failed[0][0].toString().contains(QStringLiteral("usi")));
    QCOMPARE(failed[0][1].toStringList(), QStringList{QStringLiteral("loading...")});
}

void TestUsiClient::readyOkTimeout() {
    FakeDevice device;
    UsiClient client;
    client.attach(&device);
    client.setTimeouts({1000, 100, 100, 100});
    QSignalSpy failed(&client, &UsiClient::failed);
    client.start();
    device.engineSays(kHello);
    QVERIFY(failed.wait(2000));
    QVERIFY(failed[0][0].toString().contains(QStringLiteral("Fake"))); // named by its id now
    QVERIFY(failed[0][0].toString().contains(QStringLiteral("isready")));
}

void TestUsiClient::stopTimeout() {
    Ready r;
    r.client.setTimeouts({100, 100, 100, 100});
    QSignalSpy failed(&r.client, &UsiClient::failed);
    r.client.goInfinite("position startpos");
    QTest::qWait(200); // thinking has no timer of its own: the caller's clock decides
    QCOMPARE(r.client.state(), State::Thinking);
    r.client.stop();
    QVERIFY(failed.wait(2000));
    QCOMPARE(r.client.state(), State::Failed);
    QVERIFY(failed[0][0].toString().contains(QStringLiteral("stop")));
}

void TestUsiClient::endOfOutputWhileThinkingFails() {
    Ready r;
    QSignalSpy failed(&r.client, &UsiClient::failed);
    r.client.go("position startpos", GoLimits{});
    r.device.engineSays("info string about to fail\nassertion failed"); // no final newline
    r.device.engineEnds();
    QCOMPARE(failed.count(), 1);
    QCOMPARE(r.client.state(), State::Failed);
    QCOMPARE(failed[0][1].toStringList().mid(failed[0][1].toStringList().size() - 2),
             (QStringList{QStringLiteral("info string about to fail"), QStringLiteral("assertion failed")}));
}

void TestUsiClient::quitEndsGone() {
    Ready r;
    QSignalSpy finished(&r.client, &UsiClient::finished);
    QSignalSpy failed(&r.client, &UsiClient::failed);
    r.client.go("position startpos", GoLimits{});
    r.device.takeWritten();
    r.client.quit();
    QCOMPARE(r.client.state(), State::Quitting);
    QCOMPARE(r.device.takeWritten(), QStringList{QStringLiteral("quit")});
    r.device.engineSays("bestmove 7g7f\n"); // too late: nobody asks any more
    r.device.engineEnds();
    QCOMPARE(finished.count(), 1);
    QCOMPARE(failed.count(), 0);
    QCOMPARE(r.client.state(), State::Gone);
}

void TestUsiClient::commandsOutOfStateAreNotSent() {
    FakeDevice device;
    UsiClient client;
    client.attach(&device);
    client.go("position startpos", GoLimits{}); // not started
    client.newGame();
    client.stop();
    client.ponderHit();
    QCOMPARE(device.takeWritten(), QStringList());
    client.start();
    client.goInfinite("position startpos moves 7g7f"); // waiting for usiok: it waits for readyok
    client.synchronize();
    QCOMPARE(device.takeWritten(), QStringList{QStringLiteral("usi")});
    device.engineSays(kHello);
    QCOMPARE(device.takeWritten(), QStringList{QStringLiteral("isready")});
    device.engineSays("readyok\n");
    QCOMPARE(device.takeWritten(),
             (QStringList{QStringLiteral("position startpos moves 7g7f"), QStringLiteral("go infinite")}));
    QCOMPARE(client.state(), State::Thinking);
}

// The double go: a listener that asks for the wanted search again when it sees the engine ready
// (the analysis did) gets no second go; the engine hears of one search at a time.
void TestUsiClient::aSearchIsSentOnceWhateverListenersDo() {
    Ready r;
    connect(&r.client, &UsiClient::stateChanged, &r.client, [&r](State state) {
        if (state == State::Ready) r.client.goInfinite("position startpos moves 2g2f");
    });
    QSignalSpy states(&r.client, &UsiClient::stateChanged);
    r.client.goInfinite("position startpos moves 7g7f");
    r.client.goInfinite("position startpos moves 2g2f");
    QCOMPARE(r.device.takeWritten(), (QStringList{QStringLiteral("position startpos moves 7g7f"),
                                                  QStringLiteral("go infinite"), QStringLiteral("stop")}));
    r.device.engineSays("bestmove 7g7f\n");
    QCOMPARE(r.device.takeWritten(),
             (QStringList{QStringLiteral("position startpos moves 2g2f"), QStringLiteral("go infinite")}));
    QCOMPARE(r.client.state(), State::Thinking);
    // Stopping went straight to Thinking: the queued search went out before anyone heard of the end.
    QCOMPARE(states.last().front().value<State>(), State::Thinking);
    for (const auto& args : states)
        QVERIFY(args.front().value<State>() != State::Ready);
}

void TestUsiClient::theLastSearchAskedForWins() {
    Ready r;
    QSignalSpy info(&r.client, &UsiClient::info);
    r.client.goInfinite("position startpos");
    for (const char* position :
         {"position startpos moves 7g7f", "position startpos moves 2g2f", "position startpos moves 5g5f"})
        r.client.goInfinite(position);
    QCOMPARE(r.device.takeWritten(), (QStringList{QStringLiteral("position startpos"),
                                                  QStringLiteral("go infinite"), QStringLiteral("stop")}));
    r.device.engineSays("info depth 5 score cp 3 pv 7g7f\nbestmove 7g7f\n");
    QCOMPARE(info.count(), 0); // the superseded search's lines are nobody's
    QCOMPARE(r.device.takeWritten(),
             (QStringList{QStringLiteral("position startpos moves 5g5f"), QStringLiteral("go infinite")}));
}

void TestUsiClient::stopCancelsTheQueuedSearch() {
    Ready r;
    QSignalSpy best(&r.client, &UsiClient::bestMove);
    r.client.goInfinite("position startpos");
    r.client.goInfinite("position startpos moves 7g7f"); // stops the first
    r.client.stop();                                     // and this one never starts
    QCOMPARE(r.device.takeWritten(), (QStringList{QStringLiteral("position startpos"),
                                                  QStringLiteral("go infinite"), QStringLiteral("stop")}));
    r.device.engineSays("bestmove 7g7f\n");
    QCOMPARE(r.device.takeWritten(), QStringList());
    QCOMPARE(r.client.state(), State::Ready);
    QCOMPARE(best.count(), 0); // the first search was superseded before the stop
}

void TestUsiClient::optionsWaitForTheSearchToEnd() {
    Ready r;
    r.client.goInfinite("position startpos");
    r.device.takeWritten();
    r.client.setOption("Level", "4"); // never during a search
    QCOMPARE(r.device.takeWritten(), QStringList());
    r.client.goInfinite("position startpos moves 7g7f");
    QCOMPARE(r.device.takeWritten(), QStringList{QStringLiteral("stop")});
    r.device.engineSays("bestmove 7g7f\n");
    QCOMPARE(r.device.takeWritten(),
             (QStringList{QStringLiteral("setoption name Level value 4"),
                          QStringLiteral("position startpos moves 7g7f"), QStringLiteral("go infinite")}));
}

void TestUsiClient::gameOverCancelsTheQueuedSearch() {
    Ready r;
    r.client.goPonder("position startpos moves 7g7f", GoLimits{1000, 1000, 500, 0, 0});
    r.client.go("position startpos moves 2g2f", GoLimits{1000, 1000, 500, 0, 0}); // a miss: queued
    r.client.gameOver(GameOver::Lose);                                            // and the game ends
    QCOMPARE(r.device.takeWritten().mid(2), QStringList{QStringLiteral("stop")});
    r.device.engineSays("bestmove 3c3d\n");
    QCOMPARE(r.device.takeWritten(), QStringList{QStringLiteral("gameover lose")});
    QCOMPARE(r.client.state(), State::Ready);
}

void TestUsiClient::logShowsBothDirections() {
    FakeDevice device;
    UsiClient client;
    client.attach(&device);
    QSignalSpy log(&client, &UsiClient::lineLogged);
    client.start();
    device.engineSays("id name X\n");
    QCOMPARE(log.count(), 2);
    QCOMPARE(log[0][0].value<UsiClient::Direction>(), UsiClient::Direction::ToEngine);
    QCOMPARE(log[0][1].toString(), QStringLiteral("usi"));
    QCOMPARE(log[1][0].value<UsiClient::Direction>(), UsiClient::Direction::FromEngine);
    QCOMPARE(log[1][1].toString(), QStringLiteral("id name X"));
}

QTEST_GUILESS_MAIN(TestUsiClient)
#include "tst_usiclient.moc"
