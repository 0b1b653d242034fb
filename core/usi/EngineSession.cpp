#include "usi/EngineSession.h"

#include "usi/EngineLaunch.h"

#include <QProcess>

#include <algorithm>
#include <climits>

namespace shogi::usi {

namespace {

constexpr EngineSession::Ms WriteTimeout{2000};
constexpr EngineSession::Ms ReapTimeout{5000};
constexpr EngineSession::Ms ExitNoticeTimeout{200};

int clampedMs(EngineSession::Ms ms) {
    return int(std::clamp<long long>(ms.count(), 0, INT_MAX));
}

} // namespace

EngineSession::EngineSession() = default;

EngineSession::~EngineSession() {
    quit();
}

bool EngineSession::running() const {
    return m_process && m_process->state() != QProcess::NotRunning;
}

const EngineOption* EngineSession::findOption(std::string_view name) const {
    for (const EngineOption& o : m_options)
        if (o.name == name) return &o;
    return nullptr;
}

void EngineSession::fail(Failure failure, std::string text) {
    m_failure = failure;
    m_error = std::move(text);
}

std::string EngineSession::exitDescription() const {
    if (!m_process) return "is not running";
    return describeExit(*m_process);
}

bool EngineSession::start(const std::string& program, const std::vector<std::string>& arguments, Ms timeout,
                          const std::vector<std::string>& environment) {
    quit();
    m_stdout = {};
    m_stderr = {};
    m_recent.clear();
    m_name.clear();
    m_author.clear();
    m_options.clear();
    m_failure = Failure::None;
    m_error.clear();
    m_program = program;

    std::string notFound;
    const QString path = resolveEngineProgram(QString::fromStdString(program), &notFound);
    if (path.isEmpty()) {
        fail(Failure::StartFailed, notFound);
        return false;
    }
    m_process = std::make_unique<QProcess>();
    QStringList args;
    for (const std::string& a : arguments)
        args << QString::fromStdString(a);
    prepareEngineProcess(*m_process, path, args);
    if (!environment.empty()) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const std::string& pair : environment) {
            const QString text = QString::fromStdString(pair);
            const qsizetype eq = text.indexOf(QLatin1Char('='));
            if (eq > 0) env.insert(text.left(eq), text.mid(eq + 1));
        }
        m_process->setProcessEnvironment(env);
    }
    m_process->start();
    if (!m_process->waitForStarted(clampedMs(timeout))) {
        fail(Failure::StartFailed,
             "cannot start engine '" + program + "': " + m_process->errorString().toStdString());
        kill();
        return false;
    }
    const auto deadline = SteadyClock::now() + timeout;
    if (!send("usi")) return false;
    while (auto line = readLine(deadline, "usiok")) {
        const EngineMessage message = parseEngineLine(*line);
        if (const auto* id = std::get_if<IdLine>(&message))
            (id->field == IdLine::Field::Name ? m_name : m_author) = id->value;
        else if (const auto* option = std::get_if<EngineOption>(&message))
            m_options.push_back(*option);
        else if (std::holds_alternative<UsiOk>(message))
            return true;
    }
    kill();
    return false;
}

bool EngineSession::send(const std::string& command) {
    const std::string who = m_name.empty() ? m_program : m_name;
    if (!running()) {
        keepFinalOutput();
        fail(Failure::Exited, "engine " + who + " " + exitDescription() + " before '" + command + "'");
        return false;
    }
    const QByteArray line = QByteArray::fromStdString(command + '\n');
    if (m_process->write(line) != line.size() || !m_process->waitForBytesWritten(clampedMs(WriteTimeout))) {
        // A write fails when the reading end is closed: the engine is exiting; give it a moment to be seen
        // so.
        m_process->waitForFinished(clampedMs(ExitNoticeTimeout));
        keepFinalOutput();
        if (!running())
            fail(Failure::Exited, "engine " + who + " " + exitDescription() + " before '" + command + "'");
        else
            fail(Failure::TimedOut, "engine " + who + " does not read its input ('" + command + "')");
        return false;
    }
    return true;
}

