#include "formats/CsaReader.h"

#include "formats/CsaNames.h"
#include "formats/RecordCursor.h"
#include "formats/StartPosition.h"
#include "record/Notation.h"
#include "rules/Sfen.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <vector>

namespace shogi {

namespace {

Error fail(const QString& message, int line, int column = 0) {
    return Error{message.toStdString(), line, column};
}

int asciiDigit(QChar c) {
    return c >= QLatin1Char('0') && c <= QLatin1Char('9') ? c.unicode() - '0' : -1;
}

struct Line {
    QString text;
    int number;
};
using Game = std::vector<Line>;

bool holdsSomething(const Game& game) {
    return std::any_of(game.begin(), game.end(), [](const Line& l) {
        const QString t = l.text.trimmed();
        return !t.isEmpty() && !t.startsWith(QLatin1Char('\''));
    });
}

// Games are separated by a line holding only "/"; runs with nothing but comments are not games.
std::vector<Game> splitGames(const QString& text) {
    std::vector<Game> games(1);
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        QString line = lines[i];
        if (line.endsWith(QLatin1Char('\r'))) line.chop(1);
        if (line.trimmed() == QLatin1String("/"))
            games.emplace_back();
        else
            games.back().push_back({line, i + 1});
    }
    std::erase_if(games, [](const Game& g) { return !holdsSomething(g); });
    return games;
}

// A full set, to give "00AL" the pieces nobody holds.
constexpr int kSetCount[HandTypeCount] = {0, 18, 4, 4, 4, 2, 2, 4};

class CsaParser {
    Q_DECLARE_TR_FUNCTIONS(CsaReader)

public:
    Result<ReadResult> parse(const Game& game);

private:
    std::optional<Error> statement(const QString& text, int line, int column);
    std::optional<Error> comment(const QString& text);
    std::optional<Error> header(const QString& text, int line);
    std::optional<Error> positionLine(const QString& text, int line);
    std::optional<Error> handicapLine(const QString& text, int line);
    std::optional<Error> rankLine(const QString& text, int line);
    std::optional<Error> piecesLine(const QString& text, int line);
    std::optional<Error> startMoves(Color side, int line);
    std::optional<Error> move(const QString& text, int line, int column);
    std::optional<Error> ending(const QString& text, int line, int column);
    std::optional<Error> time(const QString& text, int line, int column);

