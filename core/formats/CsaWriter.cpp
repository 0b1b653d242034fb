// Writes CSA V2.2: the main line only (CSA has no variations), "'*" comments, T times (decimals when the
// record has milliseconds, as V3.0 allows) and % endings.
#include "formats/RecordFormat.h"

#include "formats/CsaNames.h"
#include "record/Notation.h"
#include "rules/Sfen.h"

namespace shogi {

namespace {

QString oneLine(QString text) {
    return text.replace(QLatin1Char('\n'), QLatin1Char(' '));
}

void writeComment(QStringList& out, const QString& comment) {
    if (comment.isEmpty()) return;
    for (const QString& line : comment.split(QLatin1Char('\n')))
        out << QStringLiteral("'*") + line;
}

QString square(Square s) {
    return QStringLiteral("%1%2").arg(fileOf(s) + 1).arg(rankOf(s) + 1);
}

QString handLine(const Position& pos, Color c) {
    QString line = c == Color::Black ? QStringLiteral("P+") : QStringLiteral("P-");
    for (PieceType pt : Hand::displayOrder)
        for (int i = 0; i < pos.hand(c).count(pt); ++i)
            line += QStringLiteral("00") + notation::csaPiece(pt);
    return line;
}

// PI (with the squares a handicap empties) when the start is the standard set minus some pieces, the nine
// ranks and both hands otherwise.
void writePosition(QStringList& out, const Position& pos) {
    const Position standard = *sfen::parse(Variant::get(VariantKind::Standard).startSfen);
    bool subset = pos.hand(Color::Black).empty() && pos.hand(Color::White).empty();
    QString removed;
    for (Square s = 0; s < SquareCount && subset; ++s) {
        if (pos.pieceOn(s) == standard.pieceOn(s)) continue;
        subset = !pos.pieceOn(s);
        removed += square(s) + notation::csaPiece(typeOf(standard.pieceOn(s)));
    }
    if (subset) {
        out << QStringLiteral("PI") + removed;
    } else {
        for (int rank = 0; rank < 9; ++rank) {
            QString row = QStringLiteral("P%1").arg(rank + 1);
            for (int file = 8; file >= 0; --file) {
                const Piece p = pos.pieceOn(makeSquare(file, rank));
                row += p ? (colorOf(p) == Color::Black ? QStringLiteral("+") : QStringLiteral("-")) +
                               notation::csaPiece(typeOf(p))
                         : QStringLiteral(" * ");
            }
            out << row;
        }
        for (Color c : {Color::Black, Color::White})
            if (!pos.hand(c).empty()) out << handLine(pos, c);
    }
    out << (pos.sideToMove() == Color::Black ? QStringLiteral("+") : QStringLiteral("-"));
}

QString timeLine(int ms) {
    if (ms % 1000 == 0) return QStringLiteral("T%1").arg(ms / 1000);
    return QStringLiteral("T%1.%2").arg(ms / 1000).arg(ms % 1000, 3, 10, QLatin1Char('0'));
}

QString playerName(const GameRecord& record, const char* name, const char* handicapName) {
    const QString value = record.header(QString::fromUtf8(name));
    return value.isEmpty() ? record.header(QString::fromUtf8(handicapName)) : value;
}

} // namespace

QString writeCsa(const GameRecord& record) {
    QStringList out{QStringLiteral("V2.2")};
    const QString black = playerName(record, "先手", "下手"), white = playerName(record, "後手", "上手");
    if (!black.isEmpty()) out << QStringLiteral("N+") + oneLine(black);
    if (!white.isEmpty()) out << QStringLiteral("N-") + oneLine(white);
    for (const auto& [key, value] : record.headers) {
        if (key == QStringLiteral("持ち時間"))
            if (const QString line = csa::timeLimitLine(value); !line.isEmpty()) {
                out << line;
                continue;
            }
        const QString keyword = csa::keywordFromHeader(key);
        if (!keyword.isEmpty()) out << QStringLiteral("$%1:%2").arg(keyword, oneLine(value));
    }
    Position pos = record.startPosition();
    writePosition(out, pos);
    writeComment(out, record.root().comment);
    for (const RecordNode* node : record.mainLine()) {
        if (node->isSpecial()) {
            const QString name = csa::endingName(node->special, pos.sideToMove());
            if (name.isEmpty()) continue;
            out << QStringLiteral("%") + name;
        } else {
            if (!GameRecord::isApplicable(pos, node->move)) break; // nothing after it could be replayed
            out << notation::csa(pos, node->move);
            pos.doMove(node->move);
        }
        if (node->timeSpentMs >= 0) out << timeLine(node->timeSpentMs);
        writeComment(out, node->comment);
    }
    return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace shogi
