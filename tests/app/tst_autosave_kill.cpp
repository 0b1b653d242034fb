// The autosave against a real crash: the application is started as a process, moves and comments are played
// into it through the board (--play-moves), it is killed with SIGKILL, and a new process, started on the same
// state folder and told to answer the restore question (--restore-answer), must print the same game: every
// move, comment, variation, the clocks as of the last move, the players, the file; in a game against
// Shogiban's engine, the engine started again answers. Each test has its own XDG folders, so the user's
// autosaves are never seen.
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

namespace {

const QString Kif = QStringLiteral(R"(先手：Hanako
後手：Taro
手数----指手---------消費時間--
   1 ７六歩(77)   ( 0:01/00:00:01)
*A classic opening
   2 ３四歩(33)   ( 0:02/00:00:02)+
   3 ２六歩(27)   ( 0:03/00:00:04)
   4 ８四歩(83)   ( 0:01/00:00:03)

変化：2手
   2 ８四歩(83)   ( 0:01/00:00:01)
   3 ２六歩(27)   ( 0:01/00:00:05)
)");

class App {
public:
    explicit App(const QTemporaryDir& home) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("XDG_RUNTIME_DIR"), home.path());
        m_process.setProcessEnvironment(env);
        m_process.setProcessChannelMode(QProcess::SeparateChannels);
    }
    ~App() {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.kill();
            m_process.waitForFinished();
        }
    }
    // Starts the application and returns the state it prints (--print-state), or an empty object.
    QJsonObject start(QStringList arguments) {
        arguments << QStringLiteral("--no-sound") << QStringLiteral("--print-state");
        m_process.start(QStringLiteral(SHOGIBAN_EXECUTABLE), arguments);
        if (!m_process.waitForStarted(20000)) return {};
        QByteArray line;
        while (!line.contains('\n') && m_process.waitForReadyRead(60000))
            line += m_process.readAllStandardOutput();
        if (!line.contains('\n'))
            qWarning("no state printed: %s", m_process.readAllStandardError().constData());
        return QJsonDocument::fromJson(line).object();
    }
    // Started in the background, for a test that watches its autosave.
    void startQuietly(QStringList arguments) {
        arguments << QStringLiteral("--no-sound");
        m_process.start(QStringLiteral(SHOGIBAN_EXECUTABLE), arguments);
        m_process.waitForStarted(20000);
    }
    void killHard() {
        ::kill(pid_t(m_process.processId()), SIGKILL);
        m_process.waitForFinished(20000);
    }
    bool finishedCleanly() {
        return m_process.waitForFinished(20000) && m_process.exitStatus() == QProcess::NormalExit &&
               m_process.exitCode() == 0;
    }
    bool crashed() const { return m_process.exitStatus() == QProcess::CrashExit; }

private:
    QProcess m_process;
};

QString autosaveDir(const QTemporaryDir& home) {
    return home.filePath(QStringLiteral("data/Shogiban/shogiban/autosave"));
}

QStringList autosaves(const QTemporaryDir& home) {
    return QDir(autosaveDir(home)).entryList({QStringLiteral("*.json")}, QDir::Files);
}

QJsonObject withoutTime(QJsonObject state) {
    state.remove(QStringLiteral("savedAt"));
    return state;
}

// The moves of the record's nodes, in the order written (depth first), and their comments.
QStringList moves(const QJsonObject& state) {
    QStringList out;
    for (const QJsonValue& node : state[QStringLiteral("record")][QStringLiteral("nodes")].toArray())
        out << node[QStringLiteral("m")].toString() + node[QStringLiteral("c")].toString();
    return out;
}

void writeFile(const QString& path, const QByteArray& bytes) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

// The autosave's game as the state printed (--print-state) shows it, or an empty object.
QJsonObject autosaved(const QTemporaryDir& home) {
    const QStringList files = autosaves(home);
    if (files.size() != 1) return {};
    QFile file(QDir(autosaveDir(home)).filePath(files.front()));
    if (!file.open(QIODevice::ReadOnly)) return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

// Waits for the autosave to hold `count` moves; false after a minute.
bool waitForMoves(const QTemporaryDir& home, qsizetype count) {
    for (int i = 0; i < 600; ++i) {
        if (moves(autosaved(home)).size() == count) return true;
        QTest::qWait(100);
    }
    return false;
}

QJsonObject whitePlayer(const QJsonObject& state) {
    return state[QStringLiteral("setup")][QStringLiteral("whitePlayer")].toObject();
}

} // namespace

