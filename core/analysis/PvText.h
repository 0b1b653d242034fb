#pragma once
// A principal variation as comment text. ShogiHome writes (and reads back) the Japanese moves of KI2 with
// their ▲/△ marks and no separator ("▲７六歩△３四歩▲同　歩"); ShogiGUI writes KIF moves with origins,
// separated by spaces ("▲７六歩(77) △３四歩(33)"); Floodgate writes CSA moves ("-3334FU +2726FU"), some
// engines there USI moves ("3c3d 2g2f"); engines send USI moves.
#include "rules/Position.h"

#include <QString>
#include <QStringList>
#include <QStringView>

#include <vector>

namespace shogi::analysis {

// ShogiHome's #読み筋 text of `pv` played from `pos`, as tsshogi's formatPV writes it: every move marked, 同
// followed by a full-width space, the first move never 同 (a reader starts from the position alone).
QString formatPv(const Position& pos, const std::vector<Move>& pv);

// The moves of Japanese PV text (either form above) from `pos`, as far as they can be read and are legal:
// the first move that is not ends the line, the moves before it are kept. A first 同 refers to the move
// that led to `pos`.
std::vector<Move> parseJapanesePv(const Position& pos, QStringView text);

// The moves of CSA PV text ("-3334FU +2726FU"), with the same rule.
std::vector<Move> parseCsaPv(const Position& pos, QStringView text);
// The moves of USI PV words ("3c3d 2g2f", as engines send them), with the same rule.
std::vector<Move> parseUsiPv(const Position& pos, const QStringList& words);

} // namespace shogi::analysis
