#include "rules/PositionCheck.h"

#include "rules/PieceSet.h"

namespace shogi {

std::vector<PositionIssue> checkPosition(const Position& pos, KingRule kings) {
    const Variant& v = pos.variant();
    std::vector<PositionIssue> issues;
    for (Color c : {Color::Black, Color::White}) {
        const bool needed = kings == KingRule::BothSides || c == Color::White;
        if (needed && !pos.pieces(c, King)) issues.push_back({PositionProblem::MissingKing, c});
    }
    for (Bitboard occupied = pos.occupied(); occupied;) {
        const Square s = occupied.popLsb();
        const Piece p = pos.pieceOn(s);
        const PieceType pt = typeOf(p);
        const Color c = colorOf(p);
        const bool dead = ((pt == Pawn || pt == Lance) && v.lastRank[index(c)].test(s)) ||
                          (pt == Knight && v.lastTwoRanks[index(c)].test(s));
        if (dead) issues.push_back({PositionProblem::DeadPiece, c, pt, s});
    }
    for (Color c : {Color::Black, Color::White})
        if (const int n = pos.pieces(c, King).count(); n > 1)
            issues.push_back({PositionProblem::ExtraKing, c, King, NoSquare, -1, n, 1});
    const PieceCounts used = piecesUsed(pos);
    for (int pt = Pawn; pt <= Gold; ++pt)
        if (const int limit = setCount(v, PieceType(pt)); used[pt] > limit)
            issues.push_back(
                {PositionProblem::TooManyPieces, Color::Black, PieceType(pt), NoSquare, -1, used[pt], limit});
    for (Color c : {Color::Black, Color::White})
        for (int file = 0; file < v.files; ++file)
            if (const int n = (pos.pieces(c, Pawn) & attacks::tables.file[file]).count(); n > 1)
                issues.push_back({PositionProblem::Nifu, c, Pawn, NoSquare, file, n});
    const Color idle = ~pos.sideToMove();
    if (pos.kingSquare(idle) != NoSquare && pos.attacked(pos.kingSquare(idle), pos.sideToMove()))
        issues.push_back({PositionProblem::IdleSideInCheck, idle});
    return issues;
}

std::string describe(const PositionIssue& issue) {
    static constexpr const char* singular[] = {"",       "pawn", "lance", "knight", "silver",
                                               "bishop", "rook", "gold",  "king"};
    const std::string side = issue.side == Color::Black ? "black" : "white";
    switch (issue.problem) {
    case PositionProblem::MissingKing:
        return side + " has no king";
    case PositionProblem::ExtraKing:
        return issue.count == 2 ? "two " + side + " kings"
                                : std::to_string(issue.count) + " " + side + " kings";
    case PositionProblem::DeadPiece:
        return side + " " + singular[issue.piece] + " on " + std::to_string(fileOf(issue.square) + 1) +
               char('a' + rankOf(issue.square)) + " can never move";
    case PositionProblem::Nifu:
        return side + " has two pawns on file " + std::to_string(issue.file + 1) + " (nifu)";
    case PositionProblem::TooManyPieces:
        return "too many " + std::string(singular[issue.piece]) + "s: " + std::to_string(issue.count) +
               ", the set has " + std::to_string(issue.limit);
    case PositionProblem::IdleSideInCheck:
        return side + " is in check while " + (issue.side == Color::Black ? "white" : "black") +
               " is to move";
    }
    return {};
}

} // namespace shogi
