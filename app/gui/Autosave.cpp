#include "Autosave.h"

#include "MainWindow.h"
#include "SessionSnapshot.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QStandardPaths>
#include <QStatusBar>

namespace {

constexpr int kCommentIntervalMs = 1000;

// "autosave-<pid>-<start time>.json": unique even when a dead process's id comes back.
QString ownFileName() {
    return QStringLiteral("autosave-%1-%2.json")
        .arg(QCoreApplication::applicationPid())
        .arg(QDateTime::currentMSecsSinceEpoch());
}

} // namespace

Autosave::Autosave(MainWindow& window, const QString& dir, QObject* parent)
    : QObject(parent), m_window(window), m_path(QDir(dir).filePath(ownFileName())), m_lock(lockPathFor(m_path)) {
    QDir().mkpath(dir);
    m_lock.setStaleLockTime(0); // stale only when its process is gone, however long a game lasts
    if (!m_lock.tryLock(0)) qWarning("autosave: cannot lock %s", qPrintable(m_lock.fileName()));
    m_soon.setSingleShot(true);
    m_soon.setInterval(0);
    m_throttled.setSingleShot(true);
    m_throttled.setInterval(kCommentIntervalMs);
    connect(&m_soon, &QTimer::timeout, this, &Autosave::writeNow);
    connect(&m_throttled, &QTimer::timeout, this, &Autosave::writeNow);

    GameController& controller = window.controller();
    connect(&controller, &GameController::recordChanged, this, &Autosave::scheduleSoon);
    connect(&controller, &GameController::positionChanged, this, &Autosave::scheduleSoon);
    connect(&controller, &GameController::modifiedChanged, this, &Autosave::scheduleSoon);
    connect(&controller, &GameController::commentChanged, this, &Autosave::scheduleThrottled);
}

QString Autosave::defaultDir() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation))
        .filePath(QStringLiteral("autosave"));
}

QString Autosave::lockPathFor(const QString& autosavePath) {
    QString path = autosavePath;
    path.chop(QStringLiteral(".json").size());
    return path + QStringLiteral(".lock");
}

void Autosave::scheduleSoon() {
    if (m_cleared) return;
    m_throttled.stop(); // this write takes the typed comment along
    m_soon.start();
}

void Autosave::scheduleThrottled() {
    if (!m_cleared && !m_soon.isActive() && !m_throttled.isActive()) m_throttled.start();
}

bool Autosave::writeNow() {
    m_soon.stop();
    m_throttled.stop();
    if (m_cleared) return true;
    QElapsedTimer timer;
    timer.start();
    const GameController& controller = m_window.controller();
    const bool worthKeeping =
        !controller.record().root().children.empty() || controller.isModified() || !m_window.files().filePath().isEmpty();
    bool ok = true;
    if (!worthKeeping) {
        QFile::remove(m_path);
    } else {
        const QByteArray bytes = SessionSnapshot::write(controller, m_window.files());
        QSaveFile file(m_path);
        QString error;
        if (!file.open(QIODevice::WriteOnly))
            error = file.errorString();
        else if (file.write(bytes) != bytes.size()) // QFile reports a full disk only by the count
            error = tr("only part of it could be written; is the disk full?");
        else if (!file.commit())
            error = file.errorString();
        ok = error.isEmpty();
        // Said once, in the status bar: the game goes on, but the user should know it is not being kept.
        if (!ok && m_error != error) m_window.statusBar()->showMessage(tr("The game could not be autosaved: %1").arg(error));
        m_error = error;
    }
    ++m_writes;
    m_writeNs += timer.nsecsElapsed();
    return ok;
}

void Autosave::clear() {
    m_soon.stop();
    m_throttled.stop();
    m_cleared = true;
    QFile::remove(m_path);
}
