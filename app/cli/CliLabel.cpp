// shogiban-cli label: the tuner's positions of existing records searched again, each score written into its
// move's comment as selfplay writes it. By the built-in engine to more nodes than the games were played at,
// in-process; or by another USI engine (a stronger judge: its scores teach the evaluation what it sees).
// Only the positions the tuner fits are searched (about a third of a game's), each once across the records.
#include "analysis/EvalComment.h"
#include "analysis/SearchEvaluation.h"
#include "cli/Cli.h"
#include "cli/CliMatchArgs.h"
#include "cli/EngineSearch.h"
#include "cli/TuneData.h"
#include "engine/Search.h"
#include "formats/RecordFormat.h"
#include "match/MatchEngine.h"
#include "record/GameRecord.h"
#include "usi/Commands.h"

#include <QElapsedTimer>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <memory>
#include <unordered_set>

namespace cli {

namespace {

const char* const kHelp =
    "Usage: shogiban-cli label RECORD... --nodes N\n"
    "       shogiban-cli label RECORD... --engine CMD [--option NAME=VALUE]... (--movetime-ms N | --nodes "
    "N)\n"
    "Searches each position of the records' main lines that 'tune' fits (past ply 12, not in check, no\n"
    "capture winning material; each position once, in the first record that reaches it, as tune takes\n"
    "them) and writes the score into the comment of the move played from it, replacing the one there, as\n"
    "'selfplay' writes its own (ShogiHome's #評価値 form, Black's view; the depth and nodes too): labels\n"
    "for 'tune --lambda'. Without --engine the built-in engine searches at full strength to N nodes (a\n"
    "deeper search than the games had). With --engine, the USI engine CMD (quotes group words, as in a\n"
    "shell) searches each position for N ms (sent as byoyomi with no main time) or to N nodes, its own\n"
    "book off; its scores are in its own units: 'tune --score-scale' maps them onto ours (a position it\n"
    "answers without a score stays unlabelled). Each record is rewritten in place, in its own format;\n"
    "the other comments are kept. Prints each record's count and the total at the end.\n"
    "Exit codes: 0 every record labelled, 1 a record could not be read or written, or the engine failed\n"
    "(the records before it are labelled), 2 wrong usage.";

struct Labelled {
    int positions = 0;
    int unscored = 0; // searched, but the engine gave no score: left without a label
    std::uint64_t nodes = 0;
};

// Searches one position for the label and returns its comment (the score, Black's view), empty when the
// engine answered without a score; nullopt after printing why the engine failed. `history` leads from the
// record's start to `before`.
using Labeller = std::function<std::optional<QString>(
    const shogi::Position& start, const std::vector<shogi::Move>& history, const shogi::Position& before,
    const shogi::Position& after, Labelled& done)>;

// Writes a label into each of the record's tuner positions not in `seen`; false when the labeller failed.
bool labelRecord(shogi::GameRecord& record, const Labeller& labeller, std::unordered_set<std::uint64_t>& seen,
                 Labelled& done) {
    const shogi::Position start = record.startPosition();
    shogi::Position pos = start;
    std::vector<shogi::Move> history;
    for (shogi::RecordNode* node = record.root().mainChild(); node; node = node->mainChild()) {
        if (node->isSpecial() || node->illegal) break;
        const shogi::Position before = pos;
        pos.doMove(node->move);
        const std::size_t ply = history.size();
        if (isTunePosition(before, ply) && seen.insert(before.key()).second) {
            const auto score = labeller(start, history, before, pos, done);
            if (!score) return false;
            if (score->isEmpty()) {
                ++done.unscored;
            } else {
                const QString rest = shogi::analysis::withoutEvaluation(node->comment);
                node->comment = rest.isEmpty() ? *score : *score + QLatin1Char('\n') + rest;
                ++done.positions;
            }
        }
        history.push_back(node->move);
    }
    return true;
}

Labeller builtinLabeller(shogi::engine::Search& search, std::uint64_t nodes) {
    return [&search, nodes](const shogi::Position& start, const std::vector<shogi::Move>& history,
                            const shogi::Position& before, const shogi::Position& after,
                            Labelled& done) -> std::optional<QString> {
        search.setPosition(start, history);
        shogi::engine::SearchLimits limits;
        limits.nodes = nodes;
        const shogi::engine::SearchResult r = search.go(limits);
        done.nodes += r.nodes;
        return scoreComment(r, before.sideToMove(), after);
    };
}

// A USI engine's labels: `go` for each position, a record's positions in one game (usinewgame), the
// engine started again for a record of another variant.
struct EngineLabeller {
    shogi::match::EngineSpec spec;
    SearchBudget budget;
    std::unique_ptr<shogi::match::MatchEngine> engine;
    shogi::VariantKind variant = shogi::VariantKind::Standard;
    QString file;

