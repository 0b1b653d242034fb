#pragma once
// The evaluation's weights, in centipawns, in one flat table so a tuner can read and rewrite every one of them
// by index (shogiban-cli tune). The defaults live in EvalParams.cpp.
#include "engine/KingRelative.h"
#include "rules/Types.h"

#include <array>
#include <vector>
#include <string>

namespace shogi::engine {

struct EvalParams {
    std::array<int, PieceTypeCount> board{}; // a piece on the board
    std::array<int, HandTypeCount> hand{};   // a piece in hand (Pawn..Gold)
    // By rank counted from the owner's back rank (0) to the enemy's (8); small boards are scaled onto it.
    std::array<std::array<int, 9>, PieceTypeCount> rank{};
    std::array<int, 5> kingFile{}; // the king's file counted from the nearer edge (0 = edge)
    std::array<int, PieceTypeCount>
        kingAttack{};                            // per enemy piece type: each square next to the king it hits
    std::array<int, HandTypeCount> handAttack{}; // per piece type the enemy holds (at most two counted)
    int goldDefender = 0;                        // a gold or gold-mover next to its own king
    int silverDefender = 0;
    int goldNear = 0;     // a gold or silver two squares from its own king (the castle's second ring)
    int escapeSquare = 0; // a square next to the king neither occupied by a friend nor attacked
    int weakSquare = 0;   // a square next to the king attacked by the enemy and defended by no friend
    int dangerScale = 0;  // quadratic part of the king danger, divided by 1024
    int rookMobility = 0; // per square a rook/dragon reaches
    int bishopMobility = 0;
    int lanceMobility = 0;
    int pawnDropFile = 0; // a pawn in hand and a free file beside the enemy king to drop it
    int tempo = 0;
    // Threats, by the threatened piece's type: a piece is threatened when the enemy attacks it and nothing
    // defends it, or when a cheaper enemy piece attacks it. The side to move saves its most valuable
    // threatened piece (threatToMove) but not the others (threatExtra); the waiting side's are there to take
    // (threatWaiting). Penalties, subtracted for the threatened side.
    std::array<int, PieceTypeCount> threatToMove{};
    std::array<int, PieceTypeCount> threatExtra{};
    std::array<int, PieceTypeCount> threatWaiting{};
    // Safe checks against a king, by the checking piece's type (all gold movers count as Gold): empty
    // squares from which a piece in the attacker's hand checks, or squares a piece on the board can move to
    // and check, that no defender but the king covers (and the king only where another attacker does too).
    // Per such square, at most two per type; a penalty of the checked side. checkDanger: each type with a
    // safe check adds this to the (quadratic) king danger.
    std::array<int, PieceTypeCount> safeCheck{};
    int checkDanger = 0;
    // What the next piece of a kind in hand adds beyond `hand` when n are held (index min(n, 7)): the
    // second rook or the fifth pawn is worth less than the first.
    std::array<std::array<int, HandCountSteps>, HandTypeCount> handCount{};
    // A piece on the board by its square relative to its own king and to the enemy king (KingRelative.h
    // gives the index): how a castle looks from its king, and how an attack looks from the one attacked.
    // At zero: fitted on 21,137 positions they scored worse on 98,998 positions of later self-play than no
    // tables at all, and the search steered towards the castles their noise favoured (README, "The castle
    // tables at zero"). Only the tuner's trace reads them (Evaluate.cpp), so `tune --linear` can fit them
    // again from a larger data set and print them: per piece class (kingRelClass) one row per rank offset,
    // from 8 behind the king to 8 ahead of it (the owner's forward); in a row the file offset from 8 towards
    // the king's nearer edge to 8 away from it, the king's own file in the middle.
    std::array<std::array<int, KingRelSquares>, KingRelClasses> ownKing{};
    std::array<std::array<int, KingRelSquares>, KingRelClasses> enemyKing{};

    static const EvalParams& defaults();
    // Every weight as one vector, for the tuner; fromVector is the inverse.
    std::vector<int> toVector() const;
    static EvalParams fromVector(const std::vector<int>& v);
    // The positions in toVector() of the field called `name` ("board", "safeCheck", "ownKing"...); none
    // for a name that is not a field.
    std::vector<int> indicesOf(const std::string& name) const;
    std::string toText() const; // a readable dump of the table
    std::string toCpp() const;  // the table as the C++ of makeDefaults(), what the tuner prints
};

// The weights the evaluation uses; a tuner may replace them (single-threaded use only).
const EvalParams& evalParams();
void setEvalParams(const EvalParams& p);

} // namespace shogi::engine
