#include "gui/SessionSnapshot.h"

#include "gui/FileActions.h"
#include "game/GameController.h"
#include "game/GameSetupJson.h"
#include "game/RecordJson.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace {

constexpr int kFormat = 1;

QJsonArray toArray(const std::vector<int>& path) {
    QJsonArray a;
    for (int i : path)
        a.append(i);
    return a;
}

std::vector<int> toPath(const QJsonValue& value) {
    std::vector<int> path;
    for (const QJsonValue& v : value.toArray())
        path.push_back(v.toInt(-1));
    return path;
}

} // namespace

bool SessionSnapshot::isEmpty() const {
    return record.root().children.empty() && !modified && filePath.isEmpty();
}

int SessionSnapshot::moveCount() const {
    const shogi::RecordNode* node = RecordJson::nodeAt(record, playPath);
    if (node && node->isSpecial()) node = node->parent;
    return node ? node->ply : 0;
}

QByteArray SessionSnapshot::write(const GameController& controller, const FileActions& files) {
    const shogi::Clock& clock = controller.clock().clock();
    const QJsonObject o{
        {QStringLiteral("format"), kFormat},
        {QStringLiteral("savedAt"), QDateTime::currentDateTime().toString(Qt::ISODateWithMs)},
        {QStringLiteral("setup"), GameSetupJson::write(controller.setup())},
        {QStringLiteral("record"), RecordJson::write(controller.record())},
        {QStringLiteral("playPath"), toArray(RecordJson::pathOf(controller.playNode()))},
        {QStringLiteral("currentPath"), toArray(RecordJson::pathOf(controller.current()))},
        {QStringLiteral("played"), controller.player(shogi::Color::Black) != nullptr},
        {QStringLiteral("live"), controller.isLive()},
        {QStringLiteral("clockMainMs"), QJsonArray{qint64(clock.mainAtLastMove(shogi::Color::Black)),
                                                   qint64(clock.mainAtLastMove(shogi::Color::White))}},
        {QStringLiteral("modified"), controller.isModified()},
        {QStringLiteral("filePath"), files.filePath()},
        {QStringLiteral("pasted"), files.isPasted()},
    };
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

shogi::Result<SessionSnapshot> SessionSnapshot::read(const QByteArray& bytes) {
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (doc.isNull()) return shogi::Error{error.errorString().toStdString(), 0, int(error.offset)};
    const QJsonObject o = doc.object();
    if (o.value(QStringLiteral("format")).toInt() != kFormat)
        return shogi::Error{"not an autosave of this version"};
    auto record = RecordJson::read(o.value(QStringLiteral("record")).toObject());
    if (!record) return record.error();
    SessionSnapshot s;
    s.record = std::move(*record);
    s.setup = GameSetupJson::read(o.value(QStringLiteral("setup")).toObject());
    s.playPath = toPath(o.value(QStringLiteral("playPath")));
    s.currentPath = toPath(o.value(QStringLiteral("currentPath")));
    if (!RecordJson::nodeAt(s.record, s.playPath) || !RecordJson::nodeAt(s.record, s.currentPath))
        return shogi::Error{"the game's place is not in its record"};
    s.played = o.value(QStringLiteral("played")).toBool();
    s.live = o.value(QStringLiteral("live")).toBool();
    const QJsonArray clock = o.value(QStringLiteral("clockMainMs")).toArray();
    s.clockMainMs = {clock.at(0).toInteger(), clock.at(1).toInteger()};
    s.modified = o.value(QStringLiteral("modified")).toBool();
    s.filePath = o.value(QStringLiteral("filePath")).toString();
    s.pasted = o.value(QStringLiteral("pasted")).toBool();
    s.savedAt = QDateTime::fromString(o.value(QStringLiteral("savedAt")).toString(), Qt::ISODateWithMs);
    return s;
}
