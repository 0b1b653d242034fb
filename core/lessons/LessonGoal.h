#pragma once
// What a lesson's level asks of the learner (Black), and the judge that says after each of Black's moves
// whether it is reached. Only rules questions are asked of the core; nothing here knows about words or
// widgets: the app names every verdict in the learner's language.
#include "rules/Move.h"
#include "rules/Position.h"

#include <vector>

namespace shogi::lessons {

enum class GoalKind {
    Capture, // take every White piece of `pieces` (all White pieces but the king when empty)
    Reach,   // visit every square of `squares` with a Black piece of `pieces` (any when empty)
    Promote, // promote a piece (of `pieces`, when given)
    Drop,    // drop a piece of `pieces` (any when empty), in one move
    Check,   // give check, in one move
    Mate,    // checkmate White within `moves` of Black's moves
    Escape,  // get Black's king out of check, in one move, by `escape` when it is not Any
    Answer,  // play one of `answers`, in one move
    Arrange, // drop Black's pieces where `target` has them
};

enum class EscapeWay { Any, Capture, Block, KingMove };

struct Goal {
    GoalKind kind = GoalKind::Reach;
    std::vector<PieceType> pieces;
    std::vector<Square> squares;
    std::vector<Move> answers;
    int moves = 1;
    EscapeWay escape = EscapeWay::Any;
    Position target;
};

// Why a legal move did not (yet) reach the goal, for the app to say in words.
enum class Miss {
    None,
    NotTheAnswer, // Answer: legal, but another move was asked for
    NoCheck,      // Check: the move gives no check
    NotAMate,     // Mate: the last move allowed is played and White can still move
    WrongEscape,  // Escape: out of check, but not the way asked for
    NotADrop,     // Drop: a board move, or a drop of another piece
    OutOfMoves,   // a move limit ran out before the goal was reached
};

// Goals decided by Black's first move: any other legal move is a miss and is taken back.
bool decidedInOneMove(GoalKind kind);

// The judge of one goal through one attempt; reset() starts the attempt again.
class GoalJudge {
public:
    explicit GoalJudge(Goal goal) : m_goal(std::move(goal)) {}
    const Goal& goal() const { return m_goal; }
    void reset() { m_visited.clear(); }
    // Black played `move` in `before`, giving `after` (White to move). True when the goal is reached;
    // otherwise *miss tells a one-move goal's miss (None: go on).
    bool judge(const Position& before, Move move, const Position& after, Miss* miss);
    // The Reach squares still to visit.
    std::vector<Square> squaresLeft() const;

private:
    bool pieceCounts(PieceType pt) const;
    bool captured(const Position& after) const;
    bool reached(const Position& after, Move move);
    bool arranged(const Position& after) const;
    Miss escapeMiss(const Position& before, Move move) const;

    Goal m_goal;
    std::vector<Square> m_visited;
};

// Stars for a solved level: three within `par` moves, two within twice as many (at least one more), else one.
int starsFor(int movesUsed, int par);

} // namespace shogi::lessons
