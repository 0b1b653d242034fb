#include "analysis/PvText.h"

#include "formats/JapaneseMove.h"
#include "record/Notation.h"
#include "rules/MoveGenerator.h"
#include "rules/Usi.h"

#include <QRegularExpression>

namespace shogi::analysis {

namespace {

const QString kMarks = QStringLiteral("▲△▼▽☗☖");

// Plays `m` on `pos` when it is legal there; false otherwise (the line ends).
bool playLegal(Position& pos, Move m, std::vector<Move>& out) {
    if (m.isNone() || !movegen::isLegal(pos, m)) return false;
    pos.doMove(m);
    out.push_back(m);
    return true;
}

} // namespace

QString formatPv(const Position& pos, const std::vector<Move>& pv) {
    notation::JapaneseOptions options;
    options.blackMark = QStringLiteral("▲");
    options.whiteMark = QStringLiteral("△");
    Position p = pos;
    QString text;
    Square previousTo = NoSquare;
    for (Move m : pv) {
        QString move = notation::japanese(p, m, previousTo, options);
        // tsshogi writes 同 and a full-width space before any piece name, 同　成銀 as well as 同　歩.
        if (move.size() > 2 && move[1] == u'同' && move[2] != u'　') move.insert(2, u'　');
        text += move;
        p.doMove(m);
        previousTo = m.to();
    }
    return text;
}

std::vector<Move> parseJapanesePv(const Position& pos, QStringView text) {
    std::vector<Move> out;
    Position p = pos;
    Square previousTo = pos.lastMove().isNone() ? NoSquare : pos.lastMove().to();
    // One section per move, from a mark to the next; text before the first mark is not a move.
    QList<QStringView> sections;
    qsizetype start = -1;
    for (qsizetype i = 0; i <= text.size(); ++i) {
        if (i < text.size() && !kMarks.contains(text[i])) continue;
        if (start >= 0) sections << text.mid(start, i - start);
        start = i;
    }
    if (sections.isEmpty() && !text.trimmed().isEmpty()) sections << text; // a single unmarked move
    for (QStringView section : sections) {
        QString clean = section.toString();
        clean.remove(QLatin1Char(' '));
        const auto parsed = kif::parseJapaneseMove(clean, p.variant());
        if (!parsed) break;
        const auto resolved = kif::resolveJapaneseMove(p, *parsed, previousTo);
        if (!resolved.ok() || !resolved->legal || !playLegal(p, resolved->move, out)) break;
        previousTo = resolved->move.to();
    }
    return out;
}

std::vector<Move> parseCsaPv(const Position& pos, QStringView text) {
    static const QRegularExpression pattern(QStringLiteral("^([+-])([0-9])([0-9])([1-9])([1-9])([A-Z]{2})$"));
    std::vector<Move> out;
    Position p = pos;
    for (QStringView word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const auto m = pattern.match(word);
        if (!m.hasMatch()) break;
        const Color side = m.capturedView(1) == QLatin1String("+") ? Color::Black : Color::White;
        const PieceType pt = notation::parseCsaPiece(m.capturedView(6));
        if (side != p.sideToMove() || !pt) break;
        const int toFile = m.capturedView(4).toInt(), toRank = m.capturedView(5).toInt();
        const int fromFile = m.capturedView(2).toInt(), fromRank = m.capturedView(3).toInt();
        if (toFile > p.variant().files || toRank > p.variant().ranks) break;
        const Square to = makeSquare(toFile - 1, toRank - 1);
        Move move;
        if (fromFile == 0 && fromRank == 0) {
            move = Move::drop(pt, to);
        } else {
            if (fromFile == 0 || fromRank == 0 || fromFile > p.variant().files ||
                fromRank > p.variant().ranks)
                break;
            const Square from = makeSquare(fromFile - 1, fromRank - 1);
            const Piece piece = p.pieceOn(from);
            if (!piece) break;
            move = Move::normal(from, to, typeOf(piece) != pt);
        }
        if (!playLegal(p, move, out)) break;
    }
    return out;
}

std::vector<Move> parseUsiPv(const Position& pos, const QStringList& words) {
    std::vector<Move> out;
    Position p = pos;
    for (const QString& word : words) {
        const auto move = usi::parseMove(word.toStdString(), p.variant());
        if (!move.ok() || !playLegal(p, *move, out)) break;
    }
    return out;
}

} // namespace shogi::analysis
