#include "formats/TextEncoding.h"

#include <QStringDecoder>
#include <QStringEncoder>

namespace shogi::text {

namespace {

constexpr char kBom[] = "\xEF\xBB\xBF";

bool isAscii(const QByteArray& bytes) {
    for (char c : bytes)
        if (static_cast<unsigned char>(c) >= 0x80) return false;
    return true;
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
    } else if (isValidUtf8(bytes)) {
        out.text = QString::fromUtf8(bytes);
        out.encoding = QStringLiteral("utf-8");
    } else {
        // QStringConverter::encodingForName does not know Shift_JIS; the ICU-backed decoder does (as CP932).
        QStringDecoder decoder("Shift_JIS");
        out.text = decoder.decode(bytes);
        out.encoding = QStringLiteral("shift_jis");
        out.hadErrors = decoder.hasError();
    }
    out.text = normalizeNewlines(std::move(out.text));
    return out;
}

Result<QByteArray> encodeShiftJis(const QString& text) {
    QStringEncoder encoder("Shift_JIS");
    if (!encoder.isValid()) return Error{"this system has no Shift_JIS encoder", 0, 0};
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
            return Error{QStringLiteral("'%1' cannot be written in Shift_JIS").arg(ch).toStdString(), line,
                         0};
        if (ch == QLatin1String("\n")) ++line;
        i += n;
    }
    return Error{"the text cannot be written in Shift_JIS", 0, 0};
}

} // namespace shogi::text
