// shogiban-engine under random USI sessions with random timing (including none): every accepted go answers
// exactly once, with a legal move for its position, soon after it is told to stop; isready is answered
// soon; the engine exits on quit and on end of input. Each session is a real engine process driven through
// pipes; commands are valid and invalid (Threads 2 among the options: Lazy SMP), delays from none to tens of
// milliseconds.
//   SHOGIBAN_STRESS_SESSIONS  sessions to run (default 160; thousands by hand, with QTEST_FUNCTION_TIMEOUT
//                             raised past its 300 s)
//   SHOGIBAN_STRESS_SEED      the random seed (default: a new one, printed)
//   SHOGIBAN_STRESS_ENGINE    another engine program to drive (to show an old build fails)
//   SHOGIBAN_STRESS_BOUND_MS  how soon an answer must come (default 5000; raise it under sanitizers)
#include "rules/Impasse.h"
#include "rules/MoveGenerator.h"
#include "rules/Sfen.h"
#include "rules/Usi.h"
#include "rules/Variant.h"

#include <QTest>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <csignal>
#include <mutex>
#include <optional>
#include <random>
#include <string>
#include <thread>
#include <vector>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>
extern char** environ;
#endif

using namespace shogi;
using Clock = std::chrono::steady_clock;

namespace {

std::int64_t envNumber(const char* name, std::int64_t fallback) {
    const QByteArray v = qgetenv(name);
    bool ok = false;
    const qlonglong n = v.toLongLong(&ok);
    return ok ? n : fallback;
}

double msBetween(Clock::time_point a, Clock::time_point b) {
    return std::chrono::duration<double, std::milli>(b - a).count();
}

#ifdef Q_OS_UNIX
// An engine process with its input and output as pipes; a reader thread stamps each output line.
class Engine {
public:
    struct Line {
        std::string text;
        Clock::time_point at;
    };

    // Sessions start engines from several threads. Every pipe end is close-on-exec (dup2 gives the child
    // plain copies as its 0 and 1), and a pipe is made close-on-exec before any other thread can spawn: an
    // engine that inherited another session's input would hold it open, and that engine would never see its
    // end of input (the stress test's old rare "did not exit" and "no answer" after end of input).
    bool start(const std::string& program) {
        static std::mutex spawning;
        std::lock_guard lock(spawning);
        int in[2], out[2];
        if (pipe(in) != 0) return false;
        if (pipe(out) != 0) {
            close(in[0]);
            close(in[1]);
            return false;
        }
        for (int fd : {in[0], in[1], out[0], out[1]})
            fcntl(fd, F_SETFD, FD_CLOEXEC);
        posix_spawn_file_actions_t actions;
        posix_spawn_file_actions_init(&actions);
        posix_spawn_file_actions_adddup2(&actions, in[0], 0);
        posix_spawn_file_actions_adddup2(&actions, out[1], 1);
        char* argv[] = {const_cast<char*>(program.c_str()), nullptr};
        const int rc = posix_spawn(&m_pid, program.c_str(), &actions, nullptr, argv, environ);
        posix_spawn_file_actions_destroy(&actions);
        close(in[0]);
        close(out[1]);
        m_in = in[1];
        m_out = out[0];
        if (rc != 0) {
            m_pid = -1;
            return false;
        }
        m_reader = std::thread([this] { read(); });
        return true;
    }

    ~Engine() {
        closeInput();
        if (m_pid > 0 && !m_exited) {
            kill(m_pid, SIGKILL);
            waitpid(m_pid, nullptr, 0);
        }
        if (m_reader.joinable()) m_reader.join();
        if (m_out >= 0) close(m_out);
    }

    void send(const std::string& line) {
        const std::string text = line + '\n';
        std::size_t done = 0;
        while (done < text.size()) {
            const ssize_t n = write(m_in, text.data() + done, text.size() - done);
            if (n <= 0) return; // the engine is gone; the checks say so
            done += std::size_t(n);
        }
    }

    void closeInput() {
        if (m_in >= 0) close(m_in);
        m_in = -1;
    }

