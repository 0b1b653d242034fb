#include "learn/LessonBook.h"

#include "rules/MoveGenerator.h"
#include "rules/Sfen.h"
#include "rules/Usi.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace shogi;
using namespace shogi::lessons;

namespace {

struct ReadError {
    QString text;
};

LessonText textOf(const QJsonValue& value, const QString& where, bool required) {
    LessonText text;
    if (value.isUndefined() && !required) return text;
    if (!value.isObject())
        throw ReadError{where + QStringLiteral(": expected an object of texts by language")};
    const QJsonObject o = value.toObject();
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (!it.value().isString() || it.value().toString().trimmed().isEmpty())
            throw ReadError{where + QStringLiteral(": the '%1' text is empty").arg(it.key())};
        text.byLanguage.insert(it.key(), it.value().toString());
    }
    if (!text.byLanguage.contains(QStringLiteral("en")))
        throw ReadError{where + QStringLiteral(": no English text")};
    return text;
}

PieceType pieceOf(const QString& name, const QString& where) {
    const QString base = name.startsWith(QLatin1Char('+')) ? name.mid(1) : name;
    static const QString letters = QStringLiteral("PLNSBRGK");
    const int i = base.size() == 1 ? letters.indexOf(base) : -1;
    if (i < 0) throw ReadError{where + QStringLiteral(": unknown piece '%1'").arg(name)};
    const auto pt = PieceType(i + 1);
    if (base.size() != name.size() && !canPromote(pt))
        throw ReadError{where + QStringLiteral(": '%1' has no promoted side").arg(name)};
    return base.size() != name.size() ? promoted(pt) : pt;
}

Square squareOf(const QString& name, const Variant& variant, const QString& where) {
    // A square is a USI move's destination: read "5e" as the drop "P*5e" would be.
    auto m = usi::parseMove(QStringLiteral("G*%1").arg(name).toStdString(), variant);
    if (!m || name.size() != 2)
        throw ReadError{where + QStringLiteral(": '%1' is no square of this board").arg(name)};
    return m.value().to();
}

std::vector<Move> movesOf(const QJsonValue& value, const Variant& variant, const QString& where) {
    std::vector<Move> moves;
    for (const QJsonValue& v : value.toArray()) {
        auto m = usi::parseMove(v.toString().toStdString(), variant);
        if (!m) throw ReadError{where + QStringLiteral(": '%1' is no move").arg(v.toString())};
        moves.push_back(m.value());
    }
    return moves;
}

Position positionOf(const QString& sfen, VariantKind variant, const QString& where) {
    // Lessons are composed positions: a row of the opponent's pawns on one file is a fine target.
    auto pos = sfen::parseComposed(sfen.toStdString(), variant);
    if (!pos)
        throw ReadError{where + QStringLiteral(": %1").arg(QString::fromStdString(pos.error().message))};
    return pos.value();
}

Goal goalOf(const QJsonObject& o, const Variant& variant, const QString& where) {
    static const QHash<QString, GoalKind> kinds = {
        {QStringLiteral("capture"), GoalKind::Capture}, {QStringLiteral("reach"), GoalKind::Reach},
        {QStringLiteral("promote"), GoalKind::Promote}, {QStringLiteral("drop"), GoalKind::Drop},
        {QStringLiteral("check"), GoalKind::Check},     {QStringLiteral("mate"), GoalKind::Mate},
        {QStringLiteral("escape"), GoalKind::Escape},   {QStringLiteral("answer"), GoalKind::Answer},
        {QStringLiteral("arrange"), GoalKind::Arrange},
    };
    static const QHash<QString, EscapeWay> ways = {
        {QStringLiteral("any"), EscapeWay::Any},
        {QStringLiteral("capture"), EscapeWay::Capture},
        {QStringLiteral("block"), EscapeWay::Block},
        {QStringLiteral("king"), EscapeWay::KingMove},
    };
    Goal goal;
    const QString type = o.value(QStringLiteral("type")).toString();
    if (!kinds.contains(type)) throw ReadError{where + QStringLiteral(": unknown goal '%1'").arg(type)};
    goal.kind = kinds.value(type);
    for (const QJsonValue& v : o.value(QStringLiteral("pieces")).toArray())
        goal.pieces.push_back(pieceOf(v.toString(), where));
    for (const QJsonValue& v : o.value(QStringLiteral("squares")).toArray())
        goal.squares.push_back(squareOf(v.toString(), variant, where));
    goal.answers = movesOf(o.value(QStringLiteral("answers")), variant, where);
    goal.moves = o.value(QStringLiteral("moves")).toInt(1);
    const QString way = o.value(QStringLiteral("escape")).toString(QStringLiteral("any"));
    if (!ways.contains(way)) throw ReadError{where + QStringLiteral(": unknown escape '%1'").arg(way)};
    goal.escape = ways.value(way);
    if (goal.kind == GoalKind::Arrange)
        goal.target = positionOf(o.value(QStringLiteral("target")).toString(), variant.kind, where);
    if (goal.kind == GoalKind::Reach && goal.squares.empty())
        throw ReadError{where + QStringLiteral(": no squares to reach")};
    if (goal.kind == GoalKind::Answer && goal.answers.empty())
        throw ReadError{where + QStringLiteral(": no answers")};
    return goal;
}

