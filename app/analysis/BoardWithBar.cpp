#include "analysis/BoardWithBar.h"

#include "board/BoardView.h"
#include "analysis/EvalBar.h"

#include <QEvent>
#include <QGraphicsScene>
#include <QPainter>

#include <algorithm>

BoardWithBar::BoardWithBar(BoardView* board, EvalBar* bar, QWidget* parent)
    : QWidget(parent), m_board(board), m_bar(bar) {
    setObjectName(QStringLiteral("boardWithBar"));
    m_board->setParent(this);
    m_bar->setParent(this);
    m_bar->installEventFilter(this); // shown or hidden as evaluations come and go
    connect(m_board->scene(), &QGraphicsScene::sceneRectChanged, this, &BoardWithBar::place); // another board
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

int BoardWithBar::barWidth() const {
    return m_bar->sizeHint().width();
}

int BoardWithBar::widthForHeight(int height) const {
    return m_board->widthForHeight(height) + barWidth();
}

void BoardWithBar::place() {
    const int needed = m_board->widthForHeight(height());
    // The bar's room is kept while it is hidden, unless the board would be narrower for it.
    const int bar = m_bar->isHidden() && width() - needed < barWidth() ? 0 : barWidth();
    const int boardWidth = std::max(0, std::min(width() - bar, needed));
    const int left = (width() - bar - boardWidth) / 2;
    m_board->setGeometry(left + bar, 0, boardWidth, height());
    // As tall as the board's picture: the whole height, or less when the width bounds the picture.
    const int barHeight = needed > 0 ? std::min(height(), height() * boardWidth / needed) : height();
    m_bar->setGeometry(left, (height() - barHeight) / 2, bar, barHeight);
}

void BoardWithBar::resizeEvent(QResizeEvent*) {
    place();
}

bool BoardWithBar::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_bar && (event->type() == QEvent::ShowToParent || event->type() == QEvent::HideToParent))
        place();
    return QWidget::eventFilter(watched, event);
}

void BoardWithBar::paintEvent(QPaintEvent*) {
    QPainter(this).fillRect(rect(), m_board->backgroundBrush());
}
