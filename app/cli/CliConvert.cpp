// shogiban-cli convert: reads a record in any format and writes it in another, atomically.
#include "cli/Cli.h"
#include "formats/TextEncoding.h"

#include <QFileInfo>

#include <cstdio>

namespace cli {

namespace {

// KIF and KI2 files come in Shift_JIS (.kif, .ki2: the old tools read nothing else) or UTF-8 (.kifu, .ki2u);
// a .kif or .ki2 that Shift_JIS cannot hold (a name with an accent) is written in UTF-8 with the first line
// "#KIF version=2.0 encoding=UTF-8", which today's programs read (81Dojo and ShogiBoardQ write it).
enum class Coding { Utf8, ShiftJis, ShiftJisElseUtf8 };

struct Target {
    shogi::RecordFormat format;
    Coding coding;
};

// --to names and extensions: kif kifu ki2 ki2u csa jkf json sfen usi psn.
std::optional<Target> targetFor(const QString& name, const QString& outSuffix) {
    const QString n = name.toLower();
    if (n == QLatin1String("kifu")) return Target{shogi::RecordFormat::Kif, Coding::Utf8};
    if (n == QLatin1String("kif")) return Target{shogi::RecordFormat::Kif, Coding::ShiftJisElseUtf8};
    if (n == QLatin1String("ki2u")) return Target{shogi::RecordFormat::Ki2, Coding::Utf8};
    if (n == QLatin1String("ki2"))
        return Target{shogi::RecordFormat::Ki2,
                      outSuffix.toLower() == QLatin1String("ki2u") ? Coding::Utf8 : Coding::ShiftJisElseUtf8};
    if (n == QLatin1String("json")) return Target{shogi::RecordFormat::Jkf, Coding::Utf8};
    if (n == QLatin1String("usen")) return std::nullopt; // read only
    if (const auto format = shogi::formatFromName(n)) return Target{*format, Coding::Utf8};
    return std::nullopt;
}

// What the target format has no place for, so the user is not surprised by a thinner file.
QStringList losses(const shogi::GameRecord& record, shogi::RecordFormat format) {
    using shogi::RecordFormat;
    QStringList lost;
    const bool mainLineOnly =
        format == RecordFormat::Csa || format == RecordFormat::Sfen || format == RecordFormat::Usi;
    if (mainLineOnly && record.variationCount() > 0)
        lost << QStringLiteral("%1 variation(s)").arg(record.variationCount());
    const bool noMoveComments = format == RecordFormat::Sfen || format == RecordFormat::Usi;
    if (noMoveComments && record.commentCount() > (record.root().comment.isEmpty() ? 0 : 1))
        lost << QStringLiteral("the move comments");
    const bool noTimes = noMoveComments || format == RecordFormat::Psn;
    if (noTimes) {
        for (const shogi::RecordNode* node : record.mainLine())
            if (node->timeSpentMs >= 0) {
                lost << QStringLiteral("the times");
                break;
            }
    }
    return lost;
}

} // namespace

int convert(Args args) {
    if (takeFlag(args, "--help")) {
        std::puts(
            "Usage: shogiban-cli convert IN OUT [--to kif|kifu|ki2|csa|jkf|sfen|usi|psn]\n"
            "                               [--encoding shift_jis|utf-8]\n"
            "Reads the game record IN (any format shogiban reads) and writes it to OUT in the format of\n"
            "OUT's extension, or of --to. .kif and .ki2 are written in Shift_JIS for the old tools; when\n"
            "Shift_JIS cannot hold the record (a name with an accent), in UTF-8 with the first line\n"
            "'#KIF version=2.0 encoding=UTF-8' (or #KI2), which today's programs read, and a note on\n"
            "stderr. --encoding chooses for KIF and KI2: shift_jis or fail, or utf-8. .kifu, .ki2u and\n"
            "the other formats are UTF-8. OUT is replaced atomically; IN is never overwritten.\n"
            "Exit codes: 0 success, 1 unreadable input or a record the encoding cannot hold (the reason\n"
            "goes to stderr), 2 wrong usage.");
        return Ok;
    }
    std::string to, encoding, error;
    const bool haveTo = takeOption(args, "--to", to, error);
    const bool haveEncoding = error.empty() && takeOption(args, "--encoding", encoding, error);
    if (!error.empty() || args.size() != 2) {
        std::fprintf(stderr, "shogiban-cli: %s\n",
                     error.empty() ? "convert needs IN and OUT (see convert --help)" : error.c_str());
        return Usage;
    }
    const QString in = QString::fromLocal8Bit(args[0].data(), qsizetype(args[0].size()));
    const QString out = QString::fromLocal8Bit(args[1].data(), qsizetype(args[1].size()));
    const QString outSuffix = QFileInfo(out).suffix();
    auto target = targetFor(haveTo ? QString::fromStdString(to) : outSuffix, outSuffix);
    if (!target) {
        if (haveTo)
            std::fprintf(stderr,
                         "shogiban-cli: unknown format '%s' (kif, kifu, ki2, csa, jkf, sfen, usi, psn)\n",
                         to.c_str());
        else
            std::fprintf(stderr, "shogiban-cli: cannot tell the format from '%s'; name it with --to\n",
                         qUtf8Printable(out));
        return Usage;
    }
    if (haveEncoding) {
        const bool japanese =
            target->format == shogi::RecordFormat::Kif || target->format == shogi::RecordFormat::Ki2;
        if (encoding != "utf-8" && !(japanese && encoding == "shift_jis")) {
            std::fprintf(stderr, "shogiban-cli: --encoding %s: %s\n", encoding.c_str(),
                         japanese ? "shift_jis or utf-8" : "this format is always utf-8");
            return Usage;
        }
        target->coding = encoding == "utf-8" ? Coding::Utf8 : Coding::ShiftJis;
    }
    const QFileInfo inInfo(in), outInfo(out);
    if (outInfo.exists() && inInfo.exists() && inInfo.canonicalFilePath() == outInfo.canonicalFilePath()) {
        std::fprintf(stderr, "shogiban-cli: OUT is the input file %s; it is not overwritten\n",
                     qUtf8Printable(in));
        return Usage;
    }
    const auto read = readRecordFile(in);
    if (!read) return BadInput;
    auto bytes = shogi::encodeRecord(read->record, target->format, target->coding != Coding::Utf8);
    std::string notShiftJis; // why the file is UTF-8 after all
    if (!bytes && target->coding == Coding::ShiftJisElseUtf8) {
        notShiftJis = bytes.error().describe();
        bytes = shogi::encodeRecord(read->record, target->format, false);
    }
    if (!bytes) {
        std::fprintf(stderr, "shogiban-cli: cannot write %s: %s\n", qUtf8Printable(out),
                     bytes.error().describe().c_str());
        return BadInput;
    }
    if (!saveRecordBytes(out, *bytes)) return BadInput;
    if (!notShiftJis.empty())
        std::fprintf(stderr,
                     "shogiban-cli: note: Shift_JIS cannot hold this record (%s), so %s is written in UTF-8 "
                     "with the first line '#%s version=2.0 encoding=UTF-8', which today's programs read; "
                     "the old Shift_JIS-only tools do not\n",
                     notShiftJis.c_str(), qUtf8Printable(out),
                     qUtf8Printable(shogi::formatName(target->format).toUpper()));
    const QStringList lost = losses(read->record, target->format);
    if (!lost.isEmpty())
        std::fprintf(stderr, "shogiban-cli: warning: %s has no place for %s\n",
                     qUtf8Printable(shogi::formatName(target->format).toUpper()),
                     qUtf8Printable(lost.join(QStringLiteral(", "))));
    std::printf("%s -> %s (%s, %d moves)\n", qUtf8Printable(in), qUtf8Printable(out),
                qUtf8Printable(shogi::formatName(target->format)), read->record.mainLineMoveCount());
    return Ok;
}

} // namespace cli
