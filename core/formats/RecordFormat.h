#pragma once
// The common face of the record readers and writers. Readers take decoded text and never throw: a Result
// carries the record or an Error naming the line and what is wrong. readRecord() takes the file's bytes,
// detects the encoding and the format, and dispatches.
#include "record/GameRecord.h"
#include "rules/Result.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

namespace shogi {

enum class RecordFormat { Kif, Ki2, Csa, Jkf, Sfen, Usi, Psn };

struct ReadResult {
    GameRecord record;
    QString encoding;     // set by readRecord (see text::Decoded); empty when read from text
    QStringList warnings; // e.g. an illegal move kept at the end of a line, a second game ignored
    RecordFormat format = RecordFormat::Kif;
};

// "kif", "ki2", "csa", "jkf", "sfen", "usi", "psn".
QString formatName(RecordFormat format);
std::optional<RecordFormat> formatFromName(const QString& name);
// By a file's suffix: kif kifu ki2 ki2u csa jkf json sfen usi usen psn (case-insensitive).
std::optional<RecordFormat> formatFromExtension(const QString& suffix);
// From the text alone (clipboard, a file with a wrong extension); nullopt when nothing matches.
std::optional<RecordFormat> detectFormat(const QString& text);

// Each reader sets ReadResult::format; readRecord/readText set encoding.
Result<ReadResult> readKif(const QString& text);
Result<ReadResult> readKi2(const QString& text);
Result<ReadResult> readCsa(const QString& text);
Result<ReadResult> readJkf(const QString& text);
Result<ReadResult> readSfenOrUsi(const QString& text);
Result<ReadResult> readPsn(const QString& text);

// Tries the hinted format first (the extension), then the one the content shows.
Result<ReadResult> readText(const QString& text, std::optional<RecordFormat> hint = std::nullopt);
Result<ReadResult> readRecord(const QByteArray& bytes, std::optional<RecordFormat> hint = std::nullopt);

QString writeKif(const GameRecord& record);
// UTF-8 or Shift_JIS, named on the first line ("#KIF version=2.0 encoding=UTF-8"); an error when a
// character has no Shift_JIS code.
Result<QByteArray> encodeKif(const GameRecord& record, bool shiftJis);
QString writeKi2(const GameRecord& record);
// As encodeKif, for KI2 (.ki2u or .ki2).
Result<QByteArray> encodeKi2(const GameRecord& record, bool shiftJis);
QString writeCsa(const GameRecord& record);
QString writeJkf(const GameRecord& record);
QString writeSfen(const GameRecord& record);
QString writeUsi(const GameRecord& record);
QString writePsn(const GameRecord& record);

// The file's bytes in `format`: KIF and KI2 as Shift_JIS (.kif, .ki2, for the old tools) or UTF-8 (.kifu,
// .ki2u, and .kif or .ki2 when Shift_JIS cannot hold the record: the first line says which); every other
// format is UTF-8. Fails only on a character Shift_JIS cannot hold.
Result<QByteArray> encodeRecord(const GameRecord& record, RecordFormat format, bool shiftJis);

} // namespace shogi
