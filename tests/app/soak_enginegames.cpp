// Soak: one window (offscreen) plays engine-vs-engine games in a row at a short time control, as a long
// session does - the built-in engine on both sides at level 1, 1 s a move, a game stopped at 30 plies if it
// has not ended - with an engine killed (SIGKILL, from outside) at a random ply in every tenth game, and the
// analysis panel started and stopped between games. After each game it waits for the game's engines to be
// gone, then counts this process's open file descriptors and threads and its resident memory.
//
// Passes (exit 0) when, at the end, the descriptors and threads are as after the first game, no engine
// process of a game is left (and none at all once the window is closed), and the memory is within 20 % of
// its value after game 10 (after game 1 when fewer are played).
// Run: QT_QPA_PLATFORM=offscreen nice -n 10 build/bin/soak_enginegames [games=200] [seed=1]
#include "analysis/AnalysisPanel.h"
#include "play/EnginePlayer.h"
#include "gui/LanguageManager.h"
#include "gui/MainWindow.h"
#include "gui/Settings.h"
#include "play/UserPrompts.h"
#include "play/UsiClient.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTimer>

#include <csignal>
#include <cstdio>
#include <cstring>
#include <unistd.h>

namespace {

constexpr std::size_t PlyCap = 30;
constexpr int MoveMs = 1000;

void waitMs(int ms) {
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

long statusField(const char* field) {
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly)) return 0;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith(field))
            return line.mid(qsizetype(std::strlen(field))).trimmed().split(' ').first().toLong();
    return 0;
}

long openFds() {
    return long(
        QDir(QStringLiteral("/proc/self/fd")).entryList(QDir::NoDotAndDotDot | QDir::AllEntries).size());
}

// This process's children (running or not yet reaped).
QList<qint64> children() {
    QList<qint64> out;
    const QByteArray self = QByteArray::number(qint64(getpid()));
    for (const QString& pid : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
        QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
        if (!pid[0].isDigit() || !stat.open(QIODevice::ReadOnly)) continue;
        const QByteArray text = stat.readAll();
        const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
        if (fields.size() > 1 && fields[1] == self) out << pid.toLongLong();
    }
    return out;
}

bool waitUntilGone(const QList<qint64>& pids, int ms) {
    QElapsedTimer t;
    t.start();
    const auto anyLeft = [&] {
        for (qint64 pid : pids)
            if (QFile::exists(QStringLiteral("/proc/%1").arg(pid))) return true;
        return false;
    };
    while (anyLeft() && t.elapsed() < ms)
        waitMs(20);
    return !anyLeft();
}

std::size_t plies(const GameController& c) {
    std::size_t n = 0;
    for (const shogi::RecordNode* node = &c.record().root();
         node->mainChild() && !node->mainChild()->isSpecial(); node = node->mainChild())
        ++n;
    return n;
}

qint64 enginePid(GameController& c, shogi::Color side) {
    auto* engine = qobject_cast<EnginePlayer*>(c.player(side));
    return engine && engine->client() ? engine->client()->processId() : 0;
}

struct Figures {
    long fds = 0, threads = 0, rssKb = 0;
};

Figures measure() {
    return {openFds(), statusField("Threads:"), statusField("VmRSS:")};
}

} // namespace

