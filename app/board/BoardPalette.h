#pragma once
// The colours of one board look, shared by every item that paints the board, komadai and highlights.
#include "board/BoardOptions.h"

#include <QColor>

struct BoardPalette {
    QColor background;            // around the board and komadai
    QColor boardLight, boardDark; // board surface gradient
    QColor grain;                 // wood grain lines; transparent for the plain look
    QColor boardEdge;
    QColor grid;
    QColor coordinates;
    QColor trayLight, trayDark, trayEdge; // komadai
    QColor plate, plateText;              // name plate above each komadai
    QColor count;                         // "×3" beside pieces in hand

    static BoardPalette forLook(BoardLook look);
};
