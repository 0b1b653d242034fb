#include "lessons/LessonGoal.h"

#include "rules/Bitboard.h"
#include "rules/MoveGenerator.h"

#include <algorithm>

namespace shogi::lessons {

bool decidedInOneMove(GoalKind kind) {
    return kind == GoalKind::Drop || kind == GoalKind::Check || kind == GoalKind::Escape ||
           kind == GoalKind::Answer;
}

bool GoalJudge::pieceCounts(PieceType pt) const {
    const auto& kinds = m_goal.pieces;
    return kinds.empty() || std::find(kinds.begin(), kinds.end(), pt) != kinds.end();
}

bool GoalJudge::captured(const Position& after) const {
    // A promoted piece still counts as the piece it was: "take the rook" includes a dragon.
    for (Bitboard b = after.pieces(Color::White); b;) {
        const PieceType pt = typeOf(after.pieceOn(b.popLsb()));
        if (pt == King) continue;
        if (m_goal.pieces.empty() || pieceCounts(pt) || pieceCounts(unpromoted(pt))) return false;
    }
    return true;
}

bool GoalJudge::reached(const Position& after, Move move) {
    const Square to = move.to();
    const bool wanted = std::find(m_goal.squares.begin(), m_goal.squares.end(), to) != m_goal.squares.end();
    if (wanted && pieceCounts(typeOf(after.pieceOn(to))) &&
        std::find(m_visited.begin(), m_visited.end(), to) == m_visited.end())
        m_visited.push_back(to);
    return squaresLeft().empty();
}

std::vector<Square> GoalJudge::squaresLeft() const {
    std::vector<Square> left;
    for (Square s : m_goal.squares)
        if (std::find(m_visited.begin(), m_visited.end(), s) == m_visited.end()) left.push_back(s);
    return left;
}

bool GoalJudge::arranged(const Position& after) const {
    for (Square s = 0; s < SquareCount; ++s) {
        const Piece want = m_goal.target.pieceOn(s);
        const Piece have = after.pieceOn(s);
        const bool wantBlack = want != NoPiece && colorOf(want) == Color::Black;
        const bool haveBlack = have != NoPiece && colorOf(have) == Color::Black;
        if (wantBlack != haveBlack || (wantBlack && want != have)) return false;
    }
    return true;
}

Miss GoalJudge::escapeMiss(const Position& before, Move move) const {
    const Square king = before.kingSquare(Color::Black);
    const bool kingMove = !move.isDrop() && move.from() == king;
    const bool capture = before.capturedBy(move) != NoPiece;
    switch (m_goal.escape) {
    case EscapeWay::Any:
        return Miss::None;
    case EscapeWay::KingMove:
        return kingMove ? Miss::None : Miss::WrongEscape;
    case EscapeWay::Capture:
        return capture && before.checkers().test(move.to()) ? Miss::None : Miss::WrongEscape;
    case EscapeWay::Block:
        return !kingMove && !capture ? Miss::None : Miss::WrongEscape;
    }
    return Miss::None;
}

bool GoalJudge::judge(const Position& before, Move move, const Position& after, Miss* miss) {
    *miss = Miss::None;
    const PieceType moved = move.isDrop() ? move.dropType() : typeOf(before.pieceOn(move.from()));
    switch (m_goal.kind) {
    case GoalKind::Capture:
        return captured(after);
    case GoalKind::Reach:
        return reached(after, move);
    case GoalKind::Promote:
        return move.isPromotion() && pieceCounts(moved);
    case GoalKind::Arrange:
        return arranged(after);
    case GoalKind::Drop:
        if (move.isDrop() && pieceCounts(moved)) return true;
        *miss = Miss::NotADrop;
        return false;
    case GoalKind::Check:
        if (after.inCheck()) return true;
        *miss = Miss::NoCheck;
        return false;
    case GoalKind::Escape:
        *miss = escapeMiss(before, move);
        return *miss == Miss::None;
    case GoalKind::Answer:
        if (std::find(m_goal.answers.begin(), m_goal.answers.end(), move) != m_goal.answers.end())
            return true;
        *miss = Miss::NotTheAnswer;
        return false;
    case GoalKind::Mate:
        return after.inCheck() && !movegen::hasLegalMove(after);
    }
    return false;
}

int starsFor(int movesUsed, int par) {
    if (movesUsed <= par) return 3;
    if (movesUsed <= std::max(2 * par, par + 1)) return 2;
    return 1;
}

} // namespace shogi::lessons
