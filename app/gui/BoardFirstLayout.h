#pragma once
// In a small window the board wins the space first. The docks beside it (the move list and the comment)
// shrink, down to a quarter of the window or their minimum width, while the board is narrower than its
// height allows; they stack as tabs when the window is too short for both one above the other; and they
// give way (hidden) when even their minimum width would leave the board too narrow. They come back as the
// window grows, up to the width the user gave them. Only what this
// class hid or stacked is undone, so a dock the user closed stays closed, and release() hands back the
// user's arrangement before the window saves it.
#include <QList>
#include <QObject>
#include <QSize>

class BoardWithBar;
class QDockWidget;
class QMainWindow;

class BoardFirstLayout : public QObject {
    Q_OBJECT
public:
    // The smallest window: the board with the menus, the toolbar and the status bar, the docks hidden.
    static constexpr QSize MinimumWindowSize{400, 300};
    // Narrower than this the board gets the whole width.
    static constexpr int MinimumBoardWidth = 300;

    // `upper` and `lower` share one side of the board, `upper` above `lower` when both fit.
    BoardFirstLayout(QMainWindow& window, BoardWithBar& board, QDockWidget& upper, QDockWidget& lower);

    // Undoes what a small window forced (hidden or stacked docks), e.g. before the window state is saved.
    void release();
    // Whether the docks stand as a small window forced them (hidden or stacked), not as the user left them.
    bool forcing() const { return !m_hidden.isEmpty() || m_stacked; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void adapt();
    void giveWay(bool narrow);
    void stack(bool shortWindow);
    void shareWidth();
    QList<QDockWidget*> besideTheBoard() const;
    int minimumDockWidth() const;

    QMainWindow& m_window;
    BoardWithBar& m_board; // the board and the evaluation bar
    QDockWidget& m_upper;
    QDockWidget& m_lower;
    QList<QDockWidget*> m_hidden;    // the docks this class hid
    bool m_stacked = false;          // this class made them tabs
    QList<int> m_heights;            // theirs before they were stacked
    QList<QDockWidget*> m_lowerTabs; // the docks tabbed with `lower` before they were stacked
    int m_preferredWidth = -1;       // the docks' width as the window opened or the user dragged it
    int m_widthAtPress = -1;         // the docks' width when a mouse button went down on the window
};
