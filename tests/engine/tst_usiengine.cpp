// shogiban-engine driven through the USI protocol as a GUI would, every command and some bad ones included.
#include "rules/MoveGenerator.h"
#include "rules/Sfen.h"
#include "rules/Usi.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QTest>

using namespace shogi;

class TestUsiEngine : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void handshake();
    void playsLegalMovesFromAPosition();
    void badCommandsChangeNothing();
    void stopAndPonderhit();
    void byoyomiIsRespected();
    void mateSearch();
    void matedScoreIsNegative();
    void smallBoards();
    void quitEndsTheProcess();
    void largestHashIsReadyAtOnce();
    void stopRightAfterGoIsKept();

private:
    void send(const QByteArray& line) { m_engine.write(line + '\n'); }
    // Reads lines until one starts with `prefix`; returns it (empty on timeout). Lines seen go to m_seen.
    QString waitFor(const QString& prefix, int timeoutMs = 10000);
    QProcess m_engine;
    QStringList m_seen;
};

void TestUsiEngine::init() {
    m_seen.clear();
    m_engine.start(QStringLiteral(SHOGIBAN_ENGINE_PATH), {});
    QVERIFY(m_engine.waitForStarted(5000));
    send("usi");
    QVERIFY(!waitFor("usiok").isEmpty());
    send("setoption name OpeningVariety value false");
    send("isready");
    QVERIFY(!waitFor("readyok").isEmpty());
}

void TestUsiEngine::cleanup() {
    if (m_engine.state() != QProcess::NotRunning) {
        send("quit");
        if (!m_engine.waitForFinished(3000)) {
            m_engine.kill();
            m_engine.waitForFinished(3000);
        }
    }
}

QString TestUsiEngine::waitFor(const QString& prefix, int timeoutMs) {
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < timeoutMs) {
        while (m_engine.canReadLine()) {
            const QString line = QString::fromUtf8(m_engine.readLine()).trimmed();
            m_seen << line;
            if (line.startsWith(prefix)) return line;
        }
        m_engine.waitForReadyRead(100);
    }
    return {};
}

void TestUsiEngine::handshake() {
    QVERIFY(m_seen.contains("id name Shogiban 0.1"));
    for (const char* option :
         {"USI_Hash", "USI_Ponder", "Threads", "MultiPV", "Level", "USI_Variant", "UCI_Variant"})
        QVERIFY2(std::any_of(
                     m_seen.begin(), m_seen.end(),
                     [&](const QString& l) { return l.startsWith(QString("option name %1 ").arg(option)); }),
                 option);
}

