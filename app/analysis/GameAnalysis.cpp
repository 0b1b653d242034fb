#include "GameAnalysis.h"

#include "UsiClient.h"
#include "usi/Commands.h"

QString GameAnalysis::faultReason(const QString& engine, const shogi::analysis::SearchEvaluation::Fault& fault) {
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
                  "cannot analyse this game.").arg(engine, text);
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
    m_nodes.clear();
    m_moves.clear();
    m_start = record.startPosition();
    m_ms = msPerPosition;
    m_next = 0;
    shogi::Position pos = m_start;
    m_nodes.push_back(&record.root());
    for (const shogi::RecordNode* node : record.mainLine()) {
        if (node->isSpecial() || node->illegal || !shogi::GameRecord::isApplicable(pos, node->move)) break;
        pos.doMove(node->move);
        m_nodes.push_back(node);
        m_moves.push_back(node->move);
    }
    m_client = new UsiClient(this);
    m_client->setDisplayName(engine.displayName);
    m_engineName = engine.displayName;
    connect(m_client, &UsiClient::ready, this, [this] {
        if (m_next == 0) m_client->newGame();
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
    m_client->start(engine.analysisOptions(m_start.variant().kind));
    emit progressed(0, total());
}

void GameAnalysis::searchNext() {
    while (m_next < total()) {
        shogi::Position pos = m_start;
        for (int i = 0; i < m_next; ++i)
            pos.doMove(m_moves[std::size_t(i)]);
        if (auto mated = shogi::analysis::SearchEvaluation::forPositionWithoutMoves(pos)) {
            emit evaluated(m_nodes[std::size_t(m_next)], *mated);
            emit progressed(++m_next, total());
            continue;
        }
        m_search.emplace(pos);
        const std::vector<shogi::Move> history(m_moves.begin(), m_moves.begin() + m_next);
        m_client->go(shogi::usi::positionCommand(m_start, history), shogi::usi::GoLimits::fixedPerMove(m_ms));
        m_deadline.start(m_ms + GraceMs);
        return;
    }
    finish();
}

void GameAnalysis::onBestMove(const shogi::usi::BestMove& best) {
    m_deadline.stop();
    if (!m_search) return;
    if (const auto fault = m_search->fault(best)) {
        // It analyses something else: none of its scores may reach the record.
        m_search.reset();
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
    if (auto e = m_search->result(m_client->engineName())) emit evaluated(m_nodes[std::size_t(m_next)], *e);
    m_search.reset();
    emit progressed(++m_next, total());
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
    if (!m_client) return;
    m_client->disconnect(this);
    m_client->quit();
    connect(m_client, &UsiClient::finished, m_client, &QObject::deleteLater);
    connect(m_client, &UsiClient::failed, m_client, &QObject::deleteLater);
    m_client = nullptr;
}
