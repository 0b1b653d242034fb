// A USI engine for the tests that knows the protocol's order and says so loudly when a GUI breaks it. It
// plays legal moves (the rules core's), searches for a configurable time, infinitely (until stop) or as a
// ponder (until ponderhit or stop), and writes each violation, naming the command, to a log file.
//
//   strict_usi_engine [--think MS] [--ignore-clock 1] [--stop-delay MS] [--jitter MS] [--seed N]
//                     [--name NAME] [--log FILE] [--trace FILE]
//
// --think: the time a timed search takes at most (default 200; the clock given with go may allow less);
// --ignore-clock 1: it takes that time whatever the clock says (to lose on time).
// --stop-delay: how long it takes to answer stop. --jitter: each answer (readyok, bestmove) comes up to this
// much later, at random. --log (or STRICT_USI_LOG): where violations go, one line each, "VIOLATION" first;
// they are printed as "info string VIOLATION ..." too. --trace (or STRICT_USI_TRACE): every line in and out
// with the milliseconds since start.
//
// The order it checks: "usi" first and once; "setoption" before the first "isready" or between searches;
// "position", "go" and "usinewgame" only after "isready" and never during a search; "go" after a
// "position"; "stop" only during a search ("ponderhit" during a ponder search); "gameover" not during a
// search; "isready" at any time (answered even during a search); nothing after "quit" (it listens for a
// moment before it exits). A "stop" that crosses the engine's own bestmove on the way (no other command
// between them) is the race every GUI must live with, not a violation.
#include "rules/MoveGenerator.h"
#include "rules/Sfen.h"
#include "rules/Usi.h"

#include <poll.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

struct Settings {
    int thinkMs = 200;
    bool ignoreClock = false;
    int stopDelayMs = 0;
    int jitterMs = 0;
    unsigned seed = 1;
    std::string name = "Strict USI engine";
    std::string log;
    std::string trace;
};

enum class SearchKind { Timed, Infinite, Ponder, Mate };

class StrictEngine {
public:
    explicit StrictEngine(Settings settings)
        : m_s(std::move(settings)), m_rng(m_s.seed), m_start(Clock::now()) {}

    int run();

private:
    struct Output {
        Clock::time_point due;
        std::string line;
        bool endsSearch = false;
    };

    void handle(const std::string& line);
    void violation(const std::string& what, const std::string& line);
    void say(const std::string& line);
    void schedule(int delayMs, std::string line, bool endsSearch = false);
    void flushDue();
    int msUntilNext() const;
    void position(std::istringstream& in, const std::string& line);
    void go(std::istringstream& in, const std::string& line);
    void finishSearch(int delayMs, bool stopped);
    std::vector<std::string> lines(int count); // a PV per MultiPV line, each from a different first move
    void info();
    void traceLine(char direction, const std::string& line);
    long long now() const;
    int jitter() { return m_s.jitterMs > 0 ? int(m_rng() % unsigned(m_s.jitterMs + 1)) : 0; }

    Settings m_s;
    std::mt19937 m_rng;
    Clock::time_point m_start;
    std::deque<Output> m_out;
    bool m_usi = false, m_isready = false, m_quit = false, m_positionSet = false;
    shogi::VariantKind m_variant = shogi::VariantKind::Standard;
    std::optional<shogi::Position> m_pos;
    int m_multiPv = 1;
    // The search: from go until its bestmove is written (a bestmove waiting in m_out still counts).
    bool m_searching = false;
    SearchKind m_kind = SearchKind::Timed;
    bool m_answerScheduled = false;
    Clock::time_point m_deadline, m_nextInfo;
    int m_depth = 0;
    bool m_raceWindow = false; // a bestmove went out and no command has come since
};

long long StrictEngine::now() const {
    return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - m_start).count();
}

void StrictEngine::traceLine(char direction, const std::string& line) {
    if (m_s.trace.empty()) return;
    if (FILE* f = std::fopen(m_s.trace.c_str(), "a")) {
        std::fprintf(f, "%lld %c %s\n", now(), direction, line.c_str());
        std::fclose(f);
    }
}

void StrictEngine::say(const std::string& line) {
    traceLine('<', line);
    std::fputs((line + '\n').c_str(), stdout);
    std::fflush(stdout);
}

