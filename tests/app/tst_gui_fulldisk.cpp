// The window on a full disk, made by a file size limit on this process for the moment it matters
// (RLIMIT_FSIZE: a write past it fails as on a full disk, and a lock file cannot be written): Save says that
// the disk is full and leaves the old file as it was; at start, an orphaned autosave whose lock cannot be
// taken (not even its dead owner's stale lock replaced) is still offered, with what is wrong, and stays on
// the disk after a restore that cannot be written anywhere.
#include "gui/Autosave.h"
#include "gui/AutosaveRecovery.h"
#include "board/BoardView.h"
#include "tst_review_window.h"

#include <QDir>
#include <QLockFile>
#include <QMessageBox>
#include <QProcess>

#include <csignal>
#include <sys/resource.h>

namespace {

// While it lives, this process may write files of at most `bytes` bytes; past that a write fails (EFBIG)
// instead of the process being killed by SIGXFSZ.
class FileSizeLimit {
public:
    explicit FileSizeLimit(rlim_t bytes) {
        ::getrlimit(RLIMIT_FSIZE, &m_old);
        m_oldHandler = ::signal(SIGXFSZ, SIG_IGN);
        const rlimit limit{bytes, m_old.rlim_max};
        ::setrlimit(RLIMIT_FSIZE, &limit);
    }
    ~FileSizeLimit() {
        ::setrlimit(RLIMIT_FSIZE, &m_old);
        ::signal(SIGXFSZ, m_oldHandler);
    }
    FileSizeLimit(const FileSizeLimit&) = delete;
    FileSizeLimit& operator=(const FileSizeLimit&) = delete;

private:
    rlimit m_old{};
    sighandler_t m_oldHandler = SIG_DFL;
};

QByteArray readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestGuiFullDisk : public QObject {
    Q_OBJECT
private slots:
    void saveSaysTheDiskIsFull();
    void orphanWithoutLockIsOffered();
};

void TestGuiFullDisk::saveSaysTheDiskIsFull() {
    ReviewFixture f;
    QVERIFY(f.window->files().openFile(f.write(QStringLiteral("game.kif"), SampleKif.toUtf8())));
    f.controller().setComment(f.controller().current(), QString(8000, QLatin1Char('c'))); // 8 kB to write
    const QString out = f.write(QStringLiteral("kept.kifu"), "the user's old file\n");
    {
        const FileSizeLimit full(2048);
        QVERIFY(!f.window->files().saveTo(out));
    }
    QVERIFY(!f.script.asked.isEmpty());
    QVERIFY2(f.script.asked.last().contains(QStringLiteral("The disk is full")),
             qPrintable(f.script.asked.last()));
    QCOMPARE(readAll(out), QByteArray("the user's old file\n"));
    QCOMPARE(QDir(f.dir.path()).entryList({QStringLiteral("kept*")}, QDir::Files),
             QStringList{QStringLiteral("kept.kifu")});
    QVERIFY(f.window->files().saveTo(out)); // with room again
}

void TestGuiFullDisk::orphanWithoutLockIsOffered() {
    QTemporaryDir dir;
    ReviewFixture a;
    QVERIFY(a.window->startGame(GameSetup{}));
    emit a.window->board().moveRequested(ReviewFixture::move("7g7f"));
    QString orphan;
    {
        Autosave dead(a.window->controller(), a.window->files(), dir.path());
        QVERIFY(dead.writeNow());
        orphan = dead.filePath();
    }
    // The stale lock a killed process leaves, naming a process that has ended.
    QProcess gone;
    gone.start(QStringLiteral("true"));
    QVERIFY(gone.waitForStarted());
    const qint64 deadPid = gone.processId();
    QVERIFY(gone.waitForFinished());
    QFile lock(Autosave::lockPathFor(orphan));
    QVERIFY(lock.open(QIODevice::WriteOnly));
    lock.write(QByteArray::number(deadPid) + "\nshogiban\n" + QSysInfo::machineHostName().toUtf8() + "\n");
    lock.close();

    ReviewFixture b;
    QList<bool> locks;
    bool restored = false;
    {
        const FileSizeLimit full(0); // no lock, no autosave can be written
        Autosave own(b.window->controller(), b.window->files(), dir.path());
        restored = AutosaveRecovery::run(*b.window, own, [&](const SessionSnapshot& s, bool locked) {
            locks << locked;
            const auto box = AutosaveRecovery::question(s, nullptr, locked);
            [&] {
                QVERIFY2(box->informativeText().contains(QStringLiteral("The disk is full")),
                         qPrintable(box->informativeText()));
            }();
            return AutosaveRecovery::Answer::Restore;
        });
        own.clear();
    }
    QCOMPARE(locks, QList<bool>{false});
    QVERIFY(restored);
    QCOMPARE(b.record().mainLineMoveCount(), 1);
    QVERIFY(QFile::exists(orphan)); // written nowhere else yet: kept
    // With room again, the next start restores it and removes it as usual.
    ReviewFixture c;
    Autosave own(c.window->controller(), c.window->files(), dir.path());
    QVERIFY(
        AutosaveRecovery::run(*c.window, own, AutosaveRecovery::always(AutosaveRecovery::Answer::Restore)));
    QVERIFY(!QFile::exists(orphan));
    own.clear();
}

QTEST_MAIN(TestGuiFullDisk)
#include "tst_gui_fulldisk.moc"