void EngineSession::keepFinalOutput() {
    collectStderr();
    if (!m_process) return;
    m_stdout.feed(m_process->readAllStandardOutput().toStdString());
    while (auto line = m_stdout.takeLine())
        m_recent.add(*line);
    if (auto rest = m_stdout.takeRest()) m_recent.add(*rest);
    if (auto rest = m_stderr.takeRest()) m_recent.add("stderr: " + *rest);
}

void EngineSession::collectStderr() {
    if (!m_process) return;
    m_stderr.feed(m_process->readAllStandardError().toStdString());
    while (auto line = m_stderr.takeLine())
        m_recent.add("stderr: " + *line);
}

std::optional<std::string> EngineSession::readLine(SteadyClock::time_point deadline,
                                                   std::string_view waitingFor) {
    const std::string who = m_name.empty() ? m_program : m_name;
    for (;;) {
        if (m_abort && m_abort->load()) {
            fail(Failure::Aborted,
                 "stopped while " + std::string(waitingFor) + " from " + who + " was awaited");
            return std::nullopt;
        }
        // Qt may already hold output it read while doing something else (writing, reading stderr), and
        // waitForReadyRead waits for new bytes only: take what is there first, stderr before stdout.
        collectStderr();
        if (m_process) m_stdout.feed(m_process->readAllStandardOutput().toStdString());
        if (auto line = m_stdout.takeLine()) {
            m_recent.add(*line);
            return line;
        }
        if (!running()) {
            if (auto rest = m_stdout.takeRest()) {
                m_recent.add(*rest);
                return rest;
            }
            if (auto rest = m_stderr.takeRest()) m_recent.add("stderr: " + *rest);
            fail(Failure::Exited, "engine " + who + " " + exitDescription() + " while " +
                                      std::string(waitingFor) + " was awaited");
            return std::nullopt;
        }
        const auto left = std::chrono::ceil<Ms>(deadline - SteadyClock::now());
        if (left.count() <= 0) {
            fail(Failure::TimedOut, "engine " + who + " sent no " + std::string(waitingFor) + " in time");
            return std::nullopt;
        }
        m_process->waitForReadyRead(clampedMs(m_abort ? std::min(left, Ms(100)) : left));
    }
}

bool EngineSession::synchronize(Ms timeout) {
    const auto deadline = SteadyClock::now() + timeout;
    if (!send("isready")) return false;
    while (auto line = readLine(deadline, "readyok"))
        if (std::holds_alternative<ReadyOk>(parseEngineLine(*line))) return true;
    return false;
}

std::optional<EngineSession::SearchReply>
EngineSession::search(const std::string& position, const std::string& go, SteadyClock::time_point deadline,
                      const std::function<void(const SearchInfo&)>& onInfo) {
    if (!send(position) || !send(go)) return std::nullopt;
    SearchReply reply;
    reply.sentAt = SteadyClock::now();
    while (auto line = readLine(deadline, "bestmove")) {
        EngineMessage message = parseEngineLine(*line);
        if (auto* best = std::get_if<BestMove>(&message)) {
            reply.answeredAt = SteadyClock::now();
            reply.best = std::move(*best);
            return reply;
        }
        if (const auto* info = std::get_if<SearchInfo>(&message); info && onInfo) onInfo(*info);
    }
    return std::nullopt;
}

bool EngineSession::stopSearch(Ms timeout) {
    const auto deadline = SteadyClock::now() + timeout;
    if (!send("stop")) return false;
    while (auto line = readLine(deadline, "bestmove after stop"))
        if (std::holds_alternative<BestMove>(parseEngineLine(*line))) return true;
    return false;
}

void EngineSession::killGroup() {
    killEngineGroup(*m_process); // only while the process is unreaped: its id cannot have been reused yet
}

void EngineSession::quit(Ms grace) {
    if (!m_process) return;
    if (running()) {
        m_process->write("quit\n");
        m_process->waitForBytesWritten(clampedMs(grace));
        if (!m_process->waitForFinished(clampedMs(grace))) killGroup();
    }
    m_process->waitForFinished(clampedMs(ReapTimeout));
    keepFinalOutput();
    m_process.reset();
}

void EngineSession::kill() {
    if (!m_process) return;
    if (running()) killGroup();
    m_process->waitForFinished(clampedMs(ReapTimeout));
    keepFinalOutput();
    m_process.reset();
}

} // namespace shogi::usi
