#include "AutosaveRecovery.h"

#include "Autosave.h"
#include "MainWindow.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QLockFile>
#include <QMessageBox>
#include <QPushButton>

#include <algorithm>
#include <memory>

namespace {

struct Orphan {
    QString path;
    SessionSnapshot snapshot;
};

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
        if (!lock->tryLock(0)) continue; // its process is running
        QFile file(path);
        auto snapshot = file.open(QIODevice::ReadOnly)
                            ? SessionSnapshot::read(file.readAll())
                            : shogi::Result<SessionSnapshot>(shogi::Error{"unreadable"});
        locks.push_back(std::move(lock));
        if (!snapshot) { // kept for whoever wants to look at it, never deleted unread
            qWarning("autosave: %s cannot be read: %s", qPrintable(path),
                     snapshot.error().describe().c_str());
            continue;
        }
        if (snapshot->isEmpty()) {
            QFile::remove(path);
            continue;
        }
        orphans.push_back({path, std::move(*snapshot)});
    }
    std::sort(orphans.begin(), orphans.end(),
              [](const Orphan& a, const Orphan& b) { return a.snapshot.savedAt > b.snapshot.savedAt; });
    for (Orphan& orphan : orphans) {
        const Answer answer = ask(orphan.snapshot);
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

std::unique_ptr<QMessageBox> AutosaveRecovery::question(const SessionSnapshot& snapshot, QWidget* parent) {
    const QString when = QLocale().toString(snapshot.savedAt, QLocale::ShortFormat);
    const QString text =
        snapshot.played
            ? tr("Shogiban did not close properly. Restore the game of %1, at move %2?")
                  .arg(when)
                  .arg(snapshot.moveCount())
            : tr("Shogiban did not close properly. Restore the record you were reviewing (%1)?").arg(when);
    auto box = std::make_unique<QMessageBox>(QMessageBox::Question, tr("Restore Game"), text, QMessageBox::NoButton,
                                             parent);
    box->setObjectName(QStringLiteral("restoreBox"));
    if (!snapshot.filePath.isEmpty())
        box->setInformativeText(snapshot.modified ? tr("“%1”, with changes that were not saved.")
                                                        .arg(QFileInfo(snapshot.filePath).fileName())
                                                  : tr("“%1”").arg(QFileInfo(snapshot.filePath).fileName()));
    box->setDefaultButton(box->addButton(tr("Restore"), QMessageBox::AcceptRole));
    box->addButton(tr("Discard"), QMessageBox::DestructiveRole);
    box->setEscapeButton(box->addButton(tr("Later"), QMessageBox::RejectRole));
    return box;
}

AutosaveRecovery::Ask AutosaveRecovery::dialog(QWidget* parent) {
    return [parent](const SessionSnapshot& snapshot) {
        const std::unique_ptr<QMessageBox> box = question(snapshot, parent);
        box->exec();
        switch (box->buttonRole(box->clickedButton())) {
        case QMessageBox::AcceptRole: return Answer::Restore;
        case QMessageBox::DestructiveRole: return Answer::Discard;
        default: return Answer::Later;
        }
    };
}

AutosaveRecovery::Ask AutosaveRecovery::always(Answer answer) {
    return [answer](const SessionSnapshot&) { return answer; };
}
