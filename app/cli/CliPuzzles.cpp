// shogiban-cli puzzles: makes and checks puzzle collections (core/puzzles). Next-move problems from the
// positions where a player gave the game away, tsume mined from every position of a game, and the check every
// shipped collection passes in the tests.
#include "cli/Cli.h"
#include "puzzles/NextMove.h"
#include "puzzles/TsumeCheck.h"
#include "puzzles/TsumeMiner.h"
#include "rules/Sfen.h"

#include <QDirIterator>
#include <QFileInfo>
#include <QSaveFile>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

namespace cli {

namespace {

using namespace shogi::puzzles;

const char* const kHelp =
    "Usage: shogiban-cli puzzles RECORD|DIR... -o FILE.tsv [--nodes N]\n"
    "       shogiban-cli puzzles --mine RECORD|DIR... -o FILE.tsv [--nodes N] [--time-ms N] [--max-plies N]\n"
    "       shogiban-cli puzzles --check FILE.tsv... [--nodes N] [--solver-max-plies N]\n"
    "Makes puzzle collections: one problem a line, 'SFEN <TAB> solution in USI moves <TAB> tags'.\n"
    "Without --mine: next-move problems. The built-in engine searches every position of each record's main\n"
    "line (MultiPV 2, N nodes each, default 150000); a move that gave away at least 20 points of win rate\n"
    "(1/(1+e^(-cp/600))) where the best move stood at least 10 points above the second becomes a problem\n"
    "whose answer is the best move (tags: next-move game:NAME#PLY).\n"
    "--mine: tsume. Every position of each main line where the side to move has a forced mate by checks of\n"
    "at most --max-plies (default 15) plies, proven shortest (no mate two plies shorter) within the "
    "solver's\n"
    "limits per search (--nodes, default 20000; --time-ms, default 300), becomes a problem with the "
    "solver's\n"
    "line (tags: mateN game:NAME#PLY). Repeated positions are kept once.\n"
    "--check: every problem's line is replayed by the rules (each attacker move checks, each defence is\n"
    "legal, the end is mate; a next-move answer is legal), and a tsume of at most --solver-max-plies plies\n"
    "(default 7) is solved again: the solver's shortest mate must have the tagged length.\n"
    "A DIR is read with its subfolders (kif kifu ki2 ki2u csa jkf sfen usi psn files).\n"
    "Exit codes: 0 success, 1 bad input or a problem that fails its check, 2 wrong usage.";

QStringList recordFiles(const Args& args) {
    QStringList out;
    for (auto a : args) {
        const QString path = QString::fromUtf8(a.data(), qsizetype(a.size()));
        if (!QFileInfo(path).isDir()) {
            out << path;
            continue;
        }
        QDirIterator it(path, QDir::Files, QDirIterator::Subdirectories);
        QStringList found;
        while (it.hasNext()) {
            const QString f = it.next();
            if (shogi::formatFromExtension(QFileInfo(f).suffix())) found << f;
        }
        found.sort();
        out << found;
    }
    return out;
}

struct Line {
    shogi::Position start;
    std::vector<shogi::Move> moves;
    std::string name;
};

std::optional<Line> mainLine(const QString& path) {
    const auto read = readRecordFile(path);
    if (!read) return std::nullopt;
    Line line{read->record.startPosition(), {}, QFileInfo(path).completeBaseName().toStdString()};
    for (const auto* node : read->record.mainLine())
        if (!node->isSpecial()) line.moves.push_back(node->move);
    return line;
}

bool writeOut(const QString& out, const std::vector<Puzzle>& puzzles) {
    QSaveFile file(out);
    std::string text;
    for (const auto& p : puzzles)
        text += formatLine(p) + '\n';
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(text.data(), qint64(text.size())) != qint64(text.size()) || !file.commit()) {
        std::fprintf(stderr, "shogiban-cli: cannot write %s: %s\n", qUtf8Printable(out),
                     qUtf8Printable(file.errorString()));
        return false;
    }
    return true;
}

int mine(const QStringList& files, const QString& out, const MiningLimits& limits) {
    shogi::engine::MateSolver solver(32);
    std::vector<Puzzle> found;
    std::set<std::string> seen;
    int bad = 0;
    for (const auto& f : files) {
        const auto line = mainLine(f);
        if (!line) {
            ++bad;
            continue;
        }
        shogi::Position pos = line->start;
        int before = int(found.size());
        for (std::size_t ply = 0; ply <= line->moves.size(); ++ply) {
            const std::string key = shogi::sfen::formatWithoutMoveNumber(pos);
            if (seen.insert(key).second) {
                if (auto p =
                        mineTsume(pos, solver, limits, "game:" + line->name + "#" + std::to_string(ply + 1)))
                    found.push_back(std::move(*p));
            }
            if (ply < line->moves.size()) pos.doMove(line->moves[ply]);
        }
        std::printf("%s: %d problems\n", qUtf8Printable(f), int(found.size()) - before);
        std::fflush(stdout);
        if (!writeOut(out, found)) return BadInput; // kept up to date: a long run can be stopped
    }
    std::printf("%zu problems from %lld records\n", found.size(), static_cast<long long>(files.size()) - bad);
    return bad ? BadInput : Ok;
}

int nextMove(const QStringList& files, const QString& out, const NextMoveOptions& options) {
    std::vector<Puzzle> found;
    int bad = 0;
    for (const auto& f : files) {
        const auto line = mainLine(f);
        if (!line) {
            ++bad;
            continue;
        }
        auto puzzles = nextMovePuzzles(line->start, line->moves, options, "game:" + line->name);
        std::printf("%s: %zu problems\n", qUtf8Printable(f), puzzles.size());
        std::fflush(stdout);
        for (auto& p : puzzles)
            found.push_back(std::move(p));
    }
    if (!writeOut(out, found)) return BadInput;
    std::printf("%zu problems from %lld records\n", found.size(), static_cast<long long>(files.size()) - bad);
    return bad ? BadInput : Ok;
}

int check(const Args& args, SolverBudget budget, int solverMaxPlies) {
    shogi::engine::MateSolver solver(32);
    int total = 0, failed = 0, solved = 0;
    std::map<int, int> byLength;
    for (auto a : args) {
        const std::string path(a);
        std::ifstream in(path);
        if (!in) {
            std::fprintf(stderr, "shogiban-cli: cannot read '%s'\n", path.c_str());
            return BadInput;
        }
        std::stringstream text;
        text << in.rdbuf();
        const auto puzzles = parseCollection(
            text.str(), QFileInfo(QString::fromStdString(path)).completeBaseName().toStdString());
        if (!puzzles) {
            std::fprintf(stderr, "%s: %s\n", path.c_str(), puzzles.error().describe().c_str());
            return BadInput;
        }
        for (const auto& p : *puzzles) {
            ++total;
            ++byLength[p.isTsume() ? p.mateLength() : 0];
            std::string wrong;
            if (p.isTsume()) {
                wrong = checkLine(p);
                if (wrong.empty() && p.mateLength() <= solverMaxPlies) {
                    ++solved;
                    const auto r = checkShortest(*startPosition(p), p.mateLength(), solver, budget);
                    if (r.verdict == LengthVerdict::Longer)
                        wrong = "the solver mates in " + std::to_string(r.solverPlies);
                    else if (r.verdict == LengthVerdict::NotFound)
                        wrong = "the solver finds no mate in " + std::to_string(p.mateLength());
                    else if (r.verdict == LengthVerdict::Unsure)
                        wrong = "the solver decided nothing within its limits";
                }
            }
            if (!wrong.empty()) {
                ++failed;
                std::printf("%s problem %d (%s): %s\n", path.c_str(), p.number, p.sfen.c_str(),
                            wrong.c_str());
            }
        }
    }
    std::printf("%d problems, %d failed; lines replayed: all, solved again: %d\n", total, failed, solved);
    for (auto [plies, n] : byLength)
        std::printf("  %s: %d\n", plies ? ("mate in " + std::to_string(plies)).c_str() : "next move", n);
    return failed ? BadInput : Ok;
}

} // namespace

