// shogiban-cli match: two USI engines play each other, the rules core as referee.
#include "cli/CliMatch.h"
#include "cli/CliMatchArgs.h"

#include <QDir>
#include <QProcess>

#include <cstdio>
#include <filesystem>

namespace cli {

namespace {

const char* const kHelp =
    "Usage: shogiban-cli match --engine1 CMD --engine2 CMD [OPTIONS]\n"
    "Plays two USI engines against each other; the rules core judges every move.\n"
    "  --engine1 CMD, --engine2 CMD  an engine program with its arguments, or 'builtin' for\n"
    "                                shogiban-engine in shogiban-cli's directory\n"
    "  --name1 NAME, --name2 NAME    the names shown and recorded (default: the engine's id name)\n"
    "  --option1 NAME=VALUE          a USI option of engine 1, checked against its option list\n"
    "                                (repeatable; --option2 for engine 2; NAME alone for a button)\n"
    "  --level1 N, --level2 N        short for --option1 Level=N, --option2 Level=N\n"
    "  --games N                     games to play (default 2); each opening is played twice with the\n"
    "                                colours swapped\n"
    "  --byoyomi MS                  a fixed time per move (the default, 1000): sent as\n"
    "                                'btime 0 wtime 0 byoyomi MS'\n"
    "  --time MAIN_MS+BYOYOMI_MS     main time, then byoyomi (+0: sudden death)\n"
    "  --fischer MAIN_MS+INC_MS      main time and an increment after each move\n"
    "  --nodes N                     no clock: every move is 'go nodes N', so two builds compare at\n"
    "                                equal work however loaded the machine is (a move may take up to\n"
    "                                300 s); --nodes N,N2 gives engine 2 N2 nodes a move, so two engines\n"
    "                                of different speeds play at equal time: the nodes each searches in\n"
    "                                the same CPU time on a quiet machine\n"
    "  --variant V                   standard (default), gorogoro or minishogi; an engine is told the\n"
    "                                board with its USI_Variant or UCI_Variant option\n"
    "  --openings FILE               one opening per line: 'startpos moves ...' or an SFEN [moves ...];\n"
    "                                default: a built-in list of common openings per board\n"
    "  --seed S                      shuffle the order of the openings\n"
    "  --max-plies N                 a game that reaches N plies (openings included) is a draw (512)\n"
    "  --concurrency N               games played at once, each with its own engine processes (1;\n"
    "                                at most the machine's hardware threads, at least 2)\n"
    "  --sprt ELO0,ELO1[,ALPHA,BETA] stop as soon as a sequential probability ratio test decides\n"
    "                                whether engine 1 is ELO0 or ELO1 Elo (logistic) stronger\n"
    "                                (alpha, beta default 0.05); games count in pairs with the\n"
    "                                colours swapped (pentanomial); --games is then the most games\n"
    "                                (default 20000)\n"
    "  --out DIR                     write each game to DIR/game-NNN.kif\n"
    "  --json                        print the summary as one JSON line; progress goes to stderr\n"
    "Judging: mate and no legal move lose; sennichite is a draw and perpetual check loses for the\n"
    "checker; 'bestmove resign' loses; 'bestmove win' is an impasse declaration judged by the\n"
    "27-point rule, and one that does not qualify loses; an illegal move, a crash or a hang loses.\n"
    "Time is kept by shogiban-cli from writing 'go' to reading 'bestmove'; a move is on time within\n"
    "the time left plus a grace of 100 ms for process latency. An engine with no move by then loses\n"
    "on time and is stopped, or killed and restarted if it does not stop.\n"
    "Exit codes: 0 the match was played, 1 bad input (an engine that cannot be started or lacks an\n"
    "option, an unreadable opening file, a record that cannot be written), 2 wrong usage.";

void takeEngineOptions(Options& o, const char* optionFlag, const char* levelFlag,
                       shogi::match::EngineSpec& spec) {
    if (const auto level = o.take(levelFlag)) spec.options.emplace_back("Level", *level);
    while (const auto option = o.take(optionFlag))
        spec.options.push_back(engineOption(*option, optionFlag));
}

// Reads every option; nullopt with exitCode set after printing the reason.
std::optional<shogi::match::MatchSettings> readSettings(Args& args, MatchOutput& out, int& exitCode) {
    shogi::match::MatchSettings s;
    Options o(args);
    const auto command1 = o.take("--engine1"), command2 = o.take("--engine2");
    if (!command1 || !command2)
        throw UsageError{"match needs --engine1 CMD and --engine2 CMD (see match --help)"};
    readGameSettings(o, s, &s.engines[1].nodes);
    const auto openings = o.take("--openings");
    if (const auto dir = o.take("--out")) out.recordDir = QString::fromStdString(*dir);
    for (int e = 0; e < 2; ++e) {
        const std::string n = std::to_string(e + 1);
        if (const auto name = o.take("--name" + n)) s.engines[e].name = *name;
    }
    takeEngineOptions(o, "--option1", "--level1", s.engines[0]);
    takeEngineOptions(o, "--option2", "--level2", s.engines[1]);
    if (!args.empty()) throw UsageError{"unexpected argument '" + std::string(args.front()) + "'"};

    for (int e = 0; e < 2; ++e) {
        auto spec = engineSpec(e == 0 ? *command1 : *command2);
        if (!spec) {
            exitCode = BadInput;
            return std::nullopt;
        }
        s.engines[e].program = spec->program;
        s.engines[e].arguments = spec->arguments;
    }
    if (openings) {
        auto list = readOpeningsFile(*openings, s.variant);
        if (!list) {
            exitCode = BadInput;
            return std::nullopt;
        }
        s.openings = std::move(*list);
    }
    if (!out.recordDir.isEmpty() && !QDir().mkpath(out.recordDir)) {
        std::fprintf(stderr, "shogiban-cli: cannot create the directory %s\n", qUtf8Printable(out.recordDir));
        exitCode = BadInput;
        return std::nullopt;
    }
    return s;
}

} // namespace

std::string builtinEnginePath() {
    std::error_code ec;
    const auto self = std::filesystem::read_symlink("/proc/self/exe", ec);
    return (ec ? std::filesystem::path(".") : self.parent_path()).append("shogiban-engine").string();
}

int match(Args args) {
    if (takeFlag(args, "--help")) {
        std::puts(kHelp);
        return Ok;
    }
    MatchOutput out;
    out.json = takeFlag(args, "--json");
    int exitCode = Ok;
    std::optional<shogi::match::MatchSettings> settings;
    try {
        settings = readSettings(args, out, exitCode);
    } catch (const UsageError& e) {
        std::fprintf(stderr, "shogiban-cli: %s\n", e.message.c_str());
        return Usage;
    }
    if (!settings) return exitCode;
    out.sprt = settings->sprt;
    const int openingCount = settings->openings.empty()
                                 ? int(shogi::match::builtinOpenings(settings->variant).size())
                                 : int(settings->openings.size());
    printMatchStart(*settings, out, openingCount);
    const auto tally = shogi::match::runMatch(*settings, [&](const auto& report, const auto& soFar) {
        printGame(report, soFar, settings->games, out);
        if (!out.recordDir.isEmpty() && !writeGameRecord(report, *settings, out.recordDir, settings->games))
            out.writeFailed = true;
    });
    if (!tally) {
        std::fprintf(stderr, "shogiban-cli: %s\n", tally.error().message.c_str());
        return BadInput;
    }
    printSummary(*tally, out);
    return out.writeFailed ? BadInput : Ok;
}

} // namespace cli
