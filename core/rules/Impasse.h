#pragma once
// Impasse (jishogi / nyugyoku): when both kings have entered and neither can be mated, the game is decided by
// counting points: rook and bishop (promoted or not) 5, every other piece 1, the king nothing. The two rules
// count different pieces:
// - the 27-point declaration (CSA, 81Dojo) counts the pieces in hand and those inside the enemy camp, and
//   asks the declarer's king to be in that camp with ten pieces, out of check; the declarer wins or loses;
// - the 24-point rule of the professionals (seeds 001 and 004; 000 and 003 for both short) is judged once
//   both kings have entered, on every piece each side owns, on the board anywhere or in hand: a side under 24
//   loses to one with 24 or more; otherwise (both at 24 or more, or both under) the game is a draw.
// A handicap giver (White) is credited with what the removed pieces were worth under both rules.
#include "rules/Position.h"

namespace shogi {

enum class ImpasseRule {
    Points27, // CSA / 81Dojo declaration: Black needs 28, White 27; the declarer wins or loses, no draw
    Points24, // professional: under 24 points loses, both at 24 or more (or both under) is a draw
};

struct ImpasseCount {
    int points = 0;       // pieces in hand + pieces in the zone (+ handicap compensation for the giver)
    int material = 0;     // every piece owned, on the board or in hand (+ the same compensation)
    int piecesInZone = 0; // without the king
    bool kingInZone = false;
    bool inCheck = false;
};

enum class ImpasseOutcome { DeclarerWins, Draw, DeclarerLoses };

struct ImpasseVerdict {
    ImpasseRule rule;
    ImpasseOutcome outcome;
    // 27: king in the zone, not in check, at least ten pieces there, declarer to move.
    // 24: both kings in their enemy camps, declarer to move.
    bool conditionsMet;
    ImpasseCount black, white;
    int pointsNeeded; // by the declarer under this rule
};

// The points a side counts under `rule`: ImpasseCount::points for the 27-point rule, material for the 24.
int impassePoints(const ImpasseCount& count, ImpasseRule rule);

// compensation: points credited to White as the handicap giver (Handicap::impasseCompensation), else 0.
ImpasseCount countImpasse(const Position& pos, Color c, int whiteCompensation = 0);
ImpasseVerdict judgeImpasse(const Position& pos, Color declarer, ImpasseRule rule, int whiteCompensation = 0);

} // namespace shogi
