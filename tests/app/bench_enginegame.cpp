// Benchmark, not a test: a game against Shogiban's engine as the window starts it, timed from startGame
// (what "Start Game" in the new-game dialog does) to the engine's first move on the board, with the engine
// playing Black (it moves first) and White (its reply to 7g7f), at the default level (3) and at full strength
// (10), without a clock (the engine's default time per move); then the memory of the application and of the
// engine's process at rest, a second after that move.
// Run: QT_QPA_PLATFORM=offscreen build/bin/bench_enginegame [runs]
#include "board/BoardView.h"
#include "gui/LanguageManager.h"
#include "gui/MainWindow.h"
#include "gui/Settings.h"
#include "rules/Usi.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <unistd.h>
#include <vector>

namespace {

// VmRSS of a process, in kB (0 when it is gone).
long rssKb(const QString& pid) {
    QFile status(QStringLiteral("/proc/%1/status").arg(pid));
    if (!status.open(QIODevice::ReadOnly)) return 0;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:")) return line.mid(6).trimmed().split(' ').first().toLong();
    return 0;
}

// The memory of this process's children (the engines), in kB.
long childrenRssKb() {
    long total = 0;
    const QString self = QString::number(getpid());
    for (const QString& pid : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
        QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
        if (!pid[0].isDigit() || !stat.open(QIODevice::ReadOnly)) continue;
        const QByteArray text = stat.readAll();
        // pid (comm) state ppid ...: the command may hold spaces, so read after its closing parenthesis.
        const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
        if (fields.size() > 1 && fields[1] == self.toLatin1()) total += rssKb(pid);
    }
    return total;
}

void waitMs(int ms) {
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

// Waits until the record holds `plies` moves; false after 60 s.
bool waitForPlies(MainWindow& window, std::size_t plies) {
    const auto reached = [&] {
        std::size_t n = 0;
        for (const shogi::RecordNode* node = &window.controller().record().root(); node->mainChild();
             node = node->mainChild())
            ++n;
        return n >= plies;
    };
    QElapsedTimer timer;
    timer.start();
    while (!reached() && timer.elapsed() < 60000) {
        QEventLoop loop;
        QObject::connect(&window.controller(), &GameController::positionChanged, &loop, &QEventLoop::quit);
        QTimer::singleShot(100, &loop, &QEventLoop::quit);
        loop.exec();
    }
    return reached();
}

struct Run {
    double firstMoveMs = 0;
    long appKb = 0, engineKb = 0;
};

bool play(Settings& settings, LanguageManager& languages, shogi::Color engineSide, int level, Run& out) {
    MainWindow window(settings, languages);
    window.show();
    GameSetup setup;
    setup.player(engineSide) = PlayerSpec::builtin(level);
    QElapsedTimer timer;
    timer.start();
    QString error;
    if (!window.startGame(setup, &error)) {
        std::fprintf(stderr, "bench_enginegame: %s\n", qPrintable(error));
        return false;
    }
    if (engineSide == shogi::Color::White) {
        while (!window.controller().humanToMove()) // the game starts once the engine is ready
            waitMs(5);
        timer.restart(); // the person's move, then the engine's reply
        emit window.board().moveRequested(
            *shogi::usi::parseMove("7g7f", shogi::Variant::get(shogi::VariantKind::Standard)));
    }
    if (!waitForPlies(window, engineSide == shogi::Color::Black ? 1 : 2)) {
        std::fprintf(stderr, "bench_enginegame: the engine did not move within a minute\n");
        return false;
    }
    out.firstMoveMs = double(timer.nsecsElapsed()) / 1e6;
    waitMs(1000);
    out.appKb = rssKb(QString::number(getpid()));
    out.engineKb = childrenRssKb();
    return true;
}

} // namespace

int main(int argc, char* argv[]) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int runs = argc > 1 ? std::max(1, atoi(argv[1])) : 5;
    QTemporaryDir
        dir; // fresh settings: the first run also finds the installed engines, as a first start does
    Settings settings(QDir(dir.path()).filePath(QStringLiteral("bench.ini")));
    settings.setLanguage(QStringLiteral("en"));
    LanguageManager languages;
    for (int level : {3, 10})
        for (shogi::Color side : {shogi::Color::Black, shogi::Color::White}) {
            std::vector<Run> results;
            for (int i = 0; i < runs; ++i) {
                Run r;
                if (!play(settings, languages, side, level, r)) return 1;
                results.push_back(r);
            }
            std::vector<double> ms;
            for (const Run& r : results)
                ms.push_back(r.firstMoveMs);
            std::sort(ms.begin(), ms.end());
            const Run& last = results.back();
            std::printf(
                "level %d, engine plays %s: %s %.0f ms (median of %d; first run %.0f ms); at rest: app "
                "%.1f MB + engine %.1f MB\n",
                level, side == shogi::Color::Black ? "Black" : "White",
                side == shogi::Color::Black ? "start to its first move" : "7g7f to its reply",
                ms[ms.size() / 2], runs, results.front().firstMoveMs, double(last.appKb) / 1024.0,
                double(last.engineKb) / 1024.0);
        }
    return 0;
}
