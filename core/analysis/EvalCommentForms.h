#pragma once
// The evaluation lines other programs write, read for EvalComment (internal to core/analysis).
#include "analysis/EvalComment.h"

#include <QStringList>

namespace shogi::analysis::forms {

// ShogiGUI: the first "*解析 ..." line (analysis) or "*対局 ..." line (player) of the best candidate.
std::optional<Evaluation> readShogiGui(const QStringList& lines, const Position& pos, bool analysis);
// Floodgate: "* 30 -3334FU +2726FU".
std::optional<Evaluation> readFloodgate(const QStringList& lines, const Position& pos);

} // namespace shogi::analysis::forms
