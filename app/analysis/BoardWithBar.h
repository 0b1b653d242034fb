#pragma once
// The window's central area: the board, with the evaluation bar right against its left edge when the bar
// is shown, the two centred together in the room the docks leave. The board's widget is exactly as wide as
// its picture needs (or the room allows), so the bar never stands apart at the area's edge; the area paints
// the board's background around them. The bar's room is kept while it is hidden, so that the board does not
// jump sideways when evaluations arrive, unless the window is so narrow that the board would shrink for it.
#include <QWidget>

class BoardView;
class EvalBar;

class BoardWithBar : public QWidget {
    Q_OBJECT
public:
    BoardWithBar(BoardView* board, EvalBar* bar, QWidget* parent = nullptr);

    // The width the board and the bar's room need at `height`, without margins.
    int widthForHeight(int height) const;
    BoardView& board() const { return *m_board; }

protected:
    void resizeEvent(QResizeEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    int barWidth() const;
    void place();

    BoardView* m_board;
    EvalBar* m_bar;
};
