#include "record/Notation.h"

#include "rules/MoveGenerator.h"
#include "rules/Usi.h"

#include <algorithm>
#include <vector>

namespace shogi::notation {

namespace {

const QString kSame = QStringLiteral("同");

// How a board move goes, from the mover's side: forward > 0; files grow leftwards for Black.
int forwardOf(Color c, Square from, Square to) {
    const int d = rankOf(from) - rankOf(to);
    return c == Color::Black ? d : -d;
}
// Smaller is further to the mover's right.
int rightness(Color c, Square s) {
    return c == Color::Black ? fileOf(s) : -fileOf(s);
}

QString actionOf(Color c, Square from, Square to) {
    const int f = forwardOf(c, from, to);
    return f > 0 ? QStringLiteral("上") : f < 0 ? QStringLiteral("引") : QStringLiteral("寄");
}

bool mayUseStraight(PieceType pt) {
    return pt == Gold || pt == Silver || pt == ProPawn || pt == ProLance || pt == ProKnight ||
           pt == ProSilver;
}

// Origins of the other pieces of the mover's kind that reach the same square, pinned or not: a pinned
// rival still calls for 右 or 左, as Kifu for Windows writes it and as readers that resolve a move among
// the pieces that reach the square (tsshogi) need it; readers that look only at legal moves accept it.
std::vector<Square> rivalOrigins(const Position& pos, PieceType pt, Square from, Square to) {
    std::vector<Square> origins;
    for (Bitboard b = pos.attackersTo(to, pos.sideToMove()); b;) {
        const Square s = b.popLsb();
        if (s != from && typeOf(pos.pieceOn(s)) == pt) origins.push_back(s);
    }
    return origins;
}

// Whether `s` is strictly the rightmost (sign -1) or leftmost (sign +1) of `s` and `others`.
bool strictlyExtreme(Color c, Square s, const std::vector<Square>& others, int sign) {
    return std::all_of(others.begin(), others.end(),
                       [&](Square o) { return sign * rightness(c, s) > sign * rightness(c, o); });
}

// The JSA rules (棋譜の表記方法): the action (上 引 寄) when it alone tells the pieces apart, else the
// position (右 左, or 直 for a gold-like or silver moving straight ahead), else position and action together.
QString disambiguation(const Position& pos, Move m) {
    const Color us = pos.sideToMove();
    const Square from = m.from(), to = m.to();
    const PieceType pt = typeOf(pos.pieceOn(from));
    const std::vector<Square> rivals = rivalOrigins(pos, pt, from, to);
    if (rivals.empty()) return {};
    const QString action = actionOf(us, from, to);
    std::vector<Square> sameAction;
    for (Square r : rivals)
        if (actionOf(us, r, to) == action) sameAction.push_back(r);
    if (sameAction.empty()) return action;
    if (mayUseStraight(pt) && fileOf(from) == fileOf(to) && forwardOf(us, from, to) == 1)
        return QStringLiteral("直");
    if (strictlyExtreme(us, from, rivals, -1)) return QStringLiteral("右");
    if (strictlyExtreme(us, from, rivals, 1)) return QStringLiteral("左");
    if (strictlyExtreme(us, from, sameAction, -1)) return QStringLiteral("右") + action;
    if (strictlyExtreme(us, from, sameAction, 1)) return QStringLiteral("左") + action;
    return action;
}

bool declinedPromotion(const Position& pos, Move m) {
    if (m.isDrop() || m.isPromotion()) return false;
    const PieceType pt = typeOf(pos.pieceOn(m.from()));
    return movegen::mayPromote(pos.variant(), pos.sideToMove(), pt, m.from(), m.to());
}

QString promotionSuffix(const Position& pos, Move m) {
    if (m.isPromotion()) return QStringLiteral("成");
    return declinedPromotion(pos, m) ? QStringLiteral("不成") : QString();
}

PieceType movingType(const Position& pos, Move m) {
    return m.isDrop() ? m.dropType() : typeOf(pos.pieceOn(m.from()));
}

QString westernSquare(Square s, bool numeric) {
    return QString::number(fileOf(s) + 1) + (numeric ? QChar(u'1' + rankOf(s)) : QChar(u'a' + rankOf(s)));
}

PieceLetters makeLetters(std::initializer_list<std::pair<PieceType, const char*>> entries) {
    PieceLetters l;
    for (const auto& [pt, s] : entries)
        l.byType[pt] = QString::fromUtf8(s);
    return l;
}

} // namespace

QString PieceLetters::letter(PieceType pt) const {
    return isPromoted(pt) ? QLatin1Char('+') + byType[unpromoted(pt)] : byType[pt];
}

const PieceLetters& PieceLetters::english() {
    static const PieceLetters l = makeLetters({{King, "K"},
                                               {Rook, "R"},
                                               {Bishop, "B"},
                                               {Gold, "G"},
                                               {Silver, "S"},
                                               {Knight, "N"},
                                               {Lance, "L"},
                                               {Pawn, "P"}});
    return l;
}

const PieceLetters& PieceLetters::spanish() {
    static const PieceLetters l = makeLetters({{King, "R"},
                                               {Rook, "T"},
                                               {Bishop, "A"},
                                               {Gold, "O"},
                                               {Silver, "Pl"},
                                               {Knight, "C"},
                                               {Lance, "L"},
                                               {Pawn, "P"}});
    return l;
}

const PieceLetters& PieceLetters::italian() {
    static const PieceLetters l = makeLetters({{King, "R"},
                                               {Rook, "T"},
                                               {Bishop, "A"},
                                               {Gold, "O"},
                                               {Silver, "Ar"},
                                               {Knight, "C"},
                                               {Lance, "L"},
                                               {Pawn, "P"}});
    return l;
}

const PieceLetters& PieceLetters::forLanguage(QStringView code) {
    if (code.startsWith(u"es")) return spanish();
    if (code.startsWith(u"it")) return italian();
    return english();
}

QString kanjiPiece(PieceType pt) {
    static const char16_t* const names[PieceTypeCount] = {u"",     u"歩",   u"香",   u"桂", u"銀",
                                                          u"角",   u"飛",   u"金",   u"玉", u"と",
                                                          u"成香", u"成桂", u"成銀", u"馬", u"龍"};
    return QString::fromUtf16(names[pt]);
}

std::optional<std::pair<PieceType, int>> parseKanjiPiece(QStringView text) {
    if (text.startsWith(u"成香")) return std::pair{ProLance, 2};
    if (text.startsWith(u"成桂")) return std::pair{ProKnight, 2};
    if (text.startsWith(u"成銀")) return std::pair{ProSilver, 2};
    if (text.isEmpty()) return std::nullopt;
    switch (text.front().unicode()) {
    case u'歩':
        return std::pair{Pawn, 1};
    case u'香':
        return std::pair{Lance, 1};
    case u'桂':
        return std::pair{Knight, 1};
    case u'銀':
        return std::pair{Silver, 1};
    case u'金':
        return std::pair{Gold, 1};
    case u'角':
        return std::pair{Bishop, 1};
    case u'飛':
        return std::pair{Rook, 1};
    case u'玉':
    case u'王':
        return std::pair{King, 1};
    case u'と':
        return std::pair{ProPawn, 1};
    case u'杏':
        return std::pair{ProLance, 1};
    case u'圭':
        return std::pair{ProKnight, 1};
    case u'全':
        return std::pair{ProSilver, 1};
    case u'馬':
        return std::pair{Horse, 1};
    case u'龍':
    case u'竜':
        return std::pair{Dragon, 1};
    default:
        return std::nullopt;
    }
}

QChar fullWidthDigit(int n) {
    return QChar(char16_t(u'０' + n));
}

QChar kanjiNumeral(int n) {
    static const char16_t numerals[] = u"〇一二三四五六七八九";
    return QChar(numerals[std::clamp(n, 0, 9)]);
}

int parseDigit(QChar c) {
    const char16_t u = c.unicode();
    if (u >= u'1' && u <= u'9') return u - u'0';
    if (u >= u'１' && u <= u'９') return u - u'０';
    static const QString numerals = QStringLiteral("一二三四五六七八九");
    return int(numerals.indexOf(c)) + 1;
}

QString japaneseSquare(Square s) {
    return QString(fullWidthDigit(fileOf(s) + 1)) + kanjiNumeral(rankOf(s) + 1);
}

QString csaPiece(PieceType pt) {
    static const char* const names[PieceTypeCount] = {"",   "FU", "KY", "KE", "GI", "KA", "HI", "KI",
                                                      "OU", "TO", "NY", "NK", "NG", "UM", "RY"};
    return QString::fromLatin1(names[pt]);
}

PieceType parseCsaPiece(QStringView code) {
    for (int pt = Pawn; pt < PieceTypeCount; ++pt)
        if (code == csaPiece(PieceType(pt))) return PieceType(pt);
    return NoPieceType;
}

QString japanese(const Position& before, Move m, Square previousTo, const JapaneseOptions& options) {
    const Color us = before.sideToMove();
    const PieceType pt = movingType(before, m);
    QString rest = kanjiPiece(pt);
    if (m.isDrop()) {
        // 打 only when a piece on the board also reaches the square (JSA), pinned or not as for 右 and 左;
        // otherwise a drop needs no mark.
        if (!rivalOrigins(before, pt, NoSquare, m.to()).empty()) rest += QStringLiteral("打");
    } else {
        rest += disambiguation(before, m) + promotionSuffix(before, m);
    }
    QString text = us == Color::Black ? options.blackMark : options.whiteMark;
    if (m.to() == previousTo)
        text +=
            kSame + (options.spaceAfterSame && rest.size() == 1 ? QStringLiteral("　") : QString()) + rest;
    else
        text += japaneseSquare(m.to()) + rest;
    return text;
}

QString kif(const Position& before, Move m, Square previousTo) {
    QString text = m.to() == previousTo ? kSame + QStringLiteral("　") : japaneseSquare(m.to());
    text += kanjiPiece(movingType(before, m));
    if (m.isDrop()) return text + QStringLiteral("打");
    // No 不成 for a declined promotion: the origin already says which move it was, and KIF readers (Kifu
    // for Windows, ShogiHome) take only 成 between the piece and the origin.
    return text + (m.isPromotion() ? QStringLiteral("成") : QString()) +
           QStringLiteral("(%1%2)").arg(fileOf(m.from()) + 1).arg(rankOf(m.from()) + 1);
}

QString western(const Position& before, Move m, const PieceLetters& letters, bool numericSquares) {
    const PieceType pt = movingType(before, m);
    QString text = letters.letter(pt);
    if (m.isDrop()) return text + QLatin1Char('*') + westernSquare(m.to(), numericSquares);
    if (!rivalOrigins(before, pt, m.from(), m.to()).empty()) text += westernSquare(m.from(), numericSquares);
    text += before.pieceOn(m.to()) ? QLatin1Char('x') : QLatin1Char('-');
    text += westernSquare(m.to(), numericSquares);
    if (m.isPromotion())
        text += QLatin1Char('+');
    else if (declinedPromotion(before, m))
        text += QLatin1Char('=');
    return text;
}

QString usi(Move m) {
    return QString::fromStdString(usi::format(m));
}

QString csa(const Position& before, Move m) {
    const Color us = before.sideToMove();
    QString text = us == Color::Black ? QStringLiteral("+") : QStringLiteral("-");
    text += m.isDrop() ? QStringLiteral("00")
                       : QStringLiteral("%1%2").arg(fileOf(m.from()) + 1).arg(rankOf(m.from()) + 1);
    text += QStringLiteral("%1%2").arg(fileOf(m.to()) + 1).arg(rankOf(m.to()) + 1);
    const PieceType pt = movingType(before, m);
    return text + csaPiece(m.isPromotion() ? promoted(pt) : pt);
}

QString render(Style style, const Position& before, Move m, Square previousTo, const PieceLetters& letters) {
    switch (style) {
    case Style::Japanese:
        return japanese(before, m, previousTo);
    case Style::Kif:
        return kif(before, m, previousTo);
    case Style::Western:
        return western(before, m, letters, false);
    case Style::WesternNumeric:
        return western(before, m, letters, true);
    case Style::Usi:
        return usi(m);
    case Style::Csa:
        return csa(before, m);
    }
    return {};
}

} // namespace shogi::notation
