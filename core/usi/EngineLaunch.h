#pragma once
// How an engine process is started and ended, shared by the blocking session (command-line tools) and the
// GUI's asynchronous engine process: the program looked up, run in its own directory and process group,
// and the group killed whenever the engine ends, so no helper it started (the real engine behind a wrapper
// script, worker processes) outlives it.
#include <QString>
#include <QStringList>

#include <string>

class QProcess;

namespace shogi::usi {

// The executable `program` names (a path, or a name found on PATH); empty, with *error saying why, when
// there is none.
QString resolveEngineProgram(const QString& program, std::string* error);
// Sets `process` up to run the executable `path`: in its own directory (engines look for their evaluation
// files and books beside themselves), in its own process group, and on Linux killed when the thread that
// starts it ends. However the engine then ends (it quits, crashes or is killed), what is left of its group
// is killed as soon as `process` reports the end. Call once per QProcess.
void prepareEngineProcess(QProcess& process, const QString& path, const QStringList& arguments);
// Kills the engine and any helper it started (its process group). Only while the process is unreaped.
void killEngineGroup(QProcess& process);
// How a finished engine process ended: "crashed (signal 11)", "exited with code 1".
std::string describeExit(const QProcess& process);

} // namespace shogi::usi
