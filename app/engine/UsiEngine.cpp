#include "UsiEngine.h"

#include "rules/MoveGenerator.h"
#include "rules/Sfen.h"
#include "rules/Usi.h"

#include <charconv>
#include <ostream>

namespace shogiban {

using namespace shogi;
using namespace shogi::engine;

namespace {

std::vector<std::string_view> split(std::string_view line) {
    std::vector<std::string_view> words;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) ++i;
        const std::size_t start = i;
        while (i < line.size() && line[i] != ' ' && line[i] != '\t' && line[i] != '\r') ++i;
        if (i > start) words.push_back(line.substr(start, i - start));
    }
    return words;
}

template <class T>
bool number(std::string_view text, T& value) {
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    return ec == std::errc() && end == text.data() + text.size();
}

std::string join(const std::vector<std::string_view>& words, std::size_t from, std::size_t to) {
    std::string s;
    for (std::size_t i = from; i < to && i < words.size(); ++i) {
        if (!s.empty()) s += ' ';
        s += words[i];
    }
    return s;
}

std::string lower(std::string_view s) {
    std::string r(s);
    for (char& c : r) c = char(c >= 'A' && c <= 'Z' ? c + 32 : c);
    return r;
}

} // namespace

UsiEngine::UsiEngine(std::ostream& out) : m_out(out), m_start(*sfen::parse(Variant::get(m_variant).startSfen)) {
    m_search.options().openingVariety = true;
    m_search.setHashSize(m_hashMb);
}

UsiEngine::~UsiEngine() { stopThinking(); }

void UsiEngine::send(const std::string& line) {
    std::lock_guard lock(m_outMutex);
    m_out << line << '\n';
    m_out.flush();
}

void UsiEngine::finish() {
    if (m_worker.joinable()) m_worker.join();
}

bool UsiEngine::thinking() {
    if (m_worker.joinable() && !m_busy) m_worker.join();
    return m_worker.joinable();
}

void UsiEngine::stopThinking() {
    m_search.stop();
    m_search.mateSolver().stop();
    if (m_worker.joinable()) m_worker.join();
}

bool UsiEngine::handle(std::string_view line) {
    const auto words = split(line);
    if (words.empty()) return true;
    const std::string_view cmd = words[0];
    if (cmd == "usi") {
        usi();
    } else if (cmd == "isready") {
        if (m_hashDirty && !thinking()) {
            m_search.setHashSize(m_hashMb);
            m_hashDirty = false;
        }
        send("readyok");
    } else if (cmd == "setoption") {
        if (thinking()) send("info string setoption ignored while thinking: send stop first");
        else setOption(words);
    } else if (cmd == "usinewgame") {
        stopThinking();
        m_search.newGame();
    } else if (cmd == "position") {
        stopThinking();
        position(words);
    } else if (cmd == "go") {
        if (thinking()) {
            send("info string go while thinking: the previous search is stopped first");
            stopThinking();
        }
        go(words);
    } else if (cmd == "stop") {
        stopThinking();
    } else if (cmd == "ponderhit") {
        m_search.ponderhit();
    } else if (cmd == "gameover") {
        stopThinking();
    } else if (cmd == "quit") {
        stopThinking();
        return false;
    } else if (cmd == "d") {
        printBoard();
    } else {
        send("info string unknown command: " + std::string(cmd));
    }
    return true;
}

void UsiEngine::usi() {
    send("id name Shogiban 0.1");
    send("id author the Shogiban developers");
    send("option name USI_Hash type spin default 64 min 1 max 4096");
    send("option name USI_Ponder type check default false");
    send("option name Threads type spin default 1 min 1 max 1");
    send("option name MultiPV type spin default 1 min 1 max 10");
    send("option name Level type spin default 10 min 1 max 10");
    send("option name USI_Variant type combo default standard var standard var gorogoro var minishogi");
    send("option name UCI_Variant type combo default shogi var shogi var gorogoro var minishogi");
    send("option name OpeningVariety type check default true");
    send("option name MoveOverhead type spin default 100 min 0 max 5000");
    send("option name BookFile type string default <empty>");
    send("usiok");
}

void UsiEngine::setOption(const std::vector<std::string_view>& words) {
    // setoption name <id with spaces> [value <x with spaces>]
    std::size_t nameAt = 0, valueAt = words.size();
    for (std::size_t i = 1; i < words.size(); ++i) {
        if (words[i] == "name" && !nameAt) nameAt = i;
        else if (words[i] == "value" && nameAt && valueAt == words.size()) valueAt = i;
    }
    if (!nameAt) {
        send("info string setoption needs 'name'");
        return;
    }
    const std::string name = join(words, nameAt + 1, valueAt);
    const std::string value = join(words, valueAt + 1, words.size());
    auto spin = [&](int min, int max, int& out) {
        int v = 0;
        if (!number(value, v) || v < min || v > max) {
            send("info string " + name + " must be a number from " + std::to_string(min) + " to " +
                 std::to_string(max) + ", not '" + value + "'");
            return false;
        }
        out = v;
        return true;
    };
    auto check = [&](bool& out) {
        if (value != "true" && value != "false") {
            send("info string " + name + " must be true or false, not '" + value + "'");
            return false;
        }
        out = value == "true";
        return true;
    };
    int v = 0;
    bool b = false;
    const std::string key = lower(name);
    if (key == "usi_hash" || key == "hash") {
        if (spin(1, 4096, v)) {
            m_hashMb = std::size_t(v);
            m_hashDirty = true;
        }
    } else if (key == "usi_ponder") {
        if (check(b)) m_ponderEnabled = b;
    } else if (key == "threads") {
        spin(1, 1, v);
    } else if (key == "multipv") {
        if (spin(1, 10, v)) m_search.options().multiPV = v;
    } else if (key == "level") {
        if (spin(1, 10, v)) m_search.options().level = v;
    } else if (key == "openingvariety") {
        if (check(b)) m_search.options().openingVariety = b;
    } else if (key == "moveoverhead") {
        if (spin(0, 5000, v)) m_search.options().overheadMs = v;
    } else if (key == "bookfile") {
        if (const auto error = m_book.setFile(value)) send("info string BookFile: " + *error);
    } else if (key == "usi_variant" || key == "uci_variant") {
        const std::string id = lower(value) == "shogi" ? "standard" : lower(value);
        const auto kind = Variant::fromId(id);
        if (!kind) {
            send("info string unknown variant '" + value + "': standard (shogi), gorogoro or minishogi");
            return;
        }
        m_variant = *kind;
        m_start = *sfen::parse(Variant::get(m_variant).startSfen, m_variant);
        m_moves.clear();
    } else {
        send("info string unknown option '" + name + "'");
    }
}

