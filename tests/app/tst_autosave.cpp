// The autosave in one process: what a window holds comes back exactly into another window (a record with
// variations, comments, times, headers and its file; a live game with its players, names and clocks as of the
// last move), writes follow moves at once and comment typing at most once a second, a failed write leaves
// the previous file, and recovery offers only the files of processes that are gone.
#include "gui/Autosave.h"
#include "gui/AutosaveRecovery.h"
#include "board/BoardView.h"
#include "game/GameSetupJson.h"
#include "game/HumanPlayer.h"
#include "game/RecordJson.h"
#include "tst_review_window.h"

#include <QDir>
#include <QJsonDocument>
#include <QLockFile>
#include <QProcess>
#include <QSignalSpy>
#include <QStatusBar>

#include <csignal>
#include <sys/resource.h>

namespace {

// A snapshot's JSON without the moment it was written, for comparing two windows.
QJsonObject withoutTime(const QByteArray& json) {
    QJsonObject o = QJsonDocument::fromJson(json).object();
    o.remove(QStringLiteral("savedAt"));
    return o;
}

QByteArray readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

GameSetup timedSetup() {
    GameSetup s;
    s.timeControl = shogi::TimeControl::byoyomi(300000, 30000);
    s.blackName = QStringLiteral("José");
    s.whiteName = QStringLiteral("María");
    s.policy = shogi::IllegalMovePolicy::Tournament;
    s.impasseRule = shogi::ImpasseRule::Points24;
    return s;
}

} // namespace

class TestAutosave : public QObject {
    Q_OBJECT
private slots:
    void reviewComesBackExactly();
    void liveGameComesBackWithClocksAndPlayers();
    void gameLostOnTimeKeepsTheFallenClock();
    void longGameRoundTrip();
    void setupJsonReadsOtherVersions();
    void movesAreWrittenAtOnceCommentsOncePerSecond();
    void nothingToKeepNoFile();
    void cleanQuitClears();
    void saveAsKeepsTheNewFile();
    void failedWriteKeepsThePreviousFile();
    void recoveryOffersOnlyDeadProcesses();
    void recoveryAnswers();
};

void TestAutosave::reviewComesBackExactly() {
    ReviewFixture a;
    QVERIFY(a.window->files().openFile(a.write(QStringLiteral("game.kif"), SampleKif.toUtf8())));
    // Into the variation at move 2, a new move there, and a comment: modified.
    const shogi::RecordNode* variation = a.record().root().mainChild()->children[1].get();
    a.controller().goTo(variation);
    a.controller().playMove(ReviewFixture::move("7a6b"));
    a.controller().setComment(a.controller().current(), QStringLiteral("a new idea\nsecond line"));
    Autosave autosave(a.window->controller(), a.window->files(), a.path(QStringLiteral("autosave")));
    QVERIFY(autosave.writeNow());
    auto snapshot = SessionSnapshot::read(readAll(autosave.filePath()));
    QVERIFY(snapshot);
    QVERIFY(!snapshot->played);
    QCOMPARE(snapshot->filePath, a.path(QStringLiteral("game.kif")));

    ReviewFixture b;
    b.window->resume(std::move(*snapshot));
    QCOMPARE(withoutTime(SessionSnapshot::write(b.controller(), b.window->files())),
             withoutTime(SessionSnapshot::write(a.controller(), a.window->files())));
    QVERIFY(!b.controller().isLive());
    QVERIFY(b.controller().isModified());
    QVERIFY(b.window->isWindowModified());
    QCOMPARE(b.window->files().filePath(), a.path(QStringLiteral("game.kif")));
    QCOMPARE(b.controller().current()->comment, QStringLiteral("a new idea\nsecond line"));
    QCOMPARE(b.record().variationCount(), a.record().variationCount());
    QCOMPARE(b.record().header(QStringLiteral("先手")), QStringLiteral("Hanako"));
    QCOMPARE(b.record().root().mainChild()->mainChild()->timeSpentMs, 2000);
    QCOMPARE(b.record().ending(), shogi::SpecialMove::Resign);
    QVERIFY(b.window->windowTitle().startsWith(QStringLiteral("game.kif")));
}