    bool startGame(shogi::VariantKind v) {
        if (!engine || v != variant) {
            engine = std::make_unique<shogi::match::MatchEngine>(spec, v, shogi::match::MatchTimeouts{});
            variant = v;
        }
        if (engine->startGame()) return true;
        fail("cannot start the engine: " + engine->error());
        return false;
    }
    void fail(const std::string& what) {
        printEngineFailure(what, engine->session());
        engine->session().kill();
    }
    std::optional<QString> operator()(const shogi::Position& start, const std::vector<shogi::Move>& history,
                                      const shogi::Position& before, const shogi::Position& after,
                                      Labelled& done) {
        shogi::analysis::SearchEvaluation search(before);
        const auto reply =
            engine->session().search(shogi::usi::positionCommand(start, history), budget.go(),
                                     std::chrono::steady_clock::now() + budget.allowed(),
                                     [&search](const shogi::usi::SearchInfo& info) { search.add(info); });
        const auto fault = reply ? search.fault(reply->best) : std::nullopt;
        if (!reply || fault) {
            const std::string what =
                reply ? "engine " + engine->name() + " " + shogi::analysis::SearchEvaluation::describe(*fault)
                      : engine->session().errorText();
            fail(file.toStdString() + ", the position before move " + std::to_string(history.size() + 1) +
                 ": " + what);
            return std::nullopt;
        }
        auto evaluation = search.result(QString::fromStdString(engine->name()));
        if (!evaluation) return QString();
        if (evaluation->nodes) done.nodes += std::uint64_t(*evaluation->nodes);
        // The line starts from `before`, not from the node's position after the move: the tuner needs none.
        evaluation->pv.clear();
        evaluation->source = shogi::analysis::Evaluation::Source::Player;
        return shogi::analysis::withEvaluation(QString(), *evaluation, after);
    }
};

struct Settings {
    SearchBudget budget{0, 0};
    std::optional<std::string> engine; // the command
    std::vector<std::pair<std::string, std::string>> options;
    QStringList files;
};

Settings readSettings(Args& args) {
    Settings s;
    Options o(args);
    s.engine = o.take("--engine");
    while (const auto option = o.take("--option")) {
        if (!s.engine) throw UsageError{"--option belongs to --engine"};
        s.options.push_back(engineOption(*option, "--option"));
    }
    std::string error;
    long long ms = 0, nodes = 0;
    takeNumber(args, "--movetime-ms", 1, 3600 * 1000, ms, error);
    takeNumber(args, "--nodes", 1, 1000000000000LL, nodes, error);
    if (!error.empty()) throw UsageError{error};
    if (ms && !s.engine) throw UsageError{"--movetime-ms needs --engine (the built-in engine takes --nodes)"};
    if (ms && nodes) throw UsageError{"give one of --movetime-ms and --nodes"};
    s.budget = {ms, std::uint64_t(nodes)};
    for (std::string_view a : args) {
        if (a.size() > 1 && a.front() == '-') throw UsageError{"unknown option '" + std::string(a) + "'"};
        s.files << QString::fromLocal8Bit(a.data(), qsizetype(a.size()));
    }
    if (!ms && !nodes)
        throw UsageError{s.engine ? "label --engine needs --movetime-ms N or --nodes N"
                                  : "label needs --nodes N (a positive number)"};
    if (s.files.isEmpty()) throw UsageError{"label needs at least one RECORD"};
    return s;
}

} // namespace

int label(Args args) {
    if (takeFlag(args, "--help")) {
        std::puts(kHelp);
        return Ok;
    }
    Settings settings;
    std::optional<shogi::match::EngineSpec> spec;
    try {
        settings = readSettings(args);
        if (settings.engine) {
            spec = engineSpec(*settings.engine);
            if (!spec) return BadInput;
            spec->options = settings.options;
            spec->bookOff = true;
        }
    } catch (const UsageError& e) {
        std::fprintf(stderr, "shogiban-cli: %s (see label --help)\n", e.message.c_str());
        return Usage;
    }
    // The built-in engine's search, in-process; made only when it labels (its table is not small).
    std::unique_ptr<shogi::engine::Search> search;
    EngineLabeller external;
    Labeller labeller;
    if (spec) {
        external.spec = *spec;
        external.budget = settings.budget;
        labeller = std::ref(external);
    } else {
        search = std::make_unique<shogi::engine::Search>();
        search->setHashSize(16);
        search->options().seed = 1; // the same labels on every run
        labeller = builtinLabeller(*search, settings.budget.nodes);
    }
    std::unordered_set<std::uint64_t> seen;
    Labelled total;
    bool failed = false;
    QElapsedTimer timer;
    timer.start();
    for (const QString& path : settings.files) {
        auto read = readRecordFile(path);
        if (!read) {
            failed = true;
            continue;
        }
        external.file = path;
        if (spec && !external.startGame(read->record.startPosition().variant().kind)) return BadInput;
        if (search) search->newGame();
        Labelled done;
        if (!labelRecord(read->record, labeller, seen, done))
            return BadInput; // this record is left as it was
        if (done.positions > 0 &&
            !writeRecordFile(read->record, path, read->format, read->encoding == QLatin1String("shift_jis")))
            failed = true;
        total.positions += done.positions;
        total.unscored += done.unscored;
        total.nodes += done.nodes;
        std::printf("%s: %d positions\n", qUtf8Printable(path), done.positions);
        std::fflush(stdout);
    }
    std::printf("%d positions, %llu nodes in %.1f s\n", total.positions, (unsigned long long)total.nodes,
                double(timer.elapsed()) / 1000.0);
    if (total.unscored > 0)
        std::printf("%d more searched, but the engine gave no score: left without a label\n", total.unscored);
    return failed ? BadInput : Ok;
}

} // namespace cli
