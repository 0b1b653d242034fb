// Writes the JSON Kifu Format: every variation as forks, comments, times and endings. The header keeps the
// record's order, which QJsonObject would sort, so the outer object is laid out by hand.
#include "formats/CsaNames.h"
#include "formats/JkfPresets.h"
#include "formats/KnownPresets.h"
#include "formats/RecordFormat.h"
#include "record/Notation.h"
#include "rules/MoveGenerator.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace shogi {

namespace {

QString compact(const QJsonValue& value) {
    const QByteArray json = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(json.mid(1, json.size() - 2));
}

QJsonObject square(Square s) {
    return {{QStringLiteral("x"), fileOf(s) + 1}, {QStringLiteral("y"), rankOf(s) + 1}};
}

QJsonValue seconds(qint64 ms) {
    if (ms % 1000 == 0) return int(ms / 1000);
    return double(ms) / 1000.0;
}

QJsonObject timeObject(qint64 ms, bool withHours) {
    QJsonObject t;
    const qint64 hours = withHours ? ms / 3600000 : 0;
    if (withHours) t.insert(QStringLiteral("h"), int(hours));
    t.insert(QStringLiteral("m"), int((ms - hours * 3600000) / 60000));
    t.insert(QStringLiteral("s"), seconds(ms % 60000));
    return t;
}

QJsonObject initial(const Position& start) {
    const Handicap* known = Handicap::forPosition(start);
    if (known && readersKnowByName(*known)) return {{QStringLiteral("preset"), jkf::presetName(start)}};
    QJsonArray board;
    for (int x = 0; x < 9; ++x) {
        QJsonArray column;
        for (int y = 0; y < 9; ++y) {
            const Piece p = start.pieceOn(makeSquare(x, y));
            column.append(p ? QJsonObject{{QStringLiteral("color"), int(colorOf(p))},
                                          {QStringLiteral("kind"), notation::csaPiece(typeOf(p))}}
                            : QJsonObject{});
        }
        board.append(column);
    }
    QJsonArray hands;
    for (Color c : {Color::Black, Color::White}) {
        QJsonObject hand;
        for (PieceType pt : Hand::displayOrder)
            hand.insert(notation::csaPiece(pt), start.hand(c).count(pt));
        hands.append(hand);
    }
    const QJsonObject data{{QStringLiteral("color"), int(start.sideToMove())},
                           {QStringLiteral("board"), board},
                           {QStringLiteral("hands"), hands}};
    return {{QStringLiteral("preset"), QStringLiteral("OTHER")}, {QStringLiteral("data"), data}};
}

QJsonObject moveObject(const Position& pos, Move m, Square previousTo) {
    const Color us = pos.sideToMove();
    QJsonObject move{{QStringLiteral("color"), int(us)}, {QStringLiteral("to"), square(m.to())}};
    if (m.isDrop()) {
        move.insert(QStringLiteral("piece"), notation::csaPiece(m.dropType()));
        return move;
    }
    const PieceType pt = typeOf(pos.pieceOn(m.from()));
    move.insert(QStringLiteral("from"), square(m.from()));
    move.insert(QStringLiteral("piece"), notation::csaPiece(pt));
    // "promote" is written whenever there was a choice, so a declined promotion (不成) shows.
    if (m.isPromotion() || movegen::mayPromote(pos.variant(), us, pt, m.from(), m.to()))
        move.insert(QStringLiteral("promote"), m.isPromotion());
    if (const Piece captured = pos.pieceOn(m.to()))
        move.insert(QStringLiteral("capture"), notation::csaPiece(typeOf(captured)));
    if (m.to() == previousTo) move.insert(QStringLiteral("same"), true);
    return move;
}

// The entries of the line that starts at `node` (a child of the node whose position is `pos`).
QJsonArray lineEntries(const RecordNode* node, Position pos) {
    QJsonArray entries;
    for (; node; node = node->mainChild()) {
        QJsonObject entry;
        const RecordNode* parent = node->parent;
        const bool firstChild = parent && parent->children.front().get() == node;
        if (firstChild && parent->children.size() > 1) {
            QJsonArray forks;
            for (std::size_t i = 1; i < parent->children.size(); ++i)
                forks.append(lineEntries(parent->children[i].get(), pos));
            entry.insert(QStringLiteral("forks"), forks);
        }
        if (node->isSpecial()) {
            entry.insert(QStringLiteral("special"), csa::endingName(node->special, pos.sideToMove()));
        } else {
            if (!GameRecord::isApplicable(pos, node->move)) break; // nothing after it could be replayed
            const Square previousTo =
                parent && !parent->move.isNone() && parent->ply > 0 ? parent->move.to() : NoSquare;
            entry.insert(QStringLiteral("move"), moveObject(pos, node->move, previousTo));
        }
        if (node->timeSpentMs >= 0) {
            qint64 total = node->totalTimeMs;
            if (total < 0) { // JKF wants both: sum the mover's times along the line
                total = 0;
                for (const RecordNode* n = node; n && n->ply > 0; n = n->parent ? n->parent->parent : nullptr)
                    total += std::max(n->timeSpentMs, 0);
            }
            entry.insert(QStringLiteral("time"),
                         QJsonObject{{QStringLiteral("now"), timeObject(node->timeSpentMs, false)},
                                     {QStringLiteral("total"), timeObject(total, true)}});
        }
        if (!node->comment.isEmpty())
            entry.insert(QStringLiteral("comments"),
                         QJsonArray::fromStringList(node->comment.split(QLatin1Char('\n'))));
        entries.append(entry);
        if (!node->isSpecial()) pos.doMove(node->move);
    }
    return entries;
}

} // namespace

QString writeJkf(const GameRecord& record) {
    QStringList header;
    for (const auto& [key, value] : record.headers)
        header << QStringLiteral("    %1: %2").arg(compact(key), compact(value));
    QJsonObject root;
    if (!record.root().comment.isEmpty())
        root.insert(QStringLiteral("comments"),
                    QJsonArray::fromStringList(record.root().comment.split(QLatin1Char('\n'))));
    QStringList moves{QStringLiteral("    ") + compact(root)};
    const RecordNode* first = record.root().mainChild();
    for (const QJsonValue& entry : lineEntries(first, record.startPosition()))
        moves << QStringLiteral("    ") + compact(entry);
    return QStringLiteral("{\n  \"header\": {%1},\n  \"initial\": %2,\n  \"moves\": [\n%3\n  ]\n}\n")
        .arg(header.isEmpty()
                 ? QString()
                 : QStringLiteral("\n") + header.join(QStringLiteral(",\n")) + QStringLiteral("\n  "),
             compact(initial(record.startPosition())), moves.join(QStringLiteral(",\n")));
}

} // namespace shogi
