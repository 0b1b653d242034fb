#pragma once
// Keeps what a window holds (the game in progress or the record being edited, see SessionSnapshot) in a file
// of this process's own, so that a crash, a kill or a power cut loses nothing: written after every move and
// edit (comment typing at most once a second), atomically and off the window's thread (AutosaveWriter), and
// removed by a clean quit. The file sits beside a lock (QLockFile) held while the process runs,
// so AutosaveRecovery in a later process tells a dead process's file from a running one's.
#include "gui/AutosaveWriter.h"

#include <QLockFile>
#include <QObject>
#include <QTimer>

class FileActions;
class GameController;

class Autosave : public QObject {
    Q_OBJECT
public:
    // Keeps `controller`'s game or record, with the file `files` has it in, in `dir` (created when missing).
    Autosave(const GameController& controller, const FileActions& files, const QString& dir,
             QObject* parent = nullptr);

    // The user's autosave folder: "autosave" in QStandardPaths::AppLocalDataLocation.
    static QString defaultDir();
    // This process's file, and the lock beside any autosave file.
    QString filePath() const { return m_path; }
    static QString lockPathFor(const QString& autosavePath);

    // Writes what the window holds now and waits, or removes the file when there is nothing to keep (a
    // game not begun). False, with lastError(), when the write failed: the previous file is kept.
    bool writeNow();
    QString lastError() const { return m_error; }
    // A write waits for its moment (the end of this event, the comment's second) or for the disk.
    bool isPending() const { return m_soon.isActive() || m_throttled.isActive() || m_writer.busy(); }
    // A clean quit: nothing is left to recover, and nothing more is written.
    void clear();

    // The file's content now: the window's snapshot, or nothing when there is nothing to keep.
    QByteArray content() const;
    // Writes begun, for the tests of when they happen.
    int writeCount() const { return m_writes; }

signals:
    // A write failed for another reason than the last: the message to show the user (the window's status bar).
    void failed(const QString& message);

private:
    void scheduleSoon();
    void scheduleThrottled();
    void writeSoon();
    void onWritten(const QString& error);

    const GameController& m_controller;
    const FileActions& m_files;
    QString m_path;
    QLockFile m_lock;
    QTimer m_soon;      // after a move or an edit: once the event that made it is done
    QTimer m_throttled; // after comment typing: at most once a second
    AutosaveWriter m_writer;
    QString m_error;
    bool m_cleared = false;
    int m_writes = 0;
};
