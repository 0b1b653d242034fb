#include "gui/TournamentRun.h"

#include <QFile>
#include <QThread>

using namespace shogi::match;

namespace {

QString terminationText(Termination t) {
    switch (t) {
    case Termination::Checkmate:
        return TournamentRun::tr("checkmate");
    case Termination::NoLegalMoves:
        return TournamentRun::tr("no legal moves");
    case Termination::Resignation:
        return TournamentRun::tr("resignation");
    case Termination::Repetition:
        return TournamentRun::tr("repetition");
    case Termination::PerpetualCheck:
        return TournamentRun::tr("perpetual check");
    case Termination::Impasse:
        return TournamentRun::tr("impasse declaration");
    case Termination::IllegalMove:
        return TournamentRun::tr("illegal move");
    case Termination::Time:
        return TournamentRun::tr("time");
    case Termination::Crash:
        return TournamentRun::tr("crash");
    case Termination::MaxPlies:
        return TournamentRun::tr("ply limit");
    }
    return {};
}

} // namespace

TournamentRun::TournamentRun(TournamentState state, QString folder, QObject* parent)
    : QObject(parent), m_state(std::move(state)), m_doneBefore(m_state.done), m_folder(std::move(folder)) {
    m_snapshot.total = scheduledGameCount(m_state.settings);
    m_snapshot.played = int(m_state.done.size());
    m_events.gameEnded = [this](const GameReport& r, const Standings& s) { gameEnded(r, s); };
    m_events.moved = [this](const LiveGame& g) { moved(g); };
}

TournamentRun::~TournamentRun() {
    if (!m_thread) return;
    m_control.stopped = true;
    m_thread->wait();
}

void TournamentRun::start() {
    if (m_thread) return;
    if (const auto failure = saveTournamentState(m_folder, m_state))
        m_snapshot.errors << QString::fromStdString(*failure);
    m_thread.reset(QThread::create([this] {
        auto result = runTournament(m_state.settings, m_doneBefore, &m_control, m_events);
        const std::lock_guard lock(m_mutex);
        m_result = std::move(result);
    }));
    connect(m_thread.get(), &QThread::finished, this, &TournamentRun::threadFinished);
    m_thread->start();
}

void TournamentRun::setPaused(bool paused) {
    m_control.paused = paused;
}

void TournamentRun::stop() {
    m_control.stopped = true;
}

bool TournamentRun::isRunning() const {
    return m_thread && !m_thread->isFinished();
}

TournamentRun::Snapshot TournamentRun::snapshot() const {
    const std::lock_guard lock(m_mutex);
    return m_snapshot;
}

void TournamentRun::gameEnded(const GameReport& report, const Standings& standings) {
    const std::lock_guard lock(m_mutex);
    for (const std::string& error : recordFinishedGame(m_folder, m_state, report))
        m_snapshot.errors << QString::fromStdString(error);
    m_snapshot.standings = standings;
    m_snapshot.played = int(m_state.done.size());
    for (auto it = m_snapshot.live.begin(); it != m_snapshot.live.end();)
        it = it->second.number == report.number ? m_snapshot.live.erase(it) : std::next(it);
    const QString score = report.outcome == shogi::Outcome::BlackWins   ? QStringLiteral("1-0")
                          : report.outcome == shogi::Outcome::WhiteWins ? QStringLiteral("0-1")
                                                                        : QStringLiteral("½-½");
    // The detail (an engine's fault in the referee's words) stays as the records and the CLI give it.
    QString line =
        QStringLiteral("%1. %2 - %3: %4 (%5), %6")
            .arg(report.number)
            .arg(QString::fromStdString(report.nameBySide[0]), QString::fromStdString(report.nameBySide[1]),
                 score, terminationText(report.termination),
                 tr("%n plies", nullptr, int(report.moves.size())));
    if (!report.detail.empty()) line += QStringLiteral(" - ") + QString::fromStdString(report.detail);
    m_snapshot.finishedLines << line;
}

void TournamentRun::moved(const LiveGame& game) {
    const std::lock_guard lock(m_mutex);
    m_snapshot.live[game.slot] = game;
}

void TournamentRun::threadFinished() {
    QString error;
    bool stopped = false;
    {
        const std::lock_guard lock(m_mutex);
        m_snapshot.live.clear();
        if (m_result && !*m_result) {
            error = QString::fromStdString(m_result->error().message);
            // Nothing was played: no tournament is left in the folder to resume.
            if (m_state.done.empty()) QFile::remove(tournamentStatePath(m_folder));
        }
        if (m_result && *m_result) {
            stopped = (*m_result)->stopped;
            m_snapshot.standings = (*m_result)->standings;
        }
    }
    emit finished(stopped, error);
}
