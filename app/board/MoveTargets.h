#pragma once
// The core's legal moves of the shown position, looked up the way the mouse asks: where may this piece
// (or this piece in hand) go, and which moves land on that square. No rule is decided here.
#include "rules/Move.h"
#include "rules/Position.h"

#include <QList>

// What the user picked up: a piece on the board or a kind of piece in hand.
struct MoveOrigin {
    shogi::Square square = shogi::NoSquare;
    shogi::PieceType drop = shogi::NoPieceType;

    static MoveOrigin board(shogi::Square sq) { return {sq, shogi::NoPieceType}; }
    static MoveOrigin hand(shogi::PieceType pt) { return {shogi::NoSquare, pt}; }
    bool isDrop() const { return drop != shogi::NoPieceType; }
    bool isNone() const { return square == shogi::NoSquare && !isDrop(); }
    bool operator==(const MoveOrigin&) const = default;
};

// The legal moves from one origin to one square: at most a plain and a promoting one.
struct MoveChoice {
    shogi::Move plain;     // none() if not legal
    shogi::Move promoting; // none() if not legal
    bool any() const { return !plain.isNone() || !promoting.isNone(); }
    bool promotionOptional() const { return !plain.isNone() && !promoting.isNone(); }
};

class MoveTargets {
public:
    void setPosition(const shogi::Position& pos);

    QList<shogi::Square> destinations(const MoveOrigin& origin) const;
    MoveChoice movesTo(const MoveOrigin& origin, shogi::Square to) const;
    // The move an attempt stands for when no legal move matches, for the core to explain: the promoting
    // version where the piece could only arrive promoted, the plain one otherwise.
    shogi::Move attempted(const shogi::Position& pos, const MoveOrigin& origin, shogi::Square to) const;

private:
    static bool startsAt(shogi::Move m, const MoveOrigin& origin);
    shogi::MoveList m_legal;
};
