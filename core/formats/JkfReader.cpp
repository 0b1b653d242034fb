// Reads the JSON Kifu Format (json-kifu-format by na2hiro): header, initial (a preset name or a board),
// moves with comments, times, special endings and forks (variations: forks[i] of moves[n] are lines whose
// first move replaces moves[n]). JSON carries no line numbers past its syntax, so errors name the path
// of the entry, e.g. moves[12].forks[0][3].
#include "formats/CsaNames.h"
#include "formats/JapaneseMove.h"
#include "formats/JkfPresets.h"
#include "formats/RecordCursor.h"
#include "formats/RecordFormat.h"
#include "formats/StartPosition.h"
#include "formats/TextEncoding.h"
#include "record/Notation.h"
#include "rules/Sfen.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <vector>

namespace shogi {

namespace {

Error fail(const QString& message) {
    return Error{message.toStdString(), 0, 0};
}

// JKF writers put null where a field does not apply ("from": null for a drop).
bool has(const QJsonObject& object, const char* key) {
    const QJsonValue v = object.value(QLatin1String(key));
    return !v.isUndefined() && !v.isNull();
}

// QJsonObject sorts its keys; the header's order in the file is recovered by scanning the text. Returns
// an empty list when the scan meets anything unexpected.
QStringList headerKeyOrder(const QString& text) {
    QStringList keys;
    qsizetype i = text.indexOf(QLatin1String("\"header\""));
    if (i < 0) return {};
    i += 8;
    auto skipSpace = [&] {
        while (i < text.size() && text[i].isSpace())
            ++i;
    };
    auto expect = [&](QChar c) {
        skipSpace();
        if (i >= text.size() || text[i] != c) return false;
        ++i;
        return true;
    };
    auto readString = [&](QString* out) {
        skipSpace();
        if (i >= text.size() || text[i] != QLatin1Char('"')) return false;
        const qsizetype start = i++;
        while (i < text.size() && text[i] != QLatin1Char('"'))
            i += text[i] == QLatin1Char('\\') ? 2 : 1;
        if (i >= text.size()) return false;
        ++i;
        if (out) {
            const auto doc =
                QJsonDocument::fromJson(QStringLiteral("[%1]").arg(text.mid(start, i - start)).toUtf8());
            *out = doc.array().at(0).toString();
        }
        return true;
    };
    if (!expect(QLatin1Char(':')) || !expect(QLatin1Char('{'))) return {};
    skipSpace();
    if (i < text.size() && text[i] == QLatin1Char('}')) return {};
    while (true) {
        QString key;
        if (!readString(&key) || !expect(QLatin1Char(':')) || !readString(nullptr)) return {};
        keys << key;
        skipSpace();
        if (i < text.size() && text[i] == QLatin1Char('}')) return keys;
        if (!expect(QLatin1Char(','))) return {};
    }
}

class JkfParser {
    Q_DECLARE_TR_FUNCTIONS(JkfReader)

public:
    Result<ReadResult> parse(const QString& text);

private:
    struct Fork {
        RecordNode* parent;
        QJsonArray lines;
        QString path;
    };
    std::optional<Error> readHeader(const QJsonObject& header, const QString& text);
    std::optional<Error> readInitial(const QJsonValue& initial);
    std::optional<Error> readLine(const QJsonArray& entries, const QString& path, bool mainLine);
    std::optional<Error> readEntry(const QJsonObject& entry, const QString& path, std::vector<Fork>& forks);
    std::optional<Error> readMove(const QJsonObject& move, const QString& path);
    std::optional<Error> readTime(const QJsonValue& time, RecordNode* node, const QString& path);

