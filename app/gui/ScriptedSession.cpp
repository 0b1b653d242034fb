#include "ScriptedSession.h"

#include "Autosave.h"
#include "BoardView.h"
#include "MainWindow.h"
#include "rules/Usi.h"

#include <QApplication>
#include <QPointer>
#include <QRegularExpression>
#include <QTimer>

#include <cstdio>

namespace ScriptedSession {

namespace {

void playAll(MainWindow& window, const QString& script) {
    static const QRegularExpression item(QStringLiteral("([^,{}\\s]+)(?:\\{([^}]*)\\})?"));
    for (auto it = item.globalMatch(script); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        GameController& controller = window.controller();
        const auto move =
            shogi::usi::parseMove(m.captured(1).toStdString(), controller.currentPosition().variant());
        if (!move) {
            std::fprintf(stderr, "--play-moves: %s: %s\n", qPrintable(m.captured(1)),
                         move.error().describe().c_str());
            continue;
        }
        emit window.board().moveRequested(*move);
        if (m.capturedLength(2) > 0) controller.setComment(controller.current(), m.captured(2));
    }
}

// Once the autosave has written everything (a comment waits up to a second), so what is printed is on disk.
void finish(MainWindow& window, QPointer<Autosave> autosave, bool printState, bool quit) {
    if (autosave && autosave->isPending()) {
        QTimer::singleShot(50, &window, [&window, autosave, printState, quit] {
            finish(window, autosave, printState, quit);
        });
        return;
    }
    if (printState) {
        std::printf("%s\n", SessionSnapshot::write(window.controller(), window.files()).constData());
        std::fflush(stdout);
    }
    if (quit) QApplication::exit(0);
}

} // namespace

void start(MainWindow& window, Autosave* autosave, const QString& moves, bool printState, bool quit) {
    QPointer<Autosave> watched(autosave);
    QTimer::singleShot(0, &window, [&window, watched, moves, printState, quit] {
        playAll(window, moves);
        finish(window, watched, printState, quit);
    });
}

} // namespace ScriptedSession
