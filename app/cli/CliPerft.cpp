#include "cli/CliPosition.h"
#include "rules/Perft.h"
#include "rules/Usi.h"

#include <charconv>
#include <chrono>
#include <cstdio>

namespace cli {

int perft(Args args) {
    if (takeFlag(args, "--help")) {
        std::puts("Usage: shogiban-cli perft DEPTH [--sfen SFEN] [--variant standard|gorogoro|minishogi]\n"
                  "                          [--divide] [--json]\n"
                  "Counts the leaf nodes of the legal move tree DEPTH plies deep (single thread).\n"
                  "  --sfen SFEN   start from this position (default: the variant's start position)\n"
                  "  --variant V   board: standard (9x9), gorogoro (5x6), minishogi (5x5)\n"
                  "  --divide      also print the count below each legal move\n"
                  "  --json        print one line {\"depth\":D,\"nodes\":N,\"seconds\":S}\n"
                  "Exit codes: 0 success, 1 invalid SFEN, 2 wrong usage.");
        return Ok;
    }
    const bool divide = takeFlag(args, "--divide");
    const bool json = takeFlag(args, "--json");
    int code = Ok;
    auto pos = takePosition(args, false, code);
    if (!pos) return code;
    int depth = -1;
    if (args.size() == 1) {
        auto [end, ec] = std::from_chars(args[0].data(), args[0].data() + args[0].size(), depth);
        if (ec != std::errc() || end != args[0].data() + args[0].size()) depth = -1;
    }
    if (depth < 0 || depth > 20) {
        std::fputs("shogiban-cli: perft needs one DEPTH from 0 to 20 (see perft --help)\n", stderr);
        return Usage;
    }
    const auto start = std::chrono::steady_clock::now();
    std::uint64_t nodes = 0;
    if (divide) {
        for (auto [move, count] : shogi::perftDivide(*pos, depth)) {
            std::printf("%s: %llu\n", shogi::usi::format(move).c_str(),
                        static_cast<unsigned long long>(count));
            nodes += count;
        }
    } else {
        nodes = shogi::perft(*pos, depth);
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (json)
        std::printf("{\"depth\":%d,\"nodes\":%llu,\"seconds\":%.3f}\n", depth,
                    static_cast<unsigned long long>(nodes), seconds);
    else
        std::printf("perft(%d) = %llu in %.3f s (%.1f Mnodes/s)\n", depth,
                    static_cast<unsigned long long>(nodes), seconds,
                    seconds > 0 ? double(nodes) / seconds / 1e6 : 0.0);
    return Ok;
}

} // namespace cli
