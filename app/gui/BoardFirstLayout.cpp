#include "gui/BoardFirstLayout.h"

#include "analysis/BoardWithBar.h"

#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QStyle>

#include <algorithm>

BoardFirstLayout::BoardFirstLayout(QMainWindow& window, BoardWithBar& board, QDockWidget& upper,
                                   QDockWidget& lower)
    : QObject(&window), m_window(window), m_board(board), m_upper(upper), m_lower(lower) {
    m_window.setMinimumSize(MinimumWindowSize); // not the docks' minimum added to the board's: they give way
    m_window.installEventFilter(this);
}

bool BoardFirstLayout::eventFilter(QObject* watched, QEvent* event) {
    if (watched != &m_window) return QObject::eventFilter(watched, event);
    const QList<QDockWidget*> docks = besideTheBoard();
    switch (event->type()) {
    case QEvent::Show:
    case QEvent::Resize:
        adapt();
        break;
    // A separator between the board and the docks moved under the mouse: that width is the user's now.
    case QEvent::MouseButtonPress:
        m_widthAtPress = docks.isEmpty() ? -1 : docks.first()->width();
        break;
    case QEvent::MouseButtonRelease:
        if (!docks.isEmpty() && m_widthAtPress >= 0 && docks.first()->width() != m_widthAtPress)
            m_preferredWidth = docks.first()->width();
        m_widthAtPress = -1;
        break;
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}

// The docks sharing the board's row: shown (not closed by the user), docked left or right.
QList<QDockWidget*> BoardFirstLayout::besideTheBoard() const {
    QList<QDockWidget*> out;
    for (QDockWidget* dock : {&m_upper, &m_lower}) {
        const Qt::DockWidgetArea area = m_window.dockWidgetArea(dock);
        if (!dock->isHidden() && !dock->isFloating() &&
            (area == Qt::LeftDockWidgetArea || area == Qt::RightDockWidgetArea))
            out << dock;
    }
    return out;
}

int BoardFirstLayout::minimumDockWidth() const {
    return std::max(m_upper.minimumSizeHint().width(), m_lower.minimumSizeHint().width());
}

void BoardFirstLayout::adapt() {
    const int separator =
        m_window.style()->pixelMetric(QStyle::PM_DockWidgetSeparatorExtent, nullptr, &m_window);
    giveWay(m_window.width() - minimumDockWidth() - separator < MinimumBoardWidth);
    // Stacked before they are squeezed: one above the other they need their minimum heights and room for
    // ten more rows of moves, or the move list is no use.
    const int tenRows = 10 * m_upper.fontMetrics().height();
    stack(m_board.height() <
          m_upper.minimumSizeHint().height() + m_lower.minimumSizeHint().height() + separator + tenRows);
    shareWidth();
}

void BoardFirstLayout::giveWay(bool narrow) {
    if (narrow && m_hidden.isEmpty()) {
        m_hidden = besideTheBoard();
        for (QDockWidget* dock : m_hidden)
            dock->hide();
    } else if (!narrow && !m_hidden.isEmpty()) {
        for (QDockWidget* dock : std::as_const(m_hidden))
            dock->show();
        m_hidden.clear();
    }
}

void BoardFirstLayout::stack(bool shortWindow) {
    if (shortWindow && !m_stacked) {
        const QList<QDockWidget*> docks = besideTheBoard();
        const bool oneAboveTheOther = docks.size() == 2 && m_window.tabifiedDockWidgets(&m_upper).isEmpty() &&
                                      m_window.dockWidgetArea(&m_upper) == m_window.dockWidgetArea(&m_lower);
        if (!oneAboveTheOther) return;
        m_heights = {m_upper.height(), m_lower.height()};
        // The docks tabbed with the lower one (the analysis beside the comment) join the one group too.
        m_lowerTabs = m_window.tabifiedDockWidgets(&m_lower);
        m_window.tabifyDockWidget(&m_upper, &m_lower);
        for (QDockWidget* dock : std::as_const(m_lowerTabs))
            m_window.tabifyDockWidget(&m_lower, dock);
        m_upper.raise(); // the move list in front
        m_stacked = true;
    } else if (!shortWindow && m_stacked) {
        // Both out of the tab group and back one above the other: a split inside the group would stay a tab.
        const Qt::DockWidgetArea area = m_window.dockWidgetArea(&m_upper);
        for (QDockWidget* dock : {&m_upper, &m_lower}) {
            const bool shown = !dock->isHidden(); // removing hides it
            m_window.removeDockWidget(dock);
            m_window.addDockWidget(area, dock, Qt::Vertical);
            dock->setVisible(shown);
        }
        // Re-added last, they would stand below the docks that were tabbed with the lower one: those go back
        // beside it as tabs.
        for (QDockWidget* dock : std::as_const(m_lowerTabs))
            if (m_window.dockWidgetArea(dock) == area) m_window.tabifyDockWidget(&m_lower, dock);
        m_lowerTabs.clear();
        m_window.resizeDocks({&m_upper, &m_lower}, m_heights, Qt::Vertical);
        m_stacked = false;
    }
}

// The board is as wide as its height allows before the docks get more than a quarter of the window (or
// their minimum); they never get more than the user's width, which they grow back to as the window grows.
void BoardFirstLayout::shareWidth() {
    const QList<QDockWidget*> docks = besideTheBoard();
    if (docks.isEmpty()) return;
    const int current = docks.first()->width();
    if (m_preferredWidth < 0) m_preferredWidth = current;
    const int room = m_board.width() + current - m_board.widthForHeight(m_board.height());
    const int floor = std::max(minimumDockWidth(), m_window.width() / 4);
    const int target = std::min(std::max(room, floor), std::max(m_preferredWidth, minimumDockWidth()));
    if (target != current) m_window.resizeDocks(docks, QList<int>(docks.size(), target), Qt::Horizontal);
}

void BoardFirstLayout::release() {
    giveWay(false);
    if (m_stacked) stack(false);
}
