#include "cli/CliPosition.h"
#include "rules/MoveGenerator.h"
#include "rules/Usi.h"

#include <cstdio>

namespace cli {

int moves(Args args) {
    if (takeFlag(args, "--help")) {
        std::puts("Usage: shogiban-cli moves --sfen SFEN [--variant standard|gorogoro|minishogi]\n"
                  "Prints every legal move of the position in USI notation, one per line.\n"
                  "Exit codes: 0 success, 1 invalid SFEN (the reason goes to stderr), 2 wrong usage.");
        return Ok;
    }
    int code = Ok;
    auto pos = takePosition(args, true, code);
    if (!pos) return code;
    if (!args.empty()) {
        std::fprintf(stderr, "shogiban-cli: unexpected argument '%.*s'\n", int(args[0].size()),
                     args[0].data());
        return Usage;
    }
    shogi::MoveList list;
    shogi::movegen::legalMoves(*pos, list);
    for (shogi::Move m : list)
        std::puts(shogi::usi::format(m).c_str());
    return Ok;
}

} // namespace cli