class TestAutosaveKill : public QObject {
    Q_OBJECT
private slots:
    void liveGameSurvivesSigkill();
    void reviewSurvivesSigkill();
    void theComputerAnswersInARestoredGame();
    void aGameAgainstTheComputerKeepsItsClocks();
    void runningProcessesAreLeftAlone();
};

void TestAutosaveKill::liveGameSurvivesSigkill() {
    QTemporaryDir home;
    // The new-game dialog's last choices: a game with byoyomi between two named players.
    writeFile(
        home.filePath(QStringLiteral("config/Shogiban/shogiban.conf")),
        "[newGame]\ntimeControl=byoyomi\nmainMs=300000\nbyoyomiMs=30000\nblackName=José\nwhiteName=María\n"
        "policy=tournament\n");
    QJsonObject before;
    {
        App first(home);
        before =
            first.start({QStringLiteral("--play-moves"),
                         QStringLiteral("7g7f{Ibisha},3c3d,2g2f{Plan: 2e},8c8d,2f2e,8d8e{Double wing}")});
        QCOMPARE(moves(before),
                 (QStringList{"7g7fIbisha", "3c3d", "2g2fPlan: 2e", "8c8d", "2f2e", "8d8eDouble wing"}));
        QCOMPARE(autosaves(home).size(), 1);
        QTest::qWait(1500); // Black thinks: that time is not part of the clock as of the last move
        first.killHard();
        QVERIFY(first.crashed());
    }
    QCOMPARE(autosaves(home).size(), 1);

    App second(home);
    const QJsonObject after = second.start(
        {QStringLiteral("--restore-answer"), QStringLiteral("restore"), QStringLiteral("--quit")});
    QVERIFY(second.finishedCleanly());
    QCOMPARE(withoutTime(after), withoutTime(before));
    QCOMPARE(after[QStringLiteral("live")].toBool(), true);
    QCOMPARE(after[QStringLiteral("played")].toBool(), true);
    QCOMPARE(after[QStringLiteral("modified")].toBool(), true);
    QCOMPARE(after[QStringLiteral("setup")][QStringLiteral("blackName")].toString(), QStringLiteral("José"));
    QCOMPARE(after[QStringLiteral("setup")][QStringLiteral("policy")].toString(),
             QStringLiteral("tournament"));
    const QJsonArray clock = after[QStringLiteral("clockMainMs")].toArray();
    QVERIFY(clock[0].toInteger() > 290000 && clock[0].toInteger() <= 300000);
    // The restored game was kept by the second process and cleared by its clean quit; the orphan is gone.
    QCOMPARE(autosaves(home), QStringList());
}

// Killed while Shogiban's engine thinks (3 s a move, no clock): the restored game has the engine as White,
// and the engine, started again, answers.
void TestAutosaveKill::theComputerAnswersInARestoredGame() {
    QTemporaryDir home;
    writeFile(home.filePath(QStringLiteral("config/Shogiban/shogiban.conf")),
              "[newGame]\ntimeControl=none\nwhitePlayer=builtin\nwhiteLevel=10\nwhiteMoveTimeMs=3000\n");
    {
        App first(home);
        const QJsonObject before = first.start({QStringLiteral("--play-moves"), QStringLiteral("7g7f")});
        QCOMPARE(moves(before), QStringList{"7g7f"});
        first.killHard();
    }
    QCOMPARE(moves(autosaved(home)), QStringList{"7g7f"}); // killed before the engine answered
    App second(home);
    second.startQuietly({QStringLiteral("--restore-answer"), QStringLiteral("restore")});
    QVERIFY(waitForMoves(home, 2));
    const QJsonObject restored = autosaved(home);
    QCOMPARE(restored[QStringLiteral("live")].toBool(), true);
    QCOMPARE(whitePlayer(restored)[QStringLiteral("kind")].toString(), QStringLiteral("builtin"));
    QCOMPARE(whitePlayer(restored)[QStringLiteral("level")].toInt(), 10);
    second.killHard();
}

