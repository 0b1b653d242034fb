// Real engines in real games: Shogiban's engine against itself through the main window (started from a
// GameSetup's player descriptions, to the end or 20 plies, on every board), against a person who takes a
// move back, and Fairy-Stockfish on minishogi where it is installed. No engine process outlives its game.
#include "play/EngineCatalog.h"
#include "play/EnginePlayer.h"
#include "game/GameController.h"
#include "game/HumanPlayer.h"
#include "gui/LanguageManager.h"
#include "gui/MainWindow.h"
#include "play/PlayerFactory.h"
#include "gui/Settings.h"
#include "play/UsiClient.h"
#include "rules/Usi.h"

#include <QAction>
#include <QFileInfo>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace shogi;

namespace {

const QString kFairy = QStringLiteral("/usr/games/fairy-stockfish");
const QString kGps = QStringLiteral("/usr/games/gpsusi");

Move usiMove(const QString& text) {
    return *usi::parseMove(text.toStdString(), Variant::get(VariantKind::Standard));
}

// The engines' process ids while they run, to check afterwards that none is left.
QList<qint64> enginePids(const GameController& c) {
    QList<qint64> pids;
    for (Color side : {Color::Black, Color::White})
        if (auto* e = qobject_cast<EnginePlayer*>(c.player(side)); e && e->client()->processId() > 0)
            pids << e->client()->processId();
    return pids;
}

bool anyAlive(const QList<qint64>& pids) {
    for (qint64 pid : pids)
        if (QFileInfo::exists(QStringLiteral("/proc/%1").arg(pid))) return true;
    return false;
}

// What a process left behind is: its program and state (a zombie is "Z").
QString survivors(const QList<qint64>& pids) {
    QStringList out;
    for (qint64 pid : pids) {
        QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
        if (stat.open(QIODevice::ReadOnly)) out << QString::fromLocal8Bit(stat.readAll().left(60));
    }
    return out.join(QLatin1String("; "));
}

// Waits for the end of the game, or for `plies` moves, whichever comes first.
void playOut(GameController& c, std::size_t plies, int timeoutMs) {
    QElapsedTimer t;
    t.start();
    while (!c.isOver() && c.game().moves().size() < plies && t.elapsed() < timeoutMs)
        QTest::qWait(20);
}

// A game that ended by itself ended by the rules, never by a fault.
void checkCleanEnding(const GameController& c) {
    if (!c.isOver() || c.playNode()->special == SpecialMove::Interrupt) return;
    const EndReason r = c.game().result().reason;
    QVERIFY2(r != EndReason::Time && r != EndReason::IllegalMove && !c.canContinue(),
             qPrintable(c.resultMessage()));
}

} // namespace

class TestEngineGame : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void builtinAgainstItselfThroughTheWindow_data();
    void builtinAgainstItselfThroughTheWindow();
    void personTakesBackAgainstTheBuiltin();
    void unknownEngineIsRefused();
    void fairyStockfishOnMinishogi();
    void gpsusiInAHomeOfItsOwn();

private:
    LanguageManager m_languages;
    QTemporaryDir m_dir;
};

void TestEngineGame::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_languages.apply(QStringLiteral("en")));
    if (!QFileInfo(EngineCatalog::builtinProgram()).isExecutable()) QSKIP("shogiban-engine is not built");
}

void TestEngineGame::builtinAgainstItselfThroughTheWindow_data() {
    QTest::addColumn<VariantKind>("variant");
    QTest::addColumn<int>("plies");
    QTest::newRow("standard") << VariantKind::Standard << 20;
    QTest::newRow("gorogoro") << VariantKind::Gorogoro << 12;
    QTest::newRow("minishogi") << VariantKind::Minishogi << 12;
}

