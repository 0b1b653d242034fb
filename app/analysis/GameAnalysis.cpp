#include "analysis/GameAnalysis.h"

#include "play/UsiClient.h"
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
    m_plan.emplace(record);
    m_ms = msPerPosition;
    m_newGameSent = false;
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

void GameAnalysis::searchNext() {
    if (!m_client || !m_plan) return; // cancelled while this call was queued
    while (auto step = m_plan->next()) {
        if (step->ruled) {
            emit evaluated(step->search.node, *step->ruled);
            emit progressed(done(), total());
            continue;
        }
        shogi::Position pos = m_record->startPosition();
        for (shogi::Move m : step->search.history)
            pos.doMove(m);
        m_search.emplace(pos);
        const int ms = m_ms * step->search.factor;
        m_client->go(shogi::usi::positionCommand(m_record->startPosition(), step->search.history),
                     shogi::usi::GoLimits::fixedPerMove(ms));
        m_deadline.start(ms + GraceMs);
        m_current = std::move(step->search);
        emit progressed(done(), total());
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
    const shogi::analysis::PlannedSearch search = *m_current;
    const auto e = m_plan->searched(search, m_search->result(m_client->engineName()));
    m_search.reset();
    m_current.reset();
    if (e) emit evaluated(search.node, *e);
    emit progressed(done(), total());
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
    m_plan.reset();
    if (!m_client) return;
    m_client->disconnect(this);
    m_client->quit();
    connect(m_client, &UsiClient::finished, m_client, &QObject::deleteLater);
    connect(m_client, &UsiClient::failed, m_client, &QObject::deleteLater);
    m_client = nullptr;
}
