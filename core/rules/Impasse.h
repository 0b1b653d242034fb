#pragma once
// Impasse (jishogi / nyugyoku): when both kings have entered and neither can be mated, the game is decided by
// counting points: rook and bishop (promoted or not) 5, every other piece 1, the king nothing; only pieces in
// hand and pieces inside the enemy camp count.
#include "Position.h"

namespace shogi {

enum class ImpasseRule {
    Points27, // CSA / 81Dojo declaration: Black needs 28, White 27; the declarer wins or loses, no draw
    Points24, // professional: under 24 points loses, both at 24 or more is a draw
};

struct ImpasseCount {
    int points = 0;         // pieces in hand + pieces in the zone (+ handicap compensation for the giver)
    int piecesInZone = 0;   // without the king
    bool kingInZone = false;
    bool inCheck = false;
};

enum class ImpasseOutcome { DeclarerWins, Draw, DeclarerLoses };

struct ImpasseVerdict {
    ImpasseOutcome outcome;
    bool conditionsMet;     // king in the zone, not in check, at least ten pieces there, declarer to move
    ImpasseCount black, white;
    int pointsNeeded;       // by the declarer under this rule
};

// compensation: points credited to White as the handicap giver (Handicap::impasseCompensation), else 0.
ImpasseCount countImpasse(const Position& pos, Color c, int whiteCompensation = 0);
ImpasseVerdict judgeImpasse(const Position& pos, Color declarer, ImpasseRule rule, int whiteCompensation = 0);

} // namespace shogi
