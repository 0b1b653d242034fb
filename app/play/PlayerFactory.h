#pragma once
// Makes the player a PlayerSpec describes, for a game on a given board: a person, Shogiban's engine at its
// level, or an engine of the user's catalog.
#include "game/PlayerSpec.h"
#include "rules/Variant.h"

#include <QCoreApplication>
#include <QString>

class EngineCatalog;
class Player;

class PlayerFactory {
    Q_DECLARE_TR_FUNCTIONS(PlayerFactory)
public:
    // catalog: the user's engines; without one only people and the built-in engine can be made.
    explicit PlayerFactory(const EngineCatalog* catalog) : m_catalog(catalog) {}

    // A new player (the caller owns it); nullptr, with *error, when the spec names an engine the catalog
    // does not hold or one that cannot play `variant`. Against a person an engine is asked for a person's
    // pace (its Pace option set to casual, where it has one).
    Player* create(const PlayerSpec& spec, shogi::VariantKind variant, QString* error = nullptr,
                   bool againstPerson = false) const;

private:
    const EngineCatalog* m_catalog;
};
