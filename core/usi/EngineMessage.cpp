#include "usi/EngineMessage.h"

#include "usi/Words.h"

namespace shogi::usi {

namespace {

EngineMessage parseBestMove(const std::vector<std::string_view>& w) {
    BestMove best;
    // A "bestmove" with nothing after it is still the engine's move, an empty one the referee will refuse:
    // waiting on for a better line would turn a broken engine into a hung one.
    if (w.size() > 1) {
        if (w[1] == "resign")
            best.kind = BestMove::Kind::Resign;
        else if (w[1] == "win")
            best.kind = BestMove::Kind::Win;
        else
            best.move = std::string(w[1]);
    }
    if (w.size() > 3 && w[2] == "ponder") best.ponder = std::string(w[3]);
    return best;
}

EngineMessage parseCheckmate(const std::vector<std::string_view>& w) {
    Checkmate mate;
    if (w.size() == 2 && w[1] == "nomate")
        mate.kind = Checkmate::Kind::NoMate;
    else if (w.size() == 2 && w[1] == "timeout")
        mate.kind = Checkmate::Kind::Timeout;
    else if (w.size() == 2 && w[1] == "notimplemented")
        mate.kind = Checkmate::Kind::NotImplemented;
    else
        for (std::size_t i = 1; i < w.size(); ++i)
            mate.moves.emplace_back(w[i]);
    return mate;
}

} // namespace

EngineMessage parseEngineLine(std::string_view line) {
    const auto w = words::split(line);
    if (w.empty()) return Unrecognized{std::string(line), {}};
    const std::string_view head = w[0];
    if (head == "usiok" && w.size() == 1) return UsiOk{};
    if (head == "readyok" && w.size() == 1) return ReadyOk{};
    if (head == "bestmove") return parseBestMove(w);
    if (head == "checkmate") return parseCheckmate(w);
    if (head == "info") return *parseInfo(line);
    if (head == "id" && w.size() >= 2 && (w[1] == "name" || w[1] == "author"))
        return IdLine{w[1] == "name" ? IdLine::Field::Name : IdLine::Field::Author,
                      words::join(w, 2, w.size())};
    if (head == "option") {
        auto option = parseOption(line);
        if (option) return *option;
        return Unrecognized{std::string(line), option.error().message};
    }
    return Unrecognized{std::string(line), {}};
}

} // namespace shogi::usi
