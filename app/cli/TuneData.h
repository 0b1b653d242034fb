#pragma once
// The tuner's data, shared by the commands that make, relabel and read it (selfplay, label, tune): which
// positions of a record the tuner fits, and the comment in which a search leaves its score for one.
#include "engine/Search.h"
#include "rules/Position.h"

#include <QString>

#include <cstddef>

namespace cli {

// Whether the position before the move at `ply` (0-based) is one the tuner fits: past the first 12 moves,
// not in check, and with no capture that wins material (an exchange in progress, which the static
// evaluation cannot see; an even trade it can).
bool isTunePosition(const shogi::Position& before, std::size_t ply);

// The mover's search result as the comment of its move, in ShogiHome's form from Black's view: the score
// of the position before the move, which is the one the mover chose (what the analysis graph and the
// tuner's --lambda read). `after`: the position after the move, for the line.
QString scoreComment(const shogi::engine::SearchResult& r, shogi::Color mover, const shogi::Position& after);

} // namespace cli
