#pragma once
// The window's central area: the board, centred in the room the docks leave, with the evaluation bar right
// against the board's left edge, between it and the upper komadai. The board keeps that room in its own
// picture (BoardView::setSideRoom) and the bar is laid over it, so the bar scales with the board and the
// board never moves when the bar appears or goes, at any window size. The area paints the board's background
// around the board.
#include <QWidget>

class BoardView;
class EvalBar;

class BoardWithBar : public QWidget {
    Q_OBJECT
public:
    // The bar's room in the board's scene units (a square is 100 wide).
    static constexpr qreal BarRoom = 48;

    BoardWithBar(BoardView* board, EvalBar* bar, QWidget* parent = nullptr);

    // The width the board (its bar's room included) needs at `height`, without margins.
    int widthForHeight(int height) const;
    BoardView& board() const { return *m_board; }

protected:
    void resizeEvent(QResizeEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    void place();
    void placeBar();

    BoardView* m_board;
    EvalBar* m_bar;
};
