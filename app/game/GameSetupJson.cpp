#include "game/GameSetupJson.h"

#include <algorithm>

namespace GameSetupJson {

namespace {

QJsonObject writePlayer(const PlayerSpec& p) {
    return {{QStringLiteral("kind"), PlayerSpec::kindWord(p.kind)},
            {QStringLiteral("level"), p.level},
            {QStringLiteral("engineId"), p.engineId},
            {QStringLiteral("moveTimeMs"), p.moveTimeMs}};
}

// A file without players (an older autosave) is a game between two people.
PlayerSpec readPlayer(const QJsonObject& json) {
    PlayerSpec p;
    p.kind = PlayerSpec::kindFromWord(json.value(QLatin1String("kind")).toString());
    p.level = std::clamp(json.value(QLatin1String("level")).toInt(p.level), PlayerSpec::MinLevel,
                         PlayerSpec::MaxLevel);
    p.engineId = json.value(QLatin1String("engineId")).toString();
    p.moveTimeMs = std::max(0, json.value(QLatin1String("moveTimeMs")).toInt());
    return p;
}

QString variantId(shogi::VariantKind kind) {
    const std::string_view id = shogi::Variant::get(kind).id;
    return QString::fromLatin1(id.data(), qsizetype(id.size()));
}

} // namespace

QJsonObject write(const GameSetup& s) {
    return {
        {QStringLiteral("variant"), variantId(s.variant)},
        {QStringLiteral("handicap"), s.handicapId},
        {QStringLiteral("startSfen"), s.startSfen},
        {QStringLiteral("blackName"), s.blackName},
        {QStringLiteral("whiteName"), s.whiteName},
        {QStringLiteral("timeControl"), timeKindWord(s.timeControl.kind)},
        {QStringLiteral("mainMs"), qint64(s.timeControl.mainMs)},
        {QStringLiteral("byoyomiMs"), qint64(s.timeControl.byoyomiMs)},
        {QStringLiteral("incrementMs"), qint64(s.timeControl.incrementMs)},
        {QStringLiteral("policy"), s.policy == shogi::IllegalMovePolicy::Tournament
                                       ? QStringLiteral("tournament")
                                       : QStringLiteral("friendly")},
        {QStringLiteral("impasseRule"),
         s.impasseRule == shogi::ImpasseRule::Points24 ? QStringLiteral("24") : QStringLiteral("27")},
        {QStringLiteral("blackPlayer"), writePlayer(s.player(shogi::Color::Black))},
        {QStringLiteral("whitePlayer"), writePlayer(s.player(shogi::Color::White))},
    };
}

QString timeKindWord(shogi::TimeControl::Kind k) {
    using K = shogi::TimeControl::Kind;
    switch (k) {
    case K::None:
        return QStringLiteral("none");
    case K::SuddenDeath:
        return QStringLiteral("suddenDeath");
    case K::Byoyomi:
        return QStringLiteral("byoyomi");
    case K::Fischer:
        return QStringLiteral("fischer");
    }
    return {};
}

shogi::TimeControl::Kind timeKindFromWord(const QString& w) {
    using K = shogi::TimeControl::Kind;
    for (K k : {K::SuddenDeath, K::Byoyomi, K::Fischer})
        if (timeKindWord(k) == w) return k;
    return K::None;
}

GameSetup read(const QJsonObject& json) {
    GameSetup s;
    const auto text = [&json](const char* key, const QString& fallback = {}) {
        return json.value(QLatin1String(key)).toString(fallback);
    };
    const auto ms = [&json](const char* key) { return json.value(QLatin1String(key)).toInteger(0); };
    s.variant = shogi::Variant::fromId(text("variant").toStdString()).value_or(shogi::VariantKind::Standard);
    s.handicapId = text("handicap", s.handicapId);
    s.startSfen = text("startSfen");
    s.blackName = text("blackName");
    s.whiteName = text("whiteName");
    s.timeControl.kind = timeKindFromWord(text("timeControl"));
    s.timeControl.mainMs = ms("mainMs");
    s.timeControl.byoyomiMs = ms("byoyomiMs");
    s.timeControl.incrementMs = ms("incrementMs");
    if (text("policy") == QLatin1String("tournament")) s.policy = shogi::IllegalMovePolicy::Tournament;
    if (text("impasseRule") == QLatin1String("24")) s.impasseRule = shogi::ImpasseRule::Points24;
    s.player(shogi::Color::Black) = readPlayer(json.value(QLatin1String("blackPlayer")).toObject());
    s.player(shogi::Color::White) = readPlayer(json.value(QLatin1String("whitePlayer")).toObject());
    return s;
}

} // namespace GameSetupJson