void TestAutosave::liveGameComesBackWithClocksAndPlayers() {
    ReviewFixture a;
    QVERIFY(a.window->startGame(timedSetup()));
    for (const char* m : {"7g7f", "3c3d", "2g2f"}) {
        QTest::qWait(30); // each side spends some time
        emit a.window->board().moveRequested(ReviewFixture::move(m));
    }
    a.controller().setComment(a.controller().current(), QStringLiteral("Ibisha"));
    const shogi::Clock& clockA = a.controller().clock().clock();
    QVERIFY(clockA.mainAtLastMove(shogi::Color::Black) < 300000);
    QVERIFY(clockA.mainAtLastMove(shogi::Color::White) < 300000);
    Autosave autosave(a.window->controller(), a.window->files(), a.path(QStringLiteral("autosave")));
    QVERIFY(autosave.writeNow());
    auto snapshot = SessionSnapshot::read(readAll(autosave.filePath()));
    QVERIFY(snapshot);
    QVERIFY(snapshot->played);
    QVERIFY(snapshot->live);
    QCOMPARE(snapshot->moveCount(), 3);

    ReviewFixture b;
    b.window->resume(std::move(*snapshot));
    QCOMPARE(withoutTime(SessionSnapshot::write(b.controller(), b.window->files())),
             withoutTime(SessionSnapshot::write(a.controller(), a.window->files())));
    GameController& c = b.controller();
    QVERIFY(c.isLive());
    QVERIFY(c.inProgress());
    QCOMPARE(c.setup().timeControl, timedSetup().timeControl);
    QCOMPARE(c.setup().policy, shogi::IllegalMovePolicy::Tournament);
    QCOMPARE(c.setup().impasseRule, shogi::ImpasseRule::Points24);
    QCOMPARE(c.names()[0], QStringLiteral("José"));
    QVERIFY(c.player(shogi::Color::Black)->isHuman() && c.player(shogi::Color::White)->isHuman());
    // White to move: its clock runs from the time it had after its last move, Black's stands.
    QVERIFY(c.clock().isRunning(shogi::Color::White));
    QCOMPARE(c.clock().clock().mainAtLastMove(shogi::Color::White),
             clockA.mainAtLastMove(shogi::Color::White));
    QCOMPARE(c.clock().clock().mainAtLastMove(shogi::Color::Black),
             clockA.mainAtLastMove(shogi::Color::Black));
    QCOMPARE(c.current()->comment, QStringLiteral("Ibisha"));
    // The game goes on from there, through the board.
    QVERIFY(b.window->board().humanMayMove());
    emit b.window->board().moveRequested(ReviewFixture::move("8c8d"));
    QCOMPARE(c.record().mainLineMoveCount(), 4);
    QVERIFY(c.clock().isRunning(shogi::Color::Black));
    QVERIFY(c.canUndo() == false); // tournament policy: no takebacks, as in the game before
}

// White's flag fell: restored, the game is over and White's clock still reads zero, not a fresh period.
void TestAutosave::gameLostOnTimeKeepsTheFallenClock() {
    ReviewFixture a;
    GameSetup setup;
    setup.timeControl = shogi::TimeControl::byoyomi(0, 300);
    QVERIFY(a.window->startGame(setup));
    emit a.window->board().moveRequested(ReviewFixture::move("7g7f"));
    QTRY_VERIFY(a.controller().isOver());
    QCOMPARE(a.record().ending(), shogi::SpecialMove::Timeout);
    const ClockReading fallen = a.controller().clock().reading(shogi::Color::White);
    Autosave autosave(a.window->controller(), a.window->files(), a.path(QStringLiteral("autosave")));
    QVERIFY(autosave.writeNow());
    auto snapshot = SessionSnapshot::read(readAll(autosave.filePath()));
    QVERIFY(snapshot);
    QVERIFY(!snapshot->live);

    ReviewFixture b;
    b.window->resume(std::move(*snapshot));
    QVERIFY(b.controller().isOver());
    QVERIFY(!b.controller().isLive());
    QCOMPARE(b.controller().clock().reading(shogi::Color::White).text, fallen.text);
    QCOMPARE(b.controller().clock().reading(shogi::Color::Black).text,
             a.controller().clock().reading(shogi::Color::Black).text);
}

