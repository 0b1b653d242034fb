// shogiban-cli book: an opening book in YaneuraOu's format from game records, or a book's moves for a
// position.
#include "cli/Cli.h"
#include "book/BookFile.h"
#include "book/BookFromRecords.h"
#include "rules/Sfen.h"

#include <charconv>
#include <cstdio>

namespace cli {

namespace {

const char* const kHelp =
    "Usage: shogiban-cli book RECORD|DIR... -o BOOK [--plies N]\n"
    "       shogiban-cli book --probe BOOK [--sfen SFEN]\n"
    "Makes an opening book from game records: each position of the first N plies (default 24) of\n"
    "every game's main line, with the moves played there and how often. Folders are searched with\n"
    "their subfolders for .kif .kifu .ki2 .csa .jkf .sfen .usi .psn files.\n"
    "The book is written in YaneuraOu's standard format (#YANEURAOU-DB2016 1.00), as YaneuraOu\n"
    "writes it: positions sorted by SFEN, never flipped, each with 'move ponder value depth count'\n"
    "lines (value 0, depth 32, ponder the reply played most often), the most played move first.\n"
    "ShogiHome, YaneuraOu and the engines that read that format can use it.\n"
    "  -o BOOK        the book file to write (replaced whole)\n"
    "  --plies N      how many plies of each game go into the book (1 to 512)\n"
    "  --probe BOOK   print the moves the book has for a position (--sfen, default the start),\n"
    "                 one per line: move ponder value depth count\n"
    "Exit codes: 0 done, 1 bad input (no record could be read, a book that cannot be written or\n"
    "read), 2 wrong usage.";

int probe(const std::string& path, const std::string& sfenText) {
    auto book = shogi::book::BookFile::open(path);
    if (!book) {
        std::fprintf(stderr, "shogiban-cli: %s: %s\n", path.c_str(), book.error().describe().c_str());
        return BadInput;
    }
    auto pos = shogi::sfen::parse(sfenText);
    if (!pos) {
        std::fprintf(stderr, "shogiban-cli: --sfen: %s\n", pos.error().describe().c_str());
        return BadInput;
    }
    auto moves = book->lookup(*pos);
    if (!moves) {
        std::fprintf(stderr, "shogiban-cli: %s: %s\n", path.c_str(), moves.error().describe().c_str());
        return BadInput;
    }
    for (const auto& m : *moves)
        std::printf("%s\n", shogi::book::formatBookMove(m).c_str());
    return Ok;
}

} // namespace

int book(Args args) {
    if (takeFlag(args, "--help")) {
        std::puts(kHelp);
        return Ok;
    }
    std::string out, pliesText, probePath, sfenText, error;
    const bool hasOut = takeOption(args, "-o", out, error);
    const bool hasPlies = error.empty() && takeOption(args, "--plies", pliesText, error);
    const bool hasProbe = error.empty() && takeOption(args, "--probe", probePath, error);
    const bool hasSfen = error.empty() && takeOption(args, "--sfen", sfenText, error);
    if (!error.empty()) {
        std::fprintf(stderr, "shogiban-cli: %s\n", error.c_str());
        return Usage;
    }
    if (hasProbe) {
        if (!args.empty() || hasOut) {
            std::fprintf(stderr, "shogiban-cli: --probe takes a book and --sfen only\n");
            return Usage;
        }
        return probe(probePath,
                     hasSfen ? sfenText
                             : std::string(shogi::Variant::get(shogi::VariantKind::Standard).startSfen));
    }
    int plies = 24;
    if (hasPlies) {
        const auto [end, ec] = std::from_chars(pliesText.data(), pliesText.data() + pliesText.size(), plies);
        if (ec != std::errc() || end != pliesText.data() + pliesText.size() || plies < 1 || plies > 512) {
            std::fprintf(stderr, "shogiban-cli: --plies needs a number from 1 to 512, not '%s'\n",
                         pliesText.c_str());
            return Usage;
        }
    }
    if (!hasOut || args.empty()) {
        std::fprintf(stderr, "shogiban-cli: book needs records and -o BOOK (see book --help)\n");
        return Usage;
    }
    QStringList paths;
    for (std::string_view a : args) {
        if (a.size() > 1 && a[0] == '-') {
            std::fprintf(stderr, "shogiban-cli: unknown option '%.*s'\n", int(a.size()), a.data());
            return Usage;
        }
        paths << QString::fromUtf8(a.data(), qsizetype(a.size()));
    }
    const QStringList files = shogi::book::recordFilesIn(paths);
    const shogi::book::RecordsBook made = shogi::book::bookFromRecords(files, plies);
    for (const QString& problem : made.problems)
        std::fprintf(stderr, "shogiban-cli: skipped %s\n", qUtf8Printable(problem));
    if (made.games == 0) {
        std::fprintf(stderr, "shogiban-cli: no game could be read from %lld file%s\n",
                     static_cast<long long>(files.size()), files.size() == 1 ? "" : "s");
        return BadInput;
    }
    const std::size_t positions = made.entries.size();
    if (const auto failed = shogi::book::writeBook(out, made.entries)) {
        std::fprintf(stderr, "shogiban-cli: %s\n", failed->c_str());
        return BadInput;
    }
    std::printf("%s: %zu positions from %d game%s (first %d plies)\n", out.c_str(), positions, made.games,
                made.games == 1 ? "" : "s", plies);
    return Ok;
}

} // namespace cli
