#include "formats/RecordFormat.h"

#include <QRegularExpression>

#include <array>

namespace shogi {

namespace {

struct FormatName {
    RecordFormat format;
    const char* name;
};

constexpr std::array<FormatName, 7> kNames = {{{RecordFormat::Kif, "kif"},
                                               {RecordFormat::Ki2, "ki2"},
                                               {RecordFormat::Csa, "csa"},
                                               {RecordFormat::Jkf, "jkf"},
                                               {RecordFormat::Sfen, "sfen"},
                                               {RecordFormat::Usi, "usi"},
                                               {RecordFormat::Psn, "psn"}}};

// What one line says about the format; Unknown lines (blank, headers shared by KIF and KI2) say nothing.
enum class LineKind { Unknown, JapaneseHeader, Kif, Ki2, Csa, Sfen, Usi, Psn };

LineKind classify(const QString& line) {
    static const QRegularExpression kifMove(QStringLiteral(
        R"(^\s*\d+\s+([１-９1-9][一二三四五六七八九1-9１-９]|同|仝|投了|中断|千日手|持将棋|詰み|不詰|反則|切れ負け|入玉|時間切れ|まで))"));
    static const QRegularExpression ki2Move(QStringLiteral(R"(^[▲△☗☖]\s*([１-９1-9]|同|仝))"));
    static const QRegularExpression csaLine(
        QStringLiteral(R"(^(V\d|N[+-]|P[I1-9+-]|[+-]\d{4}[A-Z]{2}|[+-]$|\$[A-Z_]+:|%[A-Z_]+|T\d))"));
    static const QRegularExpression sfenLine(
        QStringLiteral(R"(^(sfen\s+)?[+lnsgkrbpLNSGKRBP1-9]+(/[+lnsgkrbpLNSGKRBP1-9]+)+\s+[bw]\s)"));
    static const QRegularExpression usiLine(
        QStringLiteral(R"(^(position\s|startpos\b|[0-9a-zA-Z_.+-]*~\d+\.))"));
    static const QRegularExpression psnLine(QStringLiteral(R"(^(\[\w+\s+"|\d+\.\s*[+KRBGSNLP]))"));
    static const QRegularExpression japaneseHeader(QStringLiteral(R"(^[^\s：:]+[：:])"));
    static const QRegularExpression kifTable(QStringLiteral(R"(^\s*手数[-－=＝]+指手)"));
    const QString t = line.trimmed();
    if (t.isEmpty()) return LineKind::Unknown;
    if (kifTable.match(t).hasMatch() || kifMove.match(line).hasMatch()) return LineKind::Kif;
    if (ki2Move.match(t).hasMatch()) return LineKind::Ki2;
    if (sfenLine.match(t).hasMatch()) return LineKind::Sfen;
    if (usiLine.match(t).hasMatch()) return LineKind::Usi;
    if (psnLine.match(t).hasMatch()) return LineKind::Psn;
    if (csaLine.match(t).hasMatch()) return LineKind::Csa;
    if (japaneseHeader.match(t).hasMatch()) return LineKind::JapaneseHeader;
    return LineKind::Unknown;
}

} // namespace

QString formatName(RecordFormat format) {
    for (const auto& n : kNames)
        if (n.format == format) return QString::fromLatin1(n.name);
    return {};
}

std::optional<RecordFormat> formatFromName(const QString& name) {
    const QString lower = name.toLower();
    for (const auto& n : kNames)
        if (lower == QLatin1String(n.name)) return n.format;
    return std::nullopt;
}

std::optional<RecordFormat> formatFromExtension(const QString& suffix) {
    QString s = suffix.toLower();
    if (s.startsWith(QLatin1Char('.'))) s.remove(0, 1);
    if (s == QLatin1String("kifu")) return RecordFormat::Kif;
    if (s == QLatin1String("ki2u")) return RecordFormat::Ki2;
    if (s == QLatin1String("json")) return RecordFormat::Jkf;
    if (s == QLatin1String("usen")) return RecordFormat::Usi;
    return formatFromName(s);
}

std::optional<RecordFormat> detectFormat(const QString& text) {
    if (text.trimmed().startsWith(QLatin1Char('{'))) return RecordFormat::Jkf;
    bool japaneseHeaders = false;
    for (const QString& line : text.split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1Char('#')) || line.startsWith(QLatin1Char('*'))) continue; // comments
        switch (classify(line)) {
        case LineKind::Unknown:
            break;
        case LineKind::JapaneseHeader:
            japaneseHeaders = true;
            break;
        case LineKind::Kif:
            return RecordFormat::Kif;
        case LineKind::Ki2:
            return RecordFormat::Ki2;
        case LineKind::Csa:
            return RecordFormat::Csa;
        case LineKind::Sfen:
            return RecordFormat::Sfen;
        case LineKind::Usi:
            return RecordFormat::Usi;
        case LineKind::Psn:
            return RecordFormat::Psn;
        }
    }
    // Headers and a board but no moves: KIF is what such files are.
    if (japaneseHeaders) return RecordFormat::Kif;
    return std::nullopt;
}

} // namespace shogi