void StrictEngine::violation(const std::string& what, const std::string& line) {
    const std::string text =
        "VIOLATION (" + m_s.name + ", pid " + std::to_string(getpid()) + "): " + what + ": \"" + line + "\"";
    if (!m_s.log.empty())
        if (FILE* f = std::fopen(m_s.log.c_str(), "a")) {
            std::fprintf(f, "%s\n", text.c_str());
            std::fclose(f);
        }
    std::fprintf(stderr, "%s\n", text.c_str());
    if (!m_quit) say("info string " + text);
}

void StrictEngine::schedule(int delayMs, std::string line, bool endsSearch) {
    m_out.push_back({Clock::now() + std::chrono::milliseconds(delayMs), std::move(line), endsSearch});
}

void StrictEngine::flushDue() {
    // In order: a readyok asked for later never overtakes a bestmove due earlier.
    while (!m_out.empty() && m_out.front().due <= Clock::now()) {
        Output o = std::move(m_out.front());
        m_out.pop_front();
        say(o.line);
        if (o.endsSearch) {
            m_searching = false;
            m_answerScheduled = false;
            m_raceWindow = true;
        }
    }
    if (m_searching && !m_answerScheduled) {
        if (Clock::now() >= m_nextInfo) info();
        if (m_kind == SearchKind::Timed && Clock::now() >= m_deadline) finishSearch(jitter(), false);
        if (m_kind == SearchKind::Mate && Clock::now() >= m_deadline) {
            m_answerScheduled = true;
            schedule(jitter(), "checkmate nomate", true);
        }
    }
}

int StrictEngine::msUntilNext() const {
    Clock::time_point next = Clock::time_point::max();
    if (!m_out.empty()) next = m_out.front().due;
    if (m_searching && !m_answerScheduled) {
        next = std::min(next, m_nextInfo);
        if (m_kind == SearchKind::Timed || m_kind == SearchKind::Mate) next = std::min(next, m_deadline);
    }
    if (next == Clock::time_point::max()) return -1;
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(next - Clock::now()).count();
    return int(std::clamp<long long>(ms + 1, 0, 1000));
}

std::vector<std::string> StrictEngine::lines(int count) {
    std::vector<std::string> out;
    shogi::MoveList moves;
    shogi::movegen::legalMoves(*m_pos, moves);
    // The same position gives the same lines: the first moves in an order fixed by the position.
    std::mt19937 order(unsigned(m_pos->key()));
    std::vector<shogi::Move> firsts(moves.begin(), moves.end());
    std::shuffle(firsts.begin(), firsts.end(), order);
    for (int i = 0; i < count && i < int(firsts.size()); ++i) {
        shogi::Position after = *m_pos;
        after.doMove(firsts[std::size_t(i)]);
        std::string pv = shogi::usi::format(firsts[std::size_t(i)]);
        shogi::MoveList replies;
        shogi::movegen::legalMoves(after, replies);
        if (!replies.empty())
            pv += ' ' + shogi::usi::format(replies[int(order() % unsigned(replies.size()))]);
        out.push_back(pv);
    }
    return out;
}

void StrictEngine::info() {
    ++m_depth;
    const std::vector<std::string> pvs = lines(m_multiPv);
    for (std::size_t i = 0; i < pvs.size(); ++i) {
        const int score = int(m_pos->key() % 400) - 200 - int(i) * 30 + m_depth;
        say("info depth " + std::to_string(m_depth) + " seldepth " + std::to_string(m_depth) + " multipv " +
            std::to_string(i + 1) + " score cp " + std::to_string(score) + " nodes " +
            std::to_string(m_depth * 1000) + " nps 100000 time " + std::to_string(m_depth * 10) + " pv " +
            pvs[i]);
    }
    m_nextInfo = Clock::now() + std::chrono::milliseconds(20);
}

void StrictEngine::finishSearch(int delayMs, bool stopped) {
    m_answerScheduled = true;
    if (m_kind == SearchKind::Mate) {
        schedule(delayMs, stopped ? "checkmate timeout" : "checkmate nomate", true);
        return;
    }
    const std::vector<std::string> pvs = lines(1);
    if (pvs.empty()) {
        schedule(delayMs, "bestmove resign", true);
        return;
    }
    const auto space = pvs[0].find(' ');
    std::string best = "bestmove " + pvs[0].substr(0, space);
    if (space != std::string::npos) best += " ponder " + pvs[0].substr(space + 1);
    schedule(delayMs, best, true);
}

