#include "usi/LineReader.h"

#include <QByteArray>
#include <QString>
#include <QStringDecoder>

namespace shogi::usi {

std::string decodeLine(std::string_view bytes) {
    const QByteArray raw = QByteArray::fromRawData(bytes.data(), qsizetype(bytes.size()));
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString text = utf8.decode(raw);
    if (!utf8.hasError()) return std::string(bytes);
    // Qt's own converters know no Shift_JIS; the ICU-backed decoder does (as CP932).
    QStringDecoder shiftJis("Shift_JIS");
    if (!shiftJis.isValid()) return text.toStdString();
    return QString(shiftJis.decode(raw)).toStdString();
}

void LineReader::feed(std::string_view bytes) {
    while (!bytes.empty()) {
        const std::size_t newline = bytes.find('\n');
        const std::string_view piece = bytes.substr(0, newline);
        if (m_dropping) {
            m_dropped += piece.size();
        } else {
            const std::size_t room = MaxLineBytes - m_partial.size();
            m_partial.append(piece.substr(0, room));
            if (piece.size() >= room) {
                m_dropped += piece.size() - room;
                m_lines.push_back(std::move(m_partial));
                m_partial.clear();
                m_dropping = true;
            }
        }
        if (newline == std::string_view::npos) return;
        if (!m_dropping) {
            if (!m_partial.empty() && m_partial.back() == '\r') m_partial.pop_back();
            m_lines.push_back(std::move(m_partial));
            m_partial.clear();
        }
        m_dropping = false;
        bytes.remove_prefix(newline + 1);
    }
}

std::optional<std::string> LineReader::takeLine() {
    if (m_lines.empty()) return std::nullopt;
    std::string line = decodeLine(m_lines.front());
    m_lines.pop_front();
    return line;
}

std::optional<std::string> LineReader::takeRest() {
    if (m_partial.empty()) return std::nullopt;
    std::string line = decodeLine(m_partial);
    m_partial.clear();
    return line;
}

} // namespace shogi::usi
