#pragma once
// Record files come as UTF-8 (with or without a BOM) or as Shift_JIS/CP932 from the old Windows tools.
// The encoding is detected from the bytes, never from the extension alone.
#include "rules/Result.h"

#include <QByteArray>
#include <QString>

namespace shogi::text {

struct Decoded {
    QString text;           // newlines normalised to '\n'
    QString encoding;       // "ascii", "utf-8", "utf-8-bom" or "shift_jis" (the names the test corpus uses)
    bool hadErrors = false; // bytes that are not valid in that encoding (decoded to U+FFFD / U+001A)
};

// A BOM means UTF-8; a first line "#KIF version=2.0 encoding=Shift_JIS" (or #KI2) means Shift_JIS when the
// bytes are valid Shift_JIS; bytes that are valid UTF-8 are UTF-8 (or ASCII), which is what a declared
// "encoding=UTF-8" asks for; anything else is read as Shift_JIS (a few writers declare UTF-8 over Shift_JIS).
Decoded decode(const QByteArray& bytes);
// CRLF and lone CR become LF.
QString normalizeNewlines(QString text);
bool isValidUtf8(const QByteArray& bytes);
// For writing .kif: an error names the first character Shift_JIS cannot hold.
Result<QByteArray> encodeShiftJis(const QString& text);

} // namespace shogi::text
