#pragma once
// Writes the autosave file on a thread of its own, so that a move never waits for the disk: QSaveFile's
// fsync takes up to 15 ms on the development machine under load, the JSON well under one. When writes pile up
// only the newest content is written. Each write is atomic (QSaveFile): a failed one leaves the previous
// file.
#include <QObject>
#include <QString>

#include <condition_variable>
#include <mutex>
#include <optional>
#include <thread>

class AutosaveWriter : public QObject {
    Q_OBJECT
public:
    explicit AutosaveWriter(QString path, QObject* parent = nullptr);
    ~AutosaveWriter() override; // the write under way and the one waiting are finished first

    // Writes `bytes` soon; an empty array removes the file.
    void post(QByteArray bytes);
    // Writes `bytes` (or removes the file) and waits; empty on success, else what went wrong.
    QString writeAndWait(QByteArray bytes);
    // A write is waiting or under way.
    bool busy() const;

signals:
    // After each write, in the thread that owns this object: empty on success, else what went wrong.
    void written(const QString& error);

private:
    void run();
    QString write(const QByteArray& bytes) const;

    const QString m_path;
    mutable std::mutex m_mutex;
    std::condition_variable m_wake, m_done;
    std::optional<QByteArray> m_pending;
    bool m_writing = false;
    bool m_stopping = false;
    QString m_lastError;
    std::thread m_thread;
};