    ReadResult m_result;
    std::optional<RecordCursor> m_cursor;
    QStringList m_warnings;
};

Result<ReadResult> JkfParser::parse(const QString& text) {
    m_result.format = RecordFormat::Jkf;
    const QByteArray utf8 = text.toUtf8();
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(utf8, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const QByteArray before = utf8.left(parseError.offset);
        const int line = int(before.count('\n')) + 1;
        const int column = int(parseError.offset - before.lastIndexOf('\n'));
        return Error{tr("not valid JSON: %1").arg(parseError.errorString()).toStdString(), line, column};
    }
    if (!doc.isObject()) return fail(tr("a JKF record is a JSON object"));
    const QJsonObject root = doc.object();
    if (has(root, "header")) {
        if (!root.value(QLatin1String("header")).isObject()) return fail(tr("header: not an object"));
        if (auto error = readHeader(root.value(QLatin1String("header")).toObject(), text)) return *error;
    }
    if (auto error = readInitial(root.value(QLatin1String("initial")))) return *error;
    if (!root.value(QLatin1String("moves")).isArray()) return fail(tr("moves: missing or not an array"));
    m_cursor.emplace(m_result.record);
    if (auto error = readLine(root.value(QLatin1String("moves")).toArray(), QStringLiteral("moves"), true))
        return *error;
    m_warnings << m_cursor->warnings();
    m_result.warnings = m_warnings;
    return std::move(m_result);
}

std::optional<Error> JkfParser::readHeader(const QJsonObject& header, const QString& text) {
    QStringList keys = headerKeyOrder(text);
    QStringList sortedScan = keys;
    sortedScan.sort();
    if (sortedScan != header.keys()) keys = header.keys();
    for (const QString& key : keys) {
        const QJsonValue value = header.value(key);
        if (!value.isString()) return fail(tr("header.%1: not a string").arg(key));
        m_result.record.headers.append({key, value.toString()});
    }
    return std::nullopt;
}

std::optional<Error> JkfParser::readInitial(const QJsonValue& initial) {
    if (initial.isUndefined() || initial.isNull()) return std::nullopt; // the even game
    if (!initial.isObject()) return fail(tr("initial: not an object"));
    const QJsonObject object = initial.toObject();
    const QString preset = object.value(QLatin1String("preset")).toString();
    if (preset != QLatin1String("OTHER")) {
        const Handicap* h = jkf::presetHandicap(preset);
        if (!h) return fail(tr("initial.preset: unknown preset '%1'").arg(preset));
        m_result.record.setStartPosition(*sfen::parse(h->sfen));
        return std::nullopt;
    }
    const QJsonObject data = object.value(QLatin1String("data")).toObject();
    const QJsonArray board = data.value(QLatin1String("board")).toArray();
    const QJsonArray hands = data.value(QLatin1String("hands")).toArray();
    const QJsonValue color = data.value(QLatin1String("color"));
    if (board.size() != 9 || hands.size() != 2 || !color.isDouble())
        return fail(tr("initial.data: a custom start needs color, a 9x9 board and two hands"));
    Position pos(VariantKind::Standard);
    for (int x = 0; x < 9; ++x) {
        const QJsonArray column = board.at(x).toArray();
        if (column.size() != 9) return fail(tr("initial.data.board[%1]: not 9 squares").arg(x));
        for (int y = 0; y < 9; ++y) {
            const QJsonObject cell = column.at(y).toObject();
            if (cell.isEmpty()) continue;
            const PieceType pt = notation::parseCsaPiece(cell.value(QLatin1String("kind")).toString());
            const QJsonValue owner = cell.value(QLatin1String("color"));
            if (!pt || !owner.isDouble() || (owner.toInt(-1) != 0 && owner.toInt(-1) != 1))
                return fail(tr("initial.data.board[%1][%2]: not a piece").arg(x).arg(y));
            pos.put(makeSquare(x, y), makePiece(owner.toInt() == 0 ? Color::Black : Color::White, pt));
        }
    }
    for (int c = 0; c < 2; ++c) {
        const QJsonObject hand = hands.at(c).toObject();
        for (auto it = hand.begin(); it != hand.end(); ++it) {
            const PieceType pt = notation::parseCsaPiece(it.key());
            const int n = it.value().toInt(-1);
            if (!isHandType(pt) || n < 0 || n > 18)
                return fail(
                    tr("initial.data.hands[%1].%2: not a count of a hand piece").arg(c).arg(it.key()));
            pos.setHand(c == 0 ? Color::Black : Color::White, pt, n);
        }
    }
    if (color.toInt(-1) != 0 && color.toInt(-1) != 1)
        return fail(tr("initial.data.color: must be 0 (Black) or 1 (White)"));
    pos.setSideToMove(color.toInt() == 0 ? Color::Black : Color::White);
    pos.finishSetup();
    if (const auto problem = startPositionProblem(pos))
        return fail(tr("initial.data: not a valid position: %1").arg(*problem));
    m_result.record.setStartPosition(pos);
    return std::nullopt;
}

// One line of entries; forks are read once the line is complete, so a line never resumes after one.
std::optional<Error> JkfParser::readLine(const QJsonArray& entries, const QString& path, bool mainLine) {
    std::vector<Fork> forks;
    for (int i = 0; i < entries.size(); ++i) {
        const QString where = QStringLiteral("%1[%2]").arg(path).arg(i);
        if (!entries.at(i).isObject()) return fail(tr("%1: not an object").arg(where));
        const QJsonObject entry = entries.at(i).toObject();
        if (mainLine && i == 0) { // the start position: only comments
            if (has(entry, "move") || has(entry, "special"))
                return fail(
                    tr("%1: the first entry stands for the start position and holds no move").arg(where));
            QStringList comments;
            for (const QJsonValue& c : entry.value(QLatin1String("comments")).toArray())
                comments << text::normalizeNewlines(c.toString());
            m_result.record.root().comment = comments.join(QLatin1Char('\n'));
            continue;
        }
        if (auto error = readEntry(entry, where, forks)) return error;
    }
    for (const Fork& fork : forks) {
        for (int j = 0; j < fork.lines.size(); ++j) {
            const QString where = QStringLiteral("%1.forks[%2]").arg(fork.path).arg(j);
            if (!fork.lines.at(j).isArray()) return fail(tr("%1: not an array of moves").arg(where));
            m_cursor->jumpTo(fork.parent);
            if (auto error = readLine(fork.lines.at(j).toArray(), where, false)) return error;
        }
    }
    return std::nullopt;
}

std::optional<Error> JkfParser::readEntry(const QJsonObject& entry, const QString& path,
                                          std::vector<Fork>& forks) {
    RecordNode* parent = m_cursor->node();
    if (has(entry, "forks")) {
        if (!entry.value(QLatin1String("forks")).isArray())
            return fail(tr("%1.forks: not an array").arg(path));
        forks.push_back({parent, entry.value(QLatin1String("forks")).toArray(), path});
    }
    if (entry.value(QLatin1String("move")).isObject()) {
        if (auto error =
                readMove(entry.value(QLatin1String("move")).toObject(), path + QStringLiteral(".move")))
            return error;
    } else if (entry.value(QLatin1String("special")).isString()) {
        const QString name = entry.value(QLatin1String("special")).toString();
        const auto special = csa::parseEnding(name, m_cursor->position().sideToMove());
        if (!special) {
            m_warnings << tr("%1: unknown special '%2' is ignored").arg(path, name);
            return std::nullopt;
        }
        if (auto error = m_cursor->special(*special, path, 0, 0)) return error;
    } else {
        return fail(tr("%1: an entry needs a move or a special").arg(path));
    }
    RecordNode* node = m_cursor->node();
    if (node == parent) return std::nullopt; // the move could not be played; the cursor reports it
    if (has(entry, "comments")) {
        const QJsonValue comments = entry.value(QLatin1String("comments"));
        if (!comments.isArray()) return fail(tr("%1.comments: not an array").arg(path));
        QStringList lines;
        for (const QJsonValue& c : comments.toArray()) {
            if (!c.isString()) return fail(tr("%1.comments: not a list of strings").arg(path));
            lines << text::normalizeNewlines(c.toString()); // one comment line may hold several
        }
        node->comment = lines.join(QLatin1Char('\n'));
    }
    return readTime(entry.value(QLatin1String("time")), node, path + QStringLiteral(".time"));
}

std::optional<Error> JkfParser::readTime(const QJsonValue& time, RecordNode* node, const QString& path) {
    if (time.isUndefined() || time.isNull()) return std::nullopt;
    auto milliseconds = [](const QJsonValue& v) -> qint64 {
        if (!v.isObject()) return -1;
        const QJsonObject o = v.toObject();
        const double h = o.value(QLatin1String("h")).toDouble(0), m = o.value(QLatin1String("m")).toDouble(0),
                     s = o.value(QLatin1String("s")).toDouble(0);
        const double ms = ((h * 60 + m) * 60 + s) * 1000;
        if (!std::isfinite(ms) || h < 0 || m < 0 || s < 0 || ms > 2e9) return -1;
        return qint64(std::llround(ms));
    };
    const qint64 now = milliseconds(time.toObject().value(QLatin1String("now")));
    if (now < 0) return fail(tr("%1.now: not a time like {\"m\":1,\"s\":5}").arg(path));
    node->timeSpentMs = int(now);
    const QJsonValue total = time.toObject().value(QLatin1String("total"));
    if (!total.isUndefined() && !total.isNull()) {
        const qint64 ms = milliseconds(total);
        if (ms < 0) return fail(tr("%1.total: not a time like {\"h\":0,\"m\":1,\"s\":5}").arg(path));
        node->totalTimeMs = ms;
    }
    return std::nullopt;
}

std::optional<Error> JkfParser::readMove(const QJsonObject& move, const QString& path) {
    const Position& pos = m_cursor->position();
    const QJsonValue color = move.value(QLatin1String("color"));
    if (!color.isUndefined() && !color.isNull()) {
        const int c = color.isBool() ? -1 : color.toInt(-1);
        if (c != 0 && c != 1) return fail(tr("%1.color: must be 0 (Black) or 1 (White)").arg(path));
        if ((c == 0 ? Color::Black : Color::White) != pos.sideToMove())
            return fail(c == 0 ? tr("%1: a move of Black's, but White is to move").arg(path)
                               : tr("%1: a move of White's, but Black is to move").arg(path));
    }
    auto square = [](const QJsonValue& v) -> Square {
        const QJsonObject o = v.toObject();
        const int x = o.value(QLatin1String("x")).toInt(0), y = o.value(QLatin1String("y")).toInt(0);
        return x >= 1 && x <= 9 && y >= 1 && y <= 9 ? makeSquare(x - 1, y - 1) : NoSquare;
    };
    const RecordNode* node = m_cursor->node();
    const Square previousTo = node->ply > 0 && !node->move.isNone() ? node->move.to() : NoSquare;
    const bool same = move.value(QLatin1String("same")).toBool(false);
    Square to = has(move, "to") ? square(move.value(QLatin1String("to"))) : (same ? previousTo : NoSquare);
    if (to == NoSquare) return fail(tr("%1.to: missing or not a square {\"x\":1-9,\"y\":1-9}").arg(path));
    const QString pieceName = move.value(QLatin1String("piece")).toString();
    const PieceType pt = notation::parseCsaPiece(pieceName);
    if (!pt) return fail(tr("%1.piece: '%2' is not a piece (FU, KY, ... RY)").arg(path, pieceName));
    const QJsonValue promote = move.value(QLatin1String("promote"));
    const QString text = path;
    if (has(move, "from")) {
        const Square from = square(move.value(QLatin1String("from")));
        if (from == NoSquare) return fail(tr("%1.from: not a square {\"x\":1-9,\"y\":1-9}").arg(path));
        const Piece piece = pos.pieceOn(from);
        if (!piece || colorOf(piece) != pos.sideToMove())
            return m_cursor->reject(
                text, tr("the mover has no piece on %1%2").arg(fileOf(from) + 1).arg(rankOf(from) + 1), 0, 0);
        if (typeOf(piece) != pt)
            return m_cursor->reject(text,
                                    tr("the piece on %1%2 is %3, not %4")
                                        .arg(fileOf(from) + 1)
                                        .arg(rankOf(from) + 1)
                                        .arg(notation::csaPiece(typeOf(piece)), pieceName),
                                    0, 0);
        const Move m = Move::normal(from, to, promote.toBool(false));
        return m_cursor->play(m, QStringLiteral("%1 (%2)").arg(path, notation::csa(pos, m)), 0, 0);
    }
    // No origin means a drop (the JKF spec); files converted from KI2 without normalising may instead
    // leave a board move to be told apart the KI2 way by "relative" (L C R U M D, H for a drop).
    if (isHandType(pt) && pos.hand(pos.sideToMove()).has(pt)) {
        const Move drop = Move::drop(pt, to);
        return m_cursor->play(drop, QStringLiteral("%1 (%2)").arg(path, notation::csa(pos, drop)), 0, 0);
    }
    kif::JapaneseMoveText described;
    described.to = to;
    described.piece = pt;
    const QString relative = move.value(QLatin1String("relative")).toString();
    static const QString letters = QStringLiteral("LCRUMD");
    static const QString words = QStringLiteral("左直右上寄引");
    for (QChar c : relative) {
        if (c == QLatin1Char('H'))
            described.drop = true;
        else if (letters.contains(c))
            described.modifiers += words[letters.indexOf(c)];
        else
            return fail(tr("%1.relative: '%2' is not one of L C R U M D H").arg(path, relative));
    }
    described.promotion = promote.isUndefined() || promote.isNull()
                              ? kif::JapaneseMoveText::Promotion::Unstated
                          : promote.toBool() ? kif::JapaneseMoveText::Promotion::Promote
                                             : kif::JapaneseMoveText::Promotion::Decline;
    auto resolved = kif::resolveJapaneseMove(pos, described, previousTo);
    if (!resolved) return m_cursor->reject(text, QString::fromStdString(resolved.error().message), 0, 0);
    return m_cursor->play(resolved->move,
                          QStringLiteral("%1 (%2)").arg(path, notation::csa(pos, resolved->move)), 0, 0);
}

} // namespace

Result<ReadResult> readJkf(const QString& text) {
    return JkfParser().parse(text);
}

} // namespace shogi
