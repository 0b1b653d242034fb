#include "cli/CliPosition.h"

#include "rules/Sfen.h"

#include <cstdio>

namespace cli {

std::optional<shogi::Position> takePosition(Args& args, bool sfenRequired, int& exitCode) {
    std::string variantId = "standard", sfenText, error;
    takeOption(args, "--variant", variantId, error);
    const bool haveSfen = takeOption(args, "--sfen", sfenText, error);
    if (!error.empty()) {
        std::fprintf(stderr, "shogiban-cli: %s\n", error.c_str());
        exitCode = Usage;
        return std::nullopt;
    }
    const auto kind = shogi::Variant::fromId(variantId);
    if (!kind) {
        std::fprintf(stderr, "shogiban-cli: unknown variant '%s' (standard, gorogoro, minishogi)\n",
                     variantId.c_str());
        exitCode = Usage;
        return std::nullopt;
    }
    if (!haveSfen && sfenRequired) {
        std::fprintf(stderr, "shogiban-cli: --sfen SFEN is required\n");
        exitCode = Usage;
        return std::nullopt;
    }
    if (!haveSfen) sfenText = std::string(shogi::Variant::get(*kind).startSfen);
    auto pos = shogi::sfen::parse(sfenText, *kind);
    if (!pos) {
        std::fprintf(stderr, "shogiban-cli: invalid SFEN: %s\n", pos.error().describe().c_str());
        exitCode = BadInput;
        return std::nullopt;
    }
    return *pos;
}

} // namespace cli
