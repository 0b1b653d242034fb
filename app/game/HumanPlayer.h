#pragma once
// A person at the board. The window connects the board's moves to every person playing (as cutechess's board
// is connected to its human players); a player passes a move on only while it is its turn, so a move can
// never be made for the other side.
#include "game/Player.h"

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

private:
    // The move that made it this player's turn. When two people play, the board's move reaches the second
    // after the first has played it and the second was asked: it is the other side's move, not an answer
    // (no answer can repeat it: its origin is empty now, or its drop square taken).
    shogi::Move m_askedAfter;
};
