#include "PlayerFactory.h"

#include "EngineCatalog.h"
#include "EnginePlayer.h"
#include "HumanPlayer.h"

#include <algorithm>

Player* PlayerFactory::create(const PlayerSpec& spec, shogi::VariantKind variant, QString* error) const {
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
        return new EnginePlayer(builtin, variant, level, spec.moveTimeMs);
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
        return new EnginePlayer(*entry, variant, 0, spec.moveTimeMs);
    }
    }
    return nullptr;
}
