#include "gui/tooling/StartupProbe.h"

#include <QCoreApplication>
#include <QEvent>
#include <QGraphicsView>
#include <QTimer>
#include <QWidget>

#include <cstdio>
#include <sys/resource.h>

namespace StartupProbe {

namespace {

class FirstPaint : public QObject {
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Paint && !m_seen) {
            m_seen = true;
            rusage usage{};
            getrusage(RUSAGE_SELF, &usage);
            std::printf("first-paint maxrss_kb=%ld\n", usage.ru_maxrss);
            std::fflush(stdout);
            QTimer::singleShot(0, qApp, &QCoreApplication::quit);
        }
        return QObject::eventFilter(watched, event);
    }

private:
    bool m_seen = false;
};

} // namespace

bool requested() {
    return qEnvironmentVariableIsSet("SHOGIBAN_STARTUP_PROBE");
}

// The frame counts as painted when the board's viewport paints: that is when the pieces are on screen.
void watch(QWidget* window) {
    auto* probe = new FirstPaint(window);
    if (auto* board = window->findChild<QGraphicsView*>()) board->viewport()->installEventFilter(probe);
}

} // namespace StartupProbe
