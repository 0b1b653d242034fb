#pragma once
// A USI engine's process, for the GUI: started without waiting, its stdout handed to a UsiClient as the
// device, its stderr passed on line by line, its end reported with the exit code or signal. It runs in its
// own directory and process group (see shogi::usi::prepareEngineProcess). However it ends - it quits when
// asked, is killed after a grace period, crashes, or this object is destroyed mid-search with the window -
// the whole process group is killed and the process reaped: no engine outlives its owner, not even as a
// zombie.
#include "usi/LineReader.h"

#include <QObject>
#include <QProcess>
#include <QTimer>

class EngineProcess : public QObject {
    Q_OBJECT
public:
    explicit EngineProcess(QObject* parent = nullptr);
    ~EngineProcess() override; // kills the group and reaps, if still running

    // Starts `program` (a path, or a name on PATH) with `environment` added to ours. False, with *error,
    // when there is no such executable; a program that exists but cannot run is reported by ended().
    bool start(const QString& program, const QStringList& arguments, const QStringList& environment,
               QString* error);
    QIODevice* device() { return &m_process; } // the engine's stdin and stdout
    bool isRunning() const { return m_process.state() != QProcess::NotRunning; }
    qint64 processId() const { return m_process.processId(); }

    // The engine was told to quit: kill its group unless it has ended within `graceMs`.
    void finishWithin(int graceMs);
    void kill();

signals:
    void stderrLine(const QString& line);
    // The process ended or never ran; `description` says how, translated: "it crashed (signal 11)", "it
    // exited with code 1", "it could not be run: ...".
    void ended(const QString& description);

private:
    void readStderr();

    QProcess m_process;
    QTimer m_grace;
    shogi::usi::LineReader m_stderr;
    bool m_endReported = false;
};
