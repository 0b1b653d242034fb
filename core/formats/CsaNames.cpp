#include "formats/CsaNames.h"

#include <QRegularExpression>

#include <array>

namespace shogi::csa {

namespace {

struct Ending {
    const char* name;
    SpecialMove special;
};

// The ILLEGAL_ACTION pair is handled apart: its meaning depends on the side to move.
constexpr std::array<Ending, 13> kEndings = {{
    {"TORYO", SpecialMove::Resign},
    {"CHUDAN", SpecialMove::Interrupt},
    {"SENNICHITE", SpecialMove::Repetition},
    {"OUTE_SENNICHITE", SpecialMove::PerpetualCheck},
    {"JISHOGI", SpecialMove::Impasse},
    {"KACHI", SpecialMove::EnteringKingWin},
    {"HIKIWAKE", SpecialMove::Draw},
    {"TSUMI", SpecialMove::Mate},
    {"FUZUMI", SpecialMove::NoMate},
    {"ILLEGAL_MOVE", SpecialMove::IllegalLoss},
    {"TIME_UP", SpecialMove::Timeout},
    {"MAX_MOVES", SpecialMove::MaxMoves},
    {"ERROR", SpecialMove::Error},
}};

struct Header {
    const char* keyword;
    const char* kifName;
};

constexpr std::array<Header, 7> kHeaders = {{
    {"EVENT", "棋戦"},
    {"SITE", "場所"},
    {"START_TIME", "開始日時"},
    {"END_TIME", "終了日時"},
    {"TIME_LIMIT", "持ち時間"},
    {"OPENING", "戦型"},
    {"NOTE", "備考"},
}};

} // namespace

std::optional<SpecialMove> parseEnding(const QString& name, Color sideToMove) {
    // %+ILLEGAL_ACTION: Black did something illegal. When Black is to move that is the mover losing.
    if (name == QLatin1String("+ILLEGAL_ACTION"))
        return sideToMove == Color::Black ? SpecialMove::IllegalLoss : SpecialMove::IllegalWin;
    if (name == QLatin1String("-ILLEGAL_ACTION"))
        return sideToMove == Color::White ? SpecialMove::IllegalLoss : SpecialMove::IllegalWin;
    for (const Ending& e : kEndings)
        if (name == QLatin1String(e.name)) return e.special;
    return std::nullopt;
}

QString endingName(SpecialMove special, Color sideToMove) {
    if (special == SpecialMove::IllegalWin) // the side not to move was at fault
        return sideToMove == Color::Black ? QStringLiteral("-ILLEGAL_ACTION")
                                          : QStringLiteral("+ILLEGAL_ACTION");
    for (const Ending& e : kEndings)
        if (e.special == special) return QLatin1String(e.name);
    return {};
}

QString headerFromKeyword(const QString& keyword) {
    for (const Header& h : kHeaders)
        if (keyword == QLatin1String(h.keyword)) return QString::fromUtf8(h.kifName);
    return keyword;
}

QString timeLimitLine(const QString& kifTimeLimit) {
    static const QRegularExpression kif(QStringLiteral(
        R"(^\s*(?:(\d+)時間)?(?:(\d+)分)?(?:(\d+)秒)?(?:\s*\+\s*(?:(\d+)分)?(?:(\d+)秒)?(加算)?)?\s*$)"));
    const QRegularExpressionMatch m = kif.match(kifTimeLimit);
    if (!m.hasMatch() || kifTimeLimit.trimmed().isEmpty()) return {};
    const auto number = [&](int group) { return m.capturedView(group).toLongLong(); };
    const qint64 mainS = number(1) * 3600 + number(2) * 60 + number(3);
    const qint64 extraS = number(4) * 60 + number(5);
    if (!m.capturedView(6).isEmpty()) return QStringLiteral("$TIME:%1+0+%2").arg(mainS).arg(extraS);
    if (mainS % 60) return QStringLiteral("$TIME:%1+%2+0").arg(mainS).arg(extraS); // 2.2 counts whole minutes
    return QStringLiteral("$TIME_LIMIT:%1:%2+%3")
        .arg(mainS / 3600, 2, 10, QLatin1Char('0'))
        .arg(mainS % 3600 / 60, 2, 10, QLatin1Char('0'))
        .arg(extraS, 2, 10, QLatin1Char('0'));
}

QString kifTimeLimit(const QString& csaTimeLimit) {
    static const QRegularExpression csa(QStringLiteral(R"(^\s*(\d{1,3}):(\d{1,2})\+(\d{1,4})\s*$)"));
    const QRegularExpressionMatch m = csa.match(csaTimeLimit);
    if (!m.hasMatch()) return csaTimeLimit;
    const int hours = m.capturedView(1).toInt(), minutes = m.capturedView(2).toInt();
    const int byoyomi = m.capturedView(3).toInt();
    QString text;
    if (hours) text += QStringLiteral("%1時間").arg(hours);
    if (minutes || !hours) text += QStringLiteral("%1分").arg(minutes);
    if (byoyomi) text += QStringLiteral("+%1秒").arg(byoyomi);
    return text;
}

QString keywordFromHeader(const QString& header) {
    for (const Header& h : kHeaders)
        if (header == QString::fromUtf8(h.kifName)) return QLatin1String(h.keyword);
    static const QRegularExpression csaKeyword(QStringLiteral("^[A-Z][A-Z0-9_+-]*$"));
    return csaKeyword.match(header).hasMatch() ? header : QString();
}

} // namespace shogi::csa
