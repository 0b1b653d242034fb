#include "match/TournamentFolder.h"

#include "formats/FileSave.h"
#include "formats/RecordFormat.h"
#include "match/MatchRecord.h"
#include "match/TournamentSchedule.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace shogi::match {

namespace {

QString text(const std::string& s) {
    return QString::fromStdString(s);
}

QJsonArray strings(const std::vector<std::string>& list) {
    QJsonArray out;
    for (const std::string& s : list)
        out.append(text(s));
    return out;
}

std::vector<std::string> strings(const QJsonValue& value) {
    std::vector<std::string> out;
    for (const QJsonValue& v : value.toArray())
        out.push_back(v.toString().toStdString());
    return out;
}

const char* outcomeName(Outcome o) {
    switch (o) {
    case Outcome::BlackWins:
        return "black";
    case Outcome::WhiteWins:
        return "white";
    case Outcome::Draw:
    case Outcome::Ongoing:
        break;
    }
    return "draw";
}

QJsonObject engineJson(const EngineSpec& e) {
    QJsonArray options;
    for (const auto& [name, value] : e.options)
        options.append(QJsonArray{text(name), text(value)});
    return {{"program", text(e.program)}, {"arguments", strings(e.arguments)},
            {"name", text(e.name)},       {"options", options},
            {"book_off", e.bookOff},      {"environment", strings(e.environment)}};
}

EngineSpec engineFromJson(const QJsonObject& o) {
    EngineSpec e;
    e.program = o["program"].toString().toStdString();
    e.arguments = strings(o["arguments"]);
    e.name = o["name"].toString().toStdString();
    for (const QJsonValue& pair : o["options"].toArray())
        e.options.emplace_back(pair[0].toString().toStdString(), pair[1].toString().toStdString());
    e.bookOff = o["book_off"].toBool();
    e.environment = strings(o["environment"]);
    return e;
}

QJsonObject settingsJson(const MatchSettings& s) {
    QJsonArray engines, openings;
    for (const EngineSpec& e : s.engines)
        engines.append(engineJson(e));
    for (const Opening& o : s.openings)
        openings.append(text(o.text));
    QJsonObject out{
        {"engines", engines},
        {"format", s.format == TournamentFormat::Gauntlet ? "gauntlet" : "round robin"},
        {"variant", text(std::string(Variant::get(s.variant).id))},
        {"games_per_pairing", s.games},
        {"time_control", QJsonObject{{"kind", int(s.timeControl.kind)},
                                     {"main_ms", double(s.timeControl.mainMs)},
                                     {"byoyomi_ms", double(s.timeControl.byoyomiMs)},
                                     {"increment_ms", double(s.timeControl.incrementMs)}}},
        {"grace_ms", double(s.graceMs)},
        {"max_plies", s.maxPlies},
        {"openings", openings},
        {"concurrency", s.concurrency},
    };
    if (s.seed) out["seed"] = double(*s.seed);
    if (s.sprt)
        out["sprt"] = QJsonObject{
            {"elo0", s.sprt->elo0}, {"elo1", s.sprt->elo1}, {"alpha", s.sprt->alpha}, {"beta", s.sprt->beta}};
    return out;
}

Result<MatchSettings> settingsFromJson(const QJsonObject& o) {
    MatchSettings s;
    s.engines.clear();
    for (const QJsonValue& e : o["engines"].toArray())
        s.engines.push_back(engineFromJson(e.toObject()));
    if (s.engines.size() < 2) return Error{"fewer than two engines", 0, 0};
    s.format = o["format"].toString() == QLatin1String("gauntlet") ? TournamentFormat::Gauntlet
                                                                   : TournamentFormat::RoundRobin;
    const auto variant = Variant::fromId(o["variant"].toString().toStdString());
    if (!variant) return Error{"unknown variant '" + o["variant"].toString().toStdString() + "'", 0, 0};
    s.variant = *variant;
    s.games = o["games_per_pairing"].toInt();
    if (s.games < 1) return Error{"no games per pairing", 0, 0};
    const QJsonObject tc = o["time_control"].toObject();
    const int kind = tc["kind"].toInt();
    if (kind < int(TimeControl::Kind::None) || kind > int(TimeControl::Kind::Fischer))
        return Error{"unknown time control", 0, 0};
    s.timeControl = {TimeControl::Kind(kind), std::int64_t(tc["main_ms"].toDouble()),
                     std::int64_t(tc["byoyomi_ms"].toDouble()), std::int64_t(tc["increment_ms"].toDouble())};
    s.graceMs = std::int64_t(o["grace_ms"].toDouble(100));
    s.maxPlies = o["max_plies"].toInt(512);
    int line = 0;
    for (const QJsonValue& v : o["openings"].toArray()) {
        ++line;
        auto opening = parseOpening(v.toString().toStdString(), s.variant);
        if (!opening) return Error{"opening " + std::to_string(line) + ": " + opening.error().message, 0, 0};
        s.openings.push_back(std::move(*opening));
    }
    if (o.contains("seed")) s.seed = unsigned(o["seed"].toDouble());
    s.concurrency = std::max(1, o["concurrency"].toInt(1));
    if (o.contains("sprt")) {
        const QJsonObject t = o["sprt"].toObject();
        s.sprt = SprtSettings{t["elo0"].toDouble(), t["elo1"].toDouble(5), t["alpha"].toDouble(0.05),
                              t["beta"].toDouble(0.05)};
    }
    return s;
}

QJsonObject gameJson(const GameSummary& g) {
    return {{"number", g.number},
            {"pairing", g.pairing},
            {"swap_pair", g.swapPair},
            {"black", g.engineBySide[0]},
            {"white", g.engineBySide[1]},
            {"outcome", outcomeName(g.outcome)},
            {"termination", terminationName(g.termination)},
            {"plies", g.plies},
            {"detail", text(g.detail)}};
}

Result<GameSummary> gameFromJson(const QJsonObject& o, int engines) {
    GameSummary g;
    g.number = o["number"].toInt();
    g.pairing = o["pairing"].toInt();
    g.swapPair = o["swap_pair"].toInt();
    g.engineBySide = {o["black"].toInt(-1), o["white"].toInt(-1)};
    const QString outcome = o["outcome"].toString();
    g.outcome = outcome == QLatin1String("black")   ? Outcome::BlackWins
                : outcome == QLatin1String("white") ? Outcome::WhiteWins
                                                    : Outcome::Draw;
    const auto termination = terminationFromName(o["termination"].toString().toStdString());
    if (!termination)
        return Error{"unknown termination '" + o["termination"].toString().toStdString() + "'", 0, 0};
    g.termination = *termination;
    g.plies = o["plies"].toInt();
    g.detail = o["detail"].toString().toStdString();
    for (int e : g.engineBySide)
        if (e < 0 || e >= engines) return Error{"an engine number out of range", 0, 0};
    if (g.number < 1) return Error{"a game without a number", 0, 0};
    return g;
}

} // namespace

