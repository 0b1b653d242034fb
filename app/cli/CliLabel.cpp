// shogiban-cli label: the tuner's positions of existing records searched again by the built-in engine, to
// more nodes than the games were played at, each score written into its move's comment as selfplay writes
// it. Deeper labels for `tune --lambda` at a third of what `analyse` would spend: only the positions the
// tuner fits are searched (about a third of a game's), in-process, each once across the records.
#include "analysis/EvalComment.h"
#include "cli/Cli.h"
#include "cli/TuneData.h"
#include "engine/Search.h"
#include "formats/RecordFormat.h"
#include "record/GameRecord.h"

#include <QElapsedTimer>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <unordered_set>

namespace cli {

namespace {

const char* const kHelp =
    "Usage: shogiban-cli label RECORD... --nodes N\n"
    "Searches each position of the records' main lines that 'tune' fits (past ply 12, not in check, no\n"
    "capture winning material; each position once, in the first record that reaches it, as tune takes\n"
    "them) with the built-in engine at full strength to N nodes, and writes the score into the comment\n"
    "of the move played from it, replacing the one there, as 'selfplay' writes its own (ShogiHome's\n"
    "#評価値 form, Black's view; the depth and nodes too): labels for 'tune --lambda' from a deeper\n"
    "search than the games had. Each record is rewritten in place, in its own format; the other\n"
    "comments are kept. Prints each record's count and the total at the end.\n"
    "Exit codes: 0 every record labelled, 1 a record could not be read or written (the others are\n"
    "labelled), 2 wrong usage.";

struct Labelled {
    int positions = 0;
    std::uint64_t nodes = 0;
};

// Searches the record's tuner positions not in `seen` and writes their scores into the moves' comments.
Labelled labelRecord(shogi::GameRecord& record, shogi::engine::Search& search, std::uint64_t nodes,
                     std::unordered_set<std::uint64_t>& seen) {
    Labelled done;
    search.newGame();
    const shogi::Position start = record.startPosition();
    shogi::Position pos = start;
    std::vector<shogi::Move> history;
    for (shogi::RecordNode* node = record.root().mainChild(); node; node = node->mainChild()) {
        if (node->isSpecial() || node->illegal) break;
        const shogi::Position before = pos;
        pos.doMove(node->move);
        const std::size_t ply = history.size();
        history.push_back(node->move);
        if (!isTunePosition(before, ply) || !seen.insert(before.key()).second) continue;
        search.setPosition(start, std::vector<shogi::Move>(history.begin(), history.end() - 1));
        shogi::engine::SearchLimits limits;
        limits.nodes = nodes;
        const shogi::engine::SearchResult r = search.go(limits);
        const QString rest = shogi::analysis::withoutEvaluation(node->comment);
        const QString score = scoreComment(r, before.sideToMove(), pos);
        node->comment = rest.isEmpty() ? score : score + QLatin1Char('\n') + rest;
        ++done.positions;
        done.nodes += r.nodes;
    }
    return done;
}

} // namespace

int label(Args args) {
    if (takeFlag(args, "--help")) {
        std::puts(kHelp);
        return Ok;
    }
    std::string error;
    long long nodes = 0;
    takeNumber(args, "--nodes", 1, 1000000000000LL, nodes, error);
    for (std::string_view a : args)
        if (a.size() > 1 && a.front() == '-' && error.empty())
            error = "unknown option '" + std::string(a) + "'";
    if (error.empty() && nodes == 0) error = "label needs --nodes N (a positive number)";
    if (error.empty() && args.empty()) error = "label needs at least one RECORD";
    if (!error.empty()) {
        std::fprintf(stderr, "shogiban-cli: %s (see label --help)\n", error.c_str());
        return Usage;
    }
    shogi::engine::Search search;
    search.setHashSize(16);
    search.options().seed = 1; // the same labels on every run
    std::unordered_set<std::uint64_t> seen;
    Labelled total;
    bool failed = false;
    QElapsedTimer timer;
    timer.start();
    for (std::string_view arg : args) {
        const QString path = QString::fromLocal8Bit(arg.data(), qsizetype(arg.size()));
        auto read = readRecordFile(path);
        if (!read) {
            failed = true;
            continue;
        }
        const Labelled done = labelRecord(read->record, search, nodes, seen);
        if (done.positions > 0 &&
            !writeRecordFile(read->record, path, read->format, read->encoding == QLatin1String("shift_jis")))
            failed = true;
        total.positions += done.positions;
        total.nodes += done.nodes;
        std::printf("%s: %d positions\n", qUtf8Printable(path), done.positions);
        std::fflush(stdout);
    }
    std::printf("%d positions, %llu nodes in %.1f s\n", total.positions, (unsigned long long)total.nodes,
                double(timer.elapsed()) / 1000.0);
    return failed ? BadInput : Ok;
}

} // namespace cli
