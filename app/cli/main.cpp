// shogiban-cli: the rules core and the record formats from the command line.
#include "cli/Cli.h"

#include <charconv>
#include <cstdio>
#include <cstring>

namespace cli {

bool takeOption(Args& args, std::string_view name, std::string& value, std::string& error) {
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] != name) continue;
        if (i + 1 >= args.size()) {
            error = std::string(name) + " needs a value";
            return false;
        }
        value = std::string(args[i + 1]);
        args.erase(args.begin() + std::ptrdiff_t(i), args.begin() + std::ptrdiff_t(i) + 2);
        return true;
    }
    return false;
}

void takeNumber(Args& args, std::string_view name, long long min, long long max, long long& out,
                std::string& error) {
    std::string value;
    if (!takeOption(args, name, value, error)) return;
    long long n = 0;
    const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
    if (ec != std::errc() || end != value.data() + value.size() || n < min || n > max) {
        if (error.empty())
            error = std::string(name) + " needs a whole number from " + std::to_string(min) + " to " +
                    std::to_string(max) + ", not '" + value + "'";
        return;
    }
    out = n;
}

bool takeFlag(Args& args, std::string_view name) {
    for (std::size_t i = 0; i < args.size(); ++i)
        if (args[i] == name) {
            args.erase(args.begin() + std::ptrdiff_t(i));
            return true;
        }
    return false;
}

} // namespace cli

namespace {

const char* const kUsage =
    "Usage: shogiban-cli COMMAND [OPTIONS]\n"
    "\n"
    "Commands:\n"
    "  perft DEPTH [--sfen SFEN] [--variant standard|gorogoro|minishogi] [--divide] [--json]\n"
    "                 count the leaves of the legal move tree\n"
    "  moves --sfen SFEN [--variant V]\n"
    "                 print every legal move in USI notation, one per line\n"
    "  handicaps      list the handicap presets with their names and SFENs\n"
    "  info FILE [--json]\n"
    "                 read a game record (KIF, KI2, CSA, JKF, SFEN/USI/USEN, PSN) and print what it holds\n"
    "  convert IN OUT [--to kif|kifu|ki2|csa|jkf|sfen|usi|psn] [--encoding shift_jis|utf-8]\n"
    "                 write the record IN in another format (OUT's extension unless --to)\n"
    "  bench [--depth D] [--json]\n"
    "                 search the fixed benchmark positions; prints nodes and nodes/s\n"
    "  mate --sfen SFEN | --suite FILE [--time-ms N]\n"
    "                 find a forced mate by checks (df-pn), or solve a file of tsume problems\n"
    "  tune RECORD... [--passes N] [--out FILE]\n"
    "                 fit the evaluation's weights to the results of finished games (Texel)\n"
    "  selfplay --out DIR [--games N] [--nodes N]\n"
    "                 the built-in engine against itself, games written as KIF (tuning data)\n"
    "  label RECORD... --nodes N | --engine CMD (--movetime-ms N | --nodes N)\n"
    "                 search the positions tune fits again, deeper or with another engine; scores\n"
    "                 into the move comments\n"
    "  match --engine1 CMD --engine2 CMD [--games N] [--byoyomi MS|--time M+B|--fischer M+I]\n"
    "        [--option1 N=V] [--variant V] [--openings FILE] [--concurrency N] [--out DIR] [--json]\n"
    "        [--sprt ELO0,ELO1[,ALPHA,BETA]]\n"
    "                 play two USI engines against each other, judged by the rules: W-D-L and Elo\n"
    "  tournament --engine CMD --engine CMD [--engine CMD...] [--gauntlet] --out DIR | --resume DIR\n"
    "                 a round robin or gauntlet of USI engines, resumable; standings with Elo\n"
    "  analyse FILE... --engine builtin|CMD [--level N] [--movetime-ms N] (-o OUT | --in-place)\n"
    "                 evaluate every position of each record; evaluations into the comments, poor moves\n"
    "                 marked (ShogiHome's #評価値 form)\n"
    "  puzzles [--mine | --check] FILE|DIR... [-o FILE.tsv]\n"
    "                 next-move problems or tsume from games, or check a puzzle collection\n"
    "  book RECORD|DIR... -o BOOK [--plies N] | book --probe BOOK [--sfen SFEN]\n"
    "                 make an opening book (YaneuraOu's format) from game records, or look one up\n"
    "\n"
    "Run 'shogiban-cli COMMAND --help' for a command's options.\n"
    "\n"
    "Exit codes: 0 success, 1 bad input (an invalid SFEN or move, an unreadable record), 2 wrong usage.\n";

} // namespace

int main(int argc, char** argv) {
    if (argc < 2 || !std::strcmp(argv[1], "--help") || !std::strcmp(argv[1], "-h")) {
        std::fputs(kUsage, argc < 2 ? stderr : stdout);
        return argc < 2 ? cli::Usage : cli::Ok;
    }
    const std::string_view command = argv[1];
    cli::Args args(argv + 2, argv + argc);
    if (command == "perft") return cli::perft(args);
    if (command == "moves") return cli::moves(args);
    if (command == "handicaps") return cli::handicaps(args);
    if (command == "info") return cli::info(args);
    if (command == "convert") return cli::convert(args);
    if (command == "bench") return cli::bench(args);
    if (command == "mate") return cli::mate(args);
    if (command == "tune") return cli::tune(args);
    if (command == "selfplay") return cli::selfplay(args);
    if (command == "label") return cli::label(args);
    if (command == "match") return cli::match(args);
    if (command == "tournament") return cli::tournament(args);
    if (command == "analyse" || command == "analyze") return cli::analyse(args);
    if (command == "puzzles") return cli::puzzles(args);
    if (command == "book") return cli::book(args);
    std::fprintf(stderr, "shogiban-cli: unknown command '%s'\n\n%s", argv[1], kUsage);
    return cli::Usage;
}