void StrictEngine::position(std::istringstream& in, const std::string& line) {
    std::string kind, word, sfen;
    in >> kind;
    if (kind == "startpos") {
        sfen = shogi::Variant::get(m_variant).startSfen;
        in >> word;
    } else if (kind == "sfen") {
        std::string field;
        while (in >> field && field != "moves")
            sfen += (sfen.empty() ? "" : " ") + field;
        if (field == "moves") word = field;
    } else {
        violation("position without startpos or sfen", line);
        return;
    }
    auto pos = shogi::sfen::parseComposed(sfen, m_variant);
    if (!pos) {
        violation("position with a bad SFEN", line);
        return;
    }
    if (!word.empty() && word != "moves") {
        violation("position with \"" + word + "\" where \"moves\" belongs", line);
        return;
    }
    while (in >> word) {
        auto move = shogi::usi::parseMove(word, pos->variant());
        shogi::MoveList legal;
        shogi::movegen::legalMoves(*pos, legal);
        if (!move || !legal.contains(*move)) {
            violation("position with the illegal move " + word, line);
            return;
        }
        pos->doMove(*move);
    }
    m_pos = std::move(*pos);
    m_positionSet = true;
}

void StrictEngine::go(std::istringstream& in, const std::string& line) {
    std::string word;
    long long btime = -1, wtime = -1, byoyomi = 0, binc = 0, winc = 0, movetime = -1;
    m_kind = SearchKind::Timed;
    while (in >> word) {
        long long* field = word == "btime"      ? &btime
                           : word == "wtime"    ? &wtime
                           : word == "byoyomi"  ? &byoyomi
                           : word == "binc"     ? &binc
                           : word == "winc"     ? &winc
                           : word == "movetime" ? &movetime
                                                : nullptr;
        if (field) {
            if (!(in >> *field)) violation("go with " + word + " but no number", line);
        } else if (word == "infinite") {
            m_kind = SearchKind::Infinite;
        } else if (word == "ponder") {
            m_kind = SearchKind::Ponder;
        } else if (word == "mate") {
            m_kind = SearchKind::Mate;
            std::string limit;
            in >> limit;
            movetime = limit == "infinite" ? -2 : std::atoll(limit.c_str());
        } else {
            violation("go with the unknown word " + word, line);
        }
    }
    const bool black = m_pos->sideToMove() == shogi::Color::Black;
    const long long own = black ? btime : wtime;
    const long long inc = black ? binc : winc;
    long long think = m_s.thinkMs;
    if (m_s.ignoreClock)
        think = m_s.thinkMs;
    else if (movetime == -2)
        think = 24LL * 3600 * 1000; // go mate infinite: until stop
    else if (movetime >= 0)
        think = std::min(think, movetime);
    else if (own >= 0)
        think = std::min(think, std::max(0LL, own / 20 + byoyomi / 2 + inc / 2));
    m_searching = true;
    m_answerScheduled = false;
    m_depth = 0;
    m_deadline = Clock::now() + std::chrono::milliseconds(think);
    m_nextInfo = Clock::now();
    shogi::MoveList legal;
    shogi::movegen::legalMoves(*m_pos, legal);
    if (legal.empty() && m_kind == SearchKind::Timed) finishSearch(jitter(), false);
}

