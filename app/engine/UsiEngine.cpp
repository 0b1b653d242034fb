#include "engine/UsiEngine.h"

#include "rules/MoveGenerator.h"
#include "rules/Sfen.h"
#include "rules/Usi.h"
#include "usi/Words.h"

#include <algorithm>
#include <charconv>
#include <thread>

namespace shogiban {

using namespace shogi;
using namespace shogi::engine;

namespace {

template <class T> bool number(std::string_view text, T& value) {
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    return ec == std::errc() && end == text.data() + text.size();
}

std::string lower(std::string_view s) {
    std::string r(s);
    for (char& c : r)
        c = char(c >= 'A' && c <= 'Z' ? c + 32 : c);
    return r;
}

std::string bestmoveLine(const SearchResult& r, bool ponderEnabled) {
    if (r.declareWin) return "bestmove win";
    if (r.best.isNone()) return "bestmove resign";
    std::string line = "bestmove " + usi::format(r.best);
    if (ponderEnabled && !r.ponder.isNone()) line += " ponder " + usi::format(r.ponder);
    return line;
}

} // namespace

UsiEngine::UsiEngine(std::ostream& out)
    : m_out(out), m_thread(m_out), m_start(*sfen::parse(Variant::get(m_variant).startSfen)) {
    m_thread.search().options().openingVariety = true;
    declareOptions();
}

void UsiEngine::addSpin(std::string name, int def, int min, int max, std::function<void(int)> apply) {
    const std::string declaration = "type spin default " + std::to_string(def) + " min " +
                                    std::to_string(min) + " max " + std::to_string(max);
    m_options.push_back({name, declaration, [=](const std::string& value) -> std::string {
                             int v = 0;
                             if (!number(value, v) || v < min || v > max)
                                 return name + " must be a number from " + std::to_string(min) + " to " +
                                        std::to_string(max) + ", not '" + value + "'";
                             apply(v);
                             return {};
                         }});
}

void UsiEngine::addCheck(std::string name, bool def, std::function<void(bool)> apply) {
    m_options.push_back({name, std::string("type check default ") + (def ? "true" : "false"),
                         [=](const std::string& value) -> std::string {
                             if (value != "true" && value != "false")
                                 return name + " must be true or false, not '" + value + "'";
                             apply(value == "true");
                             return {};
                         }});
}

void UsiEngine::addCombo(std::string name, std::string def, std::vector<std::string> vars,
                         std::function<void(const std::string&)> apply) {
    std::string declaration = "type combo default " + def;
    std::string list;
    for (const std::string& v : vars) {
        declaration += " var " + v;
        list += (list.empty() ? "" : ", ") + v;
    }
    m_options.push_back({name, declaration, [=](const std::string& value) -> std::string {
                             const std::string v = lower(value);
                             if (std::find(vars.begin(), vars.end(), v) == vars.end())
                                 return name + " must be one of " + list + ", not '" + value + "'";
                             apply(v);
                             return {};
                         }});
}

void UsiEngine::addString(std::string name, std::string def,
                          std::function<std::string(const std::string&)> apply) {
    m_options.push_back(
        {name, "type string default " + (def.empty() ? std::string("<empty>") : def), std::move(apply)});
}

void UsiEngine::declareOptions() {
    SearchOptions& o = m_thread.search().options();
    addSpin("USI_Hash", 64, 1, 4096, [this](int v) {
        m_hashMb = std::size_t(v);
        m_hashDirty = true;
    });
    addCheck("USI_Ponder", false, [this](bool b) { m_ponderEnabled = b; });
    // Lazy SMP: up to one search thread per core of this machine.
    addSpin("Threads", 1, 1, std::max(1, int(std::thread::hardware_concurrency())),
            [this](int v) { m_thread.search().setThreads(v); });
    addSpin("MultiPV", 1, 1, 10, [&o](int v) { o.multiPV = v; });
    addSpin("Level", 10, 1, 10, [&o](int v) { o.level = v; });
    addCombo("USI_Variant", "standard", {"standard", "gorogoro", "minishogi"},
             [this](const std::string& v) { setVariant(v); });
    addCombo("UCI_Variant", "shogi", {"shogi", "gorogoro", "minishogi"},
             [this](const std::string& v) { setVariant(v); });
    addCheck("OpeningVariety", true, [&o](bool b) { o.openingVariety = b; });
    addSpin("MoveOverhead", 100, 0, 5000, [&o](int v) { o.overheadMs = v; });
    // casual: a person's pace (see TimeManager); the app sets it in games against a person.
    addCombo("Pace", "tournament", {"tournament", "casual"},
             [&o](const std::string& v) { o.pace = v == "casual" ? Pace::Casual : Pace::Tournament; });
    // A book (YaneuraOu's format) the engine answers from before it searches; empty: none.
    addString("BookFile", "", [this](const std::string& v) {
        const auto error = m_book.setFile(v);
        return error ? "BookFile: " + *error : std::string();
    });
}

void UsiEngine::setVariant(const std::string& value) {
    m_variant = *Variant::fromId(value == "shogi" ? "standard" : value);
    m_start = *sfen::parse(Variant::get(m_variant).startSfen, m_variant);
    m_moves.clear();
}

bool UsiEngine::handle(std::string_view line) {
    const auto words = usi::words::split(line);
    if (words.empty()) return true;
    const std::string_view cmd = words[0];
    if (cmd == "usi") {
        usi();
    } else if (cmd == "isready") {
        isready();
    } else if (cmd == "setoption") {
        if (m_thread.running()) {
            send("info string setoption ignored while thinking: send stop first");
        } else {
            m_thread.wait(); // a search that answered at the clock's last moment is ending
            setOption(words);
        }
    } else if (cmd == "usinewgame") {
        m_thread.stop();
        m_thread.wait();
        newGame();
    } else if (cmd == "position") {
        m_thread.stop();
        m_thread.wait();
        position(words);
    } else if (cmd == "go") {
        if (m_thread.running()) send("info string go while thinking: the previous search is stopped first");
        go(words);
    } else if (cmd == "stop") {
        m_thread.stop();
    } else if (cmd == "gameover") {
        // The table is cleared now, while no clock runs: at "usinewgame" the first move's clock may be
        // running already (a GUI sends "go" right after it), and clearing 64 MB takes a busy machine a while.
        m_thread.stop();
        m_thread.wait();
        newGame();
    } else if (cmd == "ponderhit") {
        m_thread.ponderhit();
    } else if (cmd == "quit") {
        m_thread.stop();
        m_thread.wait();
        return false;
    } else if (cmd == "d") {
        printBoard();
    } else {
        send("info string unknown command: " + std::string(cmd));
    }
    return true;
}

void UsiEngine::newGame() {
    if (m_searched) m_thread.search().newGame();
    m_searched = false;
}

void UsiEngine::endOfInput() {
    m_thread.finishAtEndOfInput();
}

void UsiEngine::usi() {
    send("id name Shogiban 0.1");
    send("id author the Shogiban developers");
    for (const Option& o : m_options)
        send("option name " + o.name + " " + o.declaration);
    send("usiok");
}

void UsiEngine::isready() {
    // A new hash size is taken while no search runs (fast at any size: TranspositionTable allocates lazily),
    // and how busy the machine is measured for the first moves' time margin.
    if (!m_thread.running()) {
        m_thread.wait();
        applyHash();
        m_thread.search().sampleLatency();
    }
    send("readyok");
}

void UsiEngine::applyHash() {
    if (!m_hashDirty) return;
    m_thread.search().setHashSize(m_hashMb);
    m_hashDirty = false;
}

void UsiEngine::setOption(const std::vector<std::string_view>& words) {
    // setoption name <id with spaces> [value <x with spaces>]
    std::size_t nameAt = 0, valueAt = words.size();
    for (std::size_t i = 1; i < words.size(); ++i) {
        if (words[i] == "name" && !nameAt)
            nameAt = i;
        else if (words[i] == "value" && nameAt && valueAt == words.size())
            valueAt = i;
    }
    if (!nameAt) {
        send("info string setoption needs 'name'");
        return;
    }
    std::string key = lower(usi::words::join(words, nameAt + 1, valueAt));
    if (key == "hash") key = "usi_hash";
    const std::string value = usi::words::join(words, valueAt + 1, words.size());
    const auto option = std::find_if(m_options.begin(), m_options.end(),
                                     [&](const Option& o) { return lower(o.name) == key; });
    if (option == m_options.end()) {
        send("info string unknown option '" + usi::words::join(words, nameAt + 1, valueAt) + "'");
        return;
    }
    if (const std::string error = option->set(value); !error.empty()) send("info string " + error);
}

void UsiEngine::position(const std::vector<std::string_view>& words) {
    std::size_t i = 1;
    std::optional<Position> start;
    if (i < words.size() && words[i] == "startpos") {
        start = *sfen::parse(Variant::get(m_variant).startSfen, m_variant);
        ++i;
    } else if (i < words.size() && words[i] == "sfen") {
        std::size_t end = i + 1;
        while (end < words.size() && words[end] != "moves")
            ++end;
        const std::string text = usi::words::join(words, i + 1, end);
        auto parsed = sfen::parseComposed(text, m_variant);
        if (!parsed) {
            send("info string bad position sfen '" + text + "': " + parsed.error().describe());
            return;
        }
        start = *parsed;
        i = end;
    } else {
        send("info string position needs 'startpos' or 'sfen ...'");
        return;
    }
    std::vector<Move> moves;
    Position pos = *start;
    if (i < words.size()) {
        if (words[i] != "moves") {
            send("info string position: expected 'moves', found '" + std::string(words[i]) + "'");
            return;
        }
        for (++i; i < words.size(); ++i) {
            auto m = usi::parseMove(words[i], pos.variant());
            if (!m || !movegen::isLegal(pos, *m)) {
                send("info string position: move " + std::to_string(moves.size() + 1) + " '" +
                     std::string(words[i]) + "' is not legal here; position unchanged");
                return;
            }
            pos.doMove(*m);
            moves.push_back(*m);
        }
    }
    m_start = *start;
    m_moves = std::move(moves);
}

void UsiEngine::go(const std::vector<std::string_view>& words) {
    SearchLimits limits;
    for (std::size_t i = 1; i < words.size(); ++i) {
        const std::string_view w = words[i];
        if (w == "infinite") {
            limits.infinite = true;
            continue;
        }
        if (w == "ponder") {
            limits.ponder = true;
            continue;
        }
        if (w == "mate") {
            goMate(words, i + 1);
            return;
        }
        std::int64_t value = 0;
        if (i + 1 >= words.size() || !number(words[i + 1], value) || value < 0) {
            send("info string go: '" + std::string(w) + "' needs a number; ignored");
            return;
        }
        ++i;
        if (w == "btime")
            limits.time[0] = value;
        else if (w == "wtime")
            limits.time[1] = value;
        else if (w == "byoyomi")
            limits.byoyomi = value;
        else if (w == "binc")
            limits.increment[0] = value;
        else if (w == "winc")
            limits.increment[1] = value;
        else if (w == "movetime")
            limits.movetime = value;
        else if (w == "depth")
            limits.depth = int(std::min<std::int64_t>(value, MaxPly));
        else if (w == "nodes")
            limits.nodes = std::uint64_t(value);
        else {
            send("info string go: unknown parameter '" + std::string(w) + "'; ignored");
            return;
        }
    }
    // The previous search ends (and answers) before this one touches the search's state.
    m_thread.stop();
    m_thread.wait();
    if (!limits.ponder && !limits.infinite) {
        if (const auto m = m_book.pick(m_start, m_moves, m_thread.search().options().level)) {
            send("info string book move");
            send("bestmove " + usi::format(*m));
            return;
        }
    }
    applyHash();
    m_searched = true;
    m_thread.search().setPosition(m_start, m_moves);
    m_thread.start(limits, [this, ponder = m_ponderEnabled](Search& search) {
        // Each iteration's best line is also the answer to give if the clock runs out before the search ends.
        const auto report = [this, ponder](const SearchInfo& i) {
            SearchResult r;
            if (i.multipv == 1 && !i.pv.empty()) {
                r.best = i.pv[0];
                if (i.pv.size() > 1) r.ponder = i.pv[1];
            }
            m_thread.progress(infoLine(i), r.best.isNone() ? "" : bestmoveLine(r, ponder));
        };
        return bestmoveLine(search.run(report), ponder);
    });
}

void UsiEngine::goMate(const std::vector<std::string_view>& words, std::size_t at) {
    std::int64_t timeMs = 0; // "infinite" or nothing: until stop
    if (at < words.size() && words[at] != "infinite" && (!number(words[at], timeMs) || timeMs < 0)) {
        send("info string go mate: expected a time in milliseconds or 'infinite'");
        return;
    }
    m_thread.stop();
    m_thread.wait();
    Position pos = m_start;
    for (Move m : m_moves)
        pos.doMove(m);
    SearchLimits limits;
    limits.infinite = timeMs == 0;
    limits.movetime = timeMs;
    m_thread.start(limits, [pos, timeMs](Search& search) {
        const MateResult r = search.mateSolver().solve(pos, 0, timeMs);
        std::string line = "checkmate";
        if (r.status == MateResult::Status::Mate) {
            for (Move m : r.line)
                line += " " + usi::format(m);
        } else {
            line += r.status == MateResult::Status::NoMate ? " nomate" : " timeout";
        }
        return line;
    });
}

std::string UsiEngine::infoLine(const SearchInfo& i) {
    std::string line = "info depth " + std::to_string(i.depth) + " seldepth " + std::to_string(i.seldepth);
    if (isMateScore(i.score))
        line += " score mate " + std::to_string(matePlies(i.score)); // signed: "mate -4" when mated
    else
        line += " score cp " + std::to_string(i.score);
    if (i.bound == Bound::Lower) line += " lowerbound";
    if (i.bound == Bound::Upper) line += " upperbound";
    const std::uint64_t nps = i.timeMs > 0 ? i.nodes * 1000 / std::uint64_t(i.timeMs) : i.nodes;
    line += " multipv " + std::to_string(i.multipv) + " nodes " + std::to_string(i.nodes) + " nps " +
            std::to_string(nps) + " time " + std::to_string(i.timeMs) + " hashfull " +
            std::to_string(i.hashfull) + " pv";
    for (Move m : i.pv)
        line += " " + usi::format(m);
    return line;
}

void UsiEngine::printBoard() {
    Position pos = m_start;
    for (Move m : m_moves)
        pos.doMove(m);
    send("info string sfen " + sfen::format(pos));
}

} // namespace shogiban
