#include "formats/TextEncoding.h"

#include <QCoreApplication>
#include <QStringDecoder>
#include <QStringEncoder>

#include <optional>
#include <utility>

namespace shogi::text {

namespace {

constexpr char kBom[] = "\xEF\xBB\xBF";

bool isAscii(const QByteArray& bytes) {
    for (char c : bytes)
        if (static_cast<unsigned char>(c) >= 0x80) return false;
    return true;
}

// KIF and KI2 files may name their encoding on the first line: "#KIF version=2.0 encoding=Shift_JIS". Only
// this declaration changes the reading: bytes declared UTF-8 are read as UTF-8 anyway when they are valid.
bool declaresShiftJis(const QByteArray& bytes) {
    const QByteArray first = bytes.left(bytes.indexOf('\n')).trimmed();
    if (!first.startsWith("#KIF") && !first.startsWith("#KI2")) return false;
    const qsizetype at = first.indexOf("encoding=");
    if (at < 0) return false;
    const QByteArray name = first.mid(at + 9).split(' ').front().toLower();
    return name == "shift_jis" || name == "sjis" || name == "cp932" || name == "windows-31j" ||
           name == "ms932";
}

Decoded shiftJis(const QByteArray& bytes) {
    // QStringConverter::encodingForName does not know Shift_JIS; the ICU-backed decoder does (as CP932).
    QStringDecoder decoder("Shift_JIS");
    Decoded out;
    out.text = decoder.decode(bytes);
    out.encoding = QStringLiteral("shift_jis");
    out.hadErrors = decoder.hasError();
    return out;
}

} // namespace

bool isValidUtf8(const QByteArray& bytes) {
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString decoded = decoder.decode(bytes); // decoding is lazy until converted to QString
    Q_UNUSED(decoded);
    return !decoder.hasError();
}

QString normalizeNewlines(QString text) {
    text.replace(QLatin1String("\r\n"), QLatin1String("\n"));
    text.replace(QLatin1Char('\r'), QLatin1Char('\n'));
    return text;
}

Decoded decode(const QByteArray& bytes) {
    Decoded out;
    if (bytes.startsWith(kBom)) {
        QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
        out.text = decoder.decode(bytes.mid(3));
        out.encoding = QStringLiteral("utf-8-bom");
        out.hadErrors = decoder.hasError();
    } else if (isAscii(bytes)) {
        out.text = QString::fromLatin1(bytes);
        out.encoding = QStringLiteral("ascii");
    } else {
        // The encoding the first line declares when the bytes are valid in it (some writers declare UTF-8
        // over Shift_JIS bytes); else UTF-8 when they are valid UTF-8, else Shift_JIS.
        std::optional<Decoded> declaredShiftJis;
        if (declaresShiftJis(bytes)) declaredShiftJis = shiftJis(bytes);
        if (declaredShiftJis && !declaredShiftJis->hadErrors) {
            out = *declaredShiftJis;
        } else if (isValidUtf8(bytes)) {
            out.text = QString::fromUtf8(bytes);
            out.encoding = QStringLiteral("utf-8");
        } else {
            out = declaredShiftJis ? *declaredShiftJis : shiftJis(bytes);
        }
    }
    out.text = normalizeNewlines(std::move(out.text));
    return out;
}

// The JIS X 0208 characters whose Unicode form differs between the JIS and CP932 tables (wave dash, double
// vertical line, minus, cent, pound, not, em dash, yen): ICU's Shift_JIS encoder knows only the CP932 form,
// which is also what the old Windows tools expect, so the JIS form is written as the same Shift_JIS bytes.
static QString withCp932Substitutes(QString text) {
    static constexpr std::pair<char16_t, char16_t> substitutes[] = {
        {0x301C, 0xFF5E}, {0x2016, 0x2225}, {0x2212, 0xFF0D}, {0x00A2, 0xFFE0},
        {0x00A3, 0xFFE1}, {0x00AC, 0xFFE2}, {0x2014, 0x2015}, {0x00A5, 0xFFE5}};
    for (auto [jis, cp932] : substitutes)
        text.replace(QChar(jis), QChar(cp932));
    return text;
}

Result<QByteArray> encodeShiftJis(const QString& original) {
    const QString text = withCp932Substitutes(original);
    QStringEncoder encoder("Shift_JIS");
    if (!encoder.isValid())
        return Error{
            QCoreApplication::translate("TextEncoding", "this system has no Shift_JIS encoder").toStdString(),
            0, 0};
    QByteArray bytes = encoder.encode(text);
    if (!encoder.hasError()) return bytes;
    // Find the culprit to name it: one character at a time, only on this rare path.
    int line = 1;
    for (qsizetype i = 0; i < text.size();) {
        const qsizetype n = text.at(i).isHighSurrogate() && i + 1 < text.size() ? 2 : 1;
        const QString ch = text.mid(i, n);
        QStringEncoder one("Shift_JIS");
        const QByteArray encoded = one.encode(ch);
        if (one.hasError())
            return Error{QCoreApplication::translate("TextEncoding", "'%1' cannot be written in Shift_JIS")
                             .arg(ch)
                             .toStdString(),
                         line, 0};
        if (ch == QLatin1String("\n")) ++line;
        i += n;
    }
    return Error{
        QCoreApplication::translate("TextEncoding", "the text cannot be written in Shift_JIS").toStdString(),
        0, 0};
}

} // namespace shogi::text
