#include "cli/CliPosition.h"
#include "engine/MateSolver.h"
#include "rules/Sfen.h"
#include "rules/Usi.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <string>

namespace cli {

namespace {

std::string lineText(const std::vector<shogi::Move>& line) {
    std::string s;
    for (shogi::Move m : line) {
        if (!s.empty()) s += ' ';
        s += shogi::usi::format(m);
    }
    return s;
}

// A suite file: one problem a line, "SFEN <TAB> plies [<TAB> anything]"; '#' lines are comments.
using Counting = shogi::engine::MateSolver::Counting;

int suite(const std::string& path, std::uint64_t maxNodes, std::int64_t timeMs, Counting counting,
          bool verbose) {
    std::ifstream in(path);
    if (!in) {
        std::fprintf(stderr, "shogiban-cli: cannot read '%s'\n", path.c_str());
        return BadInput;
    }
    shogi::engine::MateSolver solver(64);
    solver.setCounting(counting);
    int total = 0, solved = 0, mated = 0, lineNo = 0;
    double seconds = 0, worst = 0;
    std::uint64_t nodes = 0;
    const std::clock_t cpu0 =
        std::clock(); // CPU time as well: on a loaded machine it tells more than the clock
    std::string line;
    while (std::getline(in, line)) {
        ++lineNo;
        if (line.empty() || line[0] == '#') continue;
        const auto tab = line.find('\t');
        const auto tab2 = line.find('\t', tab == std::string::npos ? 0 : tab + 1);
        auto pos = shogi::sfen::parseComposed(line.substr(0, tab));
        int plies = 0;
        if (tab != std::string::npos) plies = std::atoi(line.substr(tab + 1, tab2 - tab - 1).c_str());
        if (!pos || plies <= 0) {
            std::fprintf(stderr, "%s:%d: %s\n", path.c_str(), lineNo,
                         pos ? "expected SFEN <TAB> plies" : pos.error().describe().c_str());
            return BadInput;
        }
        ++total;
        const auto t0 = std::chrono::steady_clock::now();
        const auto r = solver.solve(*pos, maxNodes, timeMs);
        const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        seconds += s;
        worst = std::max(worst, s);
        nodes += r.nodes;
        const bool mate = r.status == shogi::engine::MateResult::Status::Mate;
        const std::string wrong =
            mate ? shogi::engine::verifyMateLine(*pos, r.line, counting == Counting::Composed) : "not solved";
        const bool ok = wrong.empty() && int(r.line.size()) <= plies;
        solved += ok;
        mated += wrong.empty();
        if (verbose || !ok)
            std::printf("%s line %d: %s, %zu plies (listed %d), %.3f s, %llu nodes: %s%s%s\n",
                        ok ? "ok  " : "FAIL", lineNo,
                        mate                                                    ? "mate"
                        : r.status == shogi::engine::MateResult::Status::NoMate ? "no mate"
                                                                                : "timeout",
                        r.line.size(), plies, s, static_cast<unsigned long long>(r.nodes),
                        lineText(r.line).c_str(), wrong.empty() ? "" : " — ", wrong.c_str());
        std::fflush(stdout); // a long suite shows its progress
    }
    std::printf(
        "solved %d / %d (%d mated with a checked line) in %.2f s (slowest %.3f s), %.2f s of CPU, %llu "
        "nodes\n",
        solved, total, mated, seconds, worst, double(std::clock() - cpu0) / CLOCKS_PER_SEC,
        static_cast<unsigned long long>(nodes));
    return solved == total ? Ok : BadInput;
}

} // namespace

int mate(Args args) {
    if (takeFlag(args, "--help")) {
        std::puts(
            "Usage: shogiban-cli mate --sfen SFEN [--variant V] [--time-ms N] [--nodes N] [--count-plies]\n"
            "       shogiban-cli mate --suite FILE [--time-ms N] [--nodes N] [--count-plies] [--verbose]\n"
            "Looks for a forced mate by checks (df-pn) for the side to move and prints the shortest line it\n"
            "finds in USI notation, or 'no mate' / 'timeout'. With --suite, solves every problem of FILE\n"
            "(SFEN <TAB> plies per line, as ../shared/testdata/tsume/problems.tsv) and counts a problem "
            "solved\n"
            "when the line is a legal mate by checks no longer than listed.\n"
            "Lengths are counted as tsume composers count them: futile interpositions (a piece put between "
            "a\n"
            "ranged checker and the king that it simply takes, and the mate is no longer for it) are left "
            "out,\n"
            "and a line may end on a check answered only by such interpositions.\n"
            "  --count-plies count every ply instead\n"
            "  --time-ms N   time per problem (default 10000; 0: none)\n"
            "  --nodes N     nodes per problem (default 0: no limit), a budget that does not depend on the\n"
            "                machine's load\n"
            "Exit codes: 0 mate found / every problem solved, 1 bad input, no mate or unsolved, 2 wrong "
            "usage.");
        return Ok;
    }
    std::string error;
    long long timeMs = 10000, maxNodes = 0;
    takeNumber(args, "--time-ms", 0, 86400000, timeMs, error);
    takeNumber(args, "--nodes", 0, 1000000000000LL, maxNodes, error);
    const bool verbose = takeFlag(args, "--verbose");
    const Counting counting = takeFlag(args, "--count-plies") ? Counting::Plies : Counting::Composed;
    std::string suitePath;
    const bool isSuite = takeOption(args, "--suite", suitePath, error);
    if (!error.empty()) {
        std::fprintf(stderr, "shogiban-cli: %s\n", error.c_str());
        return Usage;
    }
    if (isSuite) {
        if (!args.empty()) return Usage;
        return suite(suitePath, std::uint64_t(maxNodes), timeMs, counting, verbose);
    }
    int code = Ok;
    auto pos = takePosition(args, true, code);
    if (!pos) return code;
    shogi::engine::MateSolver solver(64);
    solver.setCounting(counting);
    const auto t0 = std::chrono::steady_clock::now();
    const auto r = solver.solve(*pos, maxNodes, timeMs);
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    if (r.status == shogi::engine::MateResult::Status::Mate) {
        std::printf("mate in %zu: %s\n", r.line.size(), lineText(r.line).c_str());
    } else {
        std::puts(r.status == shogi::engine::MateResult::Status::NoMate ? "no mate" : "timeout");
    }
    std::fprintf(stderr, "%.3f s, %llu nodes\n", s, static_cast<unsigned long long>(r.nodes));
    return r.status == shogi::engine::MateResult::Status::Mate ? Ok : BadInput;
}

} // namespace cli
