#pragma once
// Basic vocabulary of the rules: colours, piece types, pieces and squares.
// Squares are numbered file-major (YaneuraOu's vertical layout) so the ranks of a file are contiguous:
// index = file * 9 + rank, file 0 = USI file 1 (Black's right), rank 0 = USI rank 'a' (White's back rank).
#include <cstdint>

namespace shogi {

enum class Color : std::uint8_t { Black = 0, White = 1 };

constexpr Color operator~(Color c) {
    return Color(int(c) ^ 1);
}
constexpr int index(Color c) {
    return int(c);
}

// Values chosen so that promotion adds 8 (Pawn 1 -> ProPawn 9 ... Rook 6 -> Dragon 14).
enum PieceType : std::uint8_t {
    NoPieceType = 0,
    Pawn = 1,
    Lance = 2,
    Knight = 3,
    Silver = 4,
    Bishop = 5,
    Rook = 6,
    Gold = 7,
    King = 8,
    ProPawn = 9,
    ProLance = 10,
    ProKnight = 11,
    ProSilver = 12,
    Horse = 13,
    Dragon = 14,
    PieceTypeCount = 15
};

constexpr int PromoteOffset = 8;

constexpr bool canPromote(PieceType pt) {
    return pt >= Pawn && pt <= Rook;
}
constexpr bool isPromoted(PieceType pt) {
    return pt >= ProPawn;
}
constexpr PieceType promoted(PieceType pt) {
    return canPromote(pt) ? PieceType(pt + PromoteOffset) : pt;
}
constexpr PieceType unpromoted(PieceType pt) {
    return isPromoted(pt) ? PieceType(pt - PromoteOffset) : pt;
}
// Pieces that can be held in hand: Pawn..Gold.
constexpr bool isHandType(PieceType pt) {
    return pt >= Pawn && pt <= Gold;
}
constexpr int HandTypeCount = 8; // indices 1..7 used

// A piece is a type plus colour: White pieces have bit 4 set. 0 means an empty square.
enum Piece : std::uint8_t { NoPiece = 0 };
constexpr Piece makePiece(Color c, PieceType pt) {
    return Piece(pt | (int(c) << 4));
}
constexpr PieceType typeOf(Piece p) {
    return PieceType(p & 15);
}
constexpr Color colorOf(Piece p) {
    return Color(p >> 4);
}
constexpr int PieceCodeCount = 32;

using Square = int;
constexpr int MaxFiles = 9;
constexpr int MaxRanks = 9;
constexpr int SquareCount = 81;
constexpr Square NoSquare = -1;

constexpr Square makeSquare(int file, int rank) {
    return file * 9 + rank;
}
constexpr int fileOf(Square s) {
    return s / 9;
}
constexpr int rankOf(Square s) {
    return s % 9;
}

} // namespace shogi
