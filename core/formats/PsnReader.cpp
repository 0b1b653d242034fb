// Reads PSN, the PGN-like notation of Western shogi programs: [Tag "value"] lines, then moves in Hodges
// notation (P-7f, Bx2b+, S-4c=, B*4e or B'4e, +Bx8i, with the origin when it is needed or always, as in
// P7g-7f; numeric squares P-76 too), {comments}, (variations) and move numbers, which are skipped. A file
// with several games is read up to the second game's tags.
#include "formats/PsnTags.h"
#include "formats/RecordCursor.h"
#include "formats/RecordFormat.h"
#include "rules/Legality.h"
#include "rules/MoveGenerator.h"
#include "rules/Sfen.h"
#include "rules/Usi.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace shogi {

namespace {

Error fail(const QString& message, int line, int column) {
    return Error{message.toStdString(), line, column};
}

bool isDelimiter(QChar c) {
    return c.isSpace() || QStringView(u"{}()[];").contains(c);
}

// P L N S G B R K, + for promoted; D (dragon), H (horse) and T (tokin) as 81Dojo writes them.
PieceType pieceFromLetters(bool plus, QChar letter) {
    const int i = int(QStringView(u"PLNSBRGK").indexOf(letter));
    if (!plus) {
        if (letter == QLatin1Char('D')) return Dragon;
        if (letter == QLatin1Char('H')) return Horse;
        if (letter == QLatin1Char('T')) return ProPawn;
    }
    if (i < 0) return NoPieceType;
    static constexpr PieceType types[] = {Pawn, Lance, Knight, Silver, Bishop, Rook, Gold, King};
    const PieceType pt = types[i];
    if (!plus) return pt;
    return canPromote(pt) ? promoted(pt) : NoPieceType;
}

Square square(QChar file, QChar rank) {
    const int f = file.unicode() - '1';
    const int r = rank.isDigit() ? rank.unicode() - '1' : rank.unicode() - 'a';
    return f >= 0 && f < 9 && r >= 0 && r < 9 ? makeSquare(f, r) : NoSquare;
}

class PsnParser {
    Q_DECLARE_TR_FUNCTIONS(PsnReader)

public:
    explicit PsnParser(const QString& text) : m_text(text) {}
    Result<ReadResult> parse();

private:
    bool atEnd() const { return m_i >= m_text.size(); }
    QChar current() const { return m_text[m_i]; }
    void advance();
    std::optional<Error> tag();
    std::optional<Error> comment(QChar close);
    std::optional<Error> word(const QString& text, int line, int column);
    std::optional<Error> move(const QString& text, int line, int column);
    void begin();
    void addComment(const QString& text);

