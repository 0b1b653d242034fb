#pragma once
// A person at the board. The window hands the board's moves to the human whose turn it is (proposeMove); the
// player passes a move on only while it is its turn, so a move can never be made for the other side.
#include "Player.h"

class HumanPlayer : public Player {
    Q_OBJECT
public:
    using Player::Player;

    bool isHuman() const override { return true; }
    void startThinking(const shogi::Game& game, const ThinkingTime& time) override;
    void stopThinking() override;

public slots:
    // Legal or not: the controller judges it, so the illegal-move policy applies to human attempts too.
    void proposeMove(shogi::Move move);
};
