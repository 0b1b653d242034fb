#include "MoveNotation.h"

#include "rules/MoveGenerator.h"

#include <array>

using namespace shogi;

namespace {

struct Letters {
    const char* language;
    std::array<const char*, 9> byType; // indexed by the unpromoted PieceType (Pawn = 1 ... King = 8)
};

constexpr Letters letterTables[] = {
    {"en", {"", "P", "L", "N", "S", "B", "R", "G", "K"}},
    {"es", {"", "P", "L", "C", "Pl", "A", "T", "O", "R"}},
    {"it", {"", "P", "L", "C", "Ar", "A", "T", "O", "R"}},
};

const char16_t* kanjiName(PieceType pt) {
    switch (pt) {
    case Pawn: return u"歩";
    case Lance: return u"香";
    case Knight: return u"桂";
    case Silver: return u"銀";
    case Gold: return u"金";
    case Bishop: return u"角";
    case Rook: return u"飛";
    case King: return u"玉";
    case ProPawn: return u"と";
    case ProLance: return u"成香";
    case ProKnight: return u"成桂";
    case ProSilver: return u"成銀";
    case Horse: return u"馬";
    case Dragon: return u"龍";
    default: return u"";
    }
}

// Another piece of the same kind on the board can also go to the move's square, so the reader needs to be
// told which one moved (or, for a drop, that it came from the hand). A drop never needs telling apart from a
// board move: the drop is the one marked.
bool anotherPieceCanGo(const Position& pos, Move move, PieceType type) {
    MoveList legal;
    movegen::legalMoves(pos, legal);
    for (Move m : legal) {
        if (m.isDrop() || m.to() != move.to()) continue;
        if (typeOf(pos.pieceOn(m.from())) == type && (move.isDrop() || m.from() != move.from())) return true;
    }
    return false;
}

bool couldPromote(const Position& pos, Move move) {
    if (move.isDrop()) return false;
    const Piece p = pos.pieceOn(move.from());
    return movegen::mayPromote(pos.variant(), colorOf(p), typeOf(p), move.from(), move.to());
}

} // namespace

MoveNotation::MoveNotation(Style style, const QString& language) : m_style(style), m_language(language) {}

QString MoveNotation::westernSquare(Square square) {
    return QString::number(fileOf(square) + 1) + QChar(u'a' + rankOf(square));
}

QString MoveNotation::japaneseSquare(Square square) {
    static const char16_t fullwidthDigits[] = u"１２３４５６７８９";
    static const char16_t kanjiNumerals[] = u"一二三四五六七八九";
    return QString(QChar(fullwidthDigits[fileOf(square)])) + QChar(kanjiNumerals[rankOf(square)]);
}

QString MoveNotation::pieceLetters(PieceType type) const {
    const Letters* table = &letterTables[0];
    for (const Letters& l : letterTables)
        if (m_language == QLatin1String(l.language)) table = &l;
    const QString letter = QString::fromLatin1(table->byType[unpromoted(type)]);
    return isPromoted(type) ? QLatin1Char('+') + letter : letter;
}

QString MoveNotation::format(const Position& before, Move move, Move previous) const {
    return m_style == Style::Japanese ? formatJapanese(before, move, previous) : formatWestern(before, move);
}

QString MoveNotation::formatJapanese(const Position& before, Move move, Move previous) const {
    const PieceType type = typeOf(before.movedPiece(move));
    QString text = before.sideToMove() == Color::Black ? QStringLiteral("☗") : QStringLiteral("☖");
    const bool recapture = !previous.isNone() && previous.to() == move.to();
    text += recapture ? QStringLiteral("同") : japaneseSquare(move.to());
    text += QString::fromUtf16(kanjiName(type));
    if (move.isDrop()) {
        if (anotherPieceCanGo(before, move, type)) text += QStringLiteral("打");
    } else if (move.isPromotion()) {
        text += QStringLiteral("成");
    } else if (couldPromote(before, move)) {
        text += QStringLiteral("不成");
    }
    return text;
}

QString MoveNotation::formatWestern(const Position& before, Move move) const {
    const PieceType type = typeOf(before.movedPiece(move));
    QString text = pieceLetters(type);
    if (move.isDrop()) return text + QLatin1Char('*') + westernSquare(move.to());
    if (anotherPieceCanGo(before, move, type)) text += westernSquare(move.from());
    text += before.capturedBy(move) != NoPiece ? QLatin1Char('x') : QLatin1Char('-');
    text += westernSquare(move.to());
    if (move.isPromotion()) text += QLatin1Char('+');
    else if (couldPromote(before, move)) text += QLatin1Char('=');
    return text;
}

QStringList MoveNotation::formatGame(const Game& game) const {
    QStringList out;
    Position pos = game.startPosition();
    Move previous = Move::none();
    for (Move m : game.moves()) {
        out << format(pos, m, previous);
        pos.doMove(m);
        previous = m;
    }
    return out;
}