    const QString& m_text;
    qsizetype m_i = 0;
    int m_line = 1;
    int m_column = 1;
    ReadResult m_result;
    std::optional<Position> m_start;
    QString m_startComment; // comments before the first move, tags may come between them
    std::optional<RecordCursor> m_cursor;
    std::vector<RecordNode*> m_returns; // where each open variation goes back to
    QStringList m_warnings;
};

void PsnParser::advance() {
    if (current() == QLatin1Char('\n')) {
        ++m_line;
        m_column = 1;
    } else {
        ++m_column;
    }
    ++m_i;
}

// The moves begin: the tags have said where they start from.
void PsnParser::begin() {
    if (m_cursor) return;
    if (m_start) m_result.record.setStartPosition(*m_start);
    m_result.record.root().comment = m_startComment;
    m_cursor.emplace(m_result.record);
}

void PsnParser::addComment(const QString& text) {
    QString& target = m_cursor ? m_cursor->node()->comment : m_startComment;
    target = target.isEmpty() ? text : target + QLatin1Char('\n') + text;
}

Result<ReadResult> PsnParser::parse() {
    m_result.format = RecordFormat::Psn;
    while (true) {
        while (!atEnd() && current().isSpace())
            advance();
        if (atEnd()) break;
        const int line = m_line, column = m_column;
        const QChar c = current();
        if (c == QLatin1Char('[')) {
            if (m_cursor) { // the next game's tags
                m_warnings << tr("line %1: the file holds more than one game; the first is read").arg(line);
                break;
            }
            if (auto error = tag()) return *error;
        } else if (c == QLatin1Char('{')) {
            if (auto error = comment(QLatin1Char('}'))) return *error;
        } else if (c == QLatin1Char(';')) {
            if (auto error = comment(QLatin1Char('\n'))) return *error;
        } else if (c == QLatin1Char('(')) {
            begin();
            RecordNode* node = m_cursor->node();
            if (!node->parent) return fail(tr("a variation before any move"), line, column);
            m_returns.push_back(node);
            m_cursor->jumpTo(node->parent);
            advance();
        } else if (c == QLatin1Char(')')) {
            if (m_returns.empty()) return fail(tr("')' closes no variation"), line, column);
            m_cursor->jumpTo(m_returns.back());
            m_returns.pop_back();
            advance();
        } else if (c == QLatin1Char(']') || c == QLatin1Char('}')) {
            return fail(tr("unexpected '%1'").arg(c), line, column);
        } else {
            QString text;
            while (!atEnd() && !isDelimiter(current())) {
                text += current();
                advance();
            }
            if (auto error = word(text, line, column)) return *error;
        }
    }
    if (!m_returns.empty()) return fail(tr("a variation is not closed: ')' is missing"), m_line, m_column);
    begin();
    m_warnings << m_cursor->warnings();
    m_result.warnings = m_warnings;
    return std::move(m_result);
}

// [Key "value"], value escapes \" and \\ as PGN does.
std::optional<Error> PsnParser::tag() {
    const int line = m_line, column = m_column;
    advance();
    QString key, value;
    while (!atEnd() && current().isSpace() && current() != QLatin1Char('\n'))
        advance();
    while (!atEnd() && !current().isSpace() && current() != QLatin1Char('"') &&
           current() != QLatin1Char(']')) {
        key += current();
        advance();
    }
    while (!atEnd() && current().isSpace() && current() != QLatin1Char('\n'))
        advance();
    if (key.isEmpty() || atEnd() || current() != QLatin1Char('"'))
        return fail(tr("a tag reads [Name \"value\"]"), line, column);
    advance();
    while (!atEnd() && current() != QLatin1Char('"') && current() != QLatin1Char('\n')) {
        if (current() == QLatin1Char('\\') && m_i + 1 < m_text.size() &&
            (m_text[m_i + 1] == QLatin1Char('"') || m_text[m_i + 1] == QLatin1Char('\\')))
            advance();
        value += current();
        advance();
    }
    if (atEnd() || current() != QLatin1Char('"'))
        return fail(tr("the tag's value has no closing '\"'"), line, column);
    advance();
    while (!atEnd() && current().isSpace() && current() != QLatin1Char('\n'))
        advance();
    if (atEnd() || current() != QLatin1Char(']')) return fail(tr("the tag has no closing ']'"), line, column);
    advance();
    if (key.compare(QLatin1String("Handicap"), Qt::CaseInsensitive) == 0) {
        const Handicap* h = psn::parseHandicap(value);
        if (!h) return fail(tr("unknown handicap '%1'").arg(value), line, column);
        m_start = *sfen::parse(h->sfen);
    } else if (key.compare(QLatin1String("SFEN"), Qt::CaseInsensitive) == 0 ||
               key.compare(QLatin1String("FEN"), Qt::CaseInsensitive) == 0) {
        auto pos = sfen::parseComposed(value.toStdString());
        if (!pos)
            return fail(tr("the start position is not a valid SFEN: %1")
                            .arg(QString::fromStdString(pos.error().message)),
                        line, column);
        m_start = *pos;
    } else if (!value.isEmpty()) {
        m_result.record.setHeader(psn::headerFromTag(key), value);
    }
    return std::nullopt;
}

// {...} (where "\}" and "\\" stand for '}' and '\', as in tag values) or ';' to the end of the line.
std::optional<Error> PsnParser::comment(QChar close) {
    const int line = m_line, column = m_column;
    advance();
    QString text;
    while (!atEnd() && current() != close) {
        if (current() == QLatin1Char('\\') && close == QLatin1Char('}') && m_i + 1 < m_text.size() &&
            (m_text[m_i + 1] == close || m_text[m_i + 1] == QLatin1Char('\\')))
            advance();
        text += current();
        advance();
    }
    if (atEnd() && close == QLatin1Char('}'))
        return fail(tr("a comment is not closed: '}' is missing"), line, column);
    if (!atEnd()) advance();
    addComment(text.trimmed());
    return std::nullopt;
}

std::optional<Error> PsnParser::word(const QString& text, int line, int column) {
    static const QRegularExpression number(QStringLiteral("^[0-9]+\\.+"));
    QString rest = text;
    if (const auto m = number.match(rest); m.hasMatch()) {
        rest = rest.mid(m.capturedLength());
        column += int(m.capturedLength());
        if (rest.isEmpty()) return std::nullopt;
    }
    // Results repeat the Result tag.
    if (rest == QLatin1String("1-0") || rest == QLatin1String("0-1") || rest == QLatin1String("1/2-1/2") ||
        rest == QLatin1String("*"))
        return std::nullopt;
    begin();
    if (const auto special = psn::parseEnding(rest)) return m_cursor->special(*special, rest, line, column);
    return move(rest, line, column);
}

std::optional<Error> PsnParser::move(const QString& text, int line, int column) {
    static const QRegularExpression pattern(
        QStringLiteral("^(\\+?)([A-Z])(?:([1-9])([a-i1-9]))?([-x*']?)([1-9])([a-i1-9])([+=]?)[!?]*$"));
    const auto m = pattern.match(text);
    const PieceType pt =
        m.hasMatch() ? pieceFromLetters(!m.captured(1).isEmpty(), m.captured(2)[0]) : NoPieceType;
    if (!pt)
        return fail(tr("'%1' is not a PSN move (like P-7f, Bx2b+, S-4c= or B*4e)").arg(text.left(20)), line,
                    column);
    const Square to = square(m.captured(6)[0], m.captured(7)[0]);
    const Square from = m.captured(3).isEmpty() ? NoSquare : square(m.captured(3)[0], m.captured(4)[0]);
    const QString separator = m.captured(5), promotion = m.captured(8);
    const Position& pos = m_cursor->position();
    if (separator == QLatin1String("*") || separator == QLatin1String("'")) {
        if (!isHandType(pt) || from != NoSquare || !promotion.isEmpty())
            return fail(tr("'%1': only an unpromoted piece from the hand can be dropped").arg(text), line,
                        column);
        return m_cursor->play(Move::drop(pt, to), text, line, column);
    }
    MoveList legal;
    movegen::legalMoves(pos, legal);
    std::vector<Move> candidates, forced;
    bool dropPossible = false;
    for (Move mv : legal) {
        if (mv.isDrop()) {
            dropPossible = dropPossible ||
                           (mv.dropType() == pt && mv.to() == to && from == NoSquare && promotion.isEmpty());
            continue;
        }
        if (mv.to() != to || typeOf(pos.pieceOn(mv.from())) != pt || (from != NoSquare && mv.from() != from))
            continue;
        if (promotion == QLatin1String("+") ? mv.isPromotion() : !mv.isPromotion())
            candidates.push_back(mv);
        else if (promotion.isEmpty())
            forced.push_back(mv); // a promotion written without its '+'
    }
    if (candidates.empty()) candidates = forced;
    if (candidates.size() > 1)
        return fail(tr("'%1' could be %2 different moves; write the origin, like %3")
                        .arg(text)
                        .arg(candidates.size())
                        .arg(QString::fromStdString(usi::squareName(candidates[0].from()))),
                    line, column);
    if (candidates.size() == 1) return m_cursor->play(candidates[0], text, line, column);
    if (dropPossible)
        return m_cursor->play(Move::drop(pt, to), text, line, column); // a drop written without '*'
    // No legal reading: an illegal move is kept (flagged) when one piece of the kind could make it.
    std::vector<Move> illegal;
    for (Square s = 0; s < SquareCount; ++s) {
        const Piece p = pos.pieceOn(s);
        if (!p || colorOf(p) != pos.sideToMove() || typeOf(p) != pt || (from != NoSquare && s != from) ||
            s == to)
            continue;
        const Move mv = Move::normal(s, to, promotion == QLatin1String("+"));
        const IllegalReason why = explainMove(pos, mv);
        if (why == IllegalReason::KingLeftInCheck || why == IllegalReason::MustPromote ||
            why == IllegalReason::CannotPromote)
            illegal.push_back(mv);
    }
    if (illegal.size() == 1) return m_cursor->play(illegal[0], text, line, column);
    if (from != NoSquare && typeOf(pos.pieceOn(from)) == pt && colorOf(pos.pieceOn(from)) == pos.sideToMove())
        return m_cursor->play(Move::normal(from, to, promotion == QLatin1String("+")), text, line, column);
    return m_cursor->reject(text, tr("no piece of that kind can go there"), line, column);
}

} // namespace

Result<ReadResult> readPsn(const QString& text) {
    return PsnParser(text).parse();
}

} // namespace shogi
