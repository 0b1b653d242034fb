#include "analysis/BoardWithBar.h"

#include "analysis/EvalBar.h"
#include "board/BoardView.h"

#include <QGraphicsScene>
#include <QPainter>

#include <algorithm>

BoardWithBar::BoardWithBar(BoardView* board, EvalBar* bar, QWidget* parent)
    : QWidget(parent), m_board(board), m_bar(bar) {
    setObjectName(QStringLiteral("boardWithBar"));
    m_board->setParent(this);
    m_bar->setParent(this); // after the board: drawn over it
    m_board->setSideRoom(BarRoom);
    // Another board (a variant) is another width at the same height; any new scale moves the bar's room.
    connect(m_board->scene(), &QGraphicsScene::sceneRectChanged, this, &BoardWithBar::place,
            Qt::QueuedConnection);
    connect(m_board, &BoardView::sceneFitted, this, &BoardWithBar::placeBar);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

int BoardWithBar::widthForHeight(int height) const {
    return m_board->widthForHeight(height);
}

void BoardWithBar::place() {
    const int boardWidth = std::clamp(m_board->widthForHeight(height()), 0, width());
    m_board->setGeometry((width() - boardWidth) / 2, 0, boardWidth, height());
    placeBar();
}

// Over the room the board keeps for it: as tall as the board's frame, a little narrower than the room so
// that it stands apart from the komadai, and a hair off the frame.
void BoardWithBar::placeBar() {
    const QRect room = m_board->sideRoomInView();
    const QPoint at = m_board->viewport()->mapTo(this, room.topLeft());
    const int width = std::clamp(room.width() * 3 / 4, 6, m_bar->sizeHint().width());
    m_bar->setGeometry(at.x() + room.width() - width - 2, at.y(), width, room.height());
}

void BoardWithBar::resizeEvent(QResizeEvent*) {
    place();
}

void BoardWithBar::paintEvent(QPaintEvent*) {
    QPainter(this).fillRect(rect(), m_board->backgroundBrush());
}
