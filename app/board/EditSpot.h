#pragma once
// Where the position editor's mouse picks a piece up or puts it down: a square, a side's hand (a kind on
// its komadai, or the komadai itself), a piece of a side's palette, or nowhere (off the board: removes).
#include "rules/Types.h"

struct EditSpot {
    enum class Kind { None, Square, Hand, Palette };
    Kind kind = Kind::None;
    shogi::Square square = shogi::NoSquare;
    shogi::Color side = shogi::Color::Black; // the hand's owner, or the colour of the palette's piece
    shogi::PieceType type =
        shogi::NoPieceType; // a kind in hand (none: the komadai as a whole), a palette piece

    static EditSpot board(shogi::Square sq) { return {Kind::Square, sq}; }
    static EditSpot hand(shogi::Color side, shogi::PieceType pt = shogi::NoPieceType) {
        return {Kind::Hand, shogi::NoSquare, side, pt};
    }
    static EditSpot palette(shogi::Color side, shogi::PieceType pt) {
        return {Kind::Palette, shogi::NoSquare, side, pt};
    }
    bool isNone() const { return kind == Kind::None; }
    bool operator==(const EditSpot&) const = default;
};
