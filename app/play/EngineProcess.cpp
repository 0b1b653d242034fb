#include "play/EngineProcess.h"

#include "usi/EngineLaunch.h"

#include <QFileInfo>

namespace {

// After SIGKILL the kernel ends a process at once; this only bounds the reaping wait in the destructor.
constexpr int ReapTimeoutMs = 5000;

} // namespace

EngineProcess::EngineProcess(QObject* parent) : QObject(parent) {
    m_grace.setSingleShot(true);
    connect(&m_grace, &QTimer::timeout, this, &EngineProcess::kill);
    connect(&m_process, &QProcess::readyReadStandardError, this, &EngineProcess::readStderr);
    connect(&m_process, &QProcess::finished, this, [this] {
        m_grace.stop();
        readStderr();
        if (auto rest = m_stderr.takeRest()) emit stderrLine(QString::fromStdString(*rest));
        if (std::exchange(m_endReported, true)) return;
        // Qt reports the signal number as the exit code of a crashed process on Unix.
        emit ended(m_process.exitStatus() == QProcess::CrashExit
                       ? tr("it crashed (signal %1)").arg(m_process.exitCode())
                       : tr("it exited with code %1").arg(m_process.exitCode()));
    });
    connect(&m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error != QProcess::FailedToStart || std::exchange(m_endReported, true)) return;
        emit ended(tr("it could not be run: %1").arg(m_process.errorString()));
    });
}

EngineProcess::~EngineProcess() {
    // Signals from a dying object would reach owners that are being destroyed too.
    m_process.disconnect(this);
    if (isRunning()) {
        shogi::usi::killEngineGroup(m_process);
        m_process.waitForFinished(ReapTimeoutMs);
    }
}

bool EngineProcess::start(const QString& program, const QStringList& arguments,
                          const QStringList& environment, QString* error) {
    const QString path = shogi::usi::resolveEngineProgram(program, nullptr);
    if (path.isEmpty()) {
        const bool exists = program.contains(QLatin1Char('/')) && QFileInfo::exists(program);
        if (error)
            *error = exists ? tr("%1 is not an executable program").arg(program)
                            : tr("there is no program %1").arg(program);
        return false;
    }
    shogi::usi::prepareEngineProcess(m_process, path, arguments);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const QString& pair : environment) {
        const qsizetype eq = pair.indexOf(QLatin1Char('='));
        if (eq > 0) env.insert(pair.left(eq), pair.mid(eq + 1));
    }
    m_process.setProcessEnvironment(env);
    m_process.setReadChannel(QProcess::StandardOutput);
    m_stderr = {};
    m_endReported = false;
    m_process.start();
    return true;
}

void EngineProcess::finishWithin(int graceMs) {
    if (isRunning()) m_grace.start(graceMs);
}

void EngineProcess::kill() {
    if (isRunning()) shogi::usi::killEngineGroup(m_process); // reaped when QProcess sees it end
}

void EngineProcess::readStderr() {
    const QByteArray bytes = m_process.readAllStandardError();
    m_stderr.feed(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    while (auto line = m_stderr.takeLine())
        emit stderrLine(QString::fromStdString(*line));
}
