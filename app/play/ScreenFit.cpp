#include "play/ScreenFit.h"

#include <QEvent>
#include <QScreen>
#include <QScrollBar>
#include <QStyle>
#include <QWidget>

#include <algorithm>

namespace {

// A title bar and borders, as most window managers draw them (in the window's own units, so a 2× scale
// halves it): used until the real frame is known.
constexpr QSize UnknownFrame(8, 36);
constexpr int SpareHeight = 24;
constexpr qint64 PlacingMs = 1500; // a dialog's placing and first layout, on a loaded machine

// The frame round `window`: the window manager's once the window is shown and framed, before that at least
// UnknownFrame (a window not yet created may report none, or a negative one).
QSize frameOf(const QWidget& window) {
    const QSize frame = window.frameGeometry().size() - window.geometry().size();
    if (window.isVisible() && frame.height() > 0) return frame;
    return frame.expandedTo(UnknownFrame);
}

} // namespace

namespace ScreenFit {

QSize room(const QWidget& window) {
    const QScreen* screen = window.screen();
    if (!screen) return QSize(QWIDGETSIZE_MAX, QWIDGETSIZE_MAX);
    return screen->availableGeometry().size() - frameOf(window);
}

void fitWindow(QWidget& window, QSize wanted) {
    if (!window.screen() || window.isMaximized() || window.isFullScreen()) return;
    const QSize fitted = wanted.boundedTo(room(window)).expandedTo(window.minimumSize());
    if (fitted != window.size()) window.resize(fitted);
    moveOnScreen(window);
}

void moveOnScreen(QWidget& window) {
    const QScreen* screen = window.screen();
    if (!screen || window.isMaximized() || window.isFullScreen()) return;
    const QRect available = screen->availableGeometry();
    const QSize outer = window.size() + frameOf(window);
    const QRect placed(window.frameGeometry().topLeft(), outer);
    if (available.contains(placed)) return;
    const int right = std::max(available.left(), available.right() - placed.width() + 1);
    const int bottom = std::max(available.top(), available.bottom() - placed.height() + 1);
    window.move(std::clamp(placed.left(), available.left(), right),
                std::clamp(placed.top(), available.top(), bottom));
}

int reservedFor(const QWidget& buttons) {
    const QStyle* style = buttons.style();
    // With a little to spare: the style's margins are not always the dialog's.
    return SpareHeight + buttons.sizeHint().height() + style->pixelMetric(QStyle::PM_LayoutTopMargin) +
           style->pixelMetric(QStyle::PM_LayoutBottomMargin) +
           style->pixelMetric(QStyle::PM_LayoutVerticalSpacing);
}

} // namespace ScreenFit

ScreenFitArea::ScreenFitArea(QWidget* content, int reserved, QWidget* parent)
    : QScrollArea(parent), m_reserved(reserved) {
    setFrameShape(QFrame::NoFrame);
    setWidgetResizable(true);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setWidget(content);
    // A field shown or hidden (a clock's rows) changes what the dialog needs.
    content->installEventFilter(this);
}

void ScreenFitArea::showEvent(QShowEvent* event) {
    QScrollArea::showEvent(event);
    // Qt places a dialog before the window manager has framed it, and its size settles after it is shown:
    // for a moment, whenever the frame is known, the title bar and the buttons are kept on the screen.
    window()->removeEventFilter(this); // installed once, whatever the times shown
    window()->installEventFilter(this);
    m_shown.start();
}

QSize ScreenFitArea::sizeHint() const {
    if (!widget()) return QScrollArea::sizeHint();
    widget()->ensurePolished(); // the size the dialog is placed with is the size it is shown at
    QSize wanted = widget()->sizeHint();
    const QWidget* top = window();
    const int tallest = std::max(120, ScreenFit::room(*top).height() - m_reserved);
    if (wanted.height() > tallest) {
        wanted.setHeight(tallest);
        wanted.rwidth() += verticalScrollBar()->sizeHint().width();
    }
    return wanted;
}

QSize ScreenFitArea::minimumSizeHint() const {
    return sizeHint();
}

bool ScreenFitArea::eventFilter(QObject* watched, QEvent* event) {
    if (watched == widget() && event->type() == QEvent::LayoutRequest) updateGeometry();
    // Later, a dialog that grows (a handicap's longer player labels) is moved back onto the screen too.
    if (watched == window() && m_shown.isValid() && m_shown.elapsed() > PlacingMs) m_shown.invalidate();
    if (watched == window() && !m_placing && (m_shown.isValid() || event->type() == QEvent::Resize)) {
        QWidget* top = window();
        if (!(top->frameGeometry().size() - top->geometry().size()).isNull() &&
            !top->screen()->availableGeometry().contains(top->frameGeometry())) {
            m_placing = true;
            QMetaObject::invokeMethod(
                this,
                [this, top] {
                    ScreenFit::moveOnScreen(*top);
                    m_placing = false;
                },
                Qt::QueuedConnection);
        }
    }
    return QScrollArea::eventFilter(watched, event);
}