int scheduledGameCount(const MatchSettings& settings) {
    return int(pairings(int(settings.engines.size()), settings.format).size()) * settings.games;
}

QString tournamentStatePath(const QString& dir) {
    return QDir(dir).filePath(QStringLiteral("tournament.json"));
}

std::optional<std::string> saveTournamentState(const QString& dir, const TournamentState& state) {
    QJsonArray games;
    for (const GameSummary& g : state.done)
        games.append(gameJson(g));
    const QJsonObject root{
        {"format", "shogiban tournament 1"}, {"settings", settingsJson(state.settings)}, {"games", games}};
    const QString path = tournamentStatePath(dir);
    if (const auto failure = saveFile(path, QJsonDocument(root).toJson()))
        return "cannot write " + path.toStdString() + ": " + failure->systemText.toStdString();
    return std::nullopt;
}

Result<TournamentState> loadTournamentState(const QString& dir) {
    const QString path = tournamentStatePath(dir);
    const auto fail = [&](const std::string& why) { return Error{path.toStdString() + ": " + why, 0, 0}; };
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return fail(file.errorString().toStdString());
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (doc.isNull()) return fail("not JSON: " + parseError.errorString().toStdString());
    const QJsonObject root = doc.object();
    if (root["format"].toString() != QLatin1String("shogiban tournament 1"))
        return fail("not a Shogiban tournament state");
    auto settings = settingsFromJson(root["settings"].toObject());
    if (!settings) return fail(settings.error().message);
    TournamentState state{std::move(*settings), {}};
    const int engines = int(state.settings.engines.size());
    const int pairingCount = int(pairings(engines, state.settings.format).size());
    for (const QJsonValue& v : root["games"].toArray()) {
        auto game = gameFromJson(v.toObject(), engines);
        if (!game) return fail("game " + std::to_string(state.done.size() + 1) + ": " + game.error().message);
        if (game->pairing < 0 || game->pairing >= pairingCount) return fail("a pairing out of range");
        state.done.push_back(std::move(*game));
    }
    return state;
}

Result<QString> saveGameRecord(const GameReport& report, const MatchSettings& settings, const QString& dir,
                               int games) {
    const GameRecord record = gameRecord(report, settings);
    // Shift_JIS .kif for the old tools, unless an engine's name has characters it cannot hold.
    const auto bytes = encodeKif(record, true);
    const int width = std::max(3, int(QString::number(games).size()));
    const QString path = QDir(dir).filePath(QStringLiteral("game-%1.%2")
                                                .arg(report.number, width, 10, QLatin1Char('0'))
                                                .arg(bytes ? QStringLiteral("kif") : QStringLiteral("kifu")));
    const QByteArray data = bytes ? *bytes : writeKif(record).toUtf8();
    if (const auto failure = saveFile(path, data))
        return Error{"cannot write " + path.toStdString() + ": " + failure->systemText.toStdString(), 0, 0};
    return path;
}

std::vector<std::string> recordFinishedGame(const QString& dir, TournamentState& state,
                                            const GameReport& report) {
    std::vector<std::string> errors;
    if (const auto written = saveGameRecord(report, state.settings, dir, scheduledGameCount(state.settings));
        !written)
        errors.push_back(written.error().message);
    state.done.push_back(summarize(report));
    if (const auto failure = saveTournamentState(dir, state)) errors.push_back(*failure);
    return errors;
}

} // namespace shogi::match
