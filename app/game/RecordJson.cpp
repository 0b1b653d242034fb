#include "game/RecordJson.h"

#include "rules/Sfen.h"
#include "rules/Usi.h"

#include <QJsonArray>

using shogi::Error;
using shogi::GameRecord;
using shogi::RecordNode;
using shogi::SpecialMove;

namespace RecordJson {

namespace {

constexpr std::pair<SpecialMove, const char*> kEndings[] = {
    {SpecialMove::Resign, "resign"},
    {SpecialMove::Interrupt, "interrupt"},
    {SpecialMove::Repetition, "repetition"},
    {SpecialMove::PerpetualCheck, "perpetualCheck"},
    {SpecialMove::Impasse, "impasse"},
    {SpecialMove::EnteringKingWin, "enteringKingWin"},
    {SpecialMove::Draw, "draw"},
    {SpecialMove::Mate, "mate"},
    {SpecialMove::NoMate, "noMate"},
    {SpecialMove::IllegalWin, "illegalWin"},
    {SpecialMove::IllegalLoss, "illegalLoss"},
    {SpecialMove::Timeout, "timeout"},
    {SpecialMove::MaxMoves, "maxMoves"},
    {SpecialMove::Error, "error"},
};

QJsonObject writeNode(const RecordNode& node, int parent) {
    QJsonObject o{{QStringLiteral("p"), parent}};
    if (node.isSpecial()) {
        for (const auto& [special, word] : kEndings)
            if (special == node.special) o.insert(QStringLiteral("s"), QLatin1String(word));
    } else {
        o.insert(QStringLiteral("m"), QString::fromStdString(shogi::usi::format(node.move)));
    }
    if (node.illegal) o.insert(QStringLiteral("x"), true);
    if (node.timeSpentMs >= 0) o.insert(QStringLiteral("t"), node.timeSpentMs);
    if (node.totalTimeMs >= 0) o.insert(QStringLiteral("T"), node.totalTimeMs);
    if (!node.comment.isEmpty()) o.insert(QStringLiteral("c"), node.comment);
    if (!node.bookmark.isEmpty()) o.insert(QStringLiteral("b"), node.bookmark);
    return o;
}

// Depth-first, so a parent always comes before its children and the children in their order.
void writeTree(const RecordNode& node, int index, QJsonArray& out) {
    for (const auto& child : node.children) {
        const int childIndex = int(out.size()) + 1; // the root is index 0 and not in the list
        out.append(writeNode(*child, index));
        writeTree(*child, childIndex, out);
    }
}

Error fail(const QString& what, int node) {
    return Error{QStringLiteral("node %1: %2").arg(node).arg(what).toStdString()};
}

} // namespace

QJsonObject write(const GameRecord& record) {
    QJsonArray headers;
    for (const auto& [key, value] : record.headers)
        headers.append(QJsonArray{key, value});
    const std::string_view variant = record.startPosition().variant().id;
    QJsonArray nodes;
    writeTree(record.root(), 0, nodes);
    return {
        {QStringLiteral("variant"), QString::fromLatin1(variant.data(), qsizetype(variant.size()))},
        {QStringLiteral("start"), QString::fromStdString(shogi::sfen::format(record.startPosition()))},
        {QStringLiteral("headers"), headers},
        {QStringLiteral("comment"), record.root().comment},
        {QStringLiteral("bookmark"), record.root().bookmark},
        {QStringLiteral("nodes"), nodes},
    };
}

shogi::Result<GameRecord> read(const QJsonObject& json) {
    const auto kind = shogi::Variant::fromId(json.value(QStringLiteral("variant")).toString().toStdString());
    if (!kind) return Error{"unknown board variant"};
    auto start = shogi::sfen::parse(json.value(QStringLiteral("start")).toString().toStdString(), *kind);
    if (!start) return Error{"start position: " + start.error().describe()};
    GameRecord record(*start);
    for (const QJsonValue& h : json.value(QStringLiteral("headers")).toArray()) {
        const QJsonArray pair = h.toArray();
        record.headers.append({pair.at(0).toString(), pair.at(1).toString()});
    }
    record.root().comment = json.value(QStringLiteral("comment")).toString();
    record.root().bookmark = json.value(QStringLiteral("bookmark")).toString();

    std::vector<RecordNode*> nodes{&record.root()};
    const QJsonArray list = json.value(QStringLiteral("nodes")).toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QJsonObject o = list[i].toObject();
        const int index = int(i) + 1;
        const int parentIndex = o.value(QStringLiteral("p")).toInt(-1);
        if (parentIndex < 0 || parentIndex >= index) return fail(QStringLiteral("no parent"), index);
        RecordNode* parent = nodes[std::size_t(parentIndex)];
        const std::size_t before = parent->children.size();
        RecordNode* node = nullptr;
        if (o.contains(QStringLiteral("s"))) {
            const QString word = o.value(QStringLiteral("s")).toString();
            for (const auto& [special, name] : kEndings)
                if (word == QLatin1String(name)) node = record.addSpecial(parent, special);
        } else {
            const auto move = shogi::usi::parseMove(o.value(QStringLiteral("m")).toString().toStdString(),
                                                    record.startPosition().variant());
            if (!move) return fail(QString::fromStdString(move.error().describe()), index);
            node = record.addMove(parent, *move);
        }
        // addMove returns an existing equal sibling and nothing after an ending: neither is a tree we wrote.
        if (!node || parent->children.size() == before) return fail(QStringLiteral("not a new node"), index);
        node->illegal = o.value(QStringLiteral("x")).toBool();
        node->timeSpentMs = o.value(QStringLiteral("t")).toInt(-1);
        node->totalTimeMs = o.value(QStringLiteral("T")).toInteger(-1);
        node->comment = o.value(QStringLiteral("c")).toString();
        node->bookmark = o.value(QStringLiteral("b")).toString();
        nodes.push_back(node);
    }
    return record;
}

std::vector<int> pathOf(const RecordNode* node) {
    std::vector<int> path;
    for (; node && node->parent; node = node->parent) {
        const auto& siblings = node->parent->children;
        for (std::size_t i = 0; i < siblings.size(); ++i)
            if (siblings[i].get() == node) path.insert(path.begin(), int(i));
    }
    return path;
}

const RecordNode* nodeAt(const GameRecord& record, const std::vector<int>& path) {
    const RecordNode* node = &record.root();
    for (int i : path) {
        if (i < 0 || std::size_t(i) >= node->children.size()) return nullptr;
        node = node->children[std::size_t(i)].get();
    }
    return node;
}

} // namespace RecordJson
