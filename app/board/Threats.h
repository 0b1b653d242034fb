#pragma once
// The "show threats" teaching overlay: the side to move's pieces (the king aside) that the opponent
// attacks and that no piece of their own defends, as the core's attack maps say.
#include "rules/Position.h"

#include <QList>

QList<shogi::Square> undefendedThreatenedPieces(const shogi::Position& pos);
