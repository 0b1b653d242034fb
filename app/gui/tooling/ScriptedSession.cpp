#include "gui/tooling/ScriptedSession.h"

#include "gui/Autosave.h"
#include "board/BoardView.h"
#include "gui/MainWindow.h"
#include "game/Player.h"
#include "rules/Usi.h"

#include <QApplication>
#include <QPointer>
#include <QRegularExpression>
#include <QTimer>

#include <cstdio>

namespace ScriptedSession {

namespace {

// A program plays its side of the game: the person's next move waits for its answer, as at the board.
bool programToMove(const GameController& controller) {
    if (controller.isWaitingForPlayers()) return true;
    const Player* p = controller.isLive() && !controller.isOver() ? controller.playerToMove() : nullptr;
    return p && !p->isHuman();
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

// The moves to play, each with its comment.
using Items = QList<std::pair<QString, QString>>;

void playFrom(MainWindow& window, QPointer<Autosave> autosave, Items items, bool printState, bool quit) {
    GameController& controller = window.controller();
    while (!items.isEmpty()) {
        if (programToMove(controller)) {
            QTimer::singleShot(50, &window, [&window, autosave, items, printState, quit] {
                playFrom(window, autosave, items, printState, quit);
            });
            return;
        }
        const auto [usi, comment] = items.takeFirst();
        const auto move = shogi::usi::parseMove(usi.toStdString(), controller.currentPosition().variant());
        if (!move) {
            std::fprintf(stderr, "--play-moves: %s: %s\n", qPrintable(usi), move.error().describe().c_str());
            continue;
        }
        emit window.board().moveRequested(*move);
        if (!comment.isEmpty()) controller.setComment(controller.current(), comment);
    }
    finish(window, autosave, printState, quit);
}

} // namespace

void start(MainWindow& window, Autosave* autosave, const QString& moves, bool printState, bool quit) {
    QPointer<Autosave> watched(autosave);
    static const QRegularExpression item(QStringLiteral("([^,{}\\s]+)(?:\\{([^}]*)\\})?"));
    Items items;
    for (auto it = item.globalMatch(moves); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        items.append({m.captured(1), m.captured(2)});
    }
    QTimer::singleShot(0, &window, [&window, watched, items, printState, quit] {
        playFrom(window, watched, items, printState, quit);
    });
}

} // namespace ScriptedSession
