// shogiban-cli analyse: an engine evaluates every position of each record's main line; the evaluations go
// into the move comments in ShogiHome's form (core/analysis/EvalComment.h), the poor moves get their quality
// header, and each record is written back in its own format.
#include "cli/Cli.h"
#include "cli/CliMatchArgs.h"
#include "cli/EngineSearch.h"
#include "analysis/AnalysisPlan.h"
#include "analysis/EvalComment.h"
#include "analysis/MoveQuality.h"
#include "analysis/QualityMarks.h"
#include "analysis/SearchEvaluation.h"
#include "match/MatchEngine.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QThread>

#include <cstdio>
#include <filesystem>
#include <memory>
#include <mutex>
#include <atomic>

namespace cli {

namespace {

using shogi::RecordFormat;
using shogi::analysis::MoveQuality;
using shogi::analysis::PlannedSearch;

const char* const kHelp =
    "Usage: shogiban-cli analyse FILE... --engine builtin|CMD [--level N] [--option NAME=VALUE]...\n"
    "                            [--movetime-ms N | --nodes N] [--no-checks] (-o OUT | --in-place)\n"
    "Has a USI engine evaluate every position of each record's main line, for N ms each (sent as\n"
    "'go btime 0 wtime 0 byoyomi N' with the whole move history) or to N nodes ('go nodes N'), and\n"
    "writes into each move's comment the evaluation from Black's view, the engine's line, the depth, the\n"
    "nodes and the engine's name in ShogiHome's form (#評価値=, #読み筋=, #深さ=, #ノード数=,\n"
    "#エンジン=; '*#評価値=...' in KIF files), so that ShogiHome and Shogiban both read them. Lines of\n"
    "an earlier analysis are replaced; the rest of a comment is kept. A move that gives away at least\n"
    "10/20/30 points of win rate (1/(1+e^(-cp/600))) is marked 【疑問手】 (?!), 【悪手】 (?) or\n"
    "【大悪手】 (?\?) on the first line of its comment; evaluations from searches shallower than depth 5\n"
    "judge nothing (a search that ends shallower, or with no score, is run again with twice the time or\n"
    "nodes, twice at most; a mate counts at any depth), and the engine's own choice is never marked.\n"
    "Each move that loses 5 points or more by the first pass's numbers is checked: the positions after\n"
    "the engine's choice and after the move played are searched again three times as long (or with three\n"
    "times the nodes), and the mark comes from their difference; where the move played was the engine's\n"
    "own choice, the position before it is searched again first (not with --no-checks).\n"
    "The engine's own opening book is switched off where an option allows it (USI_OwnBook, BookDepth,\n"
    "BookFile), unless --option sets it: a book move comes with no evaluation.\n"
    "  --engine CMD       an engine program with its arguments, or 'builtin' for shogiban-engine in\n"
    "                     shogiban-cli's directory\n"
    "  --level N          short for --option Level=N\n"
    "  --option N=V       a USI option of the engine (repeatable)\n"
    "  --movetime-ms N    time per position (default 1000)\n"
    "  --nodes N          nodes per position instead of a time: the marks are the same however loaded\n"
    "                     the machine is (a time's search reaches less depth when other work takes the\n"
    "                     CPU). An engine's nodes per CPU second turn a time into nodes\n"
    "  --no-checks        each position searched once, no mark checked again: the plain analysis at a\n"
    "                     third of the cost or less, for an engine whose neighbouring evaluations agree\n"
    "                     (a far stronger one, as a reference)\n"
    "  -o OUT             write the analysed record to OUT: a file for one record (its extension may name\n"
    "                     another format), a directory (created when missing) for several\n"
    "  --in-place         replace each FILE (atomically)\n"
    "  --jobs N           analyse N records at once, each job with its own engine process (default 1);\n"
    "                     the summaries still come in the order of the files. For an archive larger than\n"
    "                     one machine, run one shogiban-cli per record set (GNU parallel, a scheduler)\n"
    "Records are written in their own format; KIF and KI2 read as Shift_JIS are written as Shift_JIS when\n"
    "it can hold them. SFEN and USI files hold no comments: write those with -o NAME.kif.\n"
    "Prints each record's summary: the marked moves per side. A record that cannot be read is skipped.\n"
    "Exit codes: 0 every record analysed, 1 bad input (an unreadable record, an engine that cannot be\n"
    "started, crashes, hangs, lacks an option or answers with a move that is not legal in the position:\n"
    "the reason and its last output go to stderr, and that record is not written), 2 wrong usage.";

struct Settings {
    shogi::match::EngineSpec engine;
    SearchBudget budget;
    bool checks = true;
    QString out;
    bool inPlace = false;
    QStringList files;
    int jobs = 1;
};

Settings readSettings(Args& args) {
    Settings s;
    s.engine.bookOff = true;
    std::string value, error;
    const auto take = [&](std::string_view name) {
        const bool found = takeOption(args, name, value, error);
        if (!error.empty()) throw UsageError{error};
        return found;
    };
    if (!take("--engine")) throw UsageError{"analyse needs --engine builtin|CMD (see analyse --help)"};
    if (value == "builtin") {
        s.engine.program = builtinEnginePath();
    } else {
        const QStringList words = QProcess::splitCommand(QString::fromStdString(value));
        if (words.isEmpty()) throw UsageError{"the engine command is empty"};
        s.engine.program = words.front().toStdString();
        for (qsizetype i = 1; i < words.size(); ++i)
            s.engine.arguments.push_back(words[i].toStdString());
    }
    if (take("--level")) s.engine.options.emplace_back("Level", value);
    while (take("--option"))
        s.engine.options.push_back(engineOption(value, "--option"));
    const bool byTime = take("--movetime-ms");
    if (byTime) s.budget.ms = number<std::int64_t>(value, "--movetime-ms", 1, 3600 * 1000);
    if (take("--nodes")) {
        if (byTime) throw UsageError{"give one of --movetime-ms and --nodes"};
        s.budget.nodes = number<std::uint64_t>(value, "--nodes", 1, 1000000000000ULL);
    }
    if (take("--jobs")) s.jobs = number(value, "--jobs", 1, 256);
    if (take("-o")) s.out = QString::fromLocal8Bit(value.data(), qsizetype(value.size()));
    s.inPlace = takeFlag(args, "--in-place");
    s.checks = !takeFlag(args, "--no-checks");
    if (s.inPlace == !s.out.isEmpty()) throw UsageError{"give one of -o OUT and --in-place"};
    for (std::string_view a : args) {
        if (a.size() > 1 && a.front() == '-') throw UsageError{"unknown option '" + std::string(a) + "'"};
        s.files << QString::fromLocal8Bit(a.data(), qsizetype(a.size()));
    }
    if (s.files.isEmpty()) throw UsageError{"analyse needs at least one record FILE"};
    if (s.files.size() > 1 && !s.inPlace && QFileInfo(s.out).exists() && !QFileInfo(s.out).isDir())
        throw UsageError{"-o names a file, but several records need a directory"};
    return s;
}

struct Target {
    QString path;
    RecordFormat format;
    bool shiftJis = false;
};

// Where and how a record read from `in` is written: its own format and encoding unless -o names a file
// of another format; nullopt (after saying why) when that format holds no comments.
std::optional<Target> targetFor(const Settings& s, const QString& in, const shogi::ReadResult& read) {
    Target t{in, read.format, read.encoding == QLatin1String("shift_jis")};
    if (!s.inPlace) {
        const QFileInfo out(s.out);
        if (s.files.size() > 1 || out.isDir()) {
            t.path = QDir(s.out).filePath(QFileInfo(in).fileName());
        } else {
            t.path = s.out;
            const QString suffix = out.suffix().toLower();
            if (const auto format = shogi::formatFromExtension(suffix); format && *format != t.format) {
                t.format = *format;
                t.shiftJis = false;
            }
            if (suffix == QLatin1String("kifu") || suffix == QLatin1String("ki2u")) t.shiftJis = false;
        }
    }
    if (t.format != RecordFormat::Kif && t.format != RecordFormat::Ki2) t.shiftJis = false;
    if (t.format == RecordFormat::Sfen || t.format == RecordFormat::Usi) {
        std::fprintf(stderr,
                     "shogiban-cli: %s: %s files hold no comments; write the analysis with -o NAME.kif\n",
                     qUtf8Printable(in), qUtf8Printable(shogi::formatName(t.format).toUpper()));
        return std::nullopt;
    }
    return t;
}

// Evaluates every position of the main line (the start, then after each move) into its node's comment, and
// checks the marks, as analysis/AnalysisPlan.h orders. False after printing why the engine failed.
bool analyseRecord(shogi::GameRecord& record, shogi::match::MatchEngine& engine, const SearchBudget& budget,
                   bool checks, const QString& file) {
    using namespace shogi;
    if (!engine.startGame()) {
        printEngineFailure("cannot start the engine: " + engine.error(), engine.session());
        return false;
    }
    const QString engineName = QString::fromStdString(engine.name());
    analysis::AnalysisPlan plan(record, checks);
    while (const auto step = plan.next()) {
        auto* node = const_cast<RecordNode*>(step->search.node);
        std::optional<analysis::Evaluation> evaluation = step->ruled;
        if (!step->ruled) {
            const PlannedSearch& planned = step->search;
            Position pos = record.startPosition();
            for (Move m : planned.history)
                pos.doMove(m);
            const SearchBudget each = budget.times(planned.factor);
            analysis::SearchEvaluation search(pos);
            const auto reply =
                engine.session().search(usi::positionCommand(record.startPosition(), planned.history),
                                        each.go(), std::chrono::steady_clock::now() + each.allowed(),
                                        [&search](const usi::SearchInfo& info) { search.add(info); });
            // An answer that is no legal move here means the engine analyses something else: its scores
            // are nonsense, and the record is not written, as when it crashes.
            const auto fault = reply ? search.fault(reply->best) : std::nullopt;
            if (!reply || fault) {
                const std::string where =
                    planned.history.empty()
                        ? std::string("the start position")
                        : "the position after move " + std::to_string(planned.history.size());
                const std::string what =
                    reply ? "engine " + engine.name() + " " + analysis::SearchEvaluation::describe(*fault)
                          : engine.session().errorText();
                printEngineFailure(file.toStdString() + ", " + where +
                                       (planned.check ? ", checking a mark" : "") + ": " + what,
                                   engine.session());
                engine.session().kill();
                return false;
            }
            evaluation = plan.searched(planned, search.result(engineName));
        }
        if (evaluation)
            node->comment = analysis::withEvaluation(node->comment, *evaluation, record.positionAt(node));
    }
    // The quality headers, from the evaluations just written (the tree is walked alongside: the changes
    // come in main-line order).
    const auto changes = analysis::qualityHeaderChanges(record);
    RecordNode* node = &record.root();
    for (const auto& change : changes) {
        while (node && node != change.node)
            node = node->mainChild();
        if (node) node->comment = change.comment;
    }
    return true;
}

QString summaryOf(const shogi::analysis::QualitySummary& summary, shogi::Color side) {
    return QStringLiteral("inaccuracies ?! %1, mistakes ? %2, blunders ?? %3")
        .arg(summary.count(side, MoveQuality::Inaccuracy))
        .arg(summary.count(side, MoveQuality::Mistake))
        .arg(summary.count(side, MoveQuality::Blunder));
}

struct Job {
    std::unique_ptr<shogi::match::MatchEngine> engine;
    shogi::VariantKind variant{};
};

struct Analysed {
    bool done = false;
    bool ok = false;
    bool fatal = false;  // the engine failed: no more records are started
    std::string summary; // the lines for stdout
};

Analysed analyseFile(const Settings& settings, const QString& in, Job& job) {
    Analysed result;
    auto read = readRecordFile(in);
    if (!read) return result;
    const auto target = targetFor(settings, in, *read);
    if (!target) return result;
    const shogi::VariantKind variant = read->record.startPosition().variant().kind;
    if (!job.engine || variant != job.variant) {
        job.engine = std::make_unique<shogi::match::MatchEngine>(settings.engine, variant,
                                                                 shogi::match::MatchTimeouts{});
        job.variant = variant;
    }
    QElapsedTimer timer;
    timer.start();
    if (!analyseRecord(read->record, *job.engine, settings.budget, settings.checks, in)) {
        result.fatal = true;
        return result;
    }
    const double seconds = double(timer.elapsed()) / 1000.0;
    if (!writeRecordFile(read->record, target->path, target->format, target->shiftJis)) return result;
    const auto review = shogi::analysis::reviewLine(read->record);
    result.summary = QStringLiteral("%1 -> %2: %3 moves in %4 s\n  Black: %5\n  White: %6\n")
                         .arg(in, target->path)
                         .arg(read->record.mainLineMoveCount())
                         .arg(seconds, 0, 'f', 1)
                         .arg(summaryOf(review.summary, shogi::Color::Black),
                              summaryOf(review.summary, shogi::Color::White))
                         .toStdString();
    result.ok = true;
    return result;
}

} // namespace

int analyse(Args args) {
    if (takeFlag(args, "--help")) {
        std::puts(kHelp);
        return Ok;
    }
    Settings settings;
    try {
        settings = readSettings(args);
    } catch (const UsageError& e) {
        std::fprintf(stderr, "shogiban-cli: %s\n", e.message.c_str());
        return Usage;
    }
    if (!settings.inPlace && (settings.files.size() > 1 || settings.out.endsWith(QLatin1Char('/'))) &&
        !QDir().mkpath(settings.out)) {
        std::fprintf(stderr, "shogiban-cli: cannot create the directory %s\n", qUtf8Printable(settings.out));
        return BadInput;
    }
    const int jobs = std::min<int>(settings.jobs, int(settings.files.size()));
    std::vector<Analysed> results(std::size_t(settings.files.size()));
    std::atomic<int> next{0};
    std::atomic<bool> stop{false};
    std::mutex printing;
    int printed = 0;
    // Each job its own engine process; the summaries are printed in the order of the files, as today.
    const auto work = [&] {
        Job job;
        for (int i; !stop && (i = next++) < int(settings.files.size());) {
            Analysed result = analyseFile(settings, settings.files[i], job);
            if (result.fatal) stop = true;
            const std::lock_guard lock(printing);
            results[std::size_t(i)] = std::move(result);
            results[std::size_t(i)].done = true;
            for (; printed < int(results.size()) && results[std::size_t(printed)].done; ++printed)
                std::fputs(results[std::size_t(printed)].summary.c_str(), stdout);
            std::fflush(stdout);
        }
        if (job.engine) job.engine->session().quit();
    };
    if (jobs <= 1) {
        work();
    } else {
        // QThread rather than std::thread: QProcess needs a thread with an event dispatcher.
        std::vector<std::unique_ptr<QThread>> threads;
        for (int j = 0; j < jobs; ++j) {
            threads.emplace_back(QThread::create(work));
            threads.back()->start();
        }
        for (auto& t : threads)
            t->wait();
    }
    bool failed = false;
    for (const Analysed& r : results) {
        if (r.fatal) return BadInput;
        failed = failed || (r.done && !r.ok);
    }
    return failed ? BadInput : Ok;
}

} // namespace cli
