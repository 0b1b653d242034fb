#pragma once
// One side of a game, as the controller sees it: it is told when its turn starts and answers with a move.
// A human answers through the board; a USI engine (a later issue) will answer from its process. The controller
// treats both alike, so either side can be anything.
#include "rules/Game.h"
#include "rules/Move.h"

#include <QObject>

class Player : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    virtual bool isHuman() const = 0;
    // It is this player's turn in `game` (its current position); answer with moveChosen() or resigns().
    virtual void startThinking(const shogi::Game& game) = 0;
    // The turn was taken away (the other side moved, a takeback, the game ended): stop and answer nothing.
    virtual void stopThinking() = 0;
    bool isThinking() const { return m_thinking; }

signals:
    void moveChosen(shogi::Move move);
    void resigns();

protected:
    void setThinking(bool thinking) { m_thinking = thinking; }

private:
    bool m_thinking = false;
};
