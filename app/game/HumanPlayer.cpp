#include "game/HumanPlayer.h"

void HumanPlayer::startThinking(const shogi::Game& game, const ThinkingTime&) {
    m_askedAfter = game.moves().empty() ? shogi::Move() : game.moves().back();
    setThinking(true);
}

void HumanPlayer::stopThinking() {
    setThinking(false);
}

void HumanPlayer::proposeMove(shogi::Move move) {
    if (isThinking() && move != m_askedAfter) emit moveChosen(move);
}