LessonLevel levelOf(const QJsonObject& o, const QString& where) {
    LessonLevel l;
    const auto variant = Variant::fromId(
        o.value(QStringLiteral("variant")).toString(QStringLiteral("standard")).toStdString());
    if (!variant) throw ReadError{where + QStringLiteral(": unknown board")};
    const Variant& v = Variant::get(*variant);
    l.level.start = positionOf(o.value(QStringLiteral("sfen")).toString(), *variant, where);
    if (l.level.start.sideToMove() != Color::Black)
        throw ReadError{where + QStringLiteral(": Black must be to move")};
    l.level.goal = goalOf(o.value(QStringLiteral("goal")).toObject(), v, where);
    const QString opponent = o.value(QStringLiteral("opponent")).toString(QStringLiteral("none"));
    if (opponent != QLatin1String("none") && opponent != QLatin1String("engine"))
        throw ReadError{where + QStringLiteral(": unknown opponent '%1'").arg(opponent)};
    l.level.opponent = opponent == QLatin1String("engine") ? Opponent::Engine : Opponent::None;
    l.level.engineDepth = o.value(QStringLiteral("depth")).toInt(3);
    l.level.replies = movesOf(o.value(QStringLiteral("replies")), v, where);
    l.level.maxMoves = o.value(QStringLiteral("maxMoves")).toInt(0);
    l.level.solution = movesOf(o.value(QStringLiteral("solution")), v, where);
    if (l.level.solution.empty()) throw ReadError{where + QStringLiteral(": no solution")};
    l.text = textOf(o.value(QStringLiteral("text")), where + QStringLiteral(" text"), true);
    l.hint = textOf(o.value(QStringLiteral("hint")), where + QStringLiteral(" hint"), false);
    return l;
}

} // namespace

QString LessonText::in(const QString& language) const {
    return byLanguage.value(language, byLanguage.value(QStringLiteral("en")));
}

const QStringList& LessonBook::languages() {
    static const QStringList codes = {QStringLiteral("en"), QStringLiteral("es"), QStringLiteral("it"),
                                      QStringLiteral("ja")};
    return codes;
}

std::optional<LessonBook> LessonBook::read(const QByteArray& json, QString* error) {
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (doc.isNull()) {
        const int line = int(json.left(parseError.offset).count('\n')) + 1;
        *error = QStringLiteral("line %1: %2").arg(line).arg(parseError.errorString());
        return std::nullopt;
    }
    LessonBook book;
    try {
        const QJsonArray stages = doc.object().value(QStringLiteral("stages")).toArray();
        for (int s = 0; s < stages.size(); ++s) {
            const QJsonObject so = stages[s].toObject();
            LessonStage stage;
            stage.id = so.value(QStringLiteral("id")).toString();
            const QString where = QStringLiteral("stage %1 '%2'").arg(s + 1).arg(stage.id);
            if (stage.id.isEmpty()) throw ReadError{where + QStringLiteral(": no id")};
            stage.title = textOf(so.value(QStringLiteral("title")), where + QStringLiteral(" title"), true);
            stage.intro = textOf(so.value(QStringLiteral("intro")), where + QStringLiteral(" intro"), true);
            const QJsonArray levels = so.value(QStringLiteral("levels")).toArray();
            for (int l = 0; l < levels.size(); ++l)
                stage.levels.append(
                    levelOf(levels[l].toObject(), where + QStringLiteral(" level %1").arg(l + 1)));
            if (stage.levels.isEmpty()) throw ReadError{where + QStringLiteral(": no levels")};
            book.m_stages.append(stage);
        }
    } catch (const ReadError& e) {
        *error = e.text;
        return std::nullopt;
    }
    if (book.m_stages.isEmpty()) {
        *error = QStringLiteral("no stages");
        return std::nullopt;
    }
    return book;
}

std::optional<LessonBook> LessonBook::readFile(const QString& path, QString* error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return std::nullopt;
    }
    return read(file.readAll(), error);
}

const LessonBook& LessonBook::builtIn() {
    static const LessonBook book = [] {
        QString error;
        std::optional<LessonBook> b = readFile(QStringLiteral(":/lessons/lessons.json"), &error);
        // The shipped file is checked by the tests; a broken one would leave the window empty, not crash.
        return b ? *b : LessonBook();
    }();
    return book;
}

int LessonBook::levelCount() const {
    int n = 0;
    for (const LessonStage& s : m_stages)
        n += int(s.levels.size());
    return n;
}
