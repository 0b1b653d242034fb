#pragma once
// One level of a lesson being played: its position, Black's moves judged by the rules (a refused move
// keeps the core's reason) and by the level's goal, White's replies from a scripted line or the built-in
// engine, and the moves used that the stars are counted from.
#include "lessons/LessonGoal.h"

#include "rules/Legality.h"

#include <memory>
#include <vector>

namespace shogi::engine {
class Search;
}

namespace shogi::lessons {

enum class Opponent {
    None,   // White never moves: Black plays again after each move
    Engine, // White replies: the scripted reply while Black follows the solution, else the engine's best
};

struct Level {
    Position start; // Black to move
    Goal goal;
    Opponent opponent = Opponent::None;
    int engineDepth = 3;
    // White's scripted replies to the solution's moves, one per Black move, used while Black has played
    // the solution so far (a defence the engine might choose otherwise in a position with several).
    std::vector<Move> replies;
    int maxMoves = 0;           // Black's moves for one attempt; 0: no limit (a Mate goal has its own)
    std::vector<Move> solution; // a known way to the goal, Black's moves; its length is the par
    int par() const { return int(solution.size()); }
};

enum class Verdict {
    Refused, // not a legal move: `reason` says why; nothing changed and it costs nothing
    Missed,  // legal, but a one-move goal wanted another: taken back, and it counts as a move used
    Going,   // played (and answered); the goal is not reached yet
    Solved,  // the goal is reached: `stars`
    Failed,  // the attempt is over without the goal (`miss`); retry() starts it again
};

struct Step {
    Verdict verdict = Verdict::Refused;
    IllegalReason reason = IllegalReason::None;
    Miss miss = Miss::None;
    Move reply = Move::none(); // White's answer, when it had one
    int stars = 0;
};

class LessonPlay {
public:
    explicit LessonPlay(Level level);
    ~LessonPlay();

    const Level& level() const { return m_level; }
    const Position& position() const { return m_position; }
    Move lastMove() const { return m_lastMove; }
    int movesUsed() const { return m_used; }
    bool over() const { return m_over; }
    std::vector<Square> squaresLeft() const { return m_judge.squaresLeft(); }

    Step play(Move move);
    void retry();   // the start position again, the moves used so far still counted
    void restart(); // the start position and no moves used

private:
    Move engineReply();

    Level m_level;
    GoalJudge m_judge;
    Position m_position;
    Move m_lastMove = Move::none();
    int m_used = 0;      // every move of every attempt since restart()
    int m_inAttempt = 0; // Black's moves in this attempt
    bool m_over = false;
    bool m_onSolution = true; // every Black move of this attempt was the solution's
    std::unique_ptr<engine::Search> m_search;
};

} // namespace shogi::lessons
