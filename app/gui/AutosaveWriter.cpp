#include "gui/AutosaveWriter.h"

#include "formats/FileSave.h"

#include <QFile>

AutosaveWriter::AutosaveWriter(QString path, QObject* parent)
    : QObject(parent), m_path(std::move(path)), m_thread([this] { run(); }) {}

AutosaveWriter::~AutosaveWriter() {
    {
        std::lock_guard lock(m_mutex);
        m_stopping = true;
    }
    m_wake.notify_one();
    m_thread.join();
}

void AutosaveWriter::post(QByteArray bytes) {
    {
        std::lock_guard lock(m_mutex);
        m_pending = std::move(bytes);
    }
    m_wake.notify_one();
}

QString AutosaveWriter::writeAndWait(QByteArray bytes) {
    post(std::move(bytes));
    std::unique_lock lock(m_mutex);
    m_done.wait(lock, [this] { return !m_pending && !m_writing; });
    return m_lastError;
}

bool AutosaveWriter::busy() const {
    std::lock_guard lock(m_mutex);
    return m_pending || m_writing;
}

void AutosaveWriter::run() {
    std::unique_lock lock(m_mutex);
    for (;;) {
        m_wake.wait(lock, [this] { return m_pending || m_stopping; });
        if (!m_pending) return; // stopping, with nothing left to write
        const QByteArray bytes = std::move(*m_pending);
        m_pending.reset();
        m_writing = true;
        lock.unlock();
        const QString error = write(bytes);
        lock.lock();
        m_writing = false;
        m_lastError = error;
        m_done.notify_all();
        QMetaObject::invokeMethod(
            this, [this, error] { emit written(error); }, Qt::QueuedConnection);
    }
}

QString AutosaveWriter::write(const QByteArray& bytes) const {
    if (bytes.isEmpty()) {
        QFile::remove(m_path);
        return {};
    }
    // Not QSaveFile's buffered write: on a full disk its commit can keep a file cut short.
    if (const auto failure = shogi::saveFile(m_path, bytes))
        return failure->diskFull ? tr("only part of it could be written; is the disk full?")
                                 : failure->systemText;
    return {};
}
