#include "game/GameSetup.h"

#include "rules/Handicap.h"
#include "rules/Sfen.h"

#include <optional>

bool GameSetup::isHandicap() const {
    return startSfen.isEmpty() && variant == shogi::VariantKind::Standard &&
           handicapId != QLatin1String("even");
}

bool GameSetup::startPosition(shogi::Position& out, QString* error) const {
    if (!startSfen.isEmpty()) {
        // A custom position names no board: the first variant whose board it fits is the one.
        const std::string text = startSfen.toStdString();
        std::optional<shogi::Error> firstError;
        for (auto kind :
             {shogi::VariantKind::Standard, shogi::VariantKind::Minishogi, shogi::VariantKind::Gorogoro}) {
            auto parsed = shogi::sfen::parse(text, kind);
            if (parsed) {
                out = *parsed;
                return true;
            }
            if (!firstError) firstError = parsed.error();
        }
        if (error) *error = QString::fromStdString(firstError->describe());
        return false;
    }
    std::string_view text = shogi::Variant::get(variant).startSfen;
    if (const shogi::Handicap* h = shogi::Handicap::byId(handicapId.toStdString());
        h && variant == shogi::VariantKind::Standard)
        text = h->sfen;
    auto parsed = shogi::sfen::parse(text, variant);
    if (!parsed) {
        if (error) *error = QString::fromStdString(parsed.error().describe());
        return false;
    }
    out = *parsed;
    return true;
}
