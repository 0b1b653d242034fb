#include "play/PlayerFactory.h"

#include "play/EngineCatalog.h"
#include "play/EnginePlayer.h"
#include "game/HumanPlayer.h"

#include <algorithm>

Player* PlayerFactory::create(const PlayerSpec& spec, shogi::VariantKind variant, QString* error,
                              bool againstPerson) const {
    switch (spec.kind) {
    case PlayerSpec::Kind::Human:
        return new HumanPlayer;
    case PlayerSpec::Kind::Builtin: {
        EngineEntry builtin;
        if (m_catalog) {
            builtin = m_catalog->builtin();
        } else {
            builtin.id = EngineEntry::builtinId();
            builtin.displayName = QStringLiteral("Shogiban");
            builtin.program = EngineCatalog::builtinProgram();
        }
        const int level = std::clamp(spec.level, PlayerSpec::MinLevel, PlayerSpec::MaxLevel);
        auto* player = new EnginePlayer(builtin, variant, level, spec.moveTimeMs);
        player->setCasualPace(againstPerson);
        return player;
    }
    case PlayerSpec::Kind::Engine: {
        const EngineEntry* entry = m_catalog ? m_catalog->find(spec.engineId) : nullptr;
        if (!entry) {
            if (error) *error = tr("The engine chosen for this game is no longer in the engine list.");
            return nullptr;
        }
        if (!entry->canPlay(variant)) {
            if (error) *error = tr("Engine %1 cannot play on this board.").arg(entry->displayName);
            return nullptr;
        }
        EngineCatalog::prepareRun(*entry);
        auto* player = new EnginePlayer(*entry, variant, 0, spec.moveTimeMs);
        player->setCasualPace(againstPerson);
        return player;
    }
    }
    return nullptr;
}
