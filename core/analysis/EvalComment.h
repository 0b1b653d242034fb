#pragma once
// An engine's evaluation kept in a move's comment, in the lines other programs write and read, so that a
// record analysed here reads in ShogiHome and the other way round.
//
// Written in ShogiHome's form (src/common/record/comment.ts, buildSearchComment), one line each:
//   #評価値=123                 centipawns from Black's view (a mate is #詰み instead)
//   #詰み=先手勝ち:5手           the side that mates, and the plies when known ("#詰み=後手勝ち")
//   #読み筋=△３四歩▲２六歩…     the PV from the position after the move, Japanese, marked ▲/△
//   #深さ=14  #ノード数=123456  #エンジン=NAME
// ShogiHome also writes a situation word (互角, 先手有利, ...) above #評価値 for people; it says nothing the
// number does not, so it is not written, but an old one is replaced with the lines below it.
// The lines hold the search of the position after the node's move (the start position on the root). In a
// KIF file every comment line is a '*' line, so these are "*#評価値=123" there; CSA writes "'*#評価値=123";
// JKF, KI2 and PSN keep the lines as they are. '#' marks an analysis ("research") line in ShogiHome; '*'
// lines (*評価値=) are a playing engine's own evaluation during a game, read as well.
//
// Also read, as ShogiHome reads them (Black's view in every form):
//   ShogiGUI:  "*解析 0 ○ 候補1 時間 00:03.0 深さ 14/27 ノード数 123456 評価値 123 読み筋 ▲７六歩(77) △３四歩(33)"
//              (analysis; "*対局 ..." during a game); a mate is "評価値 +詰 5" / "評価値 -詰 3"; ↑/↓ mark bounds.
//   Floodgate: "* 30 -3334FU +2726FU" (the CSA comment "'** 30 ..."): the playing engine's score and PV.
#include "rules/Position.h"
#include "usi/Score.h"

#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace shogi::analysis {

struct Evaluation {
    enum class Source { Analysis, Player }; // an analysis of the record, or a playing engine's own view

    usi::Score score; // Black's view
    std::optional<int> depth;
    std::optional<std::int64_t> nodes;
    std::vector<Move> pv; // from the node's position; empty when absent or unreadable
    QString engine;
    Source source = Source::Analysis;

    bool operator==(const Evaluation&) const = default;
};

// The evaluation a comment holds, or nullopt. An analysis wins over a playing engine's line, ShogiHome's
// lines over ShogiGUI's. `pos` is the position at the node (after its move), for the PV.
std::optional<Evaluation> readEvaluation(const QString& comment, const Position& pos);

// `comment` with `evaluation` written in ShogiHome's form at its top, after a quality header if there is one
// (see MoveQuality), replacing the analysis lines an earlier analysis left (ours or ShogiHome's); the user's
// own lines and other programs' lines are kept as they were. `pos`: the node's position.
QString withEvaluation(const QString& comment, const Evaluation& evaluation, const Position& pos);

// `comment` without the analysis lines withEvaluation writes or replaces: #評価値= #詰み= #読み筋= #深さ=
// #ノード数= #エンジン=, the quality header 【疑問手】 and the like, and the situation word (互角, 先手有利,
// ...) ShogiHome writes just above #評価値.
QString withoutEvaluation(const QString& comment);

// The first line of `comment` when it is a quality header ("【悪手】"), its word without brackets; empty
// otherwise.
QString qualityHeader(const QString& comment);
// `comment` with `word` as its quality header ("【悪手】" on the first line; none when word is empty),
// replacing an earlier one.
QString withQualityHeader(const QString& comment, const QString& word);

} // namespace shogi::analysis
