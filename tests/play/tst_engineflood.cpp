// An engine that floods the window - one line of 100 MB with no newline, or a flood of info lines - while
// its 2 s byoyomi runs out: the time-loss verdict comes within a second of the flag (byoyomi and the engine's
// grace), the engine log showing the conversation as in the app, the flood read in slices so the window
// stays responsive; the overlong line reaches the log cut to 64 kB; no process is left behind.
#include "play/EngineLogView.h"
#include "play/EnginePlayer.h"
#include "FakeEngine.h"
#include "game/GameController.h"
#include "game/HumanPlayer.h"
#include "gui/LanguageManager.h"
#include "play/UsiClient.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

using namespace shogi;

namespace {

constexpr int ByoyomiMs = 2000;

EnginePlayer* floodingEngine(const QString& mode, qint64 count) {
    EngineEntry e;
    e.id = QStringLiteral("flood");
    e.displayName = QStringLiteral("Flood");
    e.program = QStringLiteral(SHOGIBAN_SOURCE_DIR "/tests/usi/fake_engines/flooding_usi.sh");
    e.arguments = {mode, QString::number(count)};
    return new EnginePlayer(e, VariantKind::Standard, 0, 0);
}

} // namespace

class TestEngineFlood : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(m_languages.apply(QStringLiteral("en"))); }
    void verdictOnTime_data();
    void verdictOnTime();

private:
    LanguageManager m_languages;
};

void TestEngineFlood::verdictOnTime_data() {
    QTest::addColumn<QString>("mode");
    QTest::addColumn<qint64>("count");
    QTest::newRow("a 100 MB line") << "line" << qint64(100'000'000);
    QTest::newRow("an info flood") << "info" << qint64(2'000'000);
}

void TestEngineFlood::verdictOnTime() {
    QFETCH(QString, mode);
    QFETCH(qint64, count);
    fake::ProcessWatch watch;
    {
        GameController c;
        EngineLogView log;
        log.resize(800, 400);
        log.show();
        QSignalSpy ended(&c, &GameController::gameEnded);
        GameSetup setup;
        setup.timeControl = TimeControl::byoyomi(0, ByoyomiMs);
        auto* engine = floodingEngine(mode, count);
        QVERIFY(c.newGame(setup, engine, new HumanPlayer));
        log.attach(engine->client(), engine->name());
        // The engine's time runs from its go.
        QElapsedTimer sinceGo;
        connect(engine->client(), &UsiClient::stateChanged, this, [&](UsiClient::State state) {
            if (state == UsiClient::State::Thinking && !sinceGo.isValid()) sinceGo.start();
        });
        QVERIFY(ended.wait(30000));
        QVERIFY(sinceGo.isValid());
        const qint64 late = sinceGo.elapsed() - (ByoyomiMs + EnginePlayer::FlagGraceMs);
        QCOMPARE(c.game().result().reason, EndReason::Time);
        QCOMPARE(c.game().result().outcome, Outcome::WhiteWins);
        qInfo("verdict %lld ms after the flag", late);
        QVERIFY2(late < 1000, qPrintable(QStringLiteral("the verdict came %1 ms late").arg(late)));
        // An overlong line reaches the log cut to one line of 64 kB, not as 100 MB of text.
        if (mode == QLatin1String("line")) {
            const qsizetype logged = log.text(engine->name()).size();
            QVERIFY2(logged < 200'000, qPrintable(QString::number(logged)));
        }
    }
    QTRY_COMPARE_WITH_TIMEOUT(watch.survivors(), QStringList(), 8000);
}

QTEST_MAIN(TestEngineFlood)
#include "tst_engineflood.moc"
