#include "play/EnginePlayer.h"

#include "game/PlayerSpec.h"
#include "play/UsiClient.h"
#include "rules/Usi.h"

#include <QCoreApplication>

namespace usi = shogi::usi;

namespace {

// The last lines of an engine's output worth quoting in a message.
constexpr int QuotedLines = 8;

} // namespace

EnginePlayer::EnginePlayer(const EngineEntry& entry, shogi::VariantKind variant, int level, int moveTimeMs,
                           QObject* parent)
    : Player(parent), m_entry(entry), m_variant(variant), m_level(level),
      m_moveTimeMs(moveTimeMs > 0 ? moveTimeMs : PlayerSpec::DefaultMoveTimeMs),
      m_name(entry.isBuiltin() && level > 0 ? tr("%1 (level %2)").arg(entry.displayName).arg(level)
                                            : entry.displayName),
      m_client(new UsiClient(this)) {
    setNotReady();
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, m_client, &UsiClient::stop); // its answer then is its move
    m_client->setDisplayName(entry.displayName);
    // The options go by what the running engine declares, not by what the catalog last read: an engine
    // updated since, or the built-in read for the first time, is set up right.
    connect(m_client, &UsiClient::identified, this,
            [this](const QString&, const QString&, const std::vector<usi::EngineOption>& options) {
                EngineEntry live = m_entry;
                live.options = options;
                if (m_variant != shogi::VariantKind::Standard && !live.variantOption(m_variant)) {
                    forfeit(tr("Engine %1 cannot play on this board.").arg(m_entry.displayName));
                    m_client->quit();
                    return;
                }
                for (const auto& [name, value] : live.startOptions(m_variant))
                    m_client->setOption(name, value);
                if (m_level > 0 && live.findOption(QStringLiteral("Level")))
                    m_client->setOption("Level", std::to_string(m_level));
                if (m_casualPace && live.findOption(QStringLiteral("Pace")))
                    m_client->setOption("Pace", "casual");
            });
    connect(m_client, &UsiClient::ready, this, &EnginePlayer::onReady);
    connect(m_client, &UsiClient::bestMove, this, &EnginePlayer::onBestMove);
    connect(m_client, &UsiClient::failed, this, &EnginePlayer::onFailed);
    m_client->launch(entry.program, entry.arguments, entry.environment);
    // Started from the event loop, so that an engine that cannot even start is reported to a controller
    // that has connected to this player by then.
    QTimer::singleShot(0, m_client, [client = m_client] { client->start(); });
}

EnginePlayer::~EnginePlayer() {
    // The engine is given its grace period to quit after this player is gone: the client lives on under the
    // application until its engine has ended (or been killed), and is deleted then.
    m_client->disconnect(this);
    if (auto* app = QCoreApplication::instance()) {
        UsiClient* client = m_client;
        client->setParent(app);
        const auto done = [client] { client->deleteLater(); };
        connect(client, &UsiClient::finished, client, done);
        connect(client, &UsiClient::failed, client, done);
        client->quit();
        if (client->state() == UsiClient::State::Gone || client->state() == UsiClient::State::Failed)
            client->deleteLater();
    }
}

void EnginePlayer::onReady() {
    if (m_ready) return;
    m_ready = true;
    m_client->newGame();
    if (m_waitingTurn) go(*std::exchange(m_waitingTurn, std::nullopt));
    setReady();
}

void EnginePlayer::startThinking(const shogi::Game& game, const ThinkingTime& time) {
    if (m_forfeited) return;
    setThinking(true);
    Turn turn{usi::positionCommand(game.startPosition(), game.moves()), time.limits,
              time.toFlagMs.has_value()};
    if (!turn.timed) turn.limits = usi::GoLimits::fixedPerMove(m_moveTimeMs);
    if (m_ready)
        go(turn);
    else
        m_waitingTurn = turn;
}

void EnginePlayer::go(const Turn& turn) {
    m_client->go(turn.position, turn.limits);
    // With a clock the controller's flag is the deadline; without one, the move time is.
    if (!turn.timed) m_deadline.start(m_moveTimeMs + NoClockGraceMs);
}

void EnginePlayer::stopThinking() {
    setThinking(false);
    m_waitingTurn.reset();
    m_deadline.stop();
    m_client->stop();
}

void EnginePlayer::gameEnded(const shogi::GameResult& result, shogi::Color side) {
    stopThinking();
    if (result.outcome == shogi::Outcome::Draw)
        m_client->gameOver(usi::GameOver::Draw);
    else
        m_client->gameOver(result.outcome == shogi::GameResult::winFor(side) ? usi::GameOver::Win
                                                                             : usi::GameOver::Lose);
}

void EnginePlayer::onBestMove(const usi::BestMove& best) {
    if (!isThinking()) return; // the answer to a turn taken away
    setThinking(false);
    m_deadline.stop();
    switch (best.kind) {
    case usi::BestMove::Kind::Resign:
        emit resigns();
        return;
    case usi::BestMove::Kind::Win:
        emit declaresImpasse();
        return;
    case usi::BestMove::Kind::Move:
        break;
    }
    const auto move = shogi::usi::parseMove(best.move, shogi::Variant::get(m_variant));
    if (!move) {
        forfeit(tr("Engine %1 answered “%2”, which is not a move.")
                    .arg(m_entry.displayName, QString::fromStdString(best.move)));
        return;
    }
    emit moveChosen(*move);
}

QStringList EnginePlayer::lastOutput() const {
    const QStringList lines = m_client->recentOutput();
    return lines.mid(std::max<qsizetype>(0, lines.size() - QuotedLines));
}

void EnginePlayer::onFailed(const QString& reason, const QStringList& lastLines) {
    if (lastLines.isEmpty()) {
        forfeit(reason);
        return;
    }
    forfeit(reason + QLatin1Char('\n') + tr("Its last output:") + QLatin1Char('\n') +
            lastLines.mid(std::max<qsizetype>(0, lastLines.size() - QuotedLines)).join(QLatin1Char('\n')));
}

void EnginePlayer::forfeit(const QString& reason) {
    if (m_forfeited) return;
    m_forfeited = true;
    setThinking(false);
    m_waitingTurn.reset();
    m_deadline.stop();
    emit forfeits(reason);
}
