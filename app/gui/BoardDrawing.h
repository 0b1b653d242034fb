#pragma once
// Keeps the user's drawing on the board and the current move's comment in step: the board shows the
// arrows and marks the comment's commands hold ([%cal ...], [%csl ...]), and what the user draws or clears
// goes back into that comment through the controller (so the record is modified, saved in every format and
// drawn again when reopened). Drawing is allowed in a live game too (teaching): it goes on the current move.
#include <QObject>

class BoardView;
class GameController;

class BoardDrawing : public QObject {
    Q_OBJECT
public:
    BoardDrawing(GameController& controller, BoardView& board, QObject* parent = nullptr);

private:
    void show();
    void store();

    GameController& m_controller;
    BoardView& m_board;
};