// Killed on the person's turn in a game with a clock: the restored game has the clocks as of the last move
// and the same players.
void TestAutosaveKill::aGameAgainstTheComputerKeepsItsClocks() {
    QTemporaryDir home;
    writeFile(home.filePath(QStringLiteral("config/Shogiban/shogiban.conf")),
              "[newGame]\ntimeControl=suddenDeath\nmainMs=300000\nwhitePlayer=builtin\nwhiteLevel=1\n");
    QJsonObject before;
    {
        App first(home);
        first.startQuietly({QStringLiteral("--play-moves"), QStringLiteral("7g7f")});
        QVERIFY(waitForMoves(home, 2)); // the engine answered
        before = autosaved(home);
        QTest::qWait(1500); // Black thinks: that time is not part of the clock as of the last move
        first.killHard();
    }
    const QJsonArray clock = before[QStringLiteral("clockMainMs")].toArray();
    QVERIFY(clock[0].toInteger() > 290000 && clock[0].toInteger() <= 300000);
    QVERIFY(clock[1].toInteger() > 240000 && clock[1].toInteger() <= 300000);
    App second(home);
    const QJsonObject after = second.start(
        {QStringLiteral("--restore-answer"), QStringLiteral("restore"), QStringLiteral("--quit")});
    QVERIFY(second.finishedCleanly());
    QCOMPARE(withoutTime(after), withoutTime(before));
    QCOMPARE(whitePlayer(after)[QStringLiteral("kind")].toString(), QStringLiteral("builtin"));
}

void TestAutosaveKill::reviewSurvivesSigkill() {
    QTemporaryDir home;
    const QString kif = home.filePath(QStringLiteral("game.kif"));
    writeFile(kif, Kif.toUtf8());
    QJsonObject before;
    {
        App first(home);
        // Along the variation at move 2, then a move it did not have (its line ends at move 3), with a
        // comment.
        before = first.start(
            {kif, QStringLiteral("--play-moves"), QStringLiteral("7g7f,8c8d{Quiet},2g2f,3c3d{New}")});
        QVERIFY(moves(before).contains(QStringLiteral("3c3dNew")));
        QVERIFY(moves(before).contains(QStringLiteral("8c8dQuiet")));
        first.killHard();
    }
    App second(home);
    const QJsonObject after = second.start(
        {QStringLiteral("--restore-answer"), QStringLiteral("restore"), QStringLiteral("--quit")});
    QVERIFY(second.finishedCleanly());
    QCOMPARE(withoutTime(after), withoutTime(before));
    QCOMPARE(after[QStringLiteral("live")].toBool(), false);
    QCOMPARE(after[QStringLiteral("played")].toBool(), false);
    QCOMPARE(after[QStringLiteral("modified")].toBool(), true);
    QCOMPARE(QFileInfo(after[QStringLiteral("filePath")].toString()), QFileInfo(kif));
    QCOMPARE(after[QStringLiteral("currentPath")].toArray(), (QJsonArray{0, 1, 0, 0}));
}

// A second window's process must not take the game of a first one that still runs; once that one is killed,
// its game is offered, and Discard removes it.
void TestAutosaveKill::runningProcessesAreLeftAlone() {
    QTemporaryDir home;
    App first(home);
    QCOMPARE(moves(first.start({QStringLiteral("--play-moves"), QStringLiteral("7g7f,3c3d")})).size(), 2);
    {
        App second(home);
        const QJsonObject state = second.start(
            {QStringLiteral("--restore-answer"), QStringLiteral("restore"), QStringLiteral("--quit")});
        QVERIFY(second.finishedCleanly());
        QCOMPARE(moves(state), QStringList());
        QCOMPARE(autosaves(home).size(), 1);
    }
    first.killHard();
    App third(home);
    const QJsonObject state = third.start(
        {QStringLiteral("--restore-answer"), QStringLiteral("discard"), QStringLiteral("--quit")});
    QVERIFY(third.finishedCleanly());
    QCOMPARE(moves(state), QStringList());
    QCOMPARE(autosaves(home), QStringList());
}

QTEST_GUILESS_MAIN(TestAutosaveKill)
#include "tst_autosave_kill.moc"
