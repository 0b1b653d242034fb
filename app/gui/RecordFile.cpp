#include "gui/RecordFile.h"

#include "formats/CsaReader.h"
#include "formats/FileSave.h"
#include "formats/TextEncoding.h"

#include <QFileInfo>

using shogi::RecordFormat;

namespace {

struct FormatInfo {
    SaveFormat format;
    const char* suffix;
    bool filter = true; // offered in the dialog
};

// In the dialog's order; a suffix's first format is the one a path with that suffix is saved in.
constexpr FormatInfo kFormats[] = {
    {SaveFormat::KifUtf8, "kifu"},
    {SaveFormat::KifShiftJis, "kif"},
    {SaveFormat::Ki2Utf8, "ki2u"},
    {SaveFormat::Ki2ShiftJis, "ki2"},
    {SaveFormat::Csa, "csa"},
    {SaveFormat::Jkf, "jkf"},
    {SaveFormat::Sfen, "sfen"},
    {SaveFormat::Usi, "usi"},
    {SaveFormat::Psn, "psn"},
    {SaveFormat::KifUtf8InKif, "kif", false},
    {SaveFormat::Ki2Utf8InKi2, "ki2", false},
};

bool isCsa(const QString& text, const QString& path) {
    return shogi::formatFromExtension(QFileInfo(path).suffix()) == RecordFormat::Csa ||
           shogi::detectFormat(text) == RecordFormat::Csa;
}

} // namespace

QString RecordFile::openFilters() {
    return tr("Game records (*.kif *.kifu *.ki2 *.ki2u *.csa *.jkf *.json *.sfen *.usi *.psn)") +
           QStringLiteral(";;") + tr("KIF (*.kif *.kifu)") + QStringLiteral(";;") + tr("KI2 (*.ki2 *.ki2u)") +
           QStringLiteral(";;") + tr("CSA (*.csa)") + QStringLiteral(";;") +
           tr("JSON Kifu Format (*.jkf *.json)") + QStringLiteral(";;") + tr("SFEN and USI (*.sfen *.usi)") +
           QStringLiteral(";;") + tr("PSN (*.psn)") + QStringLiteral(";;") + tr("All files (*)");
}

QList<SaveFormat> RecordFile::saveFormats() {
    QList<SaveFormat> out;
    for (const FormatInfo& f : kFormats)
        if (f.filter) out << f.format;
    return out;
}

QString RecordFile::saveFilter(SaveFormat format) {
    switch (format) {
    case SaveFormat::KifUtf8:
        return tr("KIF, UTF-8 (*.kifu)");
    case SaveFormat::KifShiftJis:
        return tr("KIF, Shift_JIS for older programs (*.kif)");
    case SaveFormat::Ki2Utf8:
        return tr("KI2, UTF-8 (*.ki2u)");
    case SaveFormat::Ki2ShiftJis:
        return tr("KI2, Shift_JIS for older programs (*.ki2)");
    case SaveFormat::Csa:
        return tr("CSA (*.csa)");
    case SaveFormat::Jkf:
        return tr("JSON Kifu Format (*.jkf)");
    case SaveFormat::Sfen:
        return tr("SFEN (*.sfen)");
    case SaveFormat::Usi:
        return tr("USI position (*.usi)");
    case SaveFormat::Psn:
        return tr("PSN (*.psn)");
    case SaveFormat::KifUtf8InKif:
        return tr("KIF, UTF-8 (*.kif)");
    case SaveFormat::Ki2Utf8InKi2:
        return tr("KI2, UTF-8 (*.ki2)");
    }
    return {};
}

QString RecordFile::suffix(SaveFormat format) {
    for (const FormatInfo& f : kFormats)
        if (f.format == format) return QString::fromLatin1(f.suffix);
    return {};
}

std::optional<SaveFormat> RecordFile::formatForPath(const QString& path) {
    const QString s = QFileInfo(path).suffix().toLower();
    if (s == QLatin1String("json")) return SaveFormat::Jkf;
    for (const FormatInfo& f : kFormats)
        if (s == QLatin1String(f.suffix)) return f.format;
    return std::nullopt;
}

SaveFormat RecordFile::resolve(QString& path, SaveFormat format) {
    if (const auto byName = formatForPath(path))
        return QFileInfo(path).suffix().toLower() == suffix(format) ? format : *byName;
    path += QLatin1Char('.') + suffix(format);
    return format;
}

int RecordFile::gameCount(const QByteArray& bytes, const QString& path) {
    const QString text = shogi::text::decode(bytes).text;
    return isCsa(text, path) ? std::max(1, shogi::csaGameCount(text)) : 1;
}

