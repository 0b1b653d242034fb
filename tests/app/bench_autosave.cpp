// Benchmark, not a test: what the autosave costs after a move. A live game with byoyomi is played through the
// board with random legal moves (fixed seed) and a comment every tenth move; at 50, 150 and 300 moves it
// times, median of 100, what a move waits for (the JSON, built on the window's thread) and what the writer's
// thread then spends on the disk (QSaveFile, its fsync and rename; the whole synchronous write less the
// JSON). Run: build/bin/bench_autosave [DIR]   (DIR: where to write, by default a scratch folder in the
// current one)
#include "gui/Autosave.h"
#include "board/BoardView.h"
#include "gui/LanguageManager.h"
#include "gui/MainWindow.h"
#include "gui/Settings.h"
#include "rules/MoveGenerator.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <random>
#include <vector>

namespace {

template <class F> double medianMicros(F f, int runs = 100) {
    std::vector<double> t;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        f();
        t.push_back(double(timer.nsecsElapsed()) / 1000.0);
    }
    std::sort(t.begin(), t.end());
    return t[t.size() / 2];
}

} // namespace

int main(int argc, char* argv[]) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QTemporaryDir scratch(argc > 1
                              ? QString::fromLocal8Bit(argv[1]) + QStringLiteral("/bench-autosave-XXXXXX")
                              : QStringLiteral("bench-autosave-XXXXXX"));
    Settings settings(scratch.filePath(QStringLiteral("s.ini")));
    settings.setLanguage(QStringLiteral("en"));
    LanguageManager languages;
    MainWindow window(settings, languages);
    window.show();
    GameSetup setup;
    setup.timeControl = shogi::TimeControl::byoyomi(600000, 30000);
    window.startGame(setup);
    Autosave autosave(window.controller(), window.files(), scratch.filePath(QStringLiteral("autosave")));
    GameController& controller = window.controller();

    std::mt19937 random(2024);
    int played = 0;
    for (int target : {50, 150, 300}) {
        while (played < target && controller.isLive()) {
            shogi::MoveList moves;
            shogi::movegen::legalMoves(controller.game().position(), moves);
            emit window.board().moveRequested(moves[int(random() % unsigned(moves.size()))]);
            if (++played % 10 == 0)
                controller.setComment(controller.current(),
                                      QStringLiteral("Comment on move %1: a plan.").arg(played));
        }
        if (!controller.isLive()) {
            std::printf("the game ended after %d moves\n", played);
            break;
        }
        QByteArray json;
        const double build = medianMicros([&] { json = autosave.content(); });
        const double write = medianMicros([&] { autosave.writeNow(); });
        std::printf(
            "%3d moves (%6lld bytes): on the window's thread (the JSON) %4.0f us; on the writer's thread "
            "(QSaveFile, fsync, rename) %6.0f us\n",
            played, qint64(json.size()), build, write - build);
    }
    autosave.clear();
    return 0;
}
