#pragma once
// The protocol's order checked from the GUI's side of a UsiClient's conversation, for engines that cannot
// tell us themselves (Fairy-Stockfish, gpsusi): no "position", "go", "setoption" or "usinewgame" while a
// search runs (from its go until its bestmove or checkmate is read), "stop" only while one runs, nothing
// after "quit". It also times each stop to the answer that ends the search.
#include "play/UsiClient.h"

#include <QElapsedTimer>
#include <QStringList>

#include <optional>

class UsiConversationCheck : public QObject {
public:
    explicit UsiConversationCheck(UsiClient* client) {
        m_clock.start();
        connect(client, &UsiClient::lineLogged, this, &UsiConversationCheck::onLine);
    }

    const QStringList& violations() const { return m_violations; }
    int gos() const { return m_gos; }
    // Milliseconds from each "stop" to the answer that ended its search.
    const QList<qint64>& stopLatencies() const { return m_latencies; }
    bool searching() const { return m_searching; }

private:
    void onLine(UsiClient::Direction direction, const QString& text) {
        const QString word = text.section(QLatin1Char(' '), 0, 0);
        if (direction == UsiClient::Direction::FromEngine) {
            if (word == QLatin1String("bestmove") || word == QLatin1String("checkmate")) {
                if (m_stopAt) m_latencies << m_clock.elapsed() - *m_stopAt;
                m_stopAt.reset();
                m_searching = false;
            }
            return;
        }
        if (direction != UsiClient::Direction::ToEngine) return;
        if (m_quit) m_violations << QStringLiteral("after quit: ") + text;
        if (word == QLatin1String("quit")) m_quit = true;
        const bool idleOnly = word == QLatin1String("position") || word == QLatin1String("go") ||
                              word == QLatin1String("setoption") || word == QLatin1String("usinewgame") ||
                              word == QLatin1String("gameover");
        if (idleOnly && m_searching) m_violations << QStringLiteral("during a search: ") + text;
        if (word == QLatin1String("stop")) {
            if (!m_searching)
                m_violations << QStringLiteral("with no search: ") + text;
            else if (!m_stopAt)
                m_stopAt = m_clock.elapsed();
        }
        if (word == QLatin1String("go")) {
            m_searching = true;
            ++m_gos;
        }
    }

    QElapsedTimer m_clock;
    QStringList m_violations;
    bool m_searching = false;
    bool m_quit = false;
    int m_gos = 0;
    std::optional<qint64> m_stopAt;
    QList<qint64> m_latencies;
};
