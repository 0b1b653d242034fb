#pragma once
// Everything the new-game dialog decides: which board and handicap, who plays which side, the clock and the
// referee's policies. The controller starts a game from it; the settings remember the last one.
#include "game/PlayerSpec.h"
#include "rules/Clock.h"
#include "rules/Game.h"
#include "rules/Position.h"

#include <QString>

#include <array>

struct GameSetup {
    shogi::VariantKind variant = shogi::VariantKind::Standard;
    QString handicapId = QStringLiteral("even"); // shogi::Handicap::id; only for the standard board
    QString startSfen;            // a custom start position (e.g. --sfen); overrides both above
    QString blackName, whiteName; // empty: the side's name ("Black", "Uwate", ...) is shown
    shogi::TimeControl timeControl;
    shogi::IllegalMovePolicy policy = shogi::IllegalMovePolicy::Friendly;
    shogi::ImpasseRule impasseRule = shogi::ImpasseRule::Points27;
    std::array<PlayerSpec, 2> players{}; // by shogi::index(Color); two people unless chosen otherwise

    const PlayerSpec& player(shogi::Color side) const { return players[std::size_t(shogi::index(side))]; }
    PlayerSpec& player(shogi::Color side) { return players[std::size_t(shogi::index(side))]; }

    bool isHandicap() const;
    // The start position; false (and an explanation in *error) when startSfen does not parse.
    bool startPosition(shogi::Position& out, QString* error = nullptr) const;
};
