#include "analysis/GameAnalysis.h"

#include "play/UsiClient.h"
#include "analysis/MoveQuality.h"
#include "usi/Commands.h"

QString GameAnalysis::faultReason(const QString& engine,
                                  const shogi::analysis::SearchEvaluation::Fault& fault) {
    using Kind = shogi::analysis::SearchEvaluation::Fault::Kind;
    const QString text = QString::fromStdString(fault.text);
    switch (fault.kind) {
    case Kind::NoMove:
        return tr("Engine %1 answered with no move: it cannot analyse this game.").arg(engine);
    case Kind::IllegalMove:
        return tr("Engine %1 answered “%2”, which is not a legal move in the position: it cannot "
                  "analyse this game.")
            .arg(engine, text);
    case Kind::IllegalPv:
        return tr("Engine %1 sent a line beginning with “%2”, which is not a legal move in the position: it "
                  "cannot analyse this game.")
            .arg(engine, text);
    }
    return {};
}

GameAnalysis::GameAnalysis(QObject* parent) : QObject(parent) {
    m_deadline.setSingleShot(true);
    // No answer in time: stop it; UsiClient fails it if even the stop brings no bestmove.
    connect(&m_deadline, &QTimer::timeout, this, [this] {
        if (m_client) m_client->stop();
    });
}

GameAnalysis::~GameAnalysis() = default;

void GameAnalysis::start(const shogi::GameRecord& record, const EngineEntry& engine, int msPerPosition) {
    cancel();
    m_record = &record;
    m_jobs.clear();
    m_checks = {};
    m_ms = msPerPosition;
    m_done = 0;
    m_newGameSent = false;
    shogi::Position pos = record.startPosition();
    std::vector<shogi::Move> moves;
    m_jobs.push_back({moves, &record.root(), std::nullopt, m_ms});
    for (const shogi::RecordNode* node : record.mainLine()) {
        if (node->isSpecial() || node->illegal || !shogi::GameRecord::isApplicable(pos, node->move)) break;
        pos.doMove(node->move);
        moves.push_back(node->move);
        m_jobs.push_back({moves, node, std::nullopt, m_ms});
    }
    m_client = new UsiClient(this);
    m_client->setDisplayName(engine.displayName);
    m_engineName = engine.displayName;
    connect(m_client, &UsiClient::ready, this, [this] {
        if (!m_newGameSent) m_client->newGame();
        m_newGameSent = true;
        searchNext();
    });
    connect(m_client, &UsiClient::info, this, [this](const shogi::usi::SearchInfo& info, const QString&) {
        if (m_search) m_search->add(info);
    });
    connect(m_client, &UsiClient::bestMove, this, &GameAnalysis::onBestMove);
    connect(m_client, &UsiClient::failed, this, [this](const QString& reason, const QStringList& lastLines) {
        m_deadline.stop();
        m_client->deleteLater();
        m_client = nullptr;
        emit failed(reason, lastLines);
    });
    m_client->launch(engine.program, engine.arguments, engine.environment);
    emit clientStarted(m_client, engine.displayName);
    m_client->start(engine.analysisOptions(record.startPosition().variant().kind));
    emit progressed(0, total());
}

// Each move the results so far would mark, not checked yet, gets its two searches.
void GameAnalysis::queueChecks() {
    for (const auto& check : shogi::analysis::marksToCheck(*m_record, m_checks)) {
        const int ms = m_ms * shogi::analysis::CheckFactor;
        if (check.searchBefore) {
            m_checks.researched.insert(check.move);
            m_jobs.push_back({check.historyToBefore, check.before, std::nullopt, ms});
            continue;
        }
        m_checks.checked.insert(check.move);
        auto toBest = check.historyToBefore;
        toBest.push_back(check.best);
        m_jobs.push_back({toBest, check.before, check.best, ms});
        auto played = check.historyToBefore;
        played.push_back(check.move->move);
        m_jobs.push_back({played, check.move, std::nullopt, ms});
    }
    emit progressed(m_done, total());
}

void GameAnalysis::searchNext() {
    if (m_jobs.empty()) queueChecks();
    while (!m_jobs.empty()) {
        Job job = std::move(m_jobs.front());
        m_jobs.pop_front();
        shogi::Position pos = m_record->startPosition();
        for (shogi::Move m : job.history)
            pos.doMove(m);
        if (auto mated = shogi::analysis::SearchEvaluation::forPositionWithoutMoves(pos)) {
            emit evaluated(job.node,
                           job.through ? shogi::analysis::throughBest(*mated, *job.through) : *mated);
            ++m_done;
            emit progressed(m_done, total());
            if (m_jobs.empty()) queueChecks();
            continue;
        }
        m_search.emplace(pos);
        m_client->go(shogi::usi::positionCommand(m_record->startPosition(), job.history),
                     shogi::usi::GoLimits::fixedPerMove(job.ms));
        m_deadline.start(job.ms + GraceMs);
        m_current = std::move(job);
        return;
    }
    finish();
}

void GameAnalysis::onBestMove(const shogi::usi::BestMove& best) {
    m_deadline.stop();
    if (!m_search || !m_current) return;
    if (const auto fault = m_search->fault(best)) {
        // It analyses something else: none of its scores may reach the record.
        m_search.reset();
        m_current.reset();
        const QStringList lastLines = m_client->recentOutput();
        const QString reason =
            faultReason(m_engineName.isEmpty() ? m_client->engineName() : m_engineName, *fault);
        m_client->disconnect(this);
        m_client->quit();
        connect(m_client, &UsiClient::finished, m_client, &QObject::deleteLater);
        connect(m_client, &UsiClient::failed, m_client, &QObject::deleteLater);
        m_client = nullptr;
        emit failed(reason, lastLines);
        return;
    }
    const auto e = m_search->result(m_client->engineName());
    // Too shallow to judge by, or answered before any score (a loaded machine, a slow engine): searched
    // again, longer (analysis/MoveQuality.h).
    if ((!e || !shogi::analysis::usable(*e)) &&
        m_current->retries < shogi::analysis::QualityThresholds::MaxShallowRetries) {
        Job again = *m_current;
        again.ms *= 2;
        ++again.retries;
        m_jobs.push_front(std::move(again));
    } else if (e) {
        emit evaluated(m_current->node,
                       m_current->through ? shogi::analysis::throughBest(*e, *m_current->through) : *e);
    }
    m_search.reset();
    m_current.reset();
    ++m_done;
    emit progressed(m_done, total());
    // Ready again: the ready() signal comes only after isready, so go on from here.
    QMetaObject::invokeMethod(this, &GameAnalysis::searchNext, Qt::QueuedConnection);
}

void GameAnalysis::finish() {
    if (!m_client) return;
    m_client->quit();
    connect(m_client, &UsiClient::finished, m_client, &QObject::deleteLater);
    m_client->disconnect(this);
    m_client = nullptr;
    emit finished();
}

void GameAnalysis::cancel() {
    m_deadline.stop();
    m_search.reset();
    m_current.reset();
    m_jobs.clear();
    if (!m_client) return;
    m_client->disconnect(this);
    m_client->quit();
    connect(m_client, &UsiClient::finished, m_client, &QObject::deleteLater);
    connect(m_client, &UsiClient::failed, m_client, &QObject::deleteLater);
    m_client = nullptr;
}
