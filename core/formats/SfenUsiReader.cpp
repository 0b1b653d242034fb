#include "formats/SfenUsiReader.h"

#include "formats/RecordCursor.h"
#include "rules/Sfen.h"
#include "rules/Usi.h"

#include <QCoreApplication>

#include <array>

namespace shogi {

namespace {

Error fail(const QString& message, int line, int column = 0) {
    return Error{message.toStdString(), line, column};
}

struct Entry {
    QString text;
    int line;
    QString comment; // the '#' lines just above
};

std::vector<Entry> entries(const QString& text) {
    std::vector<Entry> found;
    QStringList comment;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = lines[i].trimmed();
        if (line.isEmpty()) {
            comment.clear();
        } else if (line.startsWith(QLatin1Char('#'))) {
            comment << line.mid(1).trimmed();
        } else {
            found.push_back({line, i + 1, comment.join(QLatin1Char('\n'))});
            comment.clear();
        }
    }
    return found;
}

struct Token {
    QString text;
    int column;
};

std::vector<Token> tokens(const QString& line) {
    std::vector<Token> out;
    int i = 0;
    while (i < line.size()) {
        while (i < line.size() && line[i].isSpace())
            ++i;
        const int start = i;
        while (i < line.size() && !line[i].isSpace())
            ++i;
        if (i > start) out.push_back({line.mid(start, i - start), start + 1});
    }
    return out;
}

// The endings engines and GUIs append to a move list (USI's "bestmove resign" and "win", YaneuraOu's
// repetition verdicts).
std::optional<SpecialMove> endingWord(const QString& word) {
    if (word == QLatin1String("resign")) return SpecialMove::Resign;
    if (word == QLatin1String("win")) return SpecialMove::EnteringKingWin;
    if (word == QLatin1String("rep_draw")) return SpecialMove::Repetition;
    if (word == QLatin1String("rep_win") || word == QLatin1String("rep_lose"))
        return SpecialMove::PerpetualCheck;
    return std::nullopt;
}

// USEN's hand codes (81 + n) for the pieces that can be dropped.
constexpr std::array<PieceType, 16> kUsenHand = {
    NoPieceType, NoPieceType, NoPieceType, NoPieceType, NoPieceType, NoPieceType, NoPieceType, NoPieceType,
    NoPieceType, Gold,        Pawn,        Lance,       Knight,      Silver,      Bishop,      Rook};

class SfenUsiParser {
    Q_DECLARE_TR_FUNCTIONS(SfenUsiReader)

public:
    Result<ReadResult> parse(const Entry& entry);

private:
    std::optional<Error> readUsi(const Entry& entry);
    std::optional<Error> readUsen(const Entry& entry);
    std::optional<Error> start(const QString& sfen, int line, int column);
    std::optional<Error> usenSection(const QString& section, int line, int column);

