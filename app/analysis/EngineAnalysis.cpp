#include "analysis/EngineAnalysis.h"

#include "play/UsiClient.h"
#include "analysis/GameAnalysis.h"
#include "analysis/PvText.h"
#include "analysis/SearchEvaluation.h"
#include "usi/Commands.h"

#include <algorithm>

EngineAnalysis::EngineAnalysis(QObject* parent) : QObject(parent) {}

EngineAnalysis::~EngineAnalysis() = default; // the client, a child, kills and reaps its process

void EngineAnalysis::setEngine(const EngineEntry& entry) {
    if (m_client && entry.id == m_entry.id && entry.program == m_entry.program) return;
    shutdown();
    m_entry = entry;
}

void EngineAnalysis::ensureClient() {
    if (m_client) return;
    m_client = new UsiClient(this);
    m_client->setDisplayName(m_entry.displayName);
    m_stopping = false;
    // Only watched, never answered from here: the client alone decides what to send next.
    connect(m_client, &UsiClient::stateChanged, this, [this](UsiClient::State state) {
        if (state != UsiClient::State::Failed) m_stopping = state == UsiClient::State::Stopping;
    });
    connect(m_client, &UsiClient::info, this,
            [this](const shogi::usi::SearchInfo& info, const QString&) { onInfo(info); });
    connect(m_client, &UsiClient::failed, this, [this](const QString& reason, const QStringList& lastLines) {
        m_client->deleteLater();
        m_client = nullptr;
        if (m_stopping) {
            emit stopTimedOut();
            if (m_wanted) {
                ensureClient(); // a fresh process takes up the position wanted
                if (m_client) m_client->goInfinite(m_wanted->position);
            }
            return;
        }
        m_wanted.reset();
        emit failed(reason, lastLines);
    });
    m_client->launch(m_entry.program, m_entry.arguments, m_entry.environment);
    emit clientStarted(m_client, m_entry.displayName);
    const shogi::VariantKind variant = m_position.variant().kind;
    auto options = m_entry.analysisOptions(variant);
    m_appliedMultiPv = 1;
    if (m_wanted && m_wanted->multiPv != 1) {
        options.emplace_back("MultiPV", std::to_string(m_wanted->multiPv));
        m_appliedMultiPv = m_wanted->multiPv;
    }
    m_client->start(options);
}

void EngineAnalysis::analyse(const shogi::Position& start, const std::vector<shogi::Move>& history,
                             int multiPv) {
    m_position = start;
    for (shogi::Move m : history)
        m_position.doMove(m);
    m_wanted = Wanted{shogi::usi::positionCommand(start, history), std::clamp(multiPv, 1, 5)};
    m_lines.clear();
    emit linesChanged();
    ensureClient();
    if (!m_client) return; // it could not even start: failed() has said why
    if (m_wanted->multiPv != m_appliedMultiPv) {
        // Before usiok the engine's options are not known yet: the option goes with the start.
        if (m_client->state() == UsiClient::State::WaitingUsiOk || m_client->findOption("MultiPV"))
            m_client->setOption("MultiPV", std::to_string(m_wanted->multiPv));
        m_appliedMultiPv = m_wanted->multiPv;
    }
    m_client->goInfinite(m_wanted->position);
}

void EngineAnalysis::stop() {
    m_wanted.reset();
    if (m_client) m_client->stop();
}

void EngineAnalysis::shutdown() {
    m_wanted.reset();
    if (!m_client) return;
    m_client->quit();
    // It is deleted when it has gone (or been killed after the grace period).
    connect(m_client, &UsiClient::finished, m_client, &QObject::deleteLater);
    connect(m_client, &UsiClient::failed, m_client, &QObject::deleteLater);
    m_client->disconnect(this);
    m_client = nullptr;
}

void EngineAnalysis::failWith(const QString& reason) {
    const QStringList lastLines = m_client->recentOutput();
    shutdown();
    m_lines.clear();
    emit linesChanged();
    emit failed(reason, lastLines);
}

void EngineAnalysis::onInfo(const shogi::usi::SearchInfo& info) {
    if (!m_wanted || !info.score) return;
    const int rank = info.multipv.value_or(1);
    if (rank < 1 || rank > m_wanted->multiPv) return;
    AnalysisLine line;
    line.rank = rank;
    line.evaluation.score = shogi::usi::toBlackView(*info.score, m_position.sideToMove());
    line.evaluation.depth = info.depth;
    line.evaluation.nodes = info.nodes;
    line.evaluation.engine = m_client->engineName();
    line.nps = info.nps;
    QStringList words;
    for (const std::string& w : info.pv)
        words << QString::fromStdString(w);
    line.evaluation.pv = shogi::analysis::parseUsiPv(m_position, words);
    if (line.evaluation.pv.empty()) {
        // While the client thinks, every line it passes on is this position's (a superseded search's lines
        // are dropped; only a stop for a new MultiPV lets the old position's last lines through): a line
        // that begins with no legal move here means the engine analyses something else.
        const shogi::analysis::SearchEvaluation search(m_position);
        if (const auto fault = search.pvFault(info); fault && m_client->state() == UsiClient::State::Thinking)
            failWith(GameAnalysis::faultReason(
                m_entry.displayName.isEmpty() ? m_client->engineName() : m_entry.displayName, *fault));
        return;
    }
    auto at = std::find_if(m_lines.begin(), m_lines.end(),
                           [rank](const AnalysisLine& l) { return l.rank == rank; });
    if (at != m_lines.end())
        *at = line;
    else
        m_lines.push_back(line);
    std::sort(m_lines.begin(), m_lines.end(),
              [](const AnalysisLine& a, const AnalysisLine& b) { return a.rank < b.rank; });
    emit linesChanged();
}
