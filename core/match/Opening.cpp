#include "match/Opening.h"

#include "rules/Game.h"
#include "rules/Sfen.h"
#include "rules/Usi.h"
#include "usi/Words.h"

#include <algorithm>

namespace shogi::match {

namespace {

// Balanced enough for testing engines: the main lines of static rook, ranging rook, yagura, aigakari,
// yokofudori and bishop exchange, a few plies deep.
constexpr std::string_view kStandard[] = {
    "startpos moves 7g7f 3c3d",
    "startpos moves 2g2f 8c8d",
    "startpos moves 7g7f 8c8d",
    "startpos moves 2g2f 3c3d",
    "startpos moves 7g7f 3c3d 2g2f 4c4d",
    "startpos moves 7g7f 3c3d 6g6f 8c8d",
    "startpos moves 7g7f 3c3d 8h2b+ 3a2b",
    "startpos moves 7g7f 8c8d 7i6h 3c3d 6g6f 7a6b",
    "startpos moves 2g2f 8c8d 2f2e 8d8e 6i7h 4a3b",
    "startpos moves 7g7f 3c3d 2g2f 8c8d 2f2e 8d8e",
};
// Small boards have no opening theory to speak of: the start and first moves answered by their mirror image.
constexpr std::string_view kGorogoro[] = {
    "startpos",
    "startpos moves 5f4e 1a2b",
    "startpos moves 1f2e 5a4b",
    "startpos moves 2f2e 4a4b",
    "startpos moves 4f4e 2a2b",
};
constexpr std::string_view kMinishogi[] = {
    "startpos",
    "startpos moves 3e4d 3a2b",
    "startpos moves 4e4d 2a2b",
    "startpos moves 3e3d 3a3b",
};

Error lineError(std::string message, int line) {
    return Error{std::move(message), line, 0};
}

} // namespace

Result<Opening> parseOpening(std::string_view line, VariantKind variant) {
    auto w = usi::words::split(line);
    std::size_t i = 0;
    if (i < w.size() && w[i] == "position") ++i;
    if (i >= w.size()) return Error{"an empty opening", 0, 0};
    std::string sfenText;
    if (w[i] == "startpos") {
        sfenText = Variant::get(variant).startSfen;
        ++i;
    } else {
        if (w[i] == "sfen") ++i;
        // Board, side and hands; the move number is optional in hand-written lists.
        const std::size_t end = std::min(w.size(), i + 4);
        std::size_t fields = i;
        while (fields < end && w[fields] != "moves")
            ++fields;
        sfenText = usi::words::join(w, i, fields);
        if (fields - i == 3) sfenText += " 1";
        i = fields;
    }
    auto start = sfen::parse(sfenText, variant);
    if (!start) return Error{"invalid SFEN: " + start.error().message, 0, 0};
    Opening opening{*start, {}, usi::words::join(w, 0, w.size())};
    if (i < w.size() && w[i] != "moves")
        return Error{"'moves' expected, not '" + std::string(w[i]) + "'", 0, 0};
    Game game(*start);
    for (++i; i < w.size(); ++i) {
        const std::string number = std::to_string(opening.moves.size() + 1);
        auto move = usi::parseMove(w[i], start->variant());
        if (!move) return Error{"move " + number + ": " + move.error().message, 0, 0};
        const PlayResult played = game.play(*move);
        if (!played.accepted)
            return Error{"move " + number + " '" + std::string(w[i]) + "' is " +
                             (game.result().over() ? "after the end of the game" : describe(played.reason)),
                         0, 0};
        opening.moves.push_back(*move);
    }
    if (game.result().over()) return Error{"the game is already over after these moves", 0, 0};
    return opening;
}

Result<std::vector<Opening>> parseOpenings(std::string_view text, VariantKind variant) {
    std::vector<Opening> out;
    int lineNo = 0;
    std::size_t pos = 0;
    while (pos <= text.size()) {
        const std::size_t end = std::min(text.find('\n', pos), text.size());
        const std::string_view line = text.substr(pos, end - pos);
        pos = end + 1;
        ++lineNo;
        const auto w = usi::words::split(line);
        if (w.empty() || w[0].front() == '#') continue;
        auto opening = parseOpening(line, variant);
        if (!opening) return lineError(opening.error().message, lineNo);
        out.push_back(std::move(*opening));
    }
    if (out.empty()) return Error{"no openings in the list", 0, 0};
    return out;
}

std::vector<Opening> builtinOpenings(VariantKind variant) {
    std::vector<Opening> out;
    const auto add = [&](const auto& lines) {
        for (std::string_view line : lines)
            out.push_back(*parseOpening(line, variant));
    };
    switch (variant) {
    case VariantKind::Standard:
        add(kStandard);
        break;
    case VariantKind::Gorogoro:
        add(kGorogoro);
        break;
    case VariantKind::Minishogi:
        add(kMinishogi);
        break;
    }
    return out;
}

} // namespace shogi::match
