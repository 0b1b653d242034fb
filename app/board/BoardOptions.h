#pragma once
// The user's display choices for the board, set by the preferences and applied live.

enum class PieceStyle { Kanji, KanjiTwoChar, Western, Beginner };

// Wood: warm kaya colour and wooden komadai. Plain: light, high-contrast board for legibility.
enum class BoardLook { Wood, Plain };

// Teaching highlights, each a separate toggle.
struct Highlights {
    bool legalMoves = true; // destinations of the selected piece or hand piece
    bool lastMove = true;   // origin and destination of the last move
    bool check = true;      // red glow under a king in check
    bool threats = false;   // the mover's pieces the opponent attacks and nothing defends
};
