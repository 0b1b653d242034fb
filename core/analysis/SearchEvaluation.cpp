#include "analysis/SearchEvaluation.h"

#include "rules/MoveGenerator.h"
#include "analysis/PvText.h"

namespace shogi::analysis {

namespace {

// An engine's words for a message: control bytes shown as '?', at most 40 bytes.
std::string printable(std::string_view text) {
    std::string out;
    for (char c : text.substr(0, 40))
        out += static_cast<unsigned char>(c) < 0x20 || c == 0x7F ? '?' : c;
    if (text.size() > 40) {
        while (!out.empty() && (static_cast<unsigned char>(out.back()) & 0xC0) == 0x80)
            out.pop_back(); // not inside a UTF-8 character
        out += "...";
    }
    return out;
}

bool isLegalHere(const Position& pos, const std::string& move) {
    return !parseUsiPv(pos, {QString::fromStdString(move)}).empty();
}

} // namespace

void SearchEvaluation::add(const usi::SearchInfo& info) {
    if (info.nodes) m_nodes = info.nodes;
    if (info.multipv && *info.multipv != 1) return;
    if (!info.score) return;
    (info.score->bound == usi::Score::Bound::Exact ? m_exact : m_bounded) = info;
}

std::optional<Evaluation> SearchEvaluation::result(const QString& engine) const {
    const auto& line = m_exact ? m_exact : m_bounded;
    if (!line) return std::nullopt;
    Evaluation e;
    e.score = usi::toBlackView(*line->score, m_pos.sideToMove());
    e.depth = line->depth;
    e.nodes = m_nodes;
    e.engine = engine;
    QStringList words;
    for (const std::string& text : line->pv)
        words << QString::fromStdString(text);
    e.pv = parseUsiPv(m_pos, words);
    return e;
}

std::optional<SearchEvaluation::Fault> SearchEvaluation::fault(const usi::BestMove& best) const {
    if (best.kind == usi::BestMove::Kind::Move) {
        if (best.move.empty()) return Fault{Fault::Kind::NoMove, {}};
        if (!isLegalHere(m_pos, best.move)) return Fault{Fault::Kind::IllegalMove, printable(best.move)};
    }
    for (const auto& line : {m_exact, m_bounded})
        if (line)
            if (auto f = pvFault(*line)) return f;
    return std::nullopt;
}

std::optional<SearchEvaluation::Fault> SearchEvaluation::pvFault(const usi::SearchInfo& info) const {
    if (info.pv.empty() || isLegalHere(m_pos, info.pv.front())) return std::nullopt;
    // gpsusi ends a lost position's line with the word it will answer: "score cp -1148897 pv resign".
    // USI's own words for giving up or declaring a win are an answer, not a wrong move.
    if (info.pv.front() == "resign" || info.pv.front() == "win") return std::nullopt;
    return Fault{Fault::Kind::IllegalPv, printable(info.pv.front())};
}

std::string SearchEvaluation::describe(const Fault& fault) {
    switch (fault.kind) {
    case Fault::Kind::NoMove:
        return "answered 'bestmove' with no move";
    case Fault::Kind::IllegalMove:
        return "answered 'bestmove " + fault.text + "', not a legal move in the position analysed";
    case Fault::Kind::IllegalPv:
        return "sent a line beginning with '" + fault.text + "', not a legal move in the position analysed";
    }
    return {};
}

std::optional<Evaluation> SearchEvaluation::forPositionWithoutMoves(const Position& pos) {
    MoveList moves;
    movegen::legalMoves(pos, moves);
    if (!moves.empty()) return std::nullopt;
    Evaluation e;
    e.score = usi::toBlackView(usi::Score::mateUnknown(false), pos.sideToMove());
    return e;
}

} // namespace shogi::analysis
