#include "gui/AutosaveRecovery.h"

#include "gui/Autosave.h"
#include "gui/MainWindow.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QLockFile>
#include <QMessageBox>
#include <QPushButton>

#include <QSysInfo>

#include <algorithm>
#include <memory>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <csignal>
#endif

namespace {

struct Orphan {
    QString path;
    SessionSnapshot snapshot;
    bool locked = true;
};

// Whether the process named in a lock that could not be taken still runs. Unknown counts as running: a
// lock file being written, or one from another machine sharing the folder.
bool holderRuns(const QLockFile& lock) {
    qint64 pid = 0;
    QString host, app;
    if (!lock.getLockInfo(&pid, &host, &app) || pid <= 0) return true;
    if (!host.isEmpty() && host != QSysInfo::machineHostName()) return true;
#ifdef Q_OS_UNIX
    return ::kill(pid_t(pid), 0) == 0 || errno != ESRCH;
#else
    return true;
#endif
}

} // namespace

bool AutosaveRecovery::run(MainWindow& window, Autosave& own, const Ask& ask) {
    const QString ownFile = own.filePath();
    const QString dir = QFileInfo(ownFile).absolutePath();
    std::vector<std::unique_ptr<QLockFile>>
        locks; // held while asking, so no other new process offers them too
    std::vector<Orphan> orphans;
    const QStringList names = QDir(dir).entryList({QStringLiteral("autosave-*.json")}, QDir::Files);
    for (const QString& name : names) {
        const QString path = QDir(dir).filePath(name);
        if (QFileInfo(path) == QFileInfo(ownFile)) continue;
        auto lock = std::make_unique<QLockFile>(Autosave::lockPathFor(path));
        lock->setStaleLockTime(0);
        const bool locked = lock->tryLock(0);
        // Held by a running process; or no lock could be written (a full disk cannot even replace a stale
        // one), and then the file is the dead process's all the same.
        if (!locked && lock->error() == QLockFile::LockFailedError && holderRuns(*lock)) continue;
        if (!locked)
            qWarning(
                "autosave: cannot lock %s (its process has ended): the disk is full or the folder read-only",
                qPrintable(path));
        QFile file(path);
        auto snapshot = file.open(QIODevice::ReadOnly)
                            ? SessionSnapshot::read(file.readAll())
                            : shogi::Result<SessionSnapshot>(shogi::Error{"unreadable"});
        if (locked) locks.push_back(std::move(lock));
        if (!snapshot) { // kept for whoever wants to look at it, never deleted unread
            qWarning("autosave: %s cannot be read: %s", qPrintable(path),
                     snapshot.error().describe().c_str());
            continue;
        }
        if (snapshot->isEmpty()) {
            QFile::remove(path);
            continue;
        }
        orphans.push_back({path, std::move(*snapshot), locked});
    }
    std::sort(orphans.begin(), orphans.end(),
              [](const Orphan& a, const Orphan& b) { return a.snapshot.savedAt > b.snapshot.savedAt; });
    for (Orphan& orphan : orphans) {
        const Answer answer = ask(orphan.snapshot, orphan.locked);
        if (answer == Answer::Later) break;
        if (answer == Answer::Restore) {
            window.resume(std::move(orphan.snapshot));
            if (!own.writeNow()) return true; // the orphan stays until the game is safe elsewhere
        }
        QFile::remove(orphan.path);
        if (answer == Answer::Restore) return true;
    }
    return false;
}

std::unique_ptr<QMessageBox> AutosaveRecovery::question(const SessionSnapshot& snapshot, QWidget* parent,
                                                        bool locked) {
    const QString when = QLocale().toString(snapshot.savedAt, QLocale::ShortFormat);
    const QString text =
        snapshot.played
            ? tr("Shogiban did not close properly. Restore the game of %1, at move %2?")
                  .arg(when)
                  .arg(snapshot.moveCount())
            : tr("Shogiban did not close properly. Restore the record you were reviewing (%1)?").arg(when);
    auto box = std::make_unique<QMessageBox>(QMessageBox::Question, tr("Restore Game"), text,
                                             QMessageBox::NoButton, parent);
    box->setObjectName(QStringLiteral("restoreBox"));
    QStringList details;
    if (!snapshot.filePath.isEmpty())
        details << (snapshot.modified ? tr("“%1”, with changes that were not saved.")
                                            .arg(QFileInfo(snapshot.filePath).fileName())
                                      : tr("“%1”").arg(QFileInfo(snapshot.filePath).fileName()));
    if (!locked)
        details << tr("The disk is full, or its folder cannot be written: Shogiban cannot save games "
                      "automatically there now. A restored game is not saved automatically; save it with "
                      "Save As, on another disk if need be. Its autosave stays where it is until then.");
    box->setInformativeText(details.join(QLatin1Char('\n')));
    box->setDefaultButton(box->addButton(tr("Restore"), QMessageBox::AcceptRole));
    box->addButton(tr("Discard"), QMessageBox::DestructiveRole);
    box->setEscapeButton(box->addButton(tr("Later"), QMessageBox::RejectRole));
    return box;
}

AutosaveRecovery::Ask AutosaveRecovery::dialog(QWidget* parent) {
    return [parent](const SessionSnapshot& snapshot, bool locked) {
        const std::unique_ptr<QMessageBox> box = question(snapshot, parent, locked);
        box->exec();
        switch (box->buttonRole(box->clickedButton())) {
        case QMessageBox::AcceptRole:
            return Answer::Restore;
        case QMessageBox::DestructiveRole:
            return Answer::Discard;
        default:
            return Answer::Later;
        }
    };
}

AutosaveRecovery::Ask AutosaveRecovery::always(Answer answer) {
    return [answer](const SessionSnapshot&, bool) { return answer; };
}
