#include "cli/Cli.h"
#include "engine/BenchPositions.h"
#include "engine/Search.h"
#include "rules/MoveGenerator.h"
#include "rules/Sfen.h"
#include "rules/Usi.h"

#include <charconv>
#include <chrono>
#include <cstdio>

namespace cli {

int bench(Args args) {
    if (takeFlag(args, "--help")) {
        std::puts(
            "Usage: shogiban-cli bench [--depth D] [--json]\n"
            "Searches each of the fixed benchmark positions (openings, middle games and endgames of the\n"
            "three boards) to depth D (default 9) at full strength, single thread, 64 MB hash cleared "
            "before\n"
            "each, and prints the total nodes and nodes per second. The node count changes only when the\n"
            "search does.\n"
            "Exit codes: 0 success, 2 wrong usage.");
        return Ok;
    }
    const bool json = takeFlag(args, "--json");
    std::string value, error;
    int depth = 9;
    if (takeOption(args, "--depth", value, error)) {
        auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), depth);
        if (ec != std::errc() || end != value.data() + value.size() || depth < 1 || depth > 30) {
            std::fputs("shogiban-cli: --depth needs a number from 1 to 30\n", stderr);
            return Usage;
        }
    }
    if (!error.empty() || !args.empty()) {
        std::fprintf(stderr, "shogiban-cli: %s\n", error.empty() ? "unexpected argument" : error.c_str());
        return Usage;
    }
    shogi::engine::Search search;
    search.options().openingVariety = false;
    std::uint64_t total = 0;
    double seconds = 0;
    int index = 0;
    for (const auto& bp : shogi::engine::benchPositions()) {
        ++index;
        const auto& variant = shogi::Variant::get(bp.variant);
        auto start = shogi::sfen::parse(bp.sfen == "startpos" ? variant.startSfen : bp.sfen, bp.variant);
        if (!start) {
            std::fprintf(stderr, "bench position %d: %s\n", index, start.error().describe().c_str());
            return BadInput;
        }
        std::vector<shogi::Move> moves;
        shogi::Position pos = *start;
        for (std::size_t i = 0; i < bp.moves.size();) {
            std::size_t j = bp.moves.find(' ', i);
            if (j == std::string_view::npos) j = bp.moves.size();
            auto m = shogi::usi::parseMove(bp.moves.substr(i, j - i), variant);
            if (!m || !shogi::movegen::isLegal(pos, *m)) {
                std::fprintf(stderr, "bench position %d: illegal move %.*s\n", index, int(j - i),
                             bp.moves.data() + i);
                return BadInput;
            }
            pos.doMove(*m);
            moves.push_back(*m);
            i = j + 1;
        }
        search.newGame();
        search.setPosition(*start, moves);
        shogi::engine::SearchLimits limits;
        limits.depth = depth;
        const auto t0 = std::chrono::steady_clock::now();
        const auto r = search.go(limits);
        const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        seconds += s;
        total += r.nodes;
        if (!json)
            std::printf("%2d %-9s %10llu nodes %7.3f s  bestmove %s\n", index,
                        std::string(variant.id).c_str(), static_cast<unsigned long long>(r.nodes), s,
                        r.declareWin      ? "win"
                        : r.best.isNone() ? "resign"
                                          : shogi::usi::format(r.best).c_str());
    }
    const auto nps = static_cast<unsigned long long>(seconds > 0 ? double(total) / seconds : 0);
    if (json)
        std::printf("{\"depth\":%d,\"positions\":%d,\"nodes\":%llu,\"seconds\":%.3f,\"nps\":%llu}\n", depth,
                    index, static_cast<unsigned long long>(total), seconds, nps);
    else
        std::printf("total: %d positions, depth %d, %llu nodes in %.3f s = %llu nodes/s\n", index, depth,
                    static_cast<unsigned long long>(total), seconds, nps);
    return Ok;
}

} // namespace cli