// A game far longer than JSON's nesting limit (1024): the nodes are a flat list.
void TestAutosave::longGameRoundTrip() {
    ReviewFixture a;
    QVERIFY(a.window->startGame(GameSetup{}));
    const char* cycle[] = {"5i4h", "5a4b", "4h5i", "4b5a"};
    for (int i = 0; i < 1100 && a.controller().isLive(); ++i)
        emit a.window->board().moveRequested(ReviewFixture::move(cycle[i % 4]));
    QVERIFY(a.record().mainLineMoveCount() > 8); // sennichite ends it after the fourth repetition
    shogi::GameRecord deep(a.record().startPosition());
    shogi::RecordNode* node = &deep.root();
    for (int i = 0; i < 1100; ++i)
        node = deep.addMove(node, ReviewFixture::move(cycle[i % 4]));
    node->comment = QStringLiteral("the end");
    auto back = RecordJson::read(RecordJson::write(deep));
    QVERIFY(back);
    QCOMPARE(back->mainLineMoveCount(), 1100);
    QCOMPARE(back->mainLineEnd()->comment, QStringLiteral("the end"));
    const QByteArray json = QJsonDocument(RecordJson::write(deep)).toJson(QJsonDocument::Compact);
    QVERIFY(!QJsonDocument::fromJson(json).isNull());
}

void TestAutosave::setupJsonReadsOtherVersions() {
    QJsonObject json = GameSetupJson::write(timedSetup());
    json.insert(QStringLiteral("blackPlayer"), QStringLiteral("a field of a later version"));
    json.remove(QStringLiteral("impasseRule"));
    const GameSetup s = GameSetupJson::read(json);
    QCOMPARE(s.blackName, QStringLiteral("José"));
    QCOMPARE(s.timeControl, timedSetup().timeControl);
    QCOMPARE(s.impasseRule, GameSetup{}.impasseRule);
}

void TestAutosave::movesAreWrittenAtOnceCommentsOncePerSecond() {
    ReviewFixture a;
    QVERIFY(a.window->startGame(GameSetup{}));
    Autosave autosave(a.window->controller(), a.window->files(), a.path(QStringLiteral("autosave")));
    emit a.window->board().moveRequested(ReviewFixture::move("7g7f"));
    QVERIFY(autosave.isPending());
    QVERIFY(!QFile::exists(autosave.filePath()));
    QTRY_VERIFY(!autosave.isPending());
    QCOMPARE(autosave.writeCount(), 1);
    QVERIFY(readAll(autosave.filePath()).contains("7g7f"));

    // Typing: one write for a burst of keystrokes, a second after the first.
    for (const char* text : {"a", "ab", "abc", "abcd"})
        a.controller().setComment(a.controller().current(), QLatin1String(text));
    QCOMPARE(autosave.writeCount(), 1);
    QTest::qWait(300);
    QCOMPARE(autosave.writeCount(), 1);
    QTRY_COMPARE(autosave.writeCount(), 2);
    QTRY_VERIFY(readAll(autosave.filePath()).contains("abcd")); // the writer's thread puts it on disk
    QTest::qWait(1200);
    QCOMPARE(autosave.writeCount(), 2);
}

