#include "analysis/SearchEvaluation.h"

#include "rules/MoveGenerator.h"
#include "analysis/PvText.h"

namespace shogi::analysis {

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

std::optional<Evaluation> SearchEvaluation::forPositionWithoutMoves(const Position& pos) {
    MoveList moves;
    movegen::legalMoves(pos, moves);
    if (!moves.empty()) return std::nullopt;
    Evaluation e;
    e.score = usi::toBlackView(usi::Score::mateUnknown(false), pos.sideToMove());
    return e;
}

} // namespace shogi::analysis
