#include "gui/ReadFailure.h"

#include "formats/RecordFormat.h"
#include "formats/TextEncoding.h"

namespace {

// A NUL or a run of other control bytes near the start: an image, a program, an archive...
bool looksBinary(const QByteArray& bytes) {
    const QByteArray head = bytes.left(4096);
    int controls = 0;
    for (const char c : head) {
        const auto b = static_cast<unsigned char>(c);
        if (b == 0) return true;
        if (b < 0x20 && b != '\n' && b != '\r' && b != '\t' && b != 0x1a) ++controls;
    }
    return controls * 20 > head.size(); // more than one byte in twenty
}

QString firstLine(const QString& text) {
    for (const QStringView line : QStringView(text).split(u'\n'))
        if (!line.trimmed().isEmpty()) return line.trimmed().toString();
    return {};
}

} // namespace

QString ReadFailure::excerpt(const QString& text, int length) {
    QString out;
    for (const QChar c : text) {
        if (out.size() == length) return out + QStringLiteral("…");
        out += c.isPrint() || c == u' ' ? c : QChar(u'·');
    }
    return out;
}

QString ReadFailure::explain(const QByteArray& bytes, const shogi::Error& error) {
    if (looksBinary(bytes))
        return tr("It is not a text file, so it is not a game record. Shogiban reads records written as KIF, "
                  "KI2, CSA, JKF, SFEN, USI or PSN.");
    return explainText(shogi::text::decode(bytes).text, error);
}

QString ReadFailure::explainText(const QString& text, const shogi::Error& error) {
    if (!shogi::detectFormat(text)) {
        const QString start = firstLine(text);
        return start.isEmpty() ? tr("It holds no game record: it is empty.")
                               : tr("It is not a game record: nothing in it reads as KIF, KI2, CSA, JKF, "
                                    "SFEN, USI or PSN. "
                                    "It begins “%1”.")
                                     .arg(excerpt(start));
    }
    const QString why = excerpt(QString::fromStdString(error.message), 160);
    return error.line > 0 ? tr("Line %1: %2").arg(error.line).arg(why) : why;
}
