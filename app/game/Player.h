#pragma once
// One side of a game, as the controller sees it: it is told when its turn starts and answers with a move. A
// person answers through the board (HumanPlayer), a USI engine from its process (EnginePlayer). The
// controller treats all alike, so either side can be anything.
#include "rules/Game.h"
#include "rules/Move.h"
#include "usi/Commands.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

// Both clocks as they stand when a turn starts: what an engine is told (btime/wtime with byoyomi or
// binc/winc), and how long the mover has before its flag falls (none without a clock).
struct ThinkingTime {
    shogi::usi::GoLimits limits;
    std::optional<std::int64_t> toFlagMs;
};

class Player : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    virtual bool isHuman() const = 0;
    // What the record names the side by when the user typed no name (an engine's); empty for a person.
    virtual QString name() const { return {}; }
    // It is this player's turn in `game` (its current position, with the whole history from its start);
    // answer with moveChosen(), resigns() or declaresImpasse().
    virtual void startThinking(const shogi::Game& game, const ThinkingTime& time) = 0;
    // The turn was taken away (the other side moved, a takeback, a pause, the game ended): stop and answer
    // nothing. An answer already under way is dropped.
    virtual void stopThinking() = 0;
    // The game is over; `side` is the side this player had.
    virtual void gameEnded(const shogi::GameResult& result, shogi::Color side) {
        Q_UNUSED(result);
        Q_UNUSED(side);
    }
    // How far past its flag an answer still counts: a program's answer travels through a pipe and the
    // event loop before the controller sees it.
    virtual int flagGraceMs() const { return 0; }
    // What the player said last (an engine's output lines, oldest first), quoted when it loses by a fault.
    virtual QStringList lastOutput() const { return {}; }
    bool isThinking() const { return m_thinking; }
    // Ready to be asked for a move. An engine is not until it has started and loaded what it needs; the
    // controller starts the clock only when both players are, so an engine's start-up costs it no time.
    bool isReady() const { return m_ready; }

signals:
    void ready();
    void moveChosen(shogi::Move move);
    void resigns();
    // The player claims an impasse win (USI "bestmove win"): the referee judges it.
    void declaresImpasse();
    // The player can no longer play (its engine crashed, hung, or wrote what is not a move): it loses the
    // game. `reason` says so in words, naming it, with its last output where that helps.
    void forfeits(const QString& reason);

protected:
    void setThinking(bool thinking) { m_thinking = thinking; }
    void setReady() {
        if (std::exchange(m_ready, true)) return;
        emit ready();
    }
    void setNotReady() { m_ready = false; }

private:
    bool m_thinking = false;
    bool m_ready = true;
};
