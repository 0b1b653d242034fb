#include "usi/EngineLaunch.h"

#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>

#include <memory>
#include <utility>

#ifdef Q_OS_UNIX
#include <csignal>
#include <unistd.h>
#endif
#ifdef Q_OS_LINUX
#include <sys/prctl.h>
#endif

namespace shogi::usi {

namespace {

// Kills the helpers left in the process group of an engine that has ended. A process group lives as long
// as any member does and Linux hands out no process id still in use as a group id, so while helpers are
// left the id names them alone; when none are, the signal finds nobody.
void killLeftoverGroup(qint64 leaderPid) {
#ifdef Q_OS_UNIX
    if (leaderPid > 0) ::kill(-pid_t(leaderPid), SIGKILL);
#else
    Q_UNUSED(leaderPid);
#endif
}

} // namespace

QString resolveEngineProgram(const QString& program, std::string* error) {
    const QString path =
        program.contains(QLatin1Char('/')) ? program : QStandardPaths::findExecutable(program);
    const QFileInfo file(path);
    if (path.isEmpty() || !file.exists()) {
        if (error) *error = "engine '" + program.toStdString() + "' not found";
        return {};
    }
    if (file.isDir() || !file.isExecutable()) {
        if (error) *error = "engine '" + program.toStdString() + "' is not an executable program";
        return {};
    }
    return file.absoluteFilePath();
}

void prepareEngineProcess(QProcess& process, const QString& path, const QStringList& arguments) {
    process.setProgram(path);
    process.setArguments(arguments);
    process.setWorkingDirectory(QFileInfo(path).absolutePath());
#ifdef Q_OS_UNIX
    process.setChildProcessModifier([] {
        // Its own process group, so a hung engine is killed together with any helper it started. Out of the
        // terminal's group it misses a Ctrl-C meant for us; on Linux it is then killed when the thread that
        // started it ends, however that ends, so not even a hung engine outlives a killed program.
        ::setpgid(0, 0);
#ifdef Q_OS_LINUX
        ::prctl(PR_SET_PDEATHSIG, SIGKILL);
#endif
    });
#endif
    // The leader's id is gone from QProcess once it has ended: keep it from the start.
    auto leader = std::make_shared<qint64>(0);
    QObject::connect(&process, &QProcess::started, &process,
                     [&process, leader] { *leader = process.processId(); });
    QObject::connect(&process, &QProcess::finished, &process,
                     [leader] { killLeftoverGroup(std::exchange(*leader, 0)); });
}

void killEngineGroup(QProcess& process) {
#ifdef Q_OS_UNIX
    if (const qint64 pid = process.processId(); pid > 0) ::kill(-pid_t(pid), SIGKILL);
#endif
    process.kill();
}

std::string describeExit(const QProcess& process) {
    // Qt reports the signal number as the exit code of a crashed process on Unix.
    if (process.exitStatus() == QProcess::CrashExit)
        return "crashed (signal " + std::to_string(process.exitCode()) + ")";
    return "exited with code " + std::to_string(process.exitCode());
}

} // namespace shogi::usi