void TestEngineGame::builtinAgainstItselfThroughTheWindow() {
    QFETCH(VariantKind, variant);
    QFETCH(int, plies);
    Settings settings(m_dir.filePath(QStringLiteral("window.ini")));
    QList<qint64> pids;
    QStringList sent; // outlives the window: the engines' last lines ("quit") are logged as it closes
    {
        MainWindow window(settings, m_languages);
        GameSetup setup;
        setup.variant = variant;
        setup.timeControl = TimeControl::byoyomi(0, 1000);
        setup.player(Color::Black) = PlayerSpec::builtin(1);
        setup.player(Color::White) = PlayerSpec::builtin(2);
        QString error;
        QVERIFY2(window.startGame(setup, &error), qPrintable(error));
        GameController& c = window.controller();
        QCOMPARE(c.record().header(QStringLiteral("先手")), QStringLiteral("Shogiban (level 1)"));
        QCOMPARE(c.record().header(QStringLiteral("後手")), QStringLiteral("Shogiban (level 2)"));
        auto* black = qobject_cast<EnginePlayer*>(c.player(Color::Black));
        QVERIFY(black);
        connect(black->client(), &UsiClient::lineLogged, black,
                [&](UsiClient::Direction d, const QString& line) {
                    if (d == UsiClient::Direction::ToEngine) sent << line;
                });
        QTRY_VERIFY_WITH_TIMEOUT(enginePids(c).size() == 2, 5000);
        pids = enginePids(c);
        playOut(c, std::size_t(plies), 60000);
        QVERIFY2(c.isOver() || c.game().moves().size() >= std::size_t(plies), qPrintable(c.resultMessage()));
        checkCleanEnding(c);
        // The Game menu pauses, resumes and stops a game between programs.
        QAction* pause = window.findChild<QAction*>(QStringLiteral("actionPauseGame"));
        QAction* stop = window.findChild<QAction*>(QStringLiteral("actionStopGame"));
        QVERIFY(pause && stop);
        if (!c.isOver()) {
            QVERIFY(pause->isEnabled() && stop->isEnabled());
            pause->trigger();
            QVERIFY(c.isPaused());
            QCOMPARE(pause->text(), QStringLiteral("Res&ume Game"));
            const std::size_t moves = c.game().moves().size();
            QTest::qWait(300);
            QCOMPARE(c.game().moves().size(), moves); // nobody moves while paused
            pause->trigger();
            QVERIFY(!c.isPaused());
            stop->trigger();
            QCOMPARE(c.playNode()->special, SpecialMove::Interrupt);
        }
        QVERIFY(!pause->isEnabled() && !stop->isEnabled());
        // The board was set and the whole game sent each time.
        const QString board =
            QString::fromLatin1(Variant::get(variant).id.data(), qsizetype(Variant::get(variant).id.size()));
        QVERIFY(sent.contains(QStringLiteral("setoption name USI_Variant value ") + board));
        QVERIFY(sent.contains(QStringLiteral("setoption name Level value 1")));
        QVERIFY(!sent.filter(QStringLiteral("go btime 0 wtime 0 byoyomi 1000")).isEmpty());
        QVERIFY(sent.filter(QStringLiteral("movetime")).isEmpty());
        QVERIFY(sent.filter(QStringLiteral("Pace")).isEmpty()); // between programs: the tournament pace
    }
    QTRY_VERIFY2_WITH_TIMEOUT(!anyAlive(pids), qPrintable(survivors(pids)), 5000);
}

