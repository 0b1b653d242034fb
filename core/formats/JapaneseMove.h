#pragma once
// Japanese move text as KIF and KI2 write it (７六歩(77), 同　歩, ５七銀右, ５五角打, ３三桂不成), parsed
// into its parts and resolved against a position. KIF names the origin; KI2 names it only through
// 右 左 直 上 引 寄 and 打, so the position's moves decide which piece went.
#include "rules/Position.h"
#include "rules/Result.h"

#include <QString>
#include <QStringView>

#include <optional>

namespace shogi::kif {

struct JapaneseMoveText {
    enum class Promotion { Unstated, Promote, Decline };
    bool same = false;             // 同: the previous move's destination
    Square to = NoSquare;          // when not `same`
    PieceType piece = NoPieceType; // the piece as it stood before moving
    QString modifiers;             // 右 左 直 上 引 寄, in the order written
    bool drop = false;             // 打
    Promotion promotion = Promotion::Unstated;
    Square from = NoSquare; // KIF's (77); NoSquare when not written
    int length = 0;         // characters read
};

// Reads one move from the start of `text` (after an optional ▲ △ ☗ ☖); nullopt when it is not one.
std::optional<JapaneseMoveText> parseJapaneseMove(QStringView text, const Variant& variant);

struct ResolvedMove {
    Move move;
    bool legal = true; // false: not legal, but mechanically playable (GameRecord::isApplicable)
};

// The move the text names in `pos`. A legal reading wins; failing that, an illegal move the text names
// unambiguously and that can still be played (some records end on one). An error says why there is none.
Result<ResolvedMove> resolveJapaneseMove(const Position& pos, const JapaneseMoveText& text,
                                         Square previousTo);

} // namespace shogi::kif