int puzzles(Args args) {
    if (takeFlag(args, "--help")) {
        std::puts(kHelp);
        return Ok;
    }
    std::string error, out;
    const bool doMine = takeFlag(args, "--mine");
    const bool doCheck = takeFlag(args, "--check");
    long long nodes = 0, ms = -1, maxPlies = 15, solverMaxPlies = 7;
    takeNumber(args, "--nodes", 1, 1000000000000LL, nodes, error);
    takeNumber(args, "--time-ms", 0, 86400000, ms, error);
    takeNumber(args, "--max-plies", 1, 511, maxPlies, error);
    takeNumber(args, "--solver-max-plies", 1, 511, solverMaxPlies, error);
    takeOption(args, "-o", out, error);
    if (!error.empty() || args.empty() || (doMine && doCheck) || (!doCheck && out.empty()) || maxPlies < 1) {
        std::fprintf(stderr, "shogiban-cli: %s\n",
                     error.empty() ? "see 'shogiban-cli puzzles --help'" : error.c_str());
        return Usage;
    }
    if (doCheck)
        return check(args, {std::uint64_t(nodes ? nodes : 200000), ms > 0 ? ms : 0}, int(solverMaxPlies));
    const QStringList files = recordFiles(args);
    const QString target = QString::fromStdString(out);
    if (doMine) {
        MiningLimits limits;
        if (nodes) limits.budget.nodes = nodes;
        if (ms >= 0) limits.budget.ms = ms;
        limits.maxPlies = int(maxPlies);
        return mine(files, target, limits);
    }
    NextMoveOptions options;
    if (nodes) options.nodes = nodes;
    return nextMove(files, target, options);
}

} // namespace cli
