#include "play/UsiClient.h"

#include "play/EngineProcess.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QIODevice>

namespace usi = shogi::usi;

namespace {

constexpr int ReadSliceMs = 10;
constexpr qint64 SliceMinBytes = 1024 * 1024;
constexpr int SliceMinLines = 500;
constexpr qint64 ReadChunkBytes = 64 * 1024;

} // namespace

UsiClient::UsiClient(QObject* parent) : QObject(parent) {
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &UsiClient::onTimeout);
    m_moreOutput.setSingleShot(true);
    m_moreOutput.setInterval(0);
    connect(&m_moreOutput, &QTimer::timeout, this, &UsiClient::readOutput);
}

UsiClient::~UsiClient() {
    // The process (a child) is killed and reaped by its own destructor; nothing may be signalled from here.
    if (m_device) m_device->disconnect(this);
}

void UsiClient::launch(const QString& program, const QStringList& arguments, const QStringList& environment) {
    m_program = program;
    m_process = new EngineProcess(this);
    connect(m_process, &EngineProcess::stderrLine, this, &UsiClient::onStderr);
    connect(m_process, &EngineProcess::ended, this, &UsiClient::onEngineEnded);
    QString error;
    if (!m_process->start(program, arguments, environment, &error)) {
        m_startError = error;
        return;
    }
    m_device = m_process->device();
    connect(m_device, &QIODevice::readyRead, this, &UsiClient::readOutput);
}

void UsiClient::attach(QIODevice* device) {
    m_device = device;
    connect(m_device, &QIODevice::readyRead, this, &UsiClient::readOutput);
    connect(m_device, &QIODevice::readChannelFinished, this,
            [this] { onEngineEnded(tr("it closed its output")); });
}

const usi::EngineOption* UsiClient::findOption(const std::string& name) const {
    for (const usi::EngineOption& o : m_options)
        if (o.name == name) return &o;
    return nullptr;
}

QStringList UsiClient::recentOutput() const {
    QStringList out;
    for (const std::string& line : m_recent.lines())
        out << QString::fromStdString(line);
    return out;
}

qint64 UsiClient::processId() const {
    return m_process && m_process->isRunning() ? m_process->processId() : 0;
}

QString UsiClient::who() const {
    if (!m_displayName.isEmpty()) return m_displayName; // the user's name for it
    if (!m_name.isEmpty()) return m_name;
    return m_program.isEmpty() ? tr("(unnamed)") : QFileInfo(m_program).fileName();
}

void UsiClient::settle() {
    if (m_reported == m_state) return;
    m_reported = m_state;
    emit stateChanged(m_state);
}

void UsiClient::wait(int ms) {
    m_timer.start(ms);
}

void UsiClient::send(const std::string& line) {
    if (!m_device) return;
    emit lineLogged(Direction::ToEngine, QString::fromStdString(line));
    // A write to an engine that has died fails; its end is reported by the device or the process.
    m_device->write(QByteArray::fromStdString(line + '\n'));
}

void UsiClient::start(const OptionValues& options) {
    if (m_state != State::NotStarted) return;
    m_pendingOptions.insert(m_pendingOptions.begin(), options.begin(), options.end());
    if (!m_device) {
        fail(tr("Engine %1 cannot be started: %2.")
                 .arg(who(), m_startError.isEmpty() ? tr("nothing to run") : m_startError));
        return;
    }
    m_state = State::WaitingUsiOk;
    wait(m_timeouts.usiOkMs);
    send("usi");
    settle();
}

void UsiClient::setOption(const std::string& name, const std::string& value) {
    if (m_state == State::NotStarted || m_state == State::WaitingUsiOk) {
        m_pendingOptions.emplace_back(name, value);
    } else if (m_state != State::Quitting && m_state != State::Gone && m_state != State::Failed) {
        m_queue.options.emplace_back(name, value);
        advance();
        settle();
    }
}

void UsiClient::sendOption(const std::string& name, const std::string& value) {
    const usi::EngineOption* option = findOption(name);
    const bool button = option && option->type == usi::EngineOption::Type::Button;
    send(button ? usi::setOptionCommand(name) : usi::setOptionCommand(name, value));
}

void UsiClient::synchronize() {
    if (m_state != State::Ready) return;
    m_state = State::WaitingReadyOk;
    wait(m_timeouts.readyOkMs);
    send("isready");
    settle();
}

void UsiClient::newGame() {
    if (m_state == State::Ready) send("usinewgame");
}

