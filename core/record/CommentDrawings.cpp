#include "record/CommentDrawings.h"

#include <QRegularExpression>

#include <algorithm>
#include <optional>

namespace shogi {

namespace {

const QString ColorLetters = QStringLiteral("GRBY");   // in DrawingColor's order
const QString HandLetters = QStringLiteral("PLNSBRG"); // Pawn .. Gold

std::optional<DrawingColor> colorOf(QChar letter) {
    const qsizetype i = ColorLetters.indexOf(letter);
    if (i < 0) return std::nullopt;
    return DrawingColor(i);
}

std::optional<Square> squareOf(QStringView text) {
    if (text.size() != 2) return std::nullopt;
    const int file = text[0].unicode() - '1', rank = text[1].unicode() - 'a';
    if (file < 0 || file >= MaxFiles || rank < 0 || rank >= MaxRanks) return std::nullopt;
    return makeSquare(file, rank);
}

// A hand piece letter: upper case Black's, lower case White's.
bool readHandPiece(QChar letter, DrawnArrow& arrow) {
    const qsizetype i = HandLetters.indexOf(letter.toUpper());
    if (i < 0 || !letter.isLetter()) return false;
    arrow.drop = PieceType(i + 1);
    arrow.hand = letter.isUpper() ? Color::Black : Color::White;
    return true;
}

std::optional<DrawnArrow> readArrow(QStringView entry) {
    const auto color = entry.isEmpty() ? std::nullopt : colorOf(entry[0]);
    if (!color || entry.size() != 5) return std::nullopt;
    const QStringView rest = entry.mid(1);
    DrawnArrow arrow;
    arrow.color = *color;
    if (rest[0] == QLatin1Char('_')) { // Lishogi: _P5e
        if (!readHandPiece(rest[1], arrow)) return std::nullopt;
    } else if (rest[1] == QLatin1Char('*')) { // P*5e, as in USI
        if (!readHandPiece(rest[0], arrow)) return std::nullopt;
    } else {
        const auto from = squareOf(rest.first(2));
        if (!from) return std::nullopt;
        arrow.from = *from;
    }
    const auto to = squareOf(rest.mid(2));
    if (!to || *to == arrow.from) return std::nullopt;
    arrow.to = *to;
    return arrow;
}

std::optional<DrawnMark> readMark(QStringView entry) {
    const auto color = entry.isEmpty() ? std::nullopt : colorOf(entry[0]);
    const auto square = squareOf(entry.mid(1));
    if (!color || !square) return std::nullopt;
    return DrawnMark{*square, *color};
}

// Adds the command's drawings; false, adding nothing, when any entry is malformed.
bool readCommand(const QString& name, const QString& body, CommentDrawings& out) {
    static const QRegularExpression separators(QStringLiteral("[,\\s]+"));
    const QStringList entries = body.split(separators, Qt::SkipEmptyParts);
    if (entries.isEmpty()) return false;
    CommentDrawings read;
    for (const QString& entry : entries) {
        if (name == QLatin1String("cal")) {
            const auto arrow = readArrow(entry);
            if (!arrow) return false;
            read.arrows.append(*arrow);
        } else {
            const auto mark = readMark(entry);
            if (!mark) return false;
            read.marks.append(*mark);
        }
    }
    for (const DrawnArrow& arrow : read.arrows) {
        const bool known = std::any_of(out.arrows.begin(), out.arrows.end(), [&](const DrawnArrow& a) {
            return a.to == arrow.to && a.from == arrow.from && a.drop == arrow.drop && a.hand == arrow.hand;
        });
        if (!known) out.arrows.append(arrow);
    }
    for (const DrawnMark& mark : read.marks) {
        const bool known = std::any_of(out.marks.begin(), out.marks.end(),
                                       [&](const DrawnMark& m) { return m.square == mark.square; });
        if (!known) out.marks.append(mark);
    }
    return true;
}

// The line without the commands taken out of it: one space where a command stood between words, none
// at either end of the line where one stood there; a line left blank goes.
std::optional<QString> withoutCommands(const QString& line,
                                       const QList<std::pair<qsizetype, qsizetype>>& spans) {
    QString joined;
    qsizetype at = 0;
    for (const auto& [start, length] : spans) {
        joined += line.mid(at, start - at);
        at = start + length;
        if (joined.isEmpty() || joined.back().isSpace())
            while (at < line.size() && line[at] == QLatin1Char(' '))
                ++at;
    }
    const QString tail = line.mid(at);
    if (tail.isEmpty())
        while (!joined.isEmpty() && joined.back().isSpace())
            joined.chop(1);
    joined += tail;
    if (joined.trimmed().isEmpty()) return std::nullopt;
    return joined;
}

QString squareName(Square sq) {
    return QString::number(fileOf(sq) + 1) + QChar(QLatin1Char('a').unicode() + rankOf(sq));
}

} // namespace

CommentDrawings readCommentDrawings(const QString& comment) {
    static const QRegularExpression command(QStringLiteral("\\[%(cal|csl)\\s+([^\\]\\n]*)\\]"));
    CommentDrawings out;
    QStringList kept;
    for (const QString& line : comment.split(QLatin1Char('\n'))) {
        QList<std::pair<qsizetype, qsizetype>> spans;
        for (auto it = command.globalMatch(line); it.hasNext();) {
            const QRegularExpressionMatch match = it.next();
            if (readCommand(match.captured(1), match.captured(2), out))
                spans.append({match.capturedStart(), match.capturedLength()});
        }
        if (spans.isEmpty()) {
            kept.append(line);
        } else if (auto rest = withoutCommands(line, spans)) {
            kept.append(*rest);
        }
    }
    out.text = kept.join(QLatin1Char('\n'));
    return out;
}

QString writeCommentDrawings(const CommentDrawings& drawings) {
    QStringList marks, arrows;
    for (const DrawnMark& mark : drawings.marks)
        marks.append(ColorLetters[int(mark.color)] + squareName(mark.square));
    for (const DrawnArrow& arrow : drawings.arrows) {
        QString origin = squareName(arrow.from);
        if (arrow.isDrop()) {
            const QChar letter = HandLetters[arrow.drop - 1];
            origin = QString(arrow.hand == Color::Black ? letter : letter.toLower()) + QLatin1Char('*');
        }
        arrows.append(ColorLetters[int(arrow.color)] + origin + squareName(arrow.to));
    }
    QString commands;
    if (!marks.isEmpty())
        commands += QStringLiteral("[%csl ") + marks.join(QLatin1Char(',')) + QLatin1Char(']');
    if (!arrows.isEmpty())
        commands += QStringLiteral("[%cal ") + arrows.join(QLatin1Char(',')) + QLatin1Char(']');
    if (commands.isEmpty()) return drawings.text;
    return drawings.text.isEmpty() ? commands : drawings.text + QLatin1Char('\n') + commands;
}

} // namespace shogi
