#include "gui/Autosave.h"

#include "gui/FileActions.h"
#include "game/GameController.h"
#include "gui/SessionSnapshot.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QStandardPaths>

namespace {

constexpr int kCommentIntervalMs = 1000;

// "autosave-<pid>-<start time>.json": unique even when a dead process's id comes back.
QString ownFileName() {
    return QStringLiteral("autosave-%1-%2.json")
        .arg(QCoreApplication::applicationPid())
        .arg(QDateTime::currentMSecsSinceEpoch());
}

} // namespace

Autosave::Autosave(const GameController& controller, const FileActions& files, const QString& dir,
                   QObject* parent)
    : QObject(parent), m_controller(controller), m_files(files), m_path(QDir(dir).filePath(ownFileName())),
      m_lock(lockPathFor(m_path)), m_writer(m_path) {
    QDir().mkpath(dir);
    m_lock.setStaleLockTime(0); // stale only when its process is gone, however long a game lasts
    if (!m_lock.tryLock(0)) qWarning("autosave: cannot lock %s", qPrintable(m_lock.fileName()));
    m_soon.setSingleShot(true);
    m_soon.setInterval(0);
    m_throttled.setSingleShot(true);
    m_throttled.setInterval(kCommentIntervalMs);
    connect(&m_soon, &QTimer::timeout, this, &Autosave::writeSoon);
    connect(&m_throttled, &QTimer::timeout, this, &Autosave::writeSoon);
    connect(&m_writer, &AutosaveWriter::written, this, &Autosave::onWritten);

    connect(&controller, &GameController::recordChanged, this, &Autosave::scheduleSoon);
    connect(&controller, &GameController::positionChanged, this, &Autosave::scheduleSoon);
    connect(&controller, &GameController::modifiedChanged, this, &Autosave::scheduleSoon);
    connect(&controller, &GameController::commentChanged, this, &Autosave::scheduleThrottled);
    // A Save As gives the record another file.
    connect(&files, &FileActions::filePathChanged, this, &Autosave::scheduleSoon);
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

QByteArray Autosave::content() const {
    const bool worthKeeping = !m_controller.record().root().children.empty() || m_controller.isModified() ||
                              !m_files.filePath().isEmpty();
    return worthKeeping ? SessionSnapshot::write(m_controller, m_files) : QByteArray();
}

void Autosave::writeSoon() {
    if (m_cleared) return;
    ++m_writes;
    m_writer.post(content());
}

bool Autosave::writeNow() {
    m_soon.stop();
    m_throttled.stop();
    if (m_cleared) return true;
    ++m_writes;
    const QString error = m_writer.writeAndWait(content());
    onWritten(error);
    return error.isEmpty();
}

// Said once: the game goes on, but the user should know it is not being kept.
void Autosave::onWritten(const QString& error) {
    if (!error.isEmpty() && error != m_error)
        emit failed(tr("The game could not be autosaved: %1").arg(error));
    m_error = error;
}

void Autosave::clear() {
    m_soon.stop();
    m_throttled.stop();
    m_writer.writeAndWait({}); // after any write still under way
    m_cleared = true;
}