    ReadResult m_result;
    std::optional<RecordCursor> m_cursor;
};

Result<ReadResult> SfenUsiParser::parse(const Entry& entry) {
    const bool usen = entry.text.contains(QLatin1Char('~')) && tokens(entry.text).size() == 1;
    if (auto error = usen ? readUsen(entry) : readUsi(entry)) return *error;
    m_result.record.root().comment = entry.comment;
    m_result.warnings << m_cursor->warnings();
    return std::move(m_result);
}

std::optional<Error> SfenUsiParser::start(const QString& sfen, int line, int column) {
    auto pos = sfen::parseComposed(sfen.toStdString());
    if (!pos)
        return fail(tr("not a valid SFEN: %1").arg(QString::fromStdString(pos.error().message)), line,
                    column);
    m_result.record.setStartPosition(*pos);
    m_cursor.emplace(m_result.record);
    return std::nullopt;
}

std::optional<Error> SfenUsiParser::readUsi(const Entry& entry) {
    const std::vector<Token> t = tokens(entry.text);
    std::size_t i = 0;
    auto is = [&](const char* word) { return i < t.size() && t[i].text == QLatin1String(word); };
    const bool position = is("position");
    if (position) ++i;
    m_result.format = position || is("startpos") || is("moves") ? RecordFormat::Usi : RecordFormat::Sfen;
    if (is("startpos") || is("moves")) {
        if (is("startpos")) ++i;
        if (auto error =
                start(QString::fromLatin1(Variant::get(VariantKind::Standard).startSfen), entry.line, 0))
            return error;
    } else {
        if (is("sfen")) ++i;
        if (i >= t.size() || !t[i].text.contains(QLatin1Char('/')))
            return fail(tr("expected an SFEN, 'startpos' or 'position'"), entry.line,
                        i < t.size() ? t[i].column : 0);
        const int column = t[i].column;
        QStringList fields;
        // board, side, hand and an optional move number
        while (i < t.size() && fields.size() < 4 && t[i].text != QLatin1String("moves"))
            fields << t[i++].text;
        if (auto error = start(fields.join(QLatin1Char(' ')), entry.line, column)) return error;
    }
    if (i < t.size()) {
        if (!is("moves"))
            return fail(tr("expected 'moves', found '%1'").arg(t[i].text.left(20)), entry.line, t[i].column);
        ++i;
    }
    for (; i < t.size(); ++i) {
        if (const auto special = endingWord(t[i].text)) {
            if (auto error = m_cursor->special(*special, t[i].text, entry.line, t[i].column)) return error;
            continue;
        }
        const auto move = usi::parseMove(t[i].text.toStdString(), m_cursor->position().variant());
        if (!move) return fail(QString::fromStdString(move.error().message), entry.line, t[i].column);
        if (auto error = m_cursor->play(*move, t[i].text, entry.line, t[i].column)) return error;
    }
    return std::nullopt;
}

// "<sfen with / as _, space as . and + as z>~0.<moves>.<ending>~<ply>.<moves>.<ending>...": three base-36
// characters per move; each further section branches off the line read last, after <ply> moves.
std::optional<Error> SfenUsiParser::readUsen(const Entry& entry) {
    m_result.format = RecordFormat::Usi;
    const QStringList sections = entry.text.split(QLatin1Char('~'));
    QString sfen = sections[0];
    sfen.replace(QLatin1Char('_'), QLatin1Char('/'))
        .replace(QLatin1Char('.'), QLatin1Char(' '))
        .replace(QLatin1Char('z'), QLatin1Char('+'));
    if (sfen.isEmpty()) sfen = QString::fromLatin1(Variant::get(VariantKind::Standard).startSfen);
    if (auto error = start(sfen, entry.line, 1)) return error;
    int column = int(sections[0].size()) + 2;
    for (int s = 1; s < sections.size(); ++s) {
        if (auto error = usenSection(sections[s], entry.line, column)) return error;
        column += int(sections[s].size()) + 1;
    }
    return std::nullopt;
}

std::optional<Error> SfenUsiParser::usenSection(const QString& section, int line, int column) {
    const QStringList parts = section.split(QLatin1Char('.'));
    bool numeric = false;
    const int ply = parts[0].toInt(&numeric);
    if (parts.size() < 2 || parts.size() > 3 || !numeric || ply < 0)
        return fail(tr("a USEN section reads <ply>.<moves>.<ending>"), line, column);
    RecordNode* node = m_cursor->node();
    while (node->ply > ply)
        node = node->parent;
    if (node->ply != ply)
        return fail(tr("a USEN branch after move %1, but its line has only %2 moves").arg(ply).arg(node->ply),
                    line, column);
    m_cursor->jumpTo(node);
    const QString& moves = parts[1];
    if (moves.size() % 3 != 0) return fail(tr("USEN moves take three characters each"), line, column);
    int at = column + int(parts[0].size()) + 1;
    for (int i = 0; i < moves.size(); i += 3, at += 3) {
        bool ok = false;
        const int code = moves.mid(i, 3).toInt(&ok, 36);
        if (!ok || code < 0 || moves.mid(i, 3).contains(QLatin1Char('+')) ||
            moves.mid(i, 3).contains(QLatin1Char('-')))
            return fail(tr("'%1' is not a USEN move").arg(moves.mid(i, 3)), line, at);
        const int from = code / 162, to = (code % 162) / 2;
        const Square target = makeSquare(to % 9, to / 9);
        Move move;
        if (from < 81) {
            move = Move::normal(makeSquare(from % 9, from / 9), target, code % 2 == 1);
        } else if (from - 81 < int(kUsenHand.size()) && kUsenHand[std::size_t(from - 81)] != NoPieceType &&
                   code % 2 == 0) {
            move = Move::drop(kUsenHand[std::size_t(from - 81)], target);
        } else {
            return fail(tr("'%1' is not a USEN move").arg(moves.mid(i, 3)), line, at);
        }
        if (move.isNone() || (!move.isDrop() && move.from() == move.to()))
            return fail(tr("'%1' is not a USEN move").arg(moves.mid(i, 3)), line, at);
        if (auto error = m_cursor->play(move, QString::fromStdString(usi::format(move)), line, at))
            return error;
    }
    const QString ending = parts.size() > 2 ? parts[2] : QString();
    static const QString codes = QStringLiteral("rtjp");
    static constexpr SpecialMove specials[] = {SpecialMove::Resign, SpecialMove::Timeout,
                                               SpecialMove::Impasse, SpecialMove::Interrupt};
    if (ending.isEmpty()) return std::nullopt;
    if (ending.size() != 1 || !codes.contains(ending[0]))
        return fail(tr("'%1' is not a USEN ending (r, t, j or p)").arg(ending.left(10)), line, at + 1);
    return m_cursor->special(specials[codes.indexOf(ending[0])], ending, line, at + 1);
}

} // namespace

int sfenEntryCount(const QString& text) {
    return int(entries(text).size());
}

Result<ReadResult> readSfenOrUsi(const QString& text, int entryIndex) {
    const std::vector<Entry> found = entries(text);
    if (found.empty()) return fail(SfenUsiParser::tr("no SFEN, USI or USEN line found"), 0);
    if (entryIndex < 0 || entryIndex >= int(found.size()))
        return fail(SfenUsiParser::tr("the file holds %1 entries; there is no entry %2")
                        .arg(found.size())
                        .arg(entryIndex + 1),
                    0);
    auto result = SfenUsiParser().parse(found[std::size_t(entryIndex)]);
    if (result.ok() && found.size() > 1 && entryIndex == 0)
        result->warnings.prepend(
            SfenUsiParser::tr("the file holds %1 entries; the first is read").arg(found.size()));
    return result;
}

Result<ReadResult> readSfenOrUsi(const QString& text) {
    return readSfenOrUsi(text, 0);
}

} // namespace shogi
