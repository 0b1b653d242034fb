#pragma once
// Windows and dialogs that stay on the screen: a small monitor (1366×768, 800×600) or a 2× scale leaves less
// room than a window was designed for, and a window manager adds a title bar the window itself does not know
// of before it is shown. A window too tall for the screen hides its status bar or its buttons below the edge.
#include <QElapsedTimer>
#include <QScrollArea>
#include <QSize>

class QWidget;

namespace ScreenFit {

// The room on `window`'s screen for the window itself: the available area less its frame (the real one once
// shown, a title bar's and borders' worth before).
QSize room(const QWidget& window);
// Resizes `window` to `wanted` bounded by room(), and moves it wholly onto its screen.
void fitWindow(QWidget& window, QSize wanted);
// Moves `window` so that it and its frame are wholly on its screen (when they fit).
void moveOnScreen(QWidget& window);
// What a dialog needs beside a ScreenFitArea: its `buttons` row, the layout's margins and one spacing.
int reservedFor(const QWidget& buttons);

} // namespace ScreenFit

// A scroll area as large as its content, no larger than the screen allows: put round a dialog's fields (its
// buttons outside), it scrolls on a short screen and is invisible on a tall one. `reserved` is the height
// the rest of the dialog needs (buttons, margins).
class ScreenFitArea : public QScrollArea {
    Q_OBJECT
public:
    ScreenFitArea(QWidget* content, int reserved, QWidget* parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    int m_reserved;
    QElapsedTimer m_shown; // since the window was shown, while it is being placed
    bool m_placing = false;
};