void UsiClient::advance() {
    if (m_state == State::Thinking || m_state == State::Stopping) {
        if (!m_queue.search && !m_queue.gameOver) return; // options wait for the search's end
        m_dropAnswer = true;                              // superseded: the answer belongs to nobody
        if (m_state == State::Thinking) sendStop();
        return;
    }
    if (m_state != State::Ready) return;
    for (const auto& [name, value] : std::exchange(m_queue.options, {}))
        sendOption(name, value);
    if (m_queue.gameOver) send(usi::gameOverCommand(*std::exchange(m_queue.gameOver, std::nullopt)));
    if (m_queue.search) {
        const Search search = *std::exchange(m_queue.search, std::nullopt);
        m_pondering = search.ponder;
        m_dropAnswer = false;
        m_state = State::Thinking;
        send(search.position);
        send(search.go);
    }
}

void UsiClient::requestSearch(Search search) {
    if (m_state == State::Quitting || m_state == State::Gone || m_state == State::Failed) return;
    m_queue.search = std::move(search); // the last one asked for wins
    advance();
    settle();
}

void UsiClient::go(const std::string& position, const usi::GoLimits& limits) {
    requestSearch({position, usi::goCommand(limits), false});
}

void UsiClient::goPonder(const std::string& position, const usi::GoLimits& limits) {
    requestSearch({position, usi::goPonderCommand(limits), true});
}

void UsiClient::goInfinite(const std::string& position) {
    requestSearch({position, usi::goInfiniteCommand(), false});
}

void UsiClient::goMate(const std::string& position, std::optional<std::int64_t> limitMs) {
    requestSearch({position, usi::goMateCommand(limitMs), false});
}

void UsiClient::stop() {
    m_queue.search.reset(); // Stop means stop: nothing queued starts after it
    if (m_state == State::Thinking) sendStop();
    settle();
}

void UsiClient::sendStop() {
    m_state = State::Stopping;
    wait(m_timeouts.stopMs);
    send("stop");
}

void UsiClient::ponderHit() {
    if (!isPondering() || m_queue.search) return;
    m_pondering = false;
    send("ponderhit");
}

void UsiClient::gameOver(usi::GameOver result) {
    if (m_state == State::NotStarted || m_state == State::Quitting || m_state == State::Gone ||
        m_state == State::Failed)
        return;
    m_queue.search.reset();
    m_queue.gameOver = result;
    advance();
    settle();
}

void UsiClient::quit() {
    if (m_state == State::Quitting || m_state == State::Gone || m_state == State::Failed) return;
    m_queue = {};
    if (!m_device || m_state == State::NotStarted) {
        if (m_process) m_process->kill();
        m_state = State::Gone;
        settle();
        emit finished();
        return;
    }
    m_state = State::Quitting;
    send("quit");
    if (m_process) m_process->finishWithin(m_timeouts.quitMs);
    wait(m_timeouts.quitMs + 1000); // the kill ends it; this only guards a device that never closes
    settle();
}

void UsiClient::readOutput() {
    if (!m_device) return;
    // Whatever the engine writes (an info flood, a line of megabytes), it is handled in slices of a few
    // milliseconds: the window's clocks and clicks come between two, so a time-loss verdict is never late.
    // A slice does a little work before it looks at the time, so that ordinary output is handled at once.
    QElapsedTimer slice;
    slice.start();
    qint64 bytes = 0;
    int lines = 0;
    const auto sliceOver = [&] {
        return (bytes >= SliceMinBytes || lines >= SliceMinLines) && slice.elapsed() >= ReadSliceMs;
    };
    for (;;) {
        while (auto line = m_reader.takeLine()) {
            handleLine(*line);
            ++lines;
            if (m_state == State::Failed || m_state == State::Gone) return;
            if (sliceOver()) {
                m_moreOutput.start();
                return;
            }
        }
        const QByteArray chunk = m_device->read(ReadChunkBytes);
        if (chunk.isEmpty()) return;
        bytes += chunk.size();
        m_reader.feed(std::string_view(chunk.constData(), std::size_t(chunk.size())));
        if (sliceOver()) {
            m_moreOutput.start();
            return;
        }
    }
}

