#include "cli/Cli.h"
#include <string>
#include "rules/Handicap.h"

#include <cstdio>

namespace cli {

int handicaps(Args args) {
    if (takeFlag(args, "--help")) {
        std::puts("Usage: shogiban-cli handicaps\n"
                  "Lists the handicap presets: id, KIF name, English name, the giver's impasse compensation\n"
                  "and the SFEN (the giver plays White and moves first).\n"
                  "Exit codes: 0 success, 2 wrong usage.");
        return Ok;
    }
    if (!args.empty()) {
        std::fprintf(stderr, "shogiban-cli: unexpected argument '%.*s'\n", int(args[0].size()),
                     args[0].data());
        return Usage;
    }
    for (const shogi::Handicap& h : shogi::Handicap::all())
        std::printf("%-18s %s\t%s\t%d\t%s\n", std::string(h.id).c_str(), std::string(h.kifName).c_str(),
                    std::string(h.englishName).c_str(), h.impasseCompensation, std::string(h.sfen).c_str());
    return Ok;
}

} // namespace cli
