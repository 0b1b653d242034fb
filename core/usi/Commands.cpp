#include "usi/Commands.h"

#include "rules/Sfen.h"
#include "rules/Usi.h"

namespace shogi::usi {

std::string positionCommand(const Position& start, const std::vector<Move>& moves) {
    // "startpos" means the standard board to every engine; small boards always go as an SFEN, which also
    // holds when an engine was told the variant some other way.
    const Variant& standard = Variant::get(VariantKind::Standard);
    const bool standardStart = start.variant().kind == VariantKind::Standard &&
                               sfen::formatWithoutMoveNumber(start) + " 1" == standard.startSfen;
    std::string out = standardStart ? "position startpos" : "position sfen ";
    if (!standardStart) out += sfen::format(start);
    if (!moves.empty()) {
        out += " moves";
        for (Move m : moves)
            out.append(" ").append(format(m));
    }
    return out;
}

GoLimits GoLimits::fromClock(const Clock& clock, std::int64_t now) {
    const TimeControl& tc = clock.control();
    GoLimits limits;
    limits.blackMs = clock.mainRemaining(Color::Black, now);
    limits.whiteMs = clock.mainRemaining(Color::White, now);
    if (tc.kind == TimeControl::Kind::Byoyomi) limits.byoyomiMs = tc.byoyomiMs;
    if (tc.kind == TimeControl::Kind::Fischer)
        limits.blackIncrementMs = limits.whiteIncrementMs = tc.incrementMs;
    return limits;
}

namespace {

std::string limitWords(const GoLimits& l) {
    std::string out = " btime " + std::to_string(l.blackMs) + " wtime " + std::to_string(l.whiteMs);
    if (l.blackIncrementMs > 0 || l.whiteIncrementMs > 0)
        out += " binc " + std::to_string(l.blackIncrementMs) + " winc " + std::to_string(l.whiteIncrementMs);
    else
        out += " byoyomi " + std::to_string(l.byoyomiMs);
    return out;
}

} // namespace

std::string goCommand(const GoLimits& limits) {
    return "go" + limitWords(limits);
}

std::string goPonderCommand(const GoLimits& limits) {
    return "go ponder" + limitWords(limits);
}

std::string goInfiniteCommand() {
    return "go infinite";
}

std::string goNodesCommand(std::uint64_t nodes) {
    return "go nodes " + std::to_string(nodes);
}

std::string goMateCommand(std::optional<std::int64_t> limitMs) {
    return "go mate " + (limitMs ? std::to_string(*limitMs) : std::string("infinite"));
}

std::string gameOverCommand(GameOver result) {
    switch (result) {
    case GameOver::Win:
        return "gameover win";
    case GameOver::Lose:
        return "gameover lose";
    case GameOver::Draw:
        return "gameover draw";
    }
    return "gameover draw";
}

} // namespace shogi::usi
