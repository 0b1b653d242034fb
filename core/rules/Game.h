#pragma once
// A game being played: the moves so far, and the referee's view of how (and whether) it has ended.
// Repetition is judged here because it needs the history, not just the position.
#include "rules/Impasse.h"
#include "rules/Legality.h"
#include "rules/Position.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace shogi {

enum class Outcome { Ongoing, BlackWins, WhiteWins, Draw };

enum class EndReason {
    None,
    Checkmate,
    NoLegalMoves, // not in check but unable to move: the side to move loses
    Resignation,
    Repetition,     // sennichite: the same position for the fourth time
    PerpetualCheck, // a repetition in which one side checked on every move: that side loses
    Impasse,
    IllegalMove, // under the tournament policy
    Time,
};

enum class IllegalMovePolicy {
    Friendly,   // the move is refused and the game goes on
    Tournament, // the move is recorded and loses the game
};

struct GameResult {
    Outcome outcome = Outcome::Ongoing;
    EndReason reason = EndReason::None;
    IllegalReason illegal = IllegalReason::None; // for EndReason::IllegalMove
    std::optional<ImpasseVerdict> impasse;       // for EndReason::Impasse

    bool over() const { return outcome != Outcome::Ongoing; }
    static Outcome winFor(Color c) { return c == Color::Black ? Outcome::BlackWins : Outcome::WhiteWins; }
};

struct PlayResult {
    bool accepted = false;
    IllegalReason reason = IllegalReason::None;
};

class Game {
public:
    // The handicap giver's impasse compensation is the start position's preset's, unless given: a record
    // may name its handicap in a header while starting from a diagram no preset matches.
    explicit Game(Position start, ImpasseRule rule = ImpasseRule::Points27);
    Game(Position start, ImpasseRule rule, int whiteCompensation);

    const Position& startPosition() const { return m_start; }
    const Position& position() const { return m_position; }
    const std::vector<Move>& moves() const { return m_moves; }
    const GameResult& result() const { return m_result; }
    ImpasseRule impasseRule() const { return m_rule; }
    int whiteCompensation() const { return m_compensation; }
    // How often the current position (board, hands, side to move) has occurred, this time included.
    int repetitionCount() const;

    PlayResult play(Move m, IllegalMovePolicy policy = IllegalMovePolicy::Friendly);
    bool undo(); // takes back the last move and reopens a finished game
    void resign(Color loser);
    void loseOnTime(Color loser);
    // Friendly policy: a declaration that does not qualify is refused (no change, verdict returned).
    // Tournament policy: it ends the game by the verdict, a wrong declaration losing.
    ImpasseVerdict declareImpasse(Color declarer, IllegalMovePolicy policy = IllegalMovePolicy::Tournament);

private:
    void judgeAfterMove();

    Position m_start;
    Position m_position;
    ImpasseRule m_rule;
    int m_compensation;
    std::vector<Move> m_moves;
    std::vector<std::uint64_t> m_keys; // key of every position so far, the start included
    std::vector<bool> m_checks;        // whether the side to move was in check in that position
    GameResult m_result;
};

} // namespace shogi