void TestEngineGame::personTakesBackAgainstTheBuiltin() {
    QList<qint64> pids;
    {
        GameController c;
        auto* human = new HumanPlayer;
        auto* engine = qobject_cast<EnginePlayer*>(
            PlayerFactory(nullptr).create(PlayerSpec::builtin(1), VariantKind::Standard, nullptr, true));
        QVERIFY(engine);
        QStringList sent;
        connect(engine->client(), &UsiClient::lineLogged, engine,
                [&](UsiClient::Direction d, const QString& line) {
                    if (d == UsiClient::Direction::ToEngine) sent << line;
                });
        QVERIFY(c.newGame(GameSetup{}, human, engine));
        QCOMPARE(c.names()[1], QStringLiteral("Shogiban (level 1)"));
        QTRY_VERIFY_WITH_TIMEOUT(c.humanToMove(), 5000);
        human->proposeMove(usiMove(QStringLiteral("7g7f")));
        QTRY_COMPARE_WITH_TIMEOUT(c.game().moves().size(), std::size_t(2), 10000);
        QVERIFY(sent.contains(QStringLiteral("setoption name Pace value casual"))); // a person's pace
        pids = enginePids(c);
        QVERIFY(c.humanToMove());
        QVERIFY(c.undo()); // the engine's reply and the person's move
        QCOMPARE(c.game().moves().size(), std::size_t(0));
        QVERIFY(c.humanToMove());
        human->proposeMove(usiMove(QStringLiteral("2g2f")));
        QTRY_COMPARE_WITH_TIMEOUT(c.game().moves().size(), std::size_t(2), 10000);
        QVERIFY(!c.isOver());
    }
    QTRY_VERIFY2_WITH_TIMEOUT(!anyAlive(pids), qPrintable(survivors(pids)), 5000);
}

void TestEngineGame::unknownEngineIsRefused() {
    Settings settings(m_dir.filePath(QStringLiteral("refused.ini")));
    MainWindow window(settings, m_languages);
    GameSetup setup;
    setup.player(Color::White) = PlayerSpec::engine(QStringLiteral("no-such-engine"));
    QString error;
    QVERIFY(!window.startGame(setup, &error));
    QVERIFY(error.contains(QStringLiteral("no longer in the engine list")));
}

void TestEngineGame::fairyStockfishOnMinishogi() {
    if (!QFileInfo(kFairy).isExecutable()) QSKIP("fairy-stockfish is not installed");
    QSettings store(m_dir.filePath(QStringLiteral("fairy.ini")), QSettings::IniFormat);
    EngineCatalog catalog(&store);
    QSignalSpy detected(&catalog, &EngineCatalog::detectionFinished);
    QVERIFY(detected.wait(30000));
    const EngineEntry* fairy = nullptr;
    for (const EngineEntry* e : catalog.forVariant(VariantKind::Minishogi))
        if (e->program == kFairy) fairy = e;
    QVERIFY(fairy);
    QVERIFY(fairy->engineName.startsWith(QStringLiteral("Fairy-Stockfish")));
    // What a user sets on a busy machine: more time kept back for the way of its move to the GUI.
    EngineEntry tuned = *fairy;
    QVERIFY(tuned.setValue(QStringLiteral("Move Overhead"), QStringLiteral("150")));
    QVERIFY(catalog.update(tuned));
    QList<qint64> pids;
    QStringList sent;
    {
        GameController c;
        const PlayerFactory factory(&catalog);
        GameSetup setup;
        setup.variant = VariantKind::Minishogi;
        setup.timeControl = TimeControl::byoyomi(0, 500);
        auto* black = factory.create(PlayerSpec::engine(fairy->id), setup.variant);
        QVERIFY(black);
        connect(qobject_cast<EnginePlayer*>(black)->client(), &UsiClient::lineLogged, black,
                [&](UsiClient::Direction d, const QString& line) {
                    if (d == UsiClient::Direction::ToEngine) sent << line;
                });
        QVERIFY(c.newGame(setup, black, factory.create(PlayerSpec::builtin(1), setup.variant)));
        QTRY_VERIFY_WITH_TIMEOUT(enginePids(c).size() == 2, 5000);
        pids = enginePids(c);
        playOut(c, 8, 30000);
        QVERIFY2(c.isOver() || c.game().moves().size() >= 8, qPrintable(c.resultMessage()));
        checkCleanEnding(c);
        QVERIFY(sent.contains(QStringLiteral("setoption name UCI_Variant value minishogi")));
        QVERIFY(sent.contains(QStringLiteral("setoption name Move Overhead value 150")));
        QVERIFY(sent.filter(QStringLiteral("position sfen")).size() >= 1);
    }
    QTRY_VERIFY2_WITH_TIMEOUT(!anyAlive(pids), qPrintable(survivors(pids)), 5000);
}

