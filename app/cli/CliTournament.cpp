// shogiban-cli tournament: three or more USI engines (or two) in a round robin or a gauntlet, on the
// match runner the window's Engine Tournament uses too; the folder it writes resumes a stopped run.
#include "cli/CliMatch.h"
#include "cli/CliMatchArgs.h"
#include "match/MatchRecord.h"
#include "match/RecordOpenings.h"
#include "match/TournamentFolder.h"

#include <QDir>
#include <QFile>

#include <cmath>
#include <csignal>
#include <cstdio>

namespace cli {

namespace {

const char* const kHelp =
    "Usage: shogiban-cli tournament --engine CMD [--name NAME] [--option NAME=VALUE]... [--level N]\n"
    "                               --engine CMD ... [OPTIONS] --out DIR\n"
    "       shogiban-cli tournament --resume DIR [--concurrency N]\n"
    "Plays two or more USI engines against each other; the rules core judges every move (as in match).\n"
    "  --engine CMD             an engine program with its arguments, or 'builtin'; the --name, --option\n"
    "                           and --level after it are that engine's\n"
    "  --round-robin            every engine plays every other (the default)\n"
    "  --gauntlet               the first engine plays each of the others\n"
    "  --games N                games per pairing (default 2); each opening twice, colours swapped\n"
    "  --byoyomi MS | --time MAIN_MS+BYOYOMI_MS | --fischer MAIN_MS+INC_MS   as in match\n"
    "  --variant V              standard (default), gorogoro or minishogi\n"
    "  --openings FILE          one opening per line: 'startpos moves ...' or an SFEN [moves ...]\n"
    "  --opening-records DIR    the records in DIR cut after --opening-plies N moves (default 16)\n"
    "  --seed S                 shuffle the order of the openings\n"
    "  --max-plies N            a game that reaches N plies is a draw (512)\n"
    "  --concurrency N          games played at once (1; at most the machine's hardware threads)\n"
    "  --sprt ELO0,ELO1[,A,B]   two engines only: stop once the SPRT decides (see match --help)\n"
    "  --out DIR                every game as DIR/game-NNN.kif and the state as DIR/tournament.json\n"
    "  --resume DIR             play the games a stopped tournament in DIR has left\n"
    "Ctrl-C stops at once: the games under way are played again on --resume.\n"
    "Exit codes: 0 played (or stopped by Ctrl-C), 1 bad input, 2 wrong usage.";

shogi::match::MatchControl* g_control = nullptr;

extern "C" void stopOnSignal(int) {
    if (g_control) g_control->stopped = true;
}

// --engine CMD and the --name/--option/--level after it, removed from args in the order given.
std::vector<shogi::match::EngineSpec> takeEngines(Args& args, int& exitCode) {
    std::vector<shogi::match::EngineSpec> engines;
    Args rest;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view a = args[i];
        const bool engineFlag = a == "--engine" || a == "--name" || a == "--option" || a == "--level";
        if (!engineFlag) {
            rest.push_back(a);
            continue;
        }
        if (i + 1 >= args.size()) throw UsageError{std::string(a) + " needs a value"};
        const std::string value(args[++i]);
        if (a == "--engine") {
            auto spec = engineSpec(value);
            if (!spec) exitCode = BadInput;
            engines.push_back(spec ? *spec : shogi::match::EngineSpec{});
            continue;
        }
        if (engines.empty()) throw UsageError{std::string(a) + " must follow the --engine it is for"};
        if (a == "--name") engines.back().name = value;
        if (a == "--option") engines.back().options.push_back(engineOption(value, "--option"));
        if (a == "--level") engines.back().options.emplace_back("Level", value);
    }
    args = rest;
    return engines;
}

std::optional<shogi::match::TournamentState> readNew(Args& args, QString& dir, int& exitCode) {
    shogi::match::TournamentState state;
    shogi::match::MatchSettings& s = state.settings;
    s.engines = takeEngines(args, exitCode);
    if (s.engines.size() < 2)
        throw UsageError{"a tournament needs two --engine or more (see tournament --help)"};
    Options o(args);
    const bool gauntlet = takeFlag(args, "--gauntlet");
    if (takeFlag(args, "--round-robin") && gauntlet) throw UsageError{"give --round-robin or --gauntlet"};
    s.format =
        gauntlet ? shogi::match::TournamentFormat::Gauntlet : shogi::match::TournamentFormat::RoundRobin;
    readGameSettings(o, s);
    if (s.sprt && s.engines.size() != 2) throw UsageError{"--sprt compares two engines"};
    const auto openings = o.take("--openings"), records = o.take("--opening-records");
    const auto plies = o.take("--opening-plies");
    const auto out = o.take("--out");
    if (!out) throw UsageError{"tournament needs --out DIR (the records and the state to resume from)"};
    dir = QString::fromStdString(*out);
    if (!args.empty()) throw UsageError{"unexpected argument '" + std::string(args.front()) + "'"};
    if (openings && records) throw UsageError{"give --openings or --opening-records"};
    if (exitCode != Ok) return std::nullopt;
    if (openings) {
        auto list = readOpeningsFile(*openings, s.variant);
        if (!list) {
            exitCode = BadInput;
            return std::nullopt;
        }
        s.openings = std::move(*list);
    }
    if (records) {
        const int cut = plies ? number(*plies, "--opening-plies", 1, 1000) : 16;
        auto list = shogi::match::openingsFromRecords(QString::fromStdString(*records), cut, s.variant);
        if (!list) {
            std::fprintf(stderr, "shogiban-cli: %s\n", list.error().message.c_str());
            exitCode = BadInput;
            return std::nullopt;
        }
        for (const std::string& skipped : list->skipped)
            std::fprintf(stderr, "shogiban-cli: skipped %s\n", skipped.c_str());
        s.openings = std::move(list->openings);
    }
    if (QFile::exists(shogi::match::tournamentStatePath(dir))) {
        std::fprintf(stderr,
                     "shogiban-cli: %s holds a tournament already: --resume it, or choose another --out\n",
                     qUtf8Printable(dir));
        exitCode = BadInput;
        return std::nullopt;
    }
    return state;
}

std::string eloText(const shogi::match::EloEstimate& e, int games) {
    char text[64];
    if (games == 0) return "-";
    if (!std::isfinite(e.elo)) return e.elo > 0 ? "+inf" : "-inf";
    if (std::isfinite(e.errorMargin))
        std::snprintf(text, sizeof text, "%+.0f +/- %.0f", e.elo, e.errorMargin);
    else
        std::snprintf(text, sizeof text, "%+.0f", e.elo);
    return text;
}

void printStandings(const shogi::match::Standings& st) {
    std::printf("%-4s %-28s %6s %12s %7s %16s\n", "rank", "engine", "games", "W-D-L", "points", "Elo");
    int rank = 0;
    for (int e : st.ranking()) {
        const shogi::match::EngineStanding& s = st.engines[std::size_t(e)];
        const std::string wdl =
            std::to_string(s.wins) + "-" + std::to_string(s.draws) + "-" + std::to_string(s.losses);
        std::printf("%-4d %-28s %6d %12s %7.1f %16s\n", ++rank, s.name.c_str(), s.games, wdl.c_str(),
                    s.points(), eloText(s.elo(), s.games).c_str());
    }
    for (const shogi::match::MatchTally& t : st.pairs) {
        const auto& p = t.pentanomial;
        std::printf("%s vs %s: %d-%d-%d, Elo %s, pairs [%d, %d, %d, %d, %d]\n", t.names[0].c_str(),
                    t.names[1].c_str(), t.wins, t.draws, t.losses, eloText(t.elo(), t.games).c_str(), p[0],
                    p[1], p[2], p[3], p[4]);
    }
}

} // namespace