void UsiClient::readAllOutput() {
    m_moreOutput.stop();
    while (m_device && m_state != State::Failed && m_state != State::Gone) {
        while (auto line = m_reader.takeLine()) {
            handleLine(*line);
            if (m_state == State::Failed || m_state == State::Gone) return;
        }
        const QByteArray bytes = m_device->read(ReadChunkBytes);
        if (bytes.isEmpty()) return;
        m_reader.feed(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    }
}

void UsiClient::onStderr(const QString& line) {
    m_recent.add("stderr: " + line.toStdString());
    emit lineLogged(Direction::FromEngineStderr, line);
}

void UsiClient::handleLine(const std::string& line) {
    m_recent.add(line);
    emit lineLogged(Direction::FromEngine, QString::fromStdString(line));
    usi::EngineMessage message = usi::parseEngineLine(line);
    if (auto* id = std::get_if<usi::IdLine>(&message)) {
        if (m_state == State::WaitingUsiOk)
            (id->field == usi::IdLine::Field::Name ? m_name : m_author) = QString::fromStdString(id->value);
    } else if (auto* option = std::get_if<usi::EngineOption>(&message)) {
        if (m_state == State::WaitingUsiOk) m_options.push_back(std::move(*option));
    } else if (std::holds_alternative<usi::UsiOk>(message)) {
        if (m_state != State::WaitingUsiOk) return;
        m_timer.stop();
        emit identified(m_name, m_author, m_options);
        if (m_state != State::WaitingUsiOk) return; // quit from the signal: a probe needs no more
        for (const auto& [name, value] : std::exchange(m_pendingOptions, {}))
            sendOption(name, value);
        m_state = State::WaitingReadyOk;
        wait(m_timeouts.readyOkMs);
        send("isready");
        settle();
    } else if (std::holds_alternative<usi::ReadyOk>(message)) {
        if (m_state != State::WaitingReadyOk) return;
        m_timer.stop();
        m_state = State::Ready;
        settle();
        emit ready(); // its listeners may start a game or a search: they go first
        advance();    // then what was asked for while the engine got ready
        settle();
    } else if (auto* searchInfo = std::get_if<usi::SearchInfo>(&message)) {
        if (m_state == State::Thinking || (m_state == State::Stopping && !m_dropAnswer))
            emit info(*searchInfo, QString::fromStdString(line));
    } else if (auto* best = std::get_if<usi::BestMove>(&message)) {
        if (m_state != State::Thinking && m_state != State::Stopping) return;
        if (endSearch()) emit bestMove(*best);
    } else if (auto* mate = std::get_if<usi::Checkmate>(&message)) {
        if (m_state != State::Thinking && m_state != State::Stopping) return;
        if (endSearch()) emit checkmate(*mate);
    }
}

bool UsiClient::endSearch() {
    m_timer.stop();
    m_pondering = false;
    const bool forCaller = !std::exchange(m_dropAnswer, false);
    m_state = State::Ready;
    advance(); // what is queued goes out before anyone hears that the engine was idle
    settle();
    return forCaller;
}

void UsiClient::onEngineEnded(const QString& description) {
    if (m_state == State::Gone || m_state == State::Failed) return;
    // Its last words, often the reason.
    readAllOutput();
    if (auto rest = m_reader.takeRest(); rest && m_state != State::Gone && m_state != State::Failed)
        handleLine(*rest);
    if (m_state == State::Gone || m_state == State::Failed) return;
    if (m_state == State::Quitting) {
        m_timer.stop();
        m_state = State::Gone;
        settle();
        emit finished();
        return;
    }
    fail(tr("Engine %1 ended unexpectedly: %2.").arg(who(), description));
}

void UsiClient::onTimeout() {
    switch (m_state) {
    case State::WaitingUsiOk:
        fail(tr("Engine %1 did not answer “usi” within %2 s.").arg(who()).arg(m_timeouts.usiOkMs / 1000.0));
        break;
    case State::WaitingReadyOk:
        fail(tr("Engine %1 did not answer “isready” within %2 s.")
                 .arg(who())
                 .arg(m_timeouts.readyOkMs / 1000.0));
        break;
    case State::Stopping:
        fail(tr("Engine %1 sent no move within %2 s of being told to stop.")
                 .arg(who())
                 .arg(m_timeouts.stopMs / 1000.0));
        break;
    case State::Quitting:
        // A device with no process behind it that never closed: nothing more can be done with it.
        m_state = State::Gone;
        settle();
        emit finished();
        break;
    default:
        break;
    }
}

void UsiClient::fail(const QString& reason) {
    m_timer.stop();
    m_queue = {};
    m_failure = reason;
    if (m_process) m_process->kill();
    m_state = State::Failed;
    settle();
    emit failed(reason, recentOutput());
}
