#include "HumanPlayer.h"

void HumanPlayer::startThinking(const shogi::Game&, const ThinkingTime&) { setThinking(true); }

void HumanPlayer::stopThinking() { setThinking(false); }

void HumanPlayer::proposeMove(shogi::Move move) {
    if (isThinking()) emit moveChosen(move);
}
