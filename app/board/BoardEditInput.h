#pragma once
// The board's input in the position editor: it turns clicks, drags, the right button, the wheel and keys
// over the board, the komadai and the palettes into edit requests, and decides nothing about the position
// itself (the editor's controller does). A piece goes where it is dragged: to a square, to either komadai
// or off the board (removed); a click picks a piece (or a palette piece, which then stays picked to place
// again and again) and the next click puts it down. Right-click or Space/T turns a piece over, Shift+right-
// click or C changes its colour, Delete removes it; the wheel, + and − or a komadai's buttons change a count.
#include "board/EditSpot.h"
#include "rules/Position.h"

#include <QObject>
#include <QPoint>
#include <QPointF>

#include <optional>

class BoardView;
class PieceItem;
class QGraphicsPathItem;
class QKeyEvent;
class QMouseEvent;
class QWheelEvent;

class BoardEditInput : public QObject {
    Q_OBJECT
public:
    explicit BoardEditInput(BoardView& view);
    ~BoardEditInput() override;

    EditSpot spotAt(QPointF scenePos) const;
    // Viewport coordinates, for tests: a square, a kind's slot on a komadai, a palette's piece, a count button.
    QPointF centerInView(const EditSpot& spot) const;
    QPointF countButtonInView(shogi::Color side, shogi::PieceType pt, int delta) const;
    // What a click picked up: a board piece, a kind in hand, a palette piece; none otherwise.
    EditSpot selection() const { return m_selection; }
    void clearSelection();
    // The board was laid out again (flipped, resized): the selection mark follows.
    void relayout();

signals:
    // Move (or, from a palette, place) the piece at `from` to `to`: a square, a hand, or nowhere (remove).
    void transferRequested(EditSpot from, EditSpot to);
    void turnOverRequested(shogi::Square sq); // promote, or unpromote
    void swapColourRequested(shogi::Square sq);
    void handCountRequested(shogi::Color side, shogi::PieceType pt, int delta);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    struct Press {
        EditSpot origin;
        QPoint viewPos;
        bool dragging = false;
    };

    bool hasPiece(const EditSpot& spot) const;
    void select(const EditSpot& spot);
    void clickOn(const EditSpot& spot);
    bool press(QMouseEvent* event);
    bool move(QMouseEvent* event);
    bool release(QMouseEvent* event);
    bool wheel(QWheelEvent* event);
    bool key(QKeyEvent* event);
    static bool isEditKey(const QKeyEvent* event);
    void startDrag();
    void endDrag();

    BoardView& m_view;
    std::optional<Press> m_press;
    EditSpot m_selection;
    EditSpot m_hover; // under the mouse: what a key acts on when nothing is selected
    PieceItem* m_floating = nullptr;
    std::optional<shogi::Position> m_lifted; // shown before a piece was lifted off the board or a komadai
    QGraphicsPathItem* m_mark;
};
