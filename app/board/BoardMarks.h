#pragma once
// What can be drawn over the board: arrows between squares or from a piece on a komadai to a square (a
// drop), and marks on squares, each in one of Lishogi's four colours, an arrow optionally labelled (an
// evaluation "+120", a rank "1"). Drawings come in groups that never erase each other: the user's own,
// the analysis panel's and the hint's.
#include "rules/Move.h"
#include "rules/Types.h"

#include <QList>
#include <QString>
#include <Qt>

// Lishogi's four, then two more for the analysis panel's third and fourth engine (never the user's).
enum class MarkColor { Green, Red, Blue, Yellow, Purple, Orange };

// Painted in this order, so the user's drawings stay on top.
enum class ArrowGroup { Analysis, Hint, User };
constexpr int ArrowGroupCount = 3;

struct BoardArrow {
    shogi::Square from = shogi::NoSquare; // NoSquare for a drop
    shogi::PieceType drop = shogi::NoPieceType;
    shogi::Color hand = shogi::Color::Black; // whose komadai a drop comes from
    shogi::Square to = shogi::NoSquare;
    MarkColor color = MarkColor::Green;
    QString label;
    qreal weight = 1; // relative thickness, e.g. thinner for an analysis line that is not the best

    static BoardArrow move(shogi::Square from, shogi::Square to, MarkColor color = MarkColor::Green,
                           const QString& label = {});
    static BoardArrow dropOf(shogi::Color hand, shogi::PieceType piece, shogi::Square to,
                             MarkColor color = MarkColor::Green, const QString& label = {});
    // A move's arrow (a drop from `mover`'s komadai), e.g. for an engine's line.
    static BoardArrow ofMove(shogi::Move move, shogi::Color mover, MarkColor color = MarkColor::Green,
                             const QString& label = {});
    bool isDrop() const { return drop != shogi::NoPieceType; }
    // Same origin and destination, whatever the colour and label.
    bool sameEnds(const BoardArrow& other) const;
    bool operator==(const BoardArrow&) const = default;
};

struct SquareMark {
    shogi::Square square = shogi::NoSquare;
    MarkColor color = MarkColor::Green;
    QString label; // drawn in the square's upper right corner

    bool operator==(const SquareMark&) const = default;
};

// The colour of the user's drawing for the modifier keys held, as on Lishogi: none green, Shift or Ctrl
// red, Alt or Meta blue, both kinds together yellow.
MarkColor markColorFor(Qt::KeyboardModifiers modifiers);

// The user drew `arrow` (or `mark`) again: as on Lishogi the same one in the same colour comes off, in
// another colour it is recoloured, and a new one is added.
void toggleArrow(QList<BoardArrow>& arrows, const BoardArrow& arrow);
void toggleMark(QList<SquareMark>& marks, const SquareMark& mark);
