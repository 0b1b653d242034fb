// shogiban-cli convert: reads a record in any format and writes it in another, atomically.
#include "Cli.h"
#include "formats/TextEncoding.h"

#include <QFileInfo>
#include <QSaveFile>

#include <cstdio>

namespace cli {

namespace {

struct Target {
    shogi::RecordFormat format;
    bool shiftJis; // .kif and .ki2 are Shift_JIS for the old tools; everything else is UTF-8
};

// --to names and extensions: kif kifu ki2 ki2u csa jkf json sfen usi psn.
std::optional<Target> targetFor(const QString& name, const QString& outSuffix) {
    const QString n = name.toLower();
    if (n == QLatin1String("kifu")) return Target{shogi::RecordFormat::Kif, false};
    if (n == QLatin1String("kif")) return Target{shogi::RecordFormat::Kif, true};
    if (n == QLatin1String("ki2u")) return Target{shogi::RecordFormat::Ki2, false};
    if (n == QLatin1String("ki2"))
        return Target{shogi::RecordFormat::Ki2, outSuffix.toLower() != QLatin1String("ki2u")};
    if (n == QLatin1String("json")) return Target{shogi::RecordFormat::Jkf, false};
    if (n == QLatin1String("usen")) return std::nullopt; // read only
    if (const auto format = shogi::formatFromName(n)) return Target{*format, false};
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
            "Reads the game record IN (any format shogiban reads) and writes it to OUT in the format of\n"
            "OUT's extension, or of --to. .kif and .ki2 are written in Shift_JIS for the old tools, .kifu,\n"
            ".ki2u and the other formats in UTF-8. OUT is replaced atomically; IN is never overwritten.\n"
            "Exit codes: 0 success, 1 unreadable input or a record the format cannot encode (the reason\n"
            "goes to stderr), 2 wrong usage.");
        return Ok;
    }
    std::string to, error;
    const bool haveTo = takeOption(args, "--to", to, error);
    if (!error.empty() || args.size() != 2) {
        std::fprintf(stderr, "shogiban-cli: %s\n",
                     error.empty() ? "convert needs IN and OUT (see convert --help)" : error.c_str());
        return Usage;
    }
    const QString in = QString::fromLocal8Bit(args[0].data(), qsizetype(args[0].size()));
    const QString out = QString::fromLocal8Bit(args[1].data(), qsizetype(args[1].size()));
    const QString outSuffix = QFileInfo(out).suffix();
    const auto target = targetFor(haveTo ? QString::fromStdString(to) : outSuffix, outSuffix);
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
    const QFileInfo inInfo(in), outInfo(out);
    if (outInfo.exists() && inInfo.exists() && inInfo.canonicalFilePath() == outInfo.canonicalFilePath()) {
        std::fprintf(stderr, "shogiban-cli: OUT is the input file %s; it is not overwritten\n",
                     qUtf8Printable(in));
        return Usage;
    }
    const auto read = readRecordFile(in);
    if (!read) return BadInput;
    auto bytes = shogi::encodeRecord(read->record, target->format, target->shiftJis);
    if (!bytes) {
        std::fprintf(stderr, "shogiban-cli: cannot write %s: %s\n", qUtf8Printable(out),
                     bytes.error().describe().c_str());
        return BadInput;
    }
    QSaveFile file(out);
    if (!file.open(QIODevice::WriteOnly) || file.write(*bytes) != bytes->size() || !file.commit()) {
        std::fprintf(stderr, "shogiban-cli: cannot write %s: %s\n", qUtf8Printable(out),
                     qUtf8Printable(file.errorString()));
        return BadInput;
    }
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