void TestAutosave::nothingToKeepNoFile() {
    ReviewFixture a;
    QVERIFY(a.window->startGame(GameSetup{}));
    Autosave autosave(a.window->controller(), a.window->files(), a.path(QStringLiteral("autosave")));
    QVERIFY(autosave.writeNow());
    QVERIFY(!QFile::exists(autosave.filePath()));
    emit a.window->board().moveRequested(ReviewFixture::move("7g7f"));
    QVERIFY(autosave.writeNow());
    QVERIFY(QFile::exists(autosave.filePath()));
    QVERIFY(a.window->startGame(GameSetup{})); // a new game: the old one was saved or discarded first
    QVERIFY(autosave.writeNow());
    QVERIFY(!QFile::exists(autosave.filePath()));
}

void TestAutosave::cleanQuitClears() {
    ReviewFixture a;
    QVERIFY(a.window->startGame(GameSetup{}));
    Autosave autosave(a.window->controller(), a.window->files(), a.path(QStringLiteral("autosave")));
    emit a.window->board().moveRequested(ReviewFixture::move("7g7f"));
    QVERIFY(autosave.writeNow());
    QVERIFY(QFile::exists(autosave.filePath()));
    QVERIFY(QFile::exists(Autosave::lockPathFor(autosave.filePath())));
    autosave.clear();
    QVERIFY(!QFile::exists(autosave.filePath()));
    emit a.window->board().moveRequested(ReviewFixture::move("3c3d"));
    QVERIFY(!autosave.isPending());
    QVERIFY(autosave.writeNow());
    QVERIFY(!QFile::exists(autosave.filePath()));
}

// An unchanged record saved under another name: the autosave follows it to its new file.
void TestAutosave::saveAsKeepsTheNewFile() {
    ReviewFixture a;
    QVERIFY(a.window->files().openFile(a.write(QStringLiteral("game.kif"), SampleKif.toUtf8())));
    Autosave autosave(a.window->controller(), a.window->files(), a.path(QStringLiteral("autosave")));
    QVERIFY(autosave.writeNow());
    QVERIFY(a.window->files().saveTo(a.path(QStringLiteral("copy.kifu"))));
    QTRY_VERIFY(!autosave.isPending());
    auto snapshot = SessionSnapshot::read(readAll(autosave.filePath()));
    QVERIFY(snapshot);
    QCOMPARE(snapshot->filePath, a.path(QStringLiteral("copy.kifu")));
    QVERIFY(!snapshot->modified);
}

// The file system refuses the write halfway (the file-size limit, which even root meets): the autosave says
// so, and the file on disk is still the previous one, whole.
void TestAutosave::failedWriteKeepsThePreviousFile() {
    ReviewFixture a;
    QVERIFY(a.window->startGame(GameSetup{}));
    Autosave autosave(a.window->controller(), a.window->files(), a.path(QStringLiteral("autosave")));
    QSignalSpy failures(&autosave, &Autosave::failed);
    emit a.window->board().moveRequested(ReviewFixture::move("7g7f"));
    QVERIFY(autosave.writeNow());
    const QByteArray previous = readAll(autosave.filePath());
    a.controller().setComment(a.controller().current(), QString(20000, QLatin1Char('x')));

    rlimit saved{};
    getrlimit(RLIMIT_FSIZE, &saved);
    const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN); // the write fails with EFBIG instead
    rlimit small = saved;
    small.rlim_cur = rlim_t(previous.size() + 1000);
    QCOMPARE(setrlimit(RLIMIT_FSIZE, &small), 0);
    const bool written = autosave.writeNow();
    setrlimit(RLIMIT_FSIZE, &saved);
    std::signal(SIGXFSZ, oldHandler);

    QVERIFY(!written);
    QVERIFY(!autosave.lastError().isEmpty());
    QCOMPARE(readAll(autosave.filePath()), previous);
    QCOMPARE(QDir(a.path(QStringLiteral("autosave"))).entryList(QDir::Files).size(), 2); // no stray temp file
    QCOMPARE(failures.size(), 1);
    QVERIFY(failures.at(0).at(0).toString().contains(QStringLiteral("could not be autosaved")));
    QVERIFY(autosave.writeNow()); // and the next write, with room, goes through
    QVERIFY(readAll(autosave.filePath()).size() > previous.size() + 20000);
}

