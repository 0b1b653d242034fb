#pragma once
// What the analysis views need of the window's game, as functions the window fills in: app/analysis sits
// below app/gui (whose GameController owns the record) and reaches it only through these.
#include "record/GameRecord.h"

#include <QString>

#include <functional>

struct RecordAccess {
    std::function<const shogi::GameRecord&()> record;
    std::function<const shogi::RecordNode*()> current;
    std::function<void(const shogi::RecordNode*)> goTo;
    // A move entered in review at the current node (a variation where the line went on differently).
    std::function<void(shogi::Move)> playMove;
    std::function<void(const shogi::RecordNode*, const QString&)> setComment;
    // A game is being played here: analysis only when the user turns it on, and no stepping into lines.
    std::function<bool()> isLive;
    // A move as the user's notation writes it (`previousTo`: the square of the move before, for 同).
    std::function<QString(const shogi::Position&, shogi::Move, shogi::Square previousTo)> moveText;
};
