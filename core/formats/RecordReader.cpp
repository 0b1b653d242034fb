#include "formats/RecordFormat.h"
#include "formats/TextEncoding.h"

#include <QCoreApplication>

namespace shogi {

namespace {

Result<ReadResult> readAs(RecordFormat format, const QString& text) {
    switch (format) {
    case RecordFormat::Kif:
        return readKif(text);
    case RecordFormat::Ki2:
        return readKi2(text);
    case RecordFormat::Csa:
        return readCsa(text);
    case RecordFormat::Jkf:
        return readJkf(text);
    case RecordFormat::Sfen:
    case RecordFormat::Usi:
        return readSfenOrUsi(text);
    case RecordFormat::Psn:
        return readPsn(text);
    }
    return Error{QCoreApplication::translate("RecordReader", "unknown record format").toStdString(), 0, 0};
}

} // namespace

Result<ReadResult> readText(const QString& text, std::optional<RecordFormat> hint) {
    const std::optional<RecordFormat> detected = detectFormat(text);
    if (!hint && !detected)
        return Error{QCoreApplication::translate("RecordReader", "not a game record in any known format")
                         .toStdString(),
                     0, 0};
    // The content decides (a KI2 file saved as .kif would read as a KIF file without moves); the
    // extension is the fallback when the content's format does not read.
    const RecordFormat first = detected ? *detected : *hint;
    Result<ReadResult> result = readAs(first, text);
    // Read only on the strength of the file name, with nothing recognised in it: that is not a record.
    if (!detected && result.ok() && result->record.root().children.empty() &&
        result->record.headers.isEmpty() && result->record.root().comment.isEmpty()) {
        QString why = QCoreApplication::translate("RecordReader", "no moves, headers or position found");
        if (!result->warnings.isEmpty())
            why += QStringLiteral(" (") + result->warnings.first() + QLatin1Char(')');
        return Error{why.toStdString(), 0, 0};
    }
    const auto family = [](RecordFormat f) { return f == RecordFormat::Usi ? RecordFormat::Sfen : f; };
    if (!hint || family(*hint) == family(first)) return result; // one reader takes SFEN and USI
    if (!result.ok()) {
        Result<ReadResult> second = readAs(*hint, text);
        return second.ok() ? std::move(second) : std::move(result);
    }
    result->warnings.prepend(
        QCoreApplication::translate("RecordReader", "the text is %1, not %2 as the file name says")
            .arg(formatName(first).toUpper(), formatName(*hint).toUpper()));
    return result;
}

Result<ReadResult> readRecord(const QByteArray& bytes, std::optional<RecordFormat> hint) {
    const text::Decoded decoded = text::decode(bytes);
    Result<ReadResult> result = readText(decoded.text, hint);
    if (!result.ok()) return result;
    result->encoding = decoded.encoding;
    if (decoded.hadErrors)
        result->warnings.prepend(
            QCoreApplication::translate("RecordReader", "some bytes are not valid %1 and were replaced")
                .arg(decoded.encoding));
    return result;
}

} // namespace shogi
