#include "formats/JapaneseMove.h"

#include "record/GameRecord.h"
#include "record/Notation.h"
#include "rules/Legality.h"
#include "rules/MoveGenerator.h"

#include <QCoreApplication>

#include <algorithm>
#include <vector>

namespace shogi::kif {

namespace {

bool isMark(QChar c) {
    return c == u'▲' || c == u'△' || c == u'▽' || c == u'☗' || c == u'☖';
}
bool isSpace(QChar c) {
    return c == u' ' || c == u'　' || c == u'\t';
}

int forwardOf(Color c, Square from, Square to) {
    const int d = rankOf(from) - rankOf(to);
    return c == Color::Black ? d : -d;
}
int rightness(Color c, Square s) {
    return c == Color::Black ? fileOf(s) : -fileOf(s);
}

bool matchesAction(Color c, Move m, QChar action) {
    if (m.isDrop()) return false;
    const int f = forwardOf(c, m.from(), m.to());
    switch (action.unicode()) {
    case u'上':
        return f > 0;
    case u'引':
        return f < 0;
    case u'寄':
        return f == 0;
    case u'直':
        return f == 1 && fileOf(m.from()) == fileOf(m.to());
    default:
        return true;
    }
}

// Keeps the moves that fit the written text: destination, piece, promotion, drop and the modifiers.
std::vector<Move> filterCandidates(const Position& pos, std::vector<Move> moves, const JapaneseMoveText& t,
                                   Square to) {
    const Color us = pos.sideToMove();
    std::erase_if(moves, [&](Move m) {
        const PieceType pt = m.isDrop() ? m.dropType() : typeOf(pos.pieceOn(m.from()));
        return m.to() != to || pt != t.piece ||
               m.isPromotion() != (t.promotion == JapaneseMoveText::Promotion::Promote);
    });
    const bool anyBoard = std::any_of(moves.begin(), moves.end(), [](Move m) { return !m.isDrop(); });
    // 打 is written only when a board move could also go there; without it the board move is meant.
    std::erase_if(moves, [&](Move m) { return t.drop ? !m.isDrop() : (anyBoard && m.isDrop()); });
    for (QChar c : t.modifiers) {
        if (c == u'右' || c == u'左') {
            if (moves.empty()) break;
            const auto key = [&](Move m) { return m.isDrop() ? 0 : rightness(us, m.from()); };
            int best = key(moves.front());
            for (Move m : moves)
                best = c == u'右' ? std::min(best, key(m)) : std::max(best, key(m));
            std::erase_if(moves, [&](Move m) { return key(m) != best; });
        } else {
            std::erase_if(moves, [&](Move m) { return !matchesAction(us, m, c); });
        }
    }
    return moves;
}

// Ways the side to move could mechanically move or drop onto `to`, legal or not: from the squares of
// `origins` (the pieces that reach `to`, or failing that every piece of the mover).
std::vector<Move> playableMoves(const Position& pos, Square to, const JapaneseMoveText& t, Bitboard origins) {
    std::vector<Move> moves;
    const bool promote = t.promotion == JapaneseMoveText::Promotion::Promote;
    for (Bitboard from = origins; from;) {
        const Move m = Move::normal(from.popLsb(), to, promote);
        if (GameRecord::isApplicable(pos, m)) moves.push_back(m);
    }
    if (isHandType(t.piece) && GameRecord::isApplicable(pos, Move::drop(t.piece, to)))
        moves.push_back(Move::drop(t.piece, to));
    return moves;
}

QString describeText(const JapaneseMoveText& t, Square to) {
    return notation::japaneseSquare(to) + notation::kanjiPiece(t.piece) + t.modifiers;
}

Error fail(const QString& message) {
    return Error{message.toStdString(), 0, 0};
}

} // namespace

std::optional<JapaneseMoveText> parseJapaneseMove(QStringView text, const Variant& variant) {
    JapaneseMoveText t;
    qsizetype i = 0;
    const qsizetype n = text.size();
    if (i < n && isMark(text[i])) ++i;
    if (i < n && (text[i] == u'同' || text[i] == u'仝')) {
        t.same = true;
        ++i;
        while (i < n && isSpace(text[i]))
            ++i;
    } else if (i + 1 < n) {
        const int file = notation::parseDigit(text[i]);
        const int rank = notation::parseDigit(text[i + 1]);
        if (!file || !rank || !variant.contains(file - 1, rank - 1)) return std::nullopt;
        t.to = makeSquare(file - 1, rank - 1);
        i += 2;
        // Some writers put 同 after the square it repeats (７六同歩).
        if (i < n && (text[i] == u'同' || text[i] == u'仝')) {
            t.same = true;
            ++i;
            while (i < n && isSpace(text[i]))
                ++i;
        }
    } else {
        return std::nullopt;
    }
    const auto piece = notation::parseKanjiPiece(text.mid(i));
    if (!piece) return std::nullopt;
    t.piece = piece->first;
    i += piece->second;
    static const QString modifierChars = QStringLiteral("右左直上引寄");
    while (i < n) {
        const QChar c = text[i];
        if (modifierChars.contains(c)) {
            t.modifiers += c;
            ++i;
        } else if (c == u'打') {
            t.drop = true;
            ++i;
        } else if (c == u'成') {
            t.promotion = JapaneseMoveText::Promotion::Promote;
            ++i;
        } else if (c == u'不' && i + 1 < n && text[i + 1] == u'成') {
            t.promotion = JapaneseMoveText::Promotion::Decline;
            i += 2;
        } else if (c == u'生') {
            t.promotion = JapaneseMoveText::Promotion::Decline;
            ++i;
        } else {
            break;
        }
    }
    if (i + 3 < n && text[i] == u'(' && text[i + 3] == u')') {
        const int file = notation::parseDigit(text[i + 1]);
        const int rank = notation::parseDigit(text[i + 2]);
        if (file && rank) {
            if (!variant.contains(file - 1, rank - 1)) return std::nullopt;
            t.from = makeSquare(file - 1, rank - 1);
            i += 4;
        } else if (text[i + 1] == u'0' && text[i + 2] == u'0') { // a few writers mark drops as (00)
            t.drop = true;
            i += 4;
        }
    }
    t.length = int(i);
    return t;
}

Result<ResolvedMove> resolveJapaneseMove(const Position& pos, const JapaneseMoveText& t, Square previousTo) {
    if (t.same && previousTo == NoSquare)
        return fail(QCoreApplication::translate("JapaneseMove", "同 (same square) with no previous move"));
    const Square to = t.same ? previousTo : t.to;
    if (t.same && t.to != NoSquare && t.to != previousTo)
        return fail(
            QCoreApplication::translate("JapaneseMove", "同 names a square the previous move did not go to"));
    const Color us = pos.sideToMove();
    const bool promote = t.promotion == JapaneseMoveText::Promotion::Promote;

    std::optional<Move> named;
    if (t.from != NoSquare) {
        const Piece p = pos.pieceOn(t.from);
        if (!p || colorOf(p) != us)
            return fail(QCoreApplication::translate("JapaneseMove", "no piece of the side to move on %1")
                            .arg(notation::japaneseSquare(t.from)));
        if (typeOf(p) != t.piece)
            return fail(QCoreApplication::translate("JapaneseMove", "the piece on %1 is %2, not %3")
                            .arg(notation::japaneseSquare(t.from), notation::kanjiPiece(typeOf(p)),
                                 notation::kanjiPiece(t.piece)));
        named = Move::normal(t.from, to, promote);
    } else if (t.drop && isPromoted(t.piece)) {
        return fail(QCoreApplication::translate("JapaneseMove", "a promoted piece cannot be dropped"));
    }

    if (named) {
        if (movegen::isLegal(pos, *named)) return ResolvedMove{*named, true};
        if (GameRecord::isApplicable(pos, *named)) return ResolvedMove{*named, false};
        return fail(QCoreApplication::translate("JapaneseMove", "cannot be played: %1")
                        .arg(QString::fromLatin1(describe(explainMove(pos, *named)))));
    }

    MoveList legal;
    movegen::legalMoves(pos, legal);
    const std::vector<Move> legalMatches =
        filterCandidates(pos, std::vector<Move>(legal.begin(), legal.end()), t, to);
    if (legalMatches.size() == 1) return ResolvedMove{legalMatches.front(), true};
    if (legalMatches.size() > 1)
        return fail(QCoreApplication::translate("JapaneseMove", "ambiguous: %1 pieces could make %2")
                        .arg(legalMatches.size())
                        .arg(describeText(t, to)));
    std::vector<Move> playable =
        filterCandidates(pos, playableMoves(pos, to, t, pos.attackersTo(to, us)), t, to);
    // A move no piece of that kind could make (a jump): still readable when only one such piece exists.
    if (playable.empty()) playable = filterCandidates(pos, playableMoves(pos, to, t, pos.pieces(us)), t, to);
    if (playable.size() == 1) return ResolvedMove{playable.front(), false};
    if (playable.size() > 1)
        return fail(QCoreApplication::translate("JapaneseMove", "ambiguous: %1 pieces could make %2")
                        .arg(playable.size())
                        .arg(describeText(t, to)));
    return fail(QCoreApplication::translate("JapaneseMove", "no piece can make %1").arg(describeText(t, to)));
}

} // namespace shogi::kif
