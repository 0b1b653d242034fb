#include "match/GameReport.h"

namespace shogi::match {

const char* terminationName(Termination t) {
    switch (t) {
    case Termination::Checkmate:
        return "checkmate";
    case Termination::NoLegalMoves:
        return "no legal moves";
    case Termination::Resignation:
        return "resignation";
    case Termination::Repetition:
        return "repetition";
    case Termination::PerpetualCheck:
        return "perpetual check";
    case Termination::Impasse:
        return "impasse declaration";
    case Termination::IllegalMove:
        return "illegal move";
    case Termination::Time:
        return "time";
    case Termination::Crash:
        return "crash";
    case Termination::MaxPlies:
        return "ply limit";
    }
    return "?";
}

std::optional<Termination> terminationFromName(std::string_view name) {
    for (int t = 0; t <= int(Termination::MaxPlies); ++t)
        if (name == terminationName(Termination(t))) return Termination(t);
    return std::nullopt;
}

std::optional<int> GameReport::loserEngine() const {
    if (outcome == Outcome::BlackWins) return engineBySide[index(Color::White)];
    if (outcome == Outcome::WhiteWins) return engineBySide[index(Color::Black)];
    return std::nullopt;
}

} // namespace shogi::match