// One autosave left by a process that is gone (its lock names a pid no longer running), one of a process
// that runs (a lock held here): only the first is offered.
void TestAutosave::recoveryOffersOnlyDeadProcesses() {
    QTemporaryDir dir;
    ReviewFixture a;
    QVERIFY(a.window->startGame(timedSetup()));
    emit a.window->board().moveRequested(ReviewFixture::move("7g7f"));
    QString deadFile, liveFile;
    {
        Autosave dead(a.window->controller(), a.window->files(), dir.path());
        QVERIFY(dead.writeNow());
        deadFile = dead.filePath();
    } // its lock is released: as if its process had ended
    // A lock file naming a process that has exited, as a SIGKILL leaves it.
    QProcess gone;
    gone.start(QStringLiteral("true"));
    QVERIFY(gone.waitForStarted());
    const qint64 deadPid = gone.processId();
    QVERIFY(gone.waitForFinished());
    QFile lock(Autosave::lockPathFor(deadFile));
    QVERIFY(lock.open(QIODevice::WriteOnly));
    lock.write(QByteArray::number(deadPid) + "\nshogiban\n" + QSysInfo::machineHostName().toUtf8() + "\n");
    lock.close();
    QTest::qWait(20);
    emit a.window->board().moveRequested(ReviewFixture::move("3c3d"));
    // It holds its lock, like another window's process.
    Autosave running(a.window->controller(), a.window->files(), dir.path());
    QVERIFY(running.writeNow());
    liveFile = running.filePath();

    ReviewFixture b;
    Autosave own(b.window->controller(), b.window->files(), dir.path());
    QList<int> offered;
    QVERIFY(AutosaveRecovery::run(*b.window, own, [&](const SessionSnapshot& s, bool) {
        offered << s.moveCount();
        return AutosaveRecovery::Answer::Restore;
    }));
    QCOMPARE(offered, QList<int>{1});
    QCOMPARE(b.record().mainLineMoveCount(), 1);
    QVERIFY(b.controller().isLive());
    QVERIFY(!QFile::exists(deadFile));
    QVERIFY(QFile::exists(liveFile));
    QVERIFY(QFile::exists(own.filePath())); // the restored game is kept by its new process at once
}

void TestAutosave::recoveryAnswers() {
    QTemporaryDir dir;
    ReviewFixture a;
    QVERIFY(a.window->startGame(GameSetup{}));
    QStringList files;
    for (const char* m : {"7g7f", "3c3d"}) {
        emit a.window->board().moveRequested(ReviewFixture::move(m));
        Autosave left(a.window->controller(), a.window->files(), dir.path());
        QVERIFY(left.writeNow());
        files << left.filePath();
        QTest::qWait(5); // distinct names and times
    }
    using Answer = AutosaveRecovery::Answer;
    const auto run = [&](QList<Answer> answers, QList<int>* offered) {
        ReviewFixture b;
        Autosave own(b.window->controller(), b.window->files(), dir.path());
        const bool restored = AutosaveRecovery::run(*b.window, own, [&](const SessionSnapshot& s, bool) {
            offered->append(s.moveCount());
            return answers.takeFirst();
        });
        own.clear();
        return restored;
    };
    QList<int> offered;
    QVERIFY(!run({Answer::Later}, &offered)); // the newest first; Later keeps both
    QCOMPARE(offered, QList<int>{2});
    QVERIFY(QFile::exists(files[0]) && QFile::exists(files[1]));
    offered.clear();
    QVERIFY(!run({Answer::Discard, Answer::Later}, &offered));
    QCOMPARE(offered, (QList<int>{2, 1}));
    QVERIFY(QFile::exists(files[0]) && !QFile::exists(files[1]));
    offered.clear();
    QVERIFY(run({Answer::Restore}, &offered));
    QCOMPARE(offered, QList<int>{1});
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList());
}

QTEST_MAIN(TestAutosave)
#include "tst_autosave.moc"
