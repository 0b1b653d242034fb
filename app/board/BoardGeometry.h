#pragma once
// Where everything sits in the scene, in scene units: cells are 100 x 110 (shogi squares are slightly
// taller than wide, like the 100 x 110 piece sprites), the wooden frame carries the coordinates on its
// top and right edges, and one komadai stands on each side of the board.
#include "rules/Types.h"

#include <QPointF>
#include <QRectF>

struct BoardGeometry {
    static constexpr qreal CellWidth = 100;
    static constexpr qreal CellHeight = 110;
    static constexpr qreal FrameLeft = 26; // wood beyond the grid; top and right hold the coordinates
    static constexpr qreal FrameRight = 60;
    static constexpr qreal FrameTop = 60;
    static constexpr qreal FrameBottom = 26;
    static constexpr qreal KomadaiWidth = 300;
    static constexpr qreal Gap = 30;    // between the board frame and a komadai
    static constexpr qreal Margin = 12; // around the whole scene

    int files = 9;
    int ranks = 9;
    bool flipped = false;
    // Room between the upper-left komadai and the frame for something standing beside the board (the window's
    // evaluation bar); none unless asked for.
    qreal sideRoom = 0;

    QRectF gridRect() const;
    QRectF frameRect() const;
    QRectF sideRoomRect() const; // left of the frame, as tall as it
    QRectF squareRect(shogi::Square sq) const;
    QPointF squareCenter(shogi::Square sq) const { return squareRect(sq).center(); }
    shogi::Square squareAt(QPointF scenePos) const; // NoSquare outside the grid
    // Screen column (0 = left) and row (0 = top) of a board file and rank, following the flip.
    int column(int file) const { return flipped ? file : files - 1 - file; }
    int row(int rank) const { return flipped ? ranks - 1 - rank : rank; }

    // Top-left corner of a side's komadai block (name plate + tray): the side shown at the top of the
    // screen (White, or Black when flipped) stands at the upper left, the other at the lower right.
    QPointF komadaiOrigin(shogi::Color side, qreal komadaiHeight) const;
    QRectF sceneRect(qreal komadaiHeight) const;
};
