#include "gui/RecordFileName.h"

#include <QRegularExpression>
#include <QStringList>

namespace RecordFileName {

namespace {

// "2026/11/26 10:30:15" -> "20261126_1030", "2026/11/26" -> "20261126"; empty when it is no date.
QString dateOf(const QString& header) {
    static const QRegularExpression date(
        QStringLiteral(R"((\d{4})[/-](\d{1,2})[/-](\d{1,2})(?:\D+(\d{1,2}):(\d{2}))?)"));
    const auto m = date.match(header);
    if (!m.hasMatch()) return {};
    const auto two = [](const QString& n) { return n.rightJustified(2, QLatin1Char('0')); };
    QString out = m.captured(1) + two(m.captured(2)) + two(m.captured(3));
    if (m.hasCaptured(4)) out += QLatin1Char('_') + two(m.captured(4)) + m.captured(5);
    return out;
}

QString firstHeader(const shogi::GameRecord& record, std::initializer_list<const char16_t*> keys) {
    for (const char16_t* key : keys)
        if (const QString value = record.header(QString::fromUtf16(key)).trimmed(); !value.isEmpty())
            return value;
    return {};
}

} // namespace

QString proposed(const shogi::GameRecord& record, const QDateTime& now) {
    QString date = dateOf(firstHeader(record, {u"開始日時", u"対局日"}));
    if (date.isEmpty()) date = now.toString(QStringLiteral("yyyyMMdd_HHmm"));
    QStringList parts{date};
    for (const QString& part :
         {firstHeader(record, {u"表題", u"棋戦", u"作品名", u"場所"}),
          firstHeader(record, {u"先手", u"下手"}), firstHeader(record, {u"後手", u"上手"})})
        if (!part.isEmpty()) parts << part;
    static const QRegularExpression unsafe(QStringLiteral(R"([\\/:*?"<>|\x00-\x1f])"));
    QString name = parts.join(QLatin1Char('_')).replace(unsafe, QStringLiteral("_")).simplified();
    name.truncate(120); // room for the folder and the extension in any file system's limit
    while (name.endsWith(QLatin1Char('.')) || name.endsWith(QLatin1Char(' ')))
        name.chop(1);
    return name;
}

} // namespace RecordFileName
