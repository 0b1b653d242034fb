// Writes PSN: tags, the start as [Handicap "..."] or [SFEN "..."], and every move with its origin
// (P7g-7f, B8hx2b+, S4b-4c=, B*4e) so that any reader can follow it without a move generator; comments in
// braces, variations in parentheses after the move they replace, the ending as a closing word. PSN has no
// times or bookmarks.
#include "formats/PsnTags.h"
#include "formats/RecordFormat.h"
#include "rules/MoveGenerator.h"
#include "rules/Sfen.h"
#include "rules/Usi.h"

#include <QRegularExpression>

namespace shogi {

namespace {

QString quoted(QString value) {
    value.replace(QLatin1Char('\\'), QStringLiteral("\\\\"))
        .replace(QLatin1Char('"'), QStringLiteral("\\\""))
        .replace(QLatin1Char('\n'), QLatin1Char(' '));
    return QLatin1Char('"') + value + QLatin1Char('"');
}

QString braced(QString comment) {
    comment.replace(QLatin1Char('\\'), QStringLiteral("\\\\"))
        .replace(QLatin1Char('}'), QStringLiteral("\\}"));
    return QLatin1Char('{') + comment + QLatin1Char('}');
}

QString letter(PieceType pt) {
    static const char* const letters = " PLNSBRGK"; // by PieceType, Pawn = 1 ... King = 8
    return (isPromoted(pt) ? QStringLiteral("+") : QString()) + QLatin1Char(letters[unpromoted(pt)]);
}

QString square(Square s) {
    return QString::fromStdString(usi::squareName(s));
}

QString moveText(const Position& pos, Move m) {
    if (m.isDrop()) return letter(m.dropType()) + QLatin1Char('*') + square(m.to());
    const PieceType pt = typeOf(pos.pieceOn(m.from()));
    QString text = letter(pt) + square(m.from()) +
                   (pos.pieceOn(m.to()) ? QLatin1Char('x') : QLatin1Char('-')) + square(m.to());
    if (m.isPromotion())
        text += QLatin1Char('+');
    else if (movegen::mayPromote(pos.variant(), pos.sideToMove(), pt, m.from(), m.to()))
        text += QLatin1Char('=');
    return text;
}

// The line from `node` on, each alternative in parentheses after the move it replaces.
void writeLine(QStringList& tokens, const RecordNode* node, Position pos) {
    for (; node; node = node->mainChild()) {
        if (node->isSpecial()) {
            tokens << psn::endingWord(node->special);
        } else {
            if (!GameRecord::isApplicable(pos, node->move)) return; // nothing after it could be replayed
            tokens << moveText(pos, node->move);
        }
        if (!node->comment.isEmpty()) tokens << braced(node->comment);
        const RecordNode* parent = node->parent;
        if (parent->children.front().get() == node)
            for (std::size_t i = 1; i < parent->children.size(); ++i) {
                tokens << QStringLiteral("(");
                writeLine(tokens, parent->children[i].get(), pos);
                tokens << QStringLiteral(")");
            }
        if (!node->isSpecial()) pos.doMove(node->move);
    }
}

} // namespace

QString writePsn(const GameRecord& record) {
    QStringList out;
    static const QRegularExpression notInTags(QStringLiteral("[\\s\\]\"]")); // a tag name is one word
    for (const auto& [key, value] : record.headers) {
        const QString tag = psn::tagFromHeader(key).replace(notInTags, QStringLiteral("_"));
        // The start position is written from the record's start, below: no header may claim another.
        static const QStringList startTags = {QStringLiteral("handicap"), QStringLiteral("sfen"),
                                              QStringLiteral("fen")};
        if (key != QStringLiteral("手合割") && !tag.isEmpty() && !startTags.contains(tag.toLower()))
            out << QStringLiteral("[%1 %2]").arg(tag, quoted(value));
    }
    const Position& start = record.startPosition();
    if (const Handicap* h = Handicap::forPosition(start)) {
        if (h->id != "even")
            out << QStringLiteral("[Handicap %1]")
                       .arg(quoted(
                           QString::fromUtf8(h->englishName.data(), qsizetype(h->englishName.size()))));
    } else {
        out << QStringLiteral("[SFEN %1]").arg(quoted(QString::fromStdString(sfen::format(start))));
    }
    if (!out.isEmpty()) out << QString();
    QStringList tokens;
    if (!record.root().comment.isEmpty()) tokens << braced(record.root().comment);
    writeLine(tokens, record.root().mainChild(), start);
    // Tokens on lines of about 80 characters; "(" and ")" hug their neighbours.
    QString line;
    for (const QString& token : tokens) {
        const bool glue = line.isEmpty() || line.endsWith(QLatin1Char('(')) || token == QLatin1String(")");
        if (!glue && line.size() + 1 + token.size() > 80) {
            out << line;
            line.clear();
        }
        if (!line.isEmpty() && !glue) line += QLatin1Char(' ');
        line += token;
    }
    if (!line.isEmpty()) out << line;
    return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace shogi