void StrictEngine::handle(const std::string& line) {
    traceLine('>', line);
    std::istringstream in(line);
    std::string cmd;
    in >> cmd;
    if (cmd.empty()) return;
    const bool race = std::exchange(m_raceWindow, false);
    if (m_quit) {
        violation("a command after quit", line);
        return;
    }
    if (!m_usi && cmd != "usi") {
        violation("a command before usi", line);
        return;
    }
    if (cmd == "usi") {
        if (m_usi) violation("usi sent twice", line);
        m_usi = true;
        say("id name " + m_s.name);
        say("id author the Shogiban tests");
        say("option name USI_Hash type spin default 16 min 1 max 1024");
        say("option name USI_Ponder type check default false");
        say("option name MultiPV type spin default 1 min 1 max 5");
        say("option name USI_Variant type combo default standard var standard var gorogoro var minishogi");
        say("option name Clear Hash type button");
        say("usiok");
    } else if (cmd == "isready") {
        m_isready = true;
        schedule(jitter(), "readyok");
    } else if (cmd == "setoption") {
        if (m_searching) violation("setoption during a search", line);
        std::string word, name, value;
        in >> word;
        while (in >> word && word != "value")
            name += (name.empty() ? "" : " ") + word;
        std::getline(in, value);
        value.erase(0, value.find_first_not_of(' '));
        if (name == "MultiPV") m_multiPv = std::clamp(std::atoi(value.c_str()), 1, 5);
        if (name == "USI_Variant")
            if (auto v = shogi::Variant::fromId(value)) m_variant = *v;
    } else if (cmd == "usinewgame") {
        if (!m_isready) violation("usinewgame before isready", line);
        if (m_searching) violation("usinewgame during a search", line);
    } else if (cmd == "position") {
        if (!m_isready) violation("position before isready", line);
        if (m_searching)
            violation("position during a search", line);
        else
            position(in, line);
    } else if (cmd == "go") {
        if (!m_isready) violation("go before isready", line);
        if (m_searching)
            violation("go during a search", line);
        else if (!m_positionSet)
            violation("go without a position", line);
        else
            go(in, line);
    } else if (cmd == "stop") {
        if (m_searching && !m_answerScheduled)
            finishSearch(m_s.stopDelayMs + jitter(), true);
        else if (!m_searching && !race)
            violation("stop with no search running", line);
    } else if (cmd == "ponderhit") {
        if (!m_searching || m_kind != SearchKind::Ponder || m_answerScheduled) {
            violation(m_searching ? "ponderhit during a search that is no ponder"
                                  : "ponderhit with no search running",
                      line);
        } else {
            m_kind = SearchKind::Timed;
            m_deadline = Clock::now() + std::chrono::milliseconds(m_s.thinkMs);
        }
    } else if (cmd == "gameover") {
        if (m_searching) violation("gameover during a search (stop it first)", line);
        std::string result;
        in >> result;
        if (result != "win" && result != "lose" && result != "draw")
            violation("gameover with no result", line);
    } else if (cmd == "quit") {
        m_quit = true; // also during a search: the engine just goes
    } else {
        violation("an unknown command", line);
    }
}

int StrictEngine::run() {
    std::string buffer;
    Clock::time_point quitBy{};
    for (;;) {
        flushDue();
        int timeout = msUntilNext();
        if (m_quit) {
            // Listens a moment longer: whatever comes now was sent after quit.
            if (quitBy == Clock::time_point{}) quitBy = Clock::now() + std::chrono::milliseconds(150);
            const auto left =
                std::chrono::duration_cast<std::chrono::milliseconds>(quitBy - Clock::now()).count();
            if (left <= 0) return 0;
            timeout = int(left);
        }
        pollfd in{STDIN_FILENO, POLLIN, 0};
        const int ready = poll(&in, 1, timeout);
        if (ready <= 0) continue;
        char chunk[4096];
        const ssize_t n = read(STDIN_FILENO, chunk, sizeof chunk);
        if (n <= 0) return 0; // the GUI closed our input: nothing more to check
        buffer.append(chunk, std::size_t(n));
        for (std::size_t end; (end = buffer.find('\n')) != std::string::npos;) {
            std::string line = buffer.substr(0, end);
            buffer.erase(0, end + 1);
            if (!line.empty() && line.back() == '\r') line.pop_back();
            handle(line);
            flushDue();
        }
    }
}

int number(const char* text, const char* option) {
    char* end = nullptr;
    const long value = std::strtol(text, &end, 10);
    if (!*text || *end || value < 0) {
        std::fprintf(stderr, "strict_usi_engine: %s needs a number, not \"%s\"\n", option, text);
        std::exit(2);
    }
    return int(value);
}

} // namespace

int main(int argc, char** argv) {
    Settings s;
    if (const char* log = std::getenv("STRICT_USI_LOG")) s.log = log;
    if (const char* trace = std::getenv("STRICT_USI_TRACE")) s.trace = trace;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (i + 1 >= argc) {
            std::fprintf(stderr, "strict_usi_engine: %s needs a value\n", arg.c_str());
            return 2;
        }
        const char* value = argv[++i];
        if (arg == "--think")
            s.thinkMs = number(value, "--think");
        else if (arg == "--ignore-clock")
            s.ignoreClock = number(value, "--ignore-clock") != 0;
        else if (arg == "--stop-delay")
            s.stopDelayMs = number(value, "--stop-delay");
        else if (arg == "--jitter")
            s.jitterMs = number(value, "--jitter");
        else if (arg == "--seed")
            s.seed = unsigned(number(value, "--seed"));
        else if (arg == "--name")
            s.name = value;
        else if (arg == "--log")
            s.log = value;
        else if (arg == "--trace")
            s.trace = value;
        else {
            std::fprintf(stderr, "strict_usi_engine: unknown option %s\n", arg.c_str());
            return 2;
        }
    }
    return StrictEngine(s).run();
}
