#pragma once
// Arrows and square marks drawn on the board, kept in a move's comment as the PGN-style commands Lishogi and
// the chess programs use, so every format carries them and other programs show them as text:
//   [%cal G7g7f,R2h2d,BP*5e]   arrows: a colour letter (G R B Y), the origin, the destination
//   [%csl R5e,Y3c]             square marks: a colour letter and the square
// Squares are USI's (7g). An arrow from a komadai is a drop, "P*": upper case for Black's hand piece, lower
// case for White's (as in SFEN); Lishogi's "_P" / "_p" form is read too.
#include "rules/Types.h"

#include <QList>
#include <QString>

namespace shogi {

enum class DrawingColor { Green, Red, Blue, Yellow };

struct DrawnArrow {
    Square from = NoSquare; // NoSquare for a drop
    PieceType drop = NoPieceType;
    Color hand = Color::Black; // whose komadai a drop comes from
    Square to = NoSquare;
    DrawingColor color = DrawingColor::Green;

    bool isDrop() const { return drop != NoPieceType; }
    bool operator==(const DrawnArrow&) const = default;
};

struct DrawnMark {
    Square square = NoSquare;
    DrawingColor color = DrawingColor::Green;

    bool operator==(const DrawnMark&) const = default;
};

struct CommentDrawings {
    QString text; // the comment without the commands read
    QList<DrawnArrow> arrows;
    QList<DrawnMark> marks;

    bool operator==(const CommentDrawings&) const = default;
};

// Splits a comment into its text and the drawings of its well-formed commands (each on one line). A
// malformed command (an unknown colour, a square off the board, an arrow to its own square) stays in the
// text as written, so nothing is lost. An arrow or a mark given twice counts once.
CommentDrawings readCommentDrawings(const QString& comment);
// The comment: the text as given, then the commands on a last line of their own; the text alone when
// there is nothing drawn. readCommentDrawings gives back exactly what was written.
QString writeCommentDrawings(const CommentDrawings& drawings);

} // namespace shogi
