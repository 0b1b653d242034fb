#include "GameSetupJson.h"

namespace GameSetupJson {

namespace {

using Kind = shogi::TimeControl::Kind;
constexpr std::pair<Kind, const char*> kTimeKinds[] = {{Kind::None, "none"},
                                                       {Kind::SuddenDeath, "suddenDeath"},
                                                       {Kind::Byoyomi, "byoyomi"},
                                                       {Kind::Fischer, "fischer"}};

QString variantId(shogi::VariantKind kind) {
    const std::string_view id = shogi::Variant::get(kind).id;
    return QString::fromLatin1(id.data(), qsizetype(id.size()));
}

} // namespace

QJsonObject write(const GameSetup& s) {
    QString timeKind;
    for (const auto& [kind, word] : kTimeKinds)
        if (kind == s.timeControl.kind) timeKind = QLatin1String(word);
    return {
        {QStringLiteral("variant"), variantId(s.variant)},
        {QStringLiteral("handicap"), s.handicapId},
        {QStringLiteral("startSfen"), s.startSfen},
        {QStringLiteral("blackName"), s.blackName},
        {QStringLiteral("whiteName"), s.whiteName},
        {QStringLiteral("timeControl"), timeKind},
        {QStringLiteral("mainMs"), qint64(s.timeControl.mainMs)},
        {QStringLiteral("byoyomiMs"), qint64(s.timeControl.byoyomiMs)},
        {QStringLiteral("incrementMs"), qint64(s.timeControl.incrementMs)},
        {QStringLiteral("policy"), s.policy == shogi::IllegalMovePolicy::Tournament
                                       ? QStringLiteral("tournament")
                                       : QStringLiteral("friendly")},
        {QStringLiteral("impasseRule"),
         s.impasseRule == shogi::ImpasseRule::Points24 ? QStringLiteral("24") : QStringLiteral("27")},
    };
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
    for (const auto& [kind, word] : kTimeKinds)
        if (text("timeControl") == QLatin1String(word)) s.timeControl.kind = kind;
    s.timeControl.mainMs = ms("mainMs");
    s.timeControl.byoyomiMs = ms("byoyomiMs");
    s.timeControl.incrementMs = ms("incrementMs");
    if (text("policy") == QLatin1String("tournament")) s.policy = shogi::IllegalMovePolicy::Tournament;
    if (text("impasseRule") == QLatin1String("24")) s.impasseRule = shogi::ImpasseRule::Points24;
    return s;
}

} // namespace GameSetupJson
