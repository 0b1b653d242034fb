#pragma once
// Whether a position set up by hand (in a board editor, a problem, a SFEN) could stand in a game, and if
// not, every reason why: a missing or extra king, a piece that could never move, nifu, more pieces than the
// set holds, the side not to move in check. SFEN parsing refuses by the same checks.
#include "rules/Position.h"

#include <string>
#include <vector>

namespace shogi {

enum class PositionProblem {
    MissingKing, // `side` has no king
    ExtraKing,   // `side` has `count` kings
    DeadPiece, // `side`'s `piece` on `square` could never move (pawn or lance on the last rank, knight on the last two)
    Nifu,            // `side` has `count` unpromoted pawns on `file` (0 = file 1)
    TooManyPieces,   // `count` pieces of kind `piece` (promoted ones included) where the set has `limit`
    IdleSideInCheck, // `side`, not to move, is in check: its king could be captured
};

struct PositionIssue {
    PositionProblem problem;
    Color side = Color::Black;
    PieceType piece = NoPieceType;
    Square square = NoSquare;
    int file = -1;
    int count = 0;
    int limit = 0;
    bool operator==(const PositionIssue&) const = default;
};

// A game needs both kings; a mate problem (tsume) only the defender's (White's): the attacker may have none.
enum class KingRule { BothSides, DefenderOnly };

// Every problem, missing kings first, then in board order; empty when the position could be played.
std::vector<PositionIssue> checkPosition(const Position& pos, KingRule kings = KingRule::BothSides);
// English, as the CLI and SFEN errors say it ("black has two pawns on file 5 (nifu)"); the app translates
// the fields itself.
std::string describe(const PositionIssue& issue);

} // namespace shogi