    ReadResult m_result;
    Position m_board{VariantKind::Standard};
    bool m_haveBoard = false;
    QString m_rootComment;
    std::optional<RecordCursor> m_cursor; // set once the moves begin
    QStringList m_warnings;
};

Result<ReadResult> CsaParser::parse(const Game& game) {
    m_result.format = RecordFormat::Csa;
    int lastLine = 0;
    for (const Line& line : game) {
        const QString& text = line.text;
        if (!text.trimmed().isEmpty()) lastLine = line.number;
        // Comment, name and header lines may contain commas; any other line may hold several statements.
        const bool single = text.startsWith(QLatin1Char('\'')) || text.startsWith(QLatin1Char('N')) ||
                            text.startsWith(QLatin1Char('$'));
        int start = 0;
        while (start <= text.size()) {
            // A comment after a comma ("%KACHI,'* note") runs to the end of the line, commas and all.
            const bool rest = single || (start < text.size() && text[start] == QLatin1Char('\''));
            int end = rest ? -1 : int(text.indexOf(QLatin1Char(','), start));
            if (end < 0) end = int(text.size());
            if (auto error = statement(text.mid(start, end - start), line.number, start + 1)) return *error;
            start = end + 1;
        }
    }
    if (!m_cursor) {
        if (!m_haveBoard) return fail(tr("no CSA position or moves found"), lastLine);
        m_warnings << tr("line %1: no side to move is given; Black is assumed").arg(lastLine);
        if (auto error = startMoves(Color::Black, lastLine)) return *error;
    }
    m_warnings << m_cursor->warnings();
    m_result.warnings = m_warnings;
    return std::move(m_result);
}

std::optional<Error> CsaParser::statement(const QString& text, int line, int column) {
    if (text.trimmed().isEmpty()) return std::nullopt;
    const QChar c = text.front();
    if (c == QLatin1Char('\'')) return comment(text);
    if (c == QLatin1Char('V') && text.size() > 1 && text[1].isDigit()) return std::nullopt; // version
    if (c == QLatin1Char('N') || c == QLatin1Char('$')) return header(text, line);
    if (c == QLatin1Char('P')) return positionLine(text, line);
    if (c == QLatin1Char('+') || c == QLatin1Char('-')) {
        const Color side = c == QLatin1Char('+') ? Color::Black : Color::White;
        if (text.trimmed().size() == 1) {
            if (m_cursor) return fail(tr("a second side-to-move line"), line, column);
            return startMoves(side, line);
        }
        if (!m_cursor)
            if (auto error = startMoves(side, line)) return error;
        return move(text.trimmed(), line, column);
    }
    if (c == QLatin1Char('%')) {
        if (!m_cursor)
            if (auto error = startMoves(m_board.sideToMove(), line)) return error;
        return ending(text.trimmed(), line, column);
    }
    if (c == QLatin1Char('T')) return time(text.trimmed(), line, column);
    return fail(tr("'%1' is not a CSA line").arg(text.left(40)), line, column);
}

std::optional<Error> CsaParser::comment(const QString& text) {
    // "'encoding=..." (Kifu for Windows, V3.0) says how the bytes were written, which is not a comment.
    static const QRegularExpression encoding(QStringLiteral("^'(CSA\\s+)?encoding="),
                                             QRegularExpression::CaseInsensitiveOption);
    if (encoding.match(text).hasMatch()) return std::nullopt;
    // "'*" marks a comment meant for readers (Kifu for Windows, V3.0); a plain "'" line is a comment too.
    const QString body = text.startsWith(QLatin1String("'*")) ? text.mid(2) : text.mid(1);
    QString& target = m_cursor ? m_cursor->node()->comment : m_rootComment;
    target = target.isEmpty() ? body : target + QLatin1Char('\n') + body;
    return std::nullopt;
}

std::optional<Error> CsaParser::header(const QString& text, int line) {
    if (text.startsWith(QLatin1String("N+")) || text.startsWith(QLatin1String("N-"))) {
        const QString name = text.mid(2).trimmed();
        if (!name.isEmpty())
            m_result.record.setHeader(
                text[1] == QLatin1Char('+') ? QStringLiteral("先手") : QStringLiteral("後手"), name);
        return std::nullopt;
    }
    const auto colon = text.indexOf(QLatin1Char(':'));
    if (text.front() != QLatin1Char('$') || colon < 2)
        return fail(tr("'%1' is not a CSA header (like $EVENT:name or N+name)").arg(text.left(40)), line);
    const QString keyword = text.mid(1, colon - 1), value = text.mid(colon + 1).trimmed();
    m_result.record.setHeader(csa::headerFromKeyword(keyword),
                              keyword == QStringLiteral("TIME_LIMIT") ? csa::kifTimeLimit(value) : value);
    return std::nullopt;
}

std::optional<Error> CsaParser::positionLine(const QString& text, int line) {
    if (m_cursor) return fail(tr("a position line after the moves began"), line);
    if (text.size() >= 2 && text[1] == QLatin1Char('I')) return handicapLine(text.trimmed(), line);
    if (text.size() >= 2 && text[1] >= QLatin1Char('1') && text[1] <= QLatin1Char('9'))
        return rankLine(text, line);
    if (text.size() >= 2 && (text[1] == QLatin1Char('+') || text[1] == QLatin1Char('-')))
        return piecesLine(text.trimmed(), line);
    return fail(tr("'%1' is not a CSA position line (PI, P1 to P9, P+ or P-)").arg(text.left(40)), line);
}

// "PI82HI22KA": the standard position without the pieces listed (a handicap).
std::optional<Error> CsaParser::handicapLine(const QString& text, int line) {
    m_board = *sfen::parse(Variant::get(VariantKind::Standard).startSfen);
    m_haveBoard = true;
    if ((text.size() - 2) % 4 != 0) return fail(tr("PI must list squares and pieces like 82HI"), line, 3);
    for (int i = 2; i < text.size(); i += 4) {
        const int file = asciiDigit(text[i]), rank = asciiDigit(text[i + 1]);
        const PieceType pt = notation::parseCsaPiece(QStringView(text).mid(i + 2, 2));
        if (file < 1 || rank < 1 || !pt)
            return fail(tr("'%1' is not a square and a piece").arg(text.mid(i, 4)), line, i + 1);
        const Square s = makeSquare(file - 1, rank - 1);
        if (typeOf(m_board.pieceOn(s)) != pt)
            return fail(tr("PI removes %1 from %2%3, but the standard position has no such piece there")
                            .arg(text.mid(i + 2, 2))
                            .arg(file)
                            .arg(rank),
                        line, i + 1);
        m_board.remove(s);
    }
    return std::nullopt;
}

// "P1-KY-KE-GI-KI-OU-KI-GI-KE-KY": one rank, file 9 first. Squares are three characters, but files whose
// spaces were squeezed (" * * *") exist, so the row is read as tokens.
std::optional<Error> CsaParser::rankLine(const QString& text, int line) {
    if (!m_haveBoard) m_board = Position(VariantKind::Standard);
    m_haveBoard = true;
    const int rank = text[1].digitValue() - 1;
    int i = 2, cells = 0;
    while (cells < 9) {
        while (i < text.size() && text[i] == QLatin1Char(' '))
            ++i;
        if (i >= text.size()) break;
        const Square s = makeSquare(8 - cells, rank);
        if (text[i] == QLatin1Char('*')) {
            m_board.remove(s);
            ++i;
        } else if (text[i] == QLatin1Char('+') || text[i] == QLatin1Char('-')) {
            const PieceType pt = notation::parseCsaPiece(QStringView(text).mid(i + 1, 2));
            if (!pt) return fail(tr("'%1' is not a CSA piece").arg(text.mid(i + 1, 2)), line, i + 2);
            m_board.remove(s);
            m_board.put(s, makePiece(text[i] == QLatin1Char('+') ? Color::Black : Color::White, pt));
            i += 3;
        } else {
            return fail(tr("unexpected '%1' in the rank (a square is ' * ', +XX or -XX)").arg(text[i]), line,
                        i + 1);
        }
        ++cells;
    }
    if (cells < 9) return fail(tr("rank %1 has %2 squares, not 9").arg(rank + 1).arg(cells), line);
    if (!text.mid(i).trimmed().isEmpty())
        m_warnings
            << tr("line %1: '%2' after the ninth square is ignored").arg(line).arg(text.mid(i).trimmed());
    return std::nullopt;
}

// "P+63KI00FU00AL": pieces for one side, 00 meaning the hand and AL every piece not placed yet.
std::optional<Error> CsaParser::piecesLine(const QString& text, int line) {
    if (!m_haveBoard) m_board = Position(VariantKind::Standard);
    m_haveBoard = true;
    const Color side = text[1] == QLatin1Char('+') ? Color::Black : Color::White;
    if ((text.size() - 2) % 4 != 0) return fail(tr("pieces must be listed like 63KI or 00FU"), line, 3);
    for (int i = 2; i < text.size(); i += 4) {
        const QString group = text.mid(i, 4);
        const int file = asciiDigit(group[0]), rank = asciiDigit(group[1]);
        if (group.mid(2) == QLatin1String("AL") && file == 0 && rank == 0) {
            if (i + 4 != text.size()) return fail(tr("00AL must come last"), line, i + 1);
            int left[HandTypeCount];
            std::copy(std::begin(kSetCount), std::end(kSetCount), left);
            for (Square s = 0; s < SquareCount; ++s)
                if (const Piece p = m_board.pieceOn(s); p && typeOf(p) != King) --left[unpromoted(typeOf(p))];
            for (int pt = Pawn; pt <= Gold; ++pt) {
                left[pt] -= m_board.hand(Color::Black).count(PieceType(pt)) +
                            m_board.hand(Color::White).count(PieceType(pt));
                if (left[pt] > 0)
                    m_board.setHand(side, PieceType(pt), m_board.hand(side).count(PieceType(pt)) + left[pt]);
            }
            break;
        }
        const PieceType pt = notation::parseCsaPiece(QStringView(group).mid(2));
        if (file < 0 || rank < 0 || !pt)
            return fail(tr("'%1' is not a square and a piece").arg(group), line, i + 1);
        if (file == 0 && rank == 0) {
            if (!isHandType(pt)) return fail(tr("%1 cannot be held in hand").arg(group.mid(2)), line, i + 3);
            if (m_board.hand(side).count(pt) >= kSetCount[pt])
                return fail(tr("more %1 in hand than a set holds").arg(group.mid(2)), line, i + 3);
            m_board.setHand(side, pt, m_board.hand(side).count(pt) + 1);
            continue;
        }
        if (file == 0 || rank == 0) return fail(tr("'%1' is not a square").arg(group.left(2)), line, i + 1);
        const Square s = makeSquare(file - 1, rank - 1);
        if (m_board.pieceOn(s)) return fail(tr("square %1 is already taken").arg(group.left(2)), line, i + 1);
        m_board.put(s, makePiece(side, pt));
    }
    return std::nullopt;
}

std::optional<Error> CsaParser::startMoves(Color side, int line) {
    if (!m_haveBoard) {
        m_board = *sfen::parse(Variant::get(VariantKind::Standard).startSfen);
        m_warnings << tr("line %1: no start position is given; the standard one is assumed").arg(line);
    }
    m_board.setSideToMove(side);
    m_board.finishSetup();
    if (const auto problem = startPositionProblem(m_board))
        return fail(tr("the start position is not valid: %1").arg(*problem), line);
    m_result.record.setStartPosition(m_board);
    m_result.record.root().comment = m_rootComment;
    m_cursor.emplace(m_result.record);
    return std::nullopt;
}

// "+7776FU": side, origin (00 for a drop), destination and the piece as it stands after the move, so a
// promotion shows as a change of piece.
std::optional<Error> CsaParser::move(const QString& text, int line, int column) {
    static const QRegularExpression pattern(QStringLiteral("^([+-])([0-9])([0-9])([1-9])([1-9])([A-Z]{2})$"));
    const auto m = pattern.match(text);
    if (!m.hasMatch())
        return fail(tr("'%1' is not a CSA move (like +7776FU)").arg(text.left(40)), line, column);
    const Position& pos = m_cursor->position();
    const Color side = m.captured(1) == QLatin1String("+") ? Color::Black : Color::White;
    if (side != pos.sideToMove())
        return fail(side == Color::Black ? tr("%1 is Black's move, but White is to move").arg(text)
                                         : tr("%1 is White's move, but Black is to move").arg(text),
                    line, column);
    const PieceType pt = notation::parseCsaPiece(m.captured(6));
    if (!pt) return fail(tr("'%1' is not a CSA piece").arg(m.captured(6)), line, column + 5);
    const Square to = makeSquare(m.captured(4).toInt() - 1, m.captured(5).toInt() - 1);
    const int fromFile = m.captured(2).toInt(), fromRank = m.captured(3).toInt();
    if (fromFile == 0 && fromRank == 0) {
        if (!isHandType(pt)) return fail(tr("%1 cannot be dropped").arg(m.captured(6)), line, column + 5);
        return m_cursor->play(Move::drop(pt, to), text, line, column);
    }
    if (fromFile == 0 || fromRank == 0)
        return fail(tr("'%1' is not a square").arg(m.captured(2) + m.captured(3)), line, column + 1);
    const Square from = makeSquare(fromFile - 1, fromRank - 1);
    const Piece piece = pos.pieceOn(from);
    const QString origin = m.captured(2) + m.captured(3);
    if (!piece || colorOf(piece) != side)
        return m_cursor->reject(text, tr("the mover has no piece on %1").arg(origin), line, column);
    const PieceType before = typeOf(piece);
    if (before != pt && !(canPromote(before) && promoted(before) == pt))
        return m_cursor->reject(text,
                                tr("the piece on %1 is %2, which cannot become %3")
                                    .arg(origin, notation::csaPiece(before), m.captured(6)),
                                line, column);
    return m_cursor->play(Move::normal(from, to, before != pt), text, line, column);
}

std::optional<Error> CsaParser::ending(const QString& text, int line, int column) {
    const auto special = csa::parseEnding(text.mid(1), m_cursor->position().sideToMove());
    if (!special) {
        m_warnings << tr("line %1: unknown ending '%2' is ignored").arg(line).arg(text.left(40));
        return std::nullopt;
    }
    return m_cursor->special(*special, text, line, column);
}

// "T12" (V2.2) or "T12.345" (V3.0): seconds the last move took.
std::optional<Error> CsaParser::time(const QString& text, int line, int column) {
    static const QRegularExpression pattern(QStringLiteral("^T([0-9]{1,6})(\\.[0-9]{1,3})?$"));
    const auto m = pattern.match(text);
    if (!m.hasMatch()) return fail(tr("'%1' is not a CSA time (like T12)").arg(text.left(40)), line, column);
    if (!m_cursor || m_cursor->node()->ply == 0) return fail(tr("a time before any move"), line, column);
    RecordNode* node = m_cursor->node();
    node->timeSpentMs = int(m.captured(1).toInt() * 1000 +
                            qRound((m.captured(2).isEmpty() ? 0.0 : m.captured(2).toDouble()) * 1000));
    if (node->isSpecial()) return std::nullopt;
    // The mover's running total: their previous move is two plies up.
    const RecordNode* previous = node->parent ? node->parent->parent : nullptr;
    if (!previous || previous->ply == 0)
        node->totalTimeMs = node->timeSpentMs;
    else if (previous->totalTimeMs >= 0)
        node->totalTimeMs = previous->totalTimeMs + node->timeSpentMs;
    return std::nullopt;
}

} // namespace

int csaGameCount(const QString& text) {
    return int(splitGames(text).size());
}

Result<ReadResult> readCsa(const QString& text, int gameIndex) {
    const std::vector<Game> games = splitGames(text);
    if (games.empty()) return fail(CsaParser::tr("no CSA game found"), 0);
    if (gameIndex < 0 || gameIndex >= int(games.size()))
        return fail(CsaParser::tr("the file holds %1 games; there is no game %2")
                        .arg(games.size())
                        .arg(gameIndex + 1),
                    0);
    auto result = CsaParser().parse(games[std::size_t(gameIndex)]);
    if (result.ok() && games.size() > 1 && gameIndex == 0)
        result->warnings.prepend(
            CsaParser::tr("the file holds %1 games; the first is read").arg(games.size()));
    return result;
}

Result<ReadResult> readCsa(const QString& text) {
    return readCsa(text, 0);
}

} // namespace shogi
