#include "usi/SearchInfo.h"

#include "usi/Words.h"

namespace shogi::usi {

namespace {

// "cp N" or "mate N|+|-", then an optional bound; i points at "cp"/"mate" and is left after what was read.
std::optional<Score> readScore(const std::vector<std::string_view>& w, std::size_t& i) {
    if (i + 1 >= w.size()) return std::nullopt;
    const std::string_view kind = w[i], value = w[i + 1];
    std::optional<Score> score;
    if (kind == "cp") {
        if (const auto n = words::number<int>(value)) score = Score::cp(*n);
    } else if (kind == "mate") {
        if (value == "+" || value == "-")
            score = Score::mateUnknown(value == "+");
        else if (const auto n = words::number<int>(value))
            score = Score::mate(*n);
    }
    if (!score) return std::nullopt;
    i += 2;
    if (i < w.size() && (w[i] == "lowerbound" || w[i] == "upperbound")) {
        score->bound = w[i] == "lowerbound" ? Score::Bound::Lower : Score::Bound::Upper;
        ++i;
    }
    return score;
}

template <class T>
void readNumber(const std::vector<std::string_view>& w, std::size_t& i, std::optional<T>& field) {
    if (i + 1 < w.size())
        if (const auto n = words::number<T>(w[i + 1])) {
            field = *n;
            i += 2;
            return;
        }
    ++i; // a keyword without a usable value: skip the keyword only
}

} // namespace

std::optional<SearchInfo> parseInfo(std::string_view line) {
    const auto w = words::split(line);
    if (w.empty() || w[0] != "info") return std::nullopt;
    SearchInfo info;
    std::size_t i = 1;
    while (i < w.size()) {
        const std::string_view key = w[i];
        if (key == "depth")
            readNumber(w, i, info.depth);
        else if (key == "seldepth")
            readNumber(w, i, info.seldepth);
        else if (key == "time")
            readNumber(w, i, info.timeMs);
        else if (key == "nodes")
            readNumber(w, i, info.nodes);
        else if (key == "nps")
            readNumber(w, i, info.nps);
        else if (key == "hashfull")
            readNumber(w, i, info.hashfull);
        else if (key == "multipv")
            readNumber(w, i, info.multipv);
        else if (key == "score") {
            ++i;
            if (auto score = readScore(w, i)) info.score = score;
        } else if (key == "currmove") {
            if (i + 1 < w.size()) info.currmove = std::string(w[i + 1]);
            i += 2;
        } else if (key == "pv") {
            // The principal variation runs to the end of the line.
            for (++i; i < w.size(); ++i)
                info.pv.emplace_back(w[i]);
        } else if (key == "string") {
            info.text = words::join(w, i + 1, w.size());
            i = w.size();
        } else {
            ++i; // a field this reader does not know (tbhits, cpuload, ...) or a stray value
        }
    }
    return info;
}

} // namespace shogi::usi