void TestUsiEngine::playsLegalMovesFromAPosition() {
    send("usinewgame");
    send("position startpos moves 7g7f 3c3d");
    send("go depth 4");
    const QString best = waitFor("bestmove");
    QVERIFY(!best.isEmpty());
    QVERIFY(std::any_of(m_seen.begin(), m_seen.end(), [](const QString& l) {
        return l.startsWith("info depth") && l.contains(" score cp ") && l.contains(" pv ") &&
               l.contains(" nps ");
    }));
    Position pos = *sfen::parse("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
    for (const char* m : {"7g7f", "3c3d"})
        pos.doMove(*usi::parseMove(m, pos.variant()));
    const auto move = usi::parseMove(best.section(' ', 1, 1).toStdString(), pos.variant());
    QVERIFY(move && movegen::isLegal(pos, *move));
}

void TestUsiEngine::badCommandsChangeNothing() {
    send("position startpos moves 7g7f");
    send("position startpos moves 7g7f 7g7f"); // illegal second move: position stays 7g7f
    QVERIFY(waitFor("info string position: move 2").contains("not legal"));
    send("position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9 b - 1");
    QVERIFY(!waitFor("info string bad position sfen").isEmpty());
    send("setoption name Level value 42");
    QVERIFY(waitFor("info string Level").contains("from 1 to 10"));
    send("setoption name NoSuchOption value 1");
    QVERIFY(!waitFor("info string unknown option").isEmpty());
    send("go depth");
    QVERIFY(!waitFor("info string go:").isEmpty());
    send("frobnicate");
    QVERIFY(!waitFor("info string unknown command").isEmpty());
    send("\xff\xfe garbage \x01");
    send("d");
    // White to move after 7g7f: the bad commands changed nothing.
    QVERIFY(waitFor("info string sfen").contains(" w - 2"));
    send("isready");
    QVERIFY(!waitFor("readyok").isEmpty());
}

void TestUsiEngine::stopAndPonderhit() {
    send("position startpos");
    send("go infinite");
    QTest::qWait(300);
    send("isready"); // answered while thinking
    QVERIFY(!waitFor("readyok", 3000).isEmpty());
    send("stop");
    QVERIFY(!waitFor("bestmove", 5000).isEmpty());
    send("position startpos moves 7g7f");
    send("go ponder btime 0 wtime 0 byoyomi 300");
    QTest::qWait(500);
    QVERIFY(!std::any_of(m_seen.begin(), m_seen.end(), [](const QString& l) {
        return l.startsWith("bestmove");
    }) || m_seen.filter("bestmove").size() == 1);
    const int before = m_seen.filter("bestmove").size();
    send("ponderhit");
    QVERIFY(!waitFor("bestmove", 5000).isEmpty());
    QCOMPARE(m_seen.filter("bestmove").size(), before + 1);
}

void TestUsiEngine::byoyomiIsRespected() {
    send("position startpos");
    QElapsedTimer timer;
    timer.start();
    send("go btime 0 wtime 0 byoyomi 500");
    QVERIFY(!waitFor("bestmove", 10000).isEmpty());
    // Generous: the point is that it answers within its period, not a tight timing on a shared machine.
    QVERIFY2(timer.elapsed() < 3000, qPrintable(QString::number(timer.elapsed())));
}

void TestUsiEngine::mateSearch() {
    send("position sfen 4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
    send("go mate 5000");
    QCOMPARE(waitFor("checkmate"), QString("checkmate G*5b"));
    send("position sfen 9/9/9/9/4k4/9/9/9/4K4 b S 1");
    send("go mate 5000");
    QCOMPARE(waitFor("checkmate"), QString("checkmate nomate"));
}

// USI's "score mate N" is from the side to move: negative when it is mated. A side mated in 2 said "mate 2"
// (the winner's), and every analysis then showed the loser as winning.
void TestUsiEngine::matedScoreIsNegative() {
    // A three-move tsume after its first move (G*5b): White to move is mated in two plies.
    const QByteArray tsume = "ln2k3l/1r3s3/p1pg+S1+Bp1/5Np1p/9/2P3PPP/PPNPPP3/2GS2g2/+b2KR3L b GS4Pnl 61";
    send("position sfen " + tsume + " moves G*5b");
    send("go depth 4");
    QVERIFY(!waitFor("bestmove").isEmpty());
    const QStringList scores = m_seen.filter(QStringLiteral(" score mate "));
    QVERIFY(!scores.isEmpty());
    for (const QString& line : scores)
        QVERIFY2(line.contains(QStringLiteral(" score mate -2 ")), qPrintable(line));
    // The attacker, to move in the tsume, mates in three.
    m_seen.clear();
    send("position sfen " + tsume);
    send("go depth 4");
    QVERIFY(!waitFor("bestmove").isEmpty());
    QVERIFY2(!m_seen.filter(QStringLiteral(" score mate 3 ")).isEmpty(), qPrintable(m_seen.join('|')));
}

void TestUsiEngine::smallBoards() {
    for (const char* variant : {"gorogoro", "minishogi"}) {
        send(QByteArray("setoption name USI_Variant value ") + variant);
        send("usinewgame");
        send("position startpos");
        send("go depth 3");
        QVERIFY2(!waitFor("bestmove").isEmpty(), variant);
    }
    send("setoption name UCI_Variant value shogi");
    send("position startpos");
    send("d");
    QVERIFY(waitFor("info string sfen").contains("lnsgkgsnl"));
}

void TestUsiEngine::quitEndsTheProcess() {
    send("go infinite");
    QTest::qWait(100);
    send("quit");
    QVERIFY(m_engine.waitForFinished(5000));
    QCOMPARE(m_engine.exitCode(), 0);
}

void TestUsiEngine::largestHashIsReadyAtOnce() {
    // 4 GB used to be zeroed before readyok (33 s on a loaded machine, past a GUI's patience): now the table
    // comes from the OS untouched. The bound is the protocol's patience, not a speed figure.
    QElapsedTimer timer;
    timer.start();
    send("setoption name USI_Hash value 4096");
    send("isready");
    QVERIFY(!waitFor("readyok", 10000).isEmpty());
    send("usinewgame");
    send("isready");
    QVERIFY(!waitFor("readyok", 10000).isEmpty());
    qInfo("isready, usinewgame, isready at 4096 MB: %lld ms", timer.elapsed());
    send("position startpos");
    send("go depth 3");
    QVERIFY(!waitFor("bestmove").isEmpty());
}

void TestUsiEngine::stopRightAfterGoIsKept() {
    // Written in one piece, the stop reaches the engine before its search thread has begun: it must not be lost.
    m_engine.write("position startpos\ngo infinite\nstop\nisready\n");
    QVERIFY(!waitFor("bestmove", 5000).isEmpty());
    m_engine.write("go ponder\nponderhit\nstop\n");
    QVERIFY(!waitFor("bestmove", 5000).isEmpty());
    // End of input during an infinite search stops it, answers and exits.
    m_engine.write("go infinite\n");
    m_engine.closeWriteChannel();
    QVERIFY(!waitFor("bestmove", 5000).isEmpty());
    QVERIFY(m_engine.waitForFinished(5000));
    QCOMPARE(m_engine.exitCode(), 0);
}

QTEST_GUILESS_MAIN(TestUsiEngine)
#include "tst_usiengine.moc"