    // Waits for the process to end; false (and killed) when it has not within boundMs.
    bool waitExit(double boundMs, int& status) {
        const auto until = Clock::now() + std::chrono::microseconds(std::int64_t(boundMs * 1000));
        while (Clock::now() < until) {
            if (waitpid(m_pid, &status, WNOHANG) == m_pid) {
                m_exited = true;
                return true;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
        kill(m_pid, SIGKILL);
        waitpid(m_pid, &status, 0);
        m_exited = true;
        return false;
    }

    // All lines, once the output has closed (after waitExit).
    std::vector<Line> lines() {
        if (m_reader.joinable()) m_reader.join();
        return m_lines;
    }

private:
    void read() {
        std::string pending;
        char buf[4096];
        while (true) {
            const ssize_t n = ::read(m_out, buf, sizeof buf);
            if (n <= 0) break;
            const auto at = Clock::now();
            pending.append(buf, std::size_t(n));
            std::size_t nl;
            while ((nl = pending.find('\n')) != std::string::npos) {
                m_lines.push_back({pending.substr(0, nl), at});
                pending.erase(0, nl + 1);
            }
        }
        if (!pending.empty()) m_lines.push_back({pending, Clock::now()});
    }

    pid_t m_pid = -1;
    int m_in = -1;
    int m_out = -1;
    bool m_exited = false;
    std::thread m_reader;
    std::vector<Line> m_lines;
};
#endif

// What the driver sent, with the model's view of it.
struct Sent {
    enum class Kind { Go, GoMate, Isready, Release, Other };
    std::string text;
    Clock::time_point at;
    Kind kind = Kind::Other;
    Position position{}; // Go: the position it searches
};

struct SessionResult {
    std::vector<std::string> problems;
    std::string transcript;
    int gos = 0;
    double worstReadyMs = 0;
    double worstStopMs = 0;
};

class Session {
public:
    Session(std::uint64_t seed, double boundMs) : m_rng(seed), m_bound(boundMs) {
        m_position = *sfen::parse(Variant::get(VariantKind::Standard).startSfen);
    }

    SessionResult run(const std::string& program);

private:
    int pick(int n) { return int(m_rng() % std::uint64_t(n)); }
    bool chance(int percent) { return pick(100) < percent; }
    void delay();
    std::string randomCommand(Sent& sent);
    std::string positionCommand();
    std::string goCommand(Sent& sent);
    void check(const std::vector<Sent>& sent, const std::vector<Engine::Line>& lines, bool exited, int status,
               Clock::time_point end, SessionResult& result) const;

    std::mt19937_64 m_rng;
    double m_bound;
    Position m_position;
};

void Session::delay() {
    const int r = pick(100);
    int us = 0;
    if (r < 40)
        us = 0;
    else if (r < 60)
        us = pick(1000);
    else if (r < 85)
        us = pick(10000);
    else
        us = 10000 + pick(50000);
    if (us) std::this_thread::sleep_for(std::chrono::microseconds(us));
}

std::string Session::positionCommand() {
    // A random game from the start; now and then a broken command, which must leave the position unchanged.
    Position pos = *sfen::parse(Variant::get(VariantKind::Standard).startSfen);
    std::string text = "position startpos moves";
    const int plies = pick(60);
    for (int i = 0; i < plies; ++i) {
        MoveList list;
        movegen::legalMoves(pos, list);
        if (list.empty()) break;
        const Move m = list[std::size_t(pick(int(list.size())))];
        text += " " + usi::format(m);
        pos.doMove(m);
    }
    switch (pick(10)) {
    case 0:
        return text + " 5e5a"; // illegal here (no piece can make it): rejected
    case 1:
        return "position sfen lnsgkgsnl/9/9 b - 1"; // a board cut short
    case 2:
        return "position";
    default:
        m_position = pos;
        return text;
    }
}

std::string Session::goCommand(Sent& sent) {
    sent.kind = Sent::Kind::Go;
    sent.position = m_position;
    const auto n = [&](int lo, int hi) { return std::to_string(lo + pick(hi - lo + 1)); };
    switch (pick(14)) {
    case 0:
        return "go depth " + n(1, 4);
    case 1:
        return "go nodes " + n(500, 20000);
    case 2:
        return "go movetime " + n(1, 80);
    case 3:
        return "go btime " + n(0, 3000) + " wtime " + n(0, 3000) + " byoyomi " + n(10, 150);
    case 4:
        return "go btime " + n(0, 1000) + " wtime " + n(0, 1000) + " binc " + n(10, 100) + " winc " +
               n(10, 100);
    case 5:
    case 6:
        return "go infinite";
    case 7:
        return "go ponder btime 0 wtime 0 byoyomi " + n(10, 150);
    case 8:
        return "go ponder";
    case 9:
        return "go";
    case 10:
        sent.kind = Sent::Kind::GoMate;
        return chance(50) ? "go mate " + n(10, 100) : "go mate infinite";
    default:
        sent.kind = Sent::Kind::Other; // malformed: no answer is due
        switch (pick(4)) {
        case 0:
            return "go depth";
        case 1:
            return "go depth -3";
        case 2:
            return "go wibble 3";
        default:
            return "go btime x wtime 0";
        }
    }
}

std::string Session::randomCommand(Sent& sent) {
    const int r = pick(100);
    if (r < 22) return goCommand(sent);
    if (r < 36) {
        sent.kind = Sent::Kind::Release;
        return "stop";
    }
    if (r < 44) return "ponderhit";
    if (r < 58) {
        sent.kind = Sent::Kind::Release;
        return positionCommand();
    }
    if (r < 68) {
        sent.kind = Sent::Kind::Isready;
        return "isready";
    }
    if (r < 73) {
        sent.kind = Sent::Kind::Release;
        return "usinewgame";
    }
    if (r < 75) {
        sent.kind = Sent::Kind::Release;
        return chance(50) ? "gameover win" : "gameover lose";
    }
    if (r < 90) {
        static const char* const options[] = {
            "setoption name Level value 1",          "setoption name Level value 7",
            "setoption name Level value 10",         "setoption name MultiPV value 3",
            "setoption name MultiPV value 1",        "setoption name USI_Ponder value true",
            "setoption name USI_Ponder value false", "setoption name USI_Hash value 16",
            "setoption name USI_Hash value 128",     "setoption name Pace value casual",
            "setoption name Pace value tournament",  "setoption name OpeningVariety value false",
            "setoption name MoveOverhead value 0",   "setoption name Level value 99",
            "setoption name NoSuchThing value 1",    "setoption value 3",
            "setoption name Threads value 2",        "setoption name Threads value 1",
        };
        return options[pick(int(std::size(options)))];
    }
    if (r < 95) return "d";
    return chance(50) ? "frobnicate" : "\x01\xff garbage";
}

SessionResult Session::run(const std::string& program) {
    SessionResult result;
    std::vector<Sent> sent;
#ifdef Q_OS_UNIX
    Engine engine;
    if (!engine.start(program)) {
        result.problems.push_back("cannot start " + program);
        return result;
    }
    const auto send = [&](Sent s) {
        engine.send(s.text);
        s.at = Clock::now();
        sent.push_back(std::move(s));
    };
    const auto plain = [](const char* text) {
        Sent s;
        s.text = text;
        return s;
    };
    if (chance(50)) send(plain("usi"));
    const int commands = 4 + pick(24);
    for (int i = 0; i < commands; ++i) {
        Sent s;
        s.text = randomCommand(s);
        send(std::move(s));
        delay();
    }
    const bool quit = chance(70);
    if (quit) {
        Sent s = plain("quit");
        s.kind = Sent::Kind::Release;
        send(std::move(s));
    } else {
        engine.closeInput(); // end of input: any search stops or ends, and the engine exits
        Sent s = plain("<end of input>");
        s.at = Clock::now();
        s.kind = Sent::Kind::Release;
        sent.push_back(s);
    }
    int status = 0;
    const bool exited = engine.waitExit(m_bound, status);
    const auto end = Clock::now();
    if (quit) engine.closeInput();
    const auto lines = engine.lines();
    check(sent, lines, exited, status, end, result);
    if (!result.problems.empty()) {
        const auto t0 = sent.empty() ? Clock::now() : sent.front().at;
        for (const Sent& s : sent)
            result.transcript += "  > " + std::to_string(int(msBetween(t0, s.at))) + " " + s.text + "\n";
        for (const auto& l : lines)
            if (l.text.rfind("info depth", 0) != 0 && l.text.rfind("option", 0) != 0)
                result.transcript += "  < " + std::to_string(int(msBetween(t0, l.at))) + " " + l.text + "\n";
    }
#else
    Q_UNUSED(program);
#endif
    return result;
}

void Session::check(const std::vector<Sent>& sent, const std::vector<Engine::Line>& lines, bool exited,
                    int status, Clock::time_point end, SessionResult& r) const {
    auto problem = [&](const std::string& p) { r.problems.push_back(p); };
    if (!exited)
        problem("did not exit within the bound after " + sent.back().text);
    else if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        problem("exited abnormally, status " + std::to_string(status));
    std::vector<const Engine::Line*> answers, readies;
    for (const auto& l : lines) {
        const std::string& t = l.text;
        const auto starts = [&](const char* p) { return t.rfind(p, 0) == 0; };
        if (starts("bestmove ") || starts("checkmate"))
            answers.push_back(&l);
        else if (t == "readyok")
            readies.push_back(&l);
        else if (!(starts("info ") || starts("id ") || starts("option name ") || t == "usiok"))
            problem("a line no engine should write: '" + t + "'");
    }
    // Answers come in the order of the searches, one each.
    std::vector<const Sent*> gos, isreadys;
    for (const Sent& s : sent) {
        if (s.kind == Sent::Kind::Go || s.kind == Sent::Kind::GoMate) gos.push_back(&s);
        if (s.kind == Sent::Kind::Isready) isreadys.push_back(&s);
    }
    r.gos = int(gos.size());
    if (answers.size() != gos.size())
        problem(std::to_string(gos.size()) + " searches but " + std::to_string(answers.size()) + " answers");
    for (std::size_t i = 0; i < std::min(answers.size(), gos.size()); ++i) {
        const Sent& go = *gos[i];
        const std::string& a = answers[i]->text;
        if (go.kind == Sent::Kind::GoMate) {
            if (a.rfind("checkmate", 0) != 0) problem("'" + go.text + "' answered by '" + a + "'");
            continue;
        }
        const QStringList words = QString::fromStdString(a).split(' ');
        MoveList legal;
        movegen::legalMoves(go.position, legal);
        if (words.size() == 2 && words[1] == "resign") {
            if (!legal.empty()) problem("resigned with legal moves: '" + a + "'");
        } else if (words.size() == 2 && words[1] == "win") {
            if (judgeImpasse(go.position, go.position.sideToMove(), ImpasseRule::Points27).outcome !=
                ImpasseOutcome::DeclarerWins)
                problem("declared a win that does not qualify: '" + a + "'");
        } else if (words.size() == 2 || (words.size() == 4 && words[2] == "ponder")) {
            const auto m = usi::parseMove(words[1].toStdString(), go.position.variant());
            if (!m || !movegen::isLegal(go.position, *m)) {
                problem("illegal '" + a + "' for '" + go.text + "' in " + sfen::format(go.position));
            } else if (words.size() == 4) {
                Position after = go.position;
                after.doMove(*m);
                const auto p = usi::parseMove(words[3].toStdString(), after.variant());
                if (!p || !movegen::isLegal(after, *p)) problem("illegal ponder move in '" + a + "'");
            }
        } else {
            problem("a malformed answer: '" + a + "'");
        }
        // Told to stop (or to do something that stops it), the search answers within the bound.
        for (const Sent& s : sent) {
            if (s.at <= go.at || s.kind != Sent::Kind::Release) continue;
            const double late = msBetween(s.at, answers[i]->at);
            r.worstStopMs = std::max(r.worstStopMs, late);
            if (late > m_bound)
                problem("'" + go.text + "' answered " + std::to_string(int(late)) + " ms after '" + s.text +
                        "'");
            break;
        }
    }
    if (readies.size() != isreadys.size())
        problem(std::to_string(isreadys.size()) + " isready but " + std::to_string(readies.size()) +
                " readyok");
    for (std::size_t i = 0; i < std::min(readies.size(), isreadys.size()); ++i) {
        const double late = msBetween(isreadys[i]->at, readies[i]->at);
        r.worstReadyMs = std::max(r.worstReadyMs, late);
        if (late > m_bound) problem("readyok " + std::to_string(int(late)) + " ms after isready");
    }
    Q_UNUSED(end);
}

} // namespace

std::string engineProgram() {
    return qEnvironmentVariableIsSet("SHOGIBAN_STRESS_ENGINE")
               ? qEnvironmentVariable("SHOGIBAN_STRESS_ENGINE").toStdString()
               : std::string(SHOGIBAN_ENGINE_PATH);
}

double boundMs() {
    return double(envNumber("SHOGIBAN_STRESS_BOUND_MS", 5000));
}

class TestUsiEngineStress : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void endOfInputBesideAnotherEngine_data();
    void endOfInputBesideAnotherEngine();
    void randomSessions();
};

void TestUsiEngineStress::initTestCase() {
#ifdef Q_OS_UNIX
    std::signal(SIGPIPE, SIG_IGN); // an engine that died must fail a check, not kill the driver
#else
    QSKIP("drives the engine through POSIX pipes");
#endif
}

void TestUsiEngineStress::endOfInputBesideAnotherEngine_data() {
    QTest::addColumn<QStringList>("commands");
    QTest::addColumn<int>("pauseMs"); // before the input ends
    // The two sessions the random test failed now and then (issue 14): both end their input, and both
    // failed only when an engine of a session running beside them held that input open.
    QTest::newRow("stopped ponder") << QStringList{"gameover lose", "go ponder", "stop", "stop"} << 0;
    QTest::newRow("plain go") << QStringList{"usi", "position startpos",
                                             "setoption name USI_Ponder value true", "position startpos",
                                             "go"}
                              << 15;
}

void TestUsiEngineStress::endOfInputBesideAnotherEngine() {
#ifdef Q_OS_UNIX
    QFETCH(QStringList, commands);
    QFETCH(int, pauseMs);
    const std::string program = engineProgram();
    Engine engine;
    QVERIFY(engine.start(program));
    // Started while the first one's pipes are open, this engine thinks until told to quit.
    Engine beside;
    QVERIFY(beside.start(program));
    beside.send("position startpos");
    beside.send("go infinite");
    for (const QString& c : commands)
        engine.send(c.toStdString());
    std::this_thread::sleep_for(std::chrono::milliseconds(pauseMs));
    engine.closeInput();
    int status = 0;
    const bool exited = engine.waitExit(boundMs(), status);
    beside.send("quit");
    int besideStatus = 0;
    beside.waitExit(boundMs(), besideStatus);
    beside.closeInput();
    int answers = 0;
    for (const auto& l : engine.lines())
        answers += l.text.rfind("bestmove ", 0) == 0;
    QVERIFY2(exited, "no exit after the end of input");
    QCOMPARE(answers, 1);
#endif
}

void TestUsiEngineStress::randomSessions() {
    const std::string program = engineProgram();
    const int sessions = int(envNumber("SHOGIBAN_STRESS_SESSIONS", 160));
    const double bound = boundMs();
    const std::uint64_t seed =
        std::uint64_t(envNumber("SHOGIBAN_STRESS_SEED", std::int64_t(std::random_device{}() >> 1)));
    qInfo("%d sessions against %s, seed %llu (SHOGIBAN_STRESS_SEED), bound %.0f ms", sessions,
          program.c_str(), (unsigned long long)seed, bound);
    // Four sessions at a time: each is mostly waiting, and together they keep the engines' timing varied.
    constexpr int Parallel = 4;
    std::atomic<int> next{0};
    std::mutex mutex;
    int failed = 0, gos = 0;
    double worstReady = 0, worstStop = 0;
    QStringList reports;
    std::vector<std::thread> workers;
    for (int w = 0; w < Parallel; ++w)
        workers.emplace_back([&] {
            for (int i; (i = next++) < sessions;) {
                Session session(seed + std::uint64_t(i) * 0x9E3779B97F4A7C15ULL, bound);
                const SessionResult r = session.run(program);
                std::lock_guard lock(mutex);
                gos += r.gos;
                worstReady = std::max(worstReady, r.worstReadyMs);
                worstStop = std::max(worstStop, r.worstStopMs);
                if (r.problems.empty()) continue;
                ++failed;
                if (reports.size() < 3) {
                    QString report = QString("session %1:\n").arg(i);
                    for (const auto& p : r.problems)
                        report += "  " + QString::fromStdString(p) + "\n";
                    reports << report + QString::fromStdString(r.transcript);
                }
            }
        });
    for (auto& t : workers)
        t.join();
    qInfo("%d sessions, %d searches, %d failed; slowest readyok %.0f ms, slowest answer after a stop %.0f ms",
          sessions, gos, failed, worstReady, worstStop);
    for (const QString& report : reports)
        qInfo("%s", qPrintable(report));
    QCOMPARE(failed, 0);
}

QTEST_GUILESS_MAIN(TestUsiEngineStress)
#include "tst_usiengine_stress.moc"
