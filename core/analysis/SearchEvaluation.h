#pragma once
// What one engine search says about a position, gathered from its "info" lines: the best line's (MultiPV 1)
// last exact score turned to Black's view (usi::toBlackView, the one place scores change sides), its depth
// and PV (checked move by move against the position: an engine's PV may end in a move that is not legal,
// and the rest is dropped), and the nodes searched.
#include "analysis/EvalComment.h"
#include "usi/SearchInfo.h"

#include <optional>

namespace shogi::analysis {

class SearchEvaluation {
public:
    explicit SearchEvaluation(const Position& pos) : m_pos(pos) {}

    void add(const usi::SearchInfo& info);
    // The evaluation so far, or nullopt when no score came. A position with no legal move is the side to
    // move's mate with no engine needed (see forPositionWithoutMoves).
    std::optional<Evaluation> result(const QString& engine) const;

    // The evaluation of a position where the side to move has no legal move (mated): nullopt otherwise.
    static std::optional<Evaluation> forPositionWithoutMoves(const Position& pos);

private:
    Position m_pos;
    std::optional<usi::SearchInfo> m_exact;   // the last MultiPV-1 line with an exact score
    std::optional<usi::SearchInfo> m_bounded; // the last with a bound, used only when no exact one came
    std::optional<std::int64_t> m_nodes;
};

} // namespace shogi::analysis