void UsiEngine::position(const std::vector<std::string_view>& words) {
    std::size_t i = 1;
    std::optional<Position> start;
    if (i < words.size() && words[i] == "startpos") {
        start = *sfen::parse(Variant::get(m_variant).startSfen, m_variant);
        ++i;
    } else if (i < words.size() && words[i] == "sfen") {
        std::size_t end = i + 1;
        while (end < words.size() && words[end] != "moves") ++end;
        const std::string text = join(words, i + 1, end);
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
                send("info string position: move " + std::to_string(moves.size() + 1) + " '" + std::string(words[i]) +
                     "' is not legal here; position unchanged");
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
        if (w == "btime") limits.time[0] = value;
        else if (w == "wtime") limits.time[1] = value;
        else if (w == "byoyomi") limits.byoyomi = value;
        else if (w == "binc") limits.increment[0] = value;
        else if (w == "winc") limits.increment[1] = value;
        else if (w == "movetime") limits.movetime = value;
        else if (w == "depth") limits.depth = int(std::min<std::int64_t>(value, MaxPly));
        else if (w == "nodes") limits.nodes = std::uint64_t(value);
        else {
            send("info string go: unknown parameter '" + std::string(w) + "'; ignored");
            return;
        }
    }
    if (!limits.ponder && !limits.infinite) {
        if (const auto m = m_book.pick(m_start, m_moves, m_search.options().level)) {
            send("info string book move");
            send("bestmove " + usi::format(*m));
            return;
        }
    }
    if (m_hashDirty) {
        m_search.setHashSize(m_hashMb);
        m_hashDirty = false;
    }
    m_search.setPosition(m_start, m_moves);
    m_busy = true;
    m_worker = std::thread([this, limits] {
        const SearchResult r = m_search.go(limits, [this](const SearchInfo& i) { sendInfo(i); });
        std::string line = "bestmove ";
        if (r.declareWin) {
            line += "win";
        } else if (r.best.isNone()) {
            line += "resign";
        } else {
            line += usi::format(r.best);
            if (m_ponderEnabled && !r.ponder.isNone()) line += " ponder " + usi::format(r.ponder);
        }
        // Not busy before the answer goes out: a GUI may send its next command the moment it reads it.
        m_busy = false;
        send(line);
    });
}

void UsiEngine::goMate(const std::vector<std::string_view>& words, std::size_t at) {
    std::int64_t timeMs = 0; // "infinite" or nothing: until stop
    if (at < words.size() && words[at] != "infinite" && (!number(words[at], timeMs) || timeMs < 0)) {
        send("info string go mate: expected a time in milliseconds or 'infinite'");
        return;
    }
    Position pos = m_start;
    for (Move m : m_moves) pos.doMove(m);
    m_busy = true;
    m_worker = std::thread([this, pos, timeMs] {
        const MateResult r = m_search.mateSolver().solve(pos, 0, timeMs);
        std::string line = "checkmate";
        if (r.status == MateResult::Status::Mate) {
            for (Move m : r.line) line += " " + usi::format(m);
        } else {
            line += r.status == MateResult::Status::NoMate ? " nomate" : " timeout";
        }
        m_busy = false;
        send(line);
    });
}

void UsiEngine::sendInfo(const SearchInfo& i) {
    std::string line = "info depth " + std::to_string(i.depth) + " seldepth " + std::to_string(i.seldepth);
    if (isMateScore(i.score)) line += " score mate " + std::to_string(i.score > 0 ? matePlies(i.score) : -matePlies(i.score));
    else line += " score cp " + std::to_string(i.score);
    if (i.bound == Bound::Lower) line += " lowerbound";
    if (i.bound == Bound::Upper) line += " upperbound";
    const std::uint64_t nps = i.timeMs > 0 ? i.nodes * 1000 / std::uint64_t(i.timeMs) : i.nodes;
    line += " multipv " + std::to_string(i.multipv) + " nodes " + std::to_string(i.nodes) + " nps " +
            std::to_string(nps) + " time " + std::to_string(i.timeMs) + " hashfull " + std::to_string(i.hashfull) +
            " pv";
    for (Move m : i.pv) line += " " + usi::format(m);
    send(line);
}

void UsiEngine::printBoard() {
    Position pos = m_start;
    for (Move m : m_moves) pos.doMove(m);
    send("info string sfen " + sfen::format(pos));
}

} // namespace shogiban
