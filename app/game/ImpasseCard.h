#pragma once
// The impasse count a player card shows once a king has entered the enemy camp, so nobody counts by hand: the
// side's points under the game's rule (the 27-point declaration or the 24-point count, a handicap giver's
// compensation included) against what it needs, and for the side to move whether a declaration would win
// now. The rules core counts and judges; this only words it.
#include "game/ResultMessage.h"
#include "rules/Impasse.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

struct ImpasseCard {
    Q_DECLARE_TR_FUNCTIONS(ImpasseCard)

public:
    QString badge;   // "24/28 pts"; "28/28 pts ✓" when declaring now wins, "=" when it draws (24 points)
    QString details; // the rule, the count and the verdict in sentences
    bool winsNow = false;

    // Nothing while neither king has entered the enemy camp in `pos`.
    static std::optional<ImpasseCard> forSide(const shogi::Position& pos, shogi::ImpasseRule rule,
                                              int whiteCompensation, shogi::Color side,
                                              const SideNames& names);
};