// gpsusi writes every option it is sent into gpsusi.conf in its home, and reads it back as its defaults:
// the catalog gives it a home of its own, with Debian's shared data linked in, the game runs it there, and
// a later run starts from gpsusi's own defaults again, with the user's values sent.
void TestEngineGame::gpsusiInAHomeOfItsOwn() {
    if (!QFileInfo(kGps).isExecutable()) QSKIP("gpsusi is not installed");
    if (!QFileInfo(QStringLiteral("/usr/share/gpsshogi-data/data")).isDir())
        QSKIP("gpsusi's data is not there");
    QSettings store(m_dir.filePath(QStringLiteral("gps.ini")), QSettings::IniFormat);
    EngineCatalog catalog(&store);
    QSignalSpy detected(&catalog, &EngineCatalog::detectionFinished);
    QVERIFY(detected.wait(30000));
    const EngineEntry* found = nullptr;
    for (const EngineEntry& e : catalog.entries())
        if (e.program == kGps) found = &e;
    QVERIFY(found);
    EngineEntry gps = *found;
    QCOMPARE(gps.environment.size(), 1);
    QVERIFY(gps.environment[0].startsWith(QStringLiteral("GPSSHOGI_HOME=")));
    const QString home = gps.environment[0].mid(QStringLiteral("GPSSHOGI_HOME=").size());
    QVERIFY(QFileInfo(home + QStringLiteral("/data")).isDir());
    // Quick and on one core: a shallow search, no book.
    QVERIFY(gps.setValue(QStringLiteral("LimitDepth"), QStringLiteral("4")));
    QVERIFY(gps.setValue(QStringLiteral("BookDepth"), QStringLiteral("0")));
    QVERIFY(gps.setValue(QStringLiteral("Thread"), QStringLiteral("1")));
    QVERIFY(catalog.update(gps));
    QList<qint64> pids;
    QStringList talk; // gpsusi's side of the conversation, for a failure's message
    {
        GameController c;
        const PlayerFactory factory(&catalog);
        GameSetup setup;
        setup.timeControl = TimeControl::byoyomi(0, 5000);
        auto* black = qobject_cast<EnginePlayer*>(factory.create(PlayerSpec::engine(gps.id), setup.variant));
        QVERIFY(black);
        connect(black->client(), &UsiClient::lineLogged, black,
                [&](UsiClient::Direction d, const QString& line) {
                    if (!line.startsWith(QLatin1String("info")))
                        talk << QString::number(int(d)) + QLatin1Char(' ') + line;
                });
        QVERIFY(c.newGame(setup, black, factory.create(PlayerSpec::builtin(1), setup.variant)));
        QTRY_VERIFY_WITH_TIMEOUT(enginePids(c).size() == 2, 10000);
        pids = enginePids(c);
        playOut(c, 4, 60000);
        QVERIFY2(c.game().moves().size() >= 4,
                 qPrintable(c.resultMessage() + QLatin1Char('\n') + talk.join(QLatin1Char('\n'))));
        checkCleanEnding(c);
    }
    QTRY_VERIFY2_WITH_TIMEOUT(!anyAlive(pids), qPrintable(survivors(pids)), 5000);
    QVERIFY2(QFileInfo::exists(home + QStringLiteral("/gpsusi.conf")),
             qPrintable(talk.join(QLatin1Char('\n'))));
    QVERIFY(talk.contains(QStringLiteral("0 setoption name LimitDepth value 4")));
    // Read again (as when it is added once more), it declares its own defaults, not the values it was sent.
    QSignalSpy added(&catalog, &EngineCatalog::added);
    catalog.add(kGps);
    QVERIFY(added.wait(30000));
    QCOMPARE(catalog.find(added[0][0].toString())->findOption(QStringLiteral("LimitDepth"))->defaultValue,
             std::string("10"));
}

QTEST_MAIN(TestEngineGame)
#include "tst_enginegame.moc"