QString RecordFile::gameLabel(const QByteArray& bytes, int index) {
    const auto game = shogi::readCsa(shogi::text::decode(bytes).text, index);
    if (!game) return tr("Game %1 (unreadable)").arg(index + 1);
    const shogi::GameRecord& r = game->record;
    QStringList parts;
    const QString black = r.header(QStringLiteral("先手")), white = r.header(QStringLiteral("後手"));
    if (!black.isEmpty() || !white.isEmpty()) parts << tr("%1 – %2").arg(black, white);
    if (const QString date = r.header(QStringLiteral("開始日時")); !date.isEmpty()) parts << date;
    parts << tr("%n move(s)", nullptr, r.mainLineMoveCount());
    return tr("Game %1: %2").arg(index + 1).arg(parts.join(QStringLiteral(", ")));
}

shogi::Result<shogi::ReadResult> RecordFile::read(const QByteArray& bytes, const QString& path, int index) {
    if (index == 0) return shogi::readRecord(bytes, shogi::formatFromExtension(QFileInfo(path).suffix()));
    const shogi::text::Decoded decoded = shogi::text::decode(bytes);
    auto result = shogi::readCsa(decoded.text, index);
    if (result) result->encoding = decoded.encoding;
    return result;
}

shogi::Result<QByteArray> RecordFile::encode(const shogi::GameRecord& record, SaveFormat format) {
    using shogi::RecordFormat;
    switch (format) {
    case SaveFormat::KifUtf8:
        return shogi::encodeRecord(record, RecordFormat::Kif, false);
    case SaveFormat::KifShiftJis:
        return shogi::encodeRecord(record, RecordFormat::Kif, true);
    case SaveFormat::Ki2Utf8:
        return shogi::encodeRecord(record, RecordFormat::Ki2, false);
    case SaveFormat::Ki2ShiftJis:
        return shogi::encodeRecord(record, RecordFormat::Ki2, true);
    case SaveFormat::Csa:
        return shogi::encodeRecord(record, RecordFormat::Csa, false);
    case SaveFormat::Jkf:
        return shogi::encodeRecord(record, RecordFormat::Jkf, false);
    case SaveFormat::Sfen:
        return shogi::encodeRecord(record, RecordFormat::Sfen, false);
    case SaveFormat::Usi:
        return shogi::encodeRecord(record, RecordFormat::Usi, false);
    case SaveFormat::Psn:
        return shogi::encodeRecord(record, RecordFormat::Psn, false);
    case SaveFormat::KifUtf8InKif:
        return shogi::encodeRecord(record, RecordFormat::Kif, false);
    case SaveFormat::Ki2Utf8InKi2:
        return shogi::encodeRecord(record, RecordFormat::Ki2, false);
    }
    return shogi::Error{"unknown format"};
}

RecordFile::Saved RecordFile::write(const shogi::GameRecord& record, SaveFormat format, const QString& path) {
    const auto bytes = encode(record, format);
    if (!bytes) {
        // Only the Shift_JIS encodings fail: a character the old code page lacks (an accent, hangul, an
        // emoji).
        const bool ki2 = format == SaveFormat::Ki2ShiftJis;
        const SaveFormat instead = ki2 ? SaveFormat::Ki2Utf8InKi2 : SaveFormat::KifUtf8InKif;
        return {tr("Shift_JIS cannot hold every character of this record (%1). Today's programs read this "
                   "file in UTF-8, with a first line that says so; the older programs that read only "
                   "Shift_JIS do not. “%2” in Save As is UTF-8 too.")
                    .arg(QString::fromStdString(bytes.error().describe()),
                         saveFilter(ki2 ? SaveFormat::Ki2Utf8 : SaveFormat::KifUtf8)),
                false, instead};
    }
    if (const auto failure = shogi::saveFile(path, *bytes))
        return {failure->diskFull ? tr("The disk is full (%1). The file was not changed; make room, or save "
                                       "it on another disk.")
                                        .arg(failure->systemText)
                                  : failure->systemText,
                false, std::nullopt};
    // Some formats hold only the main line (CSA, SFEN, USI) or no comments: read back, the file tells.
    const auto reread = shogi::readRecord(*bytes, shogi::formatFromExtension(suffix(format)));
    const bool complete = reread && reread->record.variationCount() >= record.variationCount() &&
                          reread->record.commentCount() >= record.commentCount();
    return {QString(), complete, std::nullopt};
}
