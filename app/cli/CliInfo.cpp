// shogiban-cli info: what a game record file holds, as text or as one JSON object.
#include "cli/Cli.h"
#include "formats/FileSave.h"
#include "rules/Sfen.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>

namespace cli {

namespace {

const char* endingName(shogi::SpecialMove special) {
    using shogi::SpecialMove;
    switch (special) {
    case SpecialMove::None:
        return "none";
    case SpecialMove::Resign:
        return "resign";
    case SpecialMove::Interrupt:
        return "interrupt";
    case SpecialMove::Repetition:
        return "repetition";
    case SpecialMove::PerpetualCheck:
        return "perpetual-check";
    case SpecialMove::Impasse:
        return "impasse";
    case SpecialMove::EnteringKingWin:
        return "entering-king-win";
    case SpecialMove::Draw:
        return "draw";
    case SpecialMove::Mate:
        return "mate";
    case SpecialMove::NoMate:
        return "no-mate";
    case SpecialMove::IllegalWin:
        return "illegal-win";
    case SpecialMove::IllegalLoss:
        return "illegal-loss";
    case SpecialMove::Timeout:
        return "timeout";
    case SpecialMove::MaxMoves:
        return "max-moves";
    case SpecialMove::Error:
        return "error";
    }
    return "none";
}

void print(const QString& text) {
    std::fputs(text.toUtf8().constData(), stdout);
}

} // namespace

std::optional<shogi::ReadResult> readRecordFile(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "shogiban-cli: cannot read %s: %s\n", qUtf8Printable(path),
                     qUtf8Printable(file.errorString()));
        return std::nullopt;
    }
    auto result = shogi::readRecord(file.readAll(), shogi::formatFromExtension(QFileInfo(path).suffix()));
    if (!result) {
        std::fprintf(stderr, "shogiban-cli: %s: %s\n", qUtf8Printable(path),
                     result.error().describe().c_str());
        return std::nullopt;
    }
    for (const QString& warning : result->warnings)
        std::fprintf(stderr, "shogiban-cli: warning: %s: %s\n", qUtf8Printable(path),
                     qUtf8Printable(warning));
    return std::move(*result);
}

bool writeRecordFile(const shogi::GameRecord& record, const QString& path, shogi::RecordFormat format,
                     bool shiftJis) {
    auto bytes = shogi::encodeRecord(record, format, shiftJis);
    if (!bytes && shiftJis) bytes = shogi::encodeRecord(record, format, false); // says UTF-8 on line 1
    if (!bytes) {
        std::fprintf(stderr, "shogiban-cli: cannot write %s: %s\n", qUtf8Printable(path),
                     bytes.error().describe().c_str());
        return false;
    }
    return saveRecordBytes(path, *bytes);
}

bool saveRecordBytes(const QString& path, const QByteArray& bytes) {
    if (const auto failure = shogi::saveFile(path, bytes)) {
        std::fprintf(stderr, "shogiban-cli: cannot write %s: %s\n", qUtf8Printable(path),
                     failure->diskFull ? qUtf8Printable("the disk is full (" + failure->systemText + ")")
                                       : qUtf8Printable(failure->systemText));
        return false;
    }
    return true;
}

int info(Args args) {
    if (takeFlag(args, "--help")) {
        std::puts(
            "Usage: shogiban-cli info FILE [--json]\n"
            "Reads a game record (KIF, KI2, CSA, JKF, SFEN/USI/USEN or PSN; the encoding is detected) and\n"
            "prints its format, encoding, headers, the number of moves on the main line, the start and "
            "final\n"
            "SFEN (after the last move of the main line), the number of comments, the number of variations\n"
            "(alternative moves anywhere in the tree) and the ending.\n"
            "  --json   print one JSON object instead\n"
            "Exit codes: 0 success, 1 unreadable or invalid record (the reason goes to stderr), 2 wrong "
            "usage.");
        return Ok;
    }
    const bool json = takeFlag(args, "--json");
    if (args.size() != 1 || args[0].starts_with("--")) {
        std::fputs("shogiban-cli: info needs one FILE (see info --help)\n", stderr);
        return Usage;
    }
    const QString path = QString::fromLocal8Bit(args[0].data(), qsizetype(args[0].size()));
    const auto read = readRecordFile(path);
    if (!read) return BadInput;
    const shogi::GameRecord& record = read->record;
    const QString start = QString::fromStdString(shogi::sfen::format(record.startPosition()));
    const QString finalSfen =
        QString::fromStdString(shogi::sfen::format(record.positionAt(record.mainLineEnd())));
    if (json) {
        QJsonObject headers;
        for (const auto& [key, value] : record.headers)
            headers.insert(key, value);
        const QJsonObject out{{QStringLiteral("file"), path},
                              {QStringLiteral("format"), shogi::formatName(read->format)},
                              {QStringLiteral("encoding"), read->encoding},
                              {QStringLiteral("headers"), headers},
                              {QStringLiteral("moves"), record.mainLineMoveCount()},
                              {QStringLiteral("start_sfen"), start},
                              {QStringLiteral("final_sfen"), finalSfen},
                              {QStringLiteral("comments"), record.commentCount()},
                              {QStringLiteral("variations"), record.variationCount()},
                              {QStringLiteral("ending"), QLatin1String(endingName(record.ending()))},
                              {QStringLiteral("warnings"), QJsonArray::fromStringList(read->warnings)}};
        print(QString::fromUtf8(QJsonDocument(out).toJson(QJsonDocument::Compact)) + QLatin1Char('\n'));
        return Ok;
    }
    QString out = QStringLiteral("format:     %1\nencoding:   %2\n")
                      .arg(shogi::formatName(read->format), read->encoding);
    out += QStringLiteral("headers:    %1\n").arg(record.headers.size());
    for (const auto& [key, value] : record.headers)
        out += QStringLiteral("  %1: %2\n").arg(key, value);
    out += QStringLiteral("moves:      %1\nstart:      %2\nfinal:      %3\ncomments:   %4\nvariations: "
                          "%5\nending:     %6\n")
               .arg(QString::number(record.mainLineMoveCount()), start, finalSfen,
                    QString::number(record.commentCount()), QString::number(record.variationCount()),
                    QLatin1String(endingName(record.ending())));
    print(out);
    return Ok;
}

} // namespace cli