int tournament(Args args) {
    if (takeFlag(args, "--help")) {
        std::puts(kHelp);
        return Ok;
    }
    int exitCode = Ok;
    QString dir;
    std::optional<shogi::match::TournamentState> state;
    try {
        std::string resume, error;
        if (takeOption(args, "--resume", resume, error)) {
            dir = QString::fromStdString(resume);
            auto loaded = shogi::match::loadTournamentState(dir);
            if (!loaded) {
                std::fprintf(stderr, "shogiban-cli: %s\n", loaded.error().message.c_str());
                return BadInput;
            }
            state = std::move(*loaded);
            Options o(args);
            if (const auto c = o.take("--concurrency"))
                state->settings.concurrency = number(*c, "--concurrency", 1, maxConcurrency());
            if (!args.empty()) throw UsageError{"unexpected argument '" + std::string(args.front()) + "'"};
        } else {
            if (!error.empty()) throw UsageError{error};
            state = readNew(args, dir, exitCode);
        }
    } catch (const UsageError& e) {
        std::fprintf(stderr, "shogiban-cli: %s\n", e.message.c_str());
        return Usage;
    }
    if (!state) return exitCode;
    if (!QDir().mkpath(dir)) {
        std::fprintf(stderr, "shogiban-cli: cannot create the directory %s\n", qUtf8Printable(dir));
        return BadInput;
    }
    const shogi::match::MatchSettings& s = state->settings;
    const int total = shogi::match::scheduledGameCount(s);
    if (const auto failure = shogi::match::saveTournamentState(dir, *state)) {
        std::fprintf(stderr, "shogiban-cli: %s\n", failure->c_str());
        return BadInput;
    }
    std::printf("tournament: %zu engines, %d games (%zu played), %s\n", s.engines.size(), total,
                state->done.size(), describeTimeControl(s.timeControl).c_str());
    std::fflush(stdout);
    bool writeFailed = false;
    shogi::match::MatchControl control;
    g_control = &control;
    std::signal(SIGINT, stopOnSignal);
    shogi::match::MatchEvents events;
    events.gameEnded = [&](const shogi::match::GameReport& report, const shogi::match::Standings&) {
        std::printf("game %d/%d: %s - %s: %s, %zu plies\n", report.number, total,
                    report.nameBySide[0].c_str(), report.nameBySide[1].c_str(),
                    shogi::match::resultText(report).c_str(), report.moves.size());
        if (!report.detail.empty()) std::printf("    %s\n", report.detail.c_str());
        std::fflush(stdout);
        for (const std::string& error : shogi::match::recordFinishedGame(dir, *state, report)) {
            std::fprintf(stderr, "shogiban-cli: %s\n", error.c_str());
            writeFailed = true;
        }
    };
    const std::vector<shogi::match::GameSummary> done = state->done;
    const auto result = shogi::match::runTournament(s, done, &control, events);
    std::signal(SIGINT, SIG_DFL);
    g_control = nullptr;
    if (!result) {
        // Nothing was played: the folder is left without a tournament to resume, for another try.
        if (state->done.empty()) QFile::remove(shogi::match::tournamentStatePath(dir));
        std::fprintf(stderr, "shogiban-cli: %s\n", result.error().message.c_str());
        return BadInput;
    }
    printStandings(result->standings);
    if (result->stopped)
        std::printf("stopped: %zu of %d games played; shogiban-cli tournament --resume %s plays the rest\n",
                    state->done.size(), total, qUtf8Printable(dir));
    return writeFailed ? BadInput : Ok;
}

} // namespace cli