int main(int argc, char* argv[]) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int games = argc > 1 ? std::max(1, atoi(argv[1])) : 200;
    QRandomGenerator random(argc > 2 ? quint32(atoi(argv[2])) : 1u);
    QTemporaryDir dir;
    Settings settings(QDir(dir.path()).filePath(QStringLiteral("soak.ini")));
    settings.setLanguage(QStringLiteral("en"));
    LanguageManager languages;
    Figures first, tenth, last;
    int killed = 0, stopped = 0, failures = 0;
    QList<qint64> leftOver;
    QElapsedTimer clock;
    clock.start();
    {
        MainWindow window(settings, languages);
        UserPrompts prompts;
        prompts.ask = [](QMessageBox&) -> QAbstractButton* { return nullptr; };
        window.setPrompts(prompts);
        window.show();
        GameController& c = window.controller();
        auto* panel = window.findChild<AnalysisPanel*>();
        if (!panel) {
            std::fprintf(stderr, "soak: no analysis panel\n");
            return 2;
        }
        QList<qint64> previousEngines;
        QString lastEnding;
        QObject::connect(&c, &GameController::gameEnded, &c, [&](const QString& message) {
            lastEnding = message.section(QLatin1Char('\n'), 0, 0);
        });
        for (int g = 1; g <= games; ++g) {
            lastEnding.clear();
            GameSetup setup;
            setup.player(shogi::Color::Black) = PlayerSpec::builtin(1);
            setup.player(shogi::Color::White) = PlayerSpec::builtin(1);
            setup.timeControl = shogi::TimeControl::byoyomi(0, MoveMs);
            QString error;
            if (!window.startGame(setup, &error)) {
                std::fprintf(stderr, "soak: game %d: %s\n", g, qPrintable(error));
                return 2;
            }
            const std::size_t killAt = g % 10 == 5 ? std::size_t(random.bounded(1, int(PlyCap))) : 0;
            QList<qint64> engines;
            QElapsedTimer t;
            t.start();
            while (!c.isOver() && plies(c) < PlyCap && t.elapsed() < 120000) {
                for (shogi::Color side : {shogi::Color::Black, shogi::Color::White})
                    if (const qint64 pid = enginePid(c, side); pid > 0 && !engines.contains(pid))
                        engines << pid;
                if (killAt && plies(c) >= killAt) {
                    // Either side: the one thinking or the one waiting.
                    const qint64 pid =
                        enginePid(c, random.bounded(2) ? shogi::Color::Black : shogi::Color::White);
                    if (pid > 0 && ::kill(pid_t(pid), SIGKILL) == 0) ++killed;
                    waitMs(300); // the fault reaches the game
                    break;
                }
                waitMs(10);
            }
            if (c.canStopGame()) {
                c.stopGame();
                ++stopped;
            }
            if (!c.isOver() && c.isLive()) ++failures;
            // Between games: the analysis panel on the final position, then stopped.
            window.startAnalysis();
            waitMs(200);
            panel->stop();
            // A finished game keeps its players (it may go on with others) until the next one replaces them.
            if (!waitUntilGone(previousEngines, 10000)) {
                std::fprintf(stderr, "soak: game %d: the engines of game %d are still running\n", g, g - 1);
                leftOver << previousEngines;
            }
            previousEngines = engines;
            // At rest: the game's two engines (kept until the next game) and the panel's; the first game's
            // also waits for the engines the catalog ran once to learn their options.
            QElapsedTimer rest;
            rest.start();
            while (children().size() > 3 && rest.elapsed() < 10000)
                waitMs(50);
            waitMs(50);
            const Figures now = measure();
            if (g == 1) first = now;
            if (g == 10 || (games < 10 && g == 1)) tenth = now;
            last = now;
            if (g == 1 || g % 10 == 0 || g == games)
                std::printf("game %3d: %2zu plies (%s), %5.1f s in; fds %ld, threads %ld, RSS %.1f MB, "
                            "children %lld\n",
                            g, plies(c),
                            qPrintable(lastEnding.isEmpty() ? QStringLiteral("stopped") : lastEnding),
                            double(clock.elapsed()) / 1000.0, now.fds, now.threads,
                            double(now.rssKb) / 1024.0, qint64(children().size()));
            std::fflush(stdout);
        }
    }
    // The window is gone: every engine with it.
    waitMs(200);
    QElapsedTimer t;
    t.start();
    while (!children().isEmpty() && t.elapsed() < 5000)
        waitMs(50);
    const QList<qint64> remaining = children();
    const double growth = tenth.rssKb > 0 ? double(last.rssKb) / double(tenth.rssKb) - 1.0 : 0.0;
    std::printf(
        "%d games in %.0f s (%d with an engine killed, %d stopped at %zu plies); after game 1: fds %ld, "
        "threads %ld; at the end: fds %ld, threads %ld; RSS %.1f MB after game %d, %.1f MB at the end "
        "(%+.1f %%); engine processes left: %lld during the session, %lld after the window closed\n",
        games, double(clock.elapsed()) / 1000.0, killed, stopped, PlyCap, first.fds, first.threads, last.fds,
        last.threads, double(tenth.rssKb) / 1024.0, games < 10 ? 1 : 10, double(last.rssKb) / 1024.0,
        growth * 100.0, qint64(leftOver.size()), qint64(remaining.size()));
    const bool ok = last.fds == first.fds && last.threads == first.threads && leftOver.isEmpty() &&
                    remaining.isEmpty() && growth <= 0.20 && failures == 0;
    std::printf("%s\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
