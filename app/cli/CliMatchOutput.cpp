// shogiban-cli match: progress lines, the summary (text or JSON) and the KIF records.
#include "CliMatch.h"
#include "formats/RecordFormat.h"
#include "match/MatchRecord.h"

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <cmath>
#include <cstdio>

namespace cli {

namespace {

using shogi::match::GameReport;
using shogi::match::MatchTally;

FILE* progressStream(const MatchOutput& out) {
    return out.json ? stderr : stdout;
}

std::string signedNumber(double x) {
    if (std::isinf(x)) return x > 0 ? "+inf" : "-inf";
    char text[32];
    std::snprintf(text, sizeof text, "%+.1f", x);
    return text;
}

QJsonValue finiteOrNull(double x) {
    return std::isfinite(x) ? QJsonValue(std::round(x * 10) / 10) : QJsonValue();
}

QString recordPath(const QString& dir, int number, int games, const QString& extension) {
    const int width = std::max(3, int(QString::number(games).size()));
    return QDir(dir).filePath(
        QStringLiteral("game-%1.%2").arg(number, width, 10, QLatin1Char('0')).arg(extension));
}

} // namespace

std::string describeTimeControl(const shogi::TimeControl& tc) {
    using Kind = shogi::TimeControl::Kind;
    const auto ms = [](std::int64_t x) { return std::to_string(x) + " ms"; };
    switch (tc.kind) {
    case Kind::None:
        return "no clock";
    case Kind::SuddenDeath:
        return ms(tc.mainMs) + " sudden death";
    case Kind::Byoyomi:
        return tc.mainMs == 0 ? "byoyomi " + ms(tc.byoyomiMs)
                              : ms(tc.mainMs) + " + byoyomi " + ms(tc.byoyomiMs);
    case Kind::Fischer:
        return ms(tc.mainMs) + " + " + ms(tc.incrementMs) + " per move (Fischer)";
    }
    return {};
}

void printMatchStart(const shogi::match::MatchSettings& s, const MatchOutput& out, int openingCount) {
    std::fprintf(progressStream(out), "match: %d game%s, %s, %s (grace %lld ms), %d opening%s%s\n", s.games,
                 s.games == 1 ? "" : "s", std::string(shogi::Variant::get(s.variant).id).c_str(),
                 describeTimeControl(s.timeControl).c_str(), static_cast<long long>(s.graceMs), openingCount,
                 openingCount == 1 ? "" : "s", s.concurrency > 1 ? ", 2 at a time" : "");
    std::fflush(progressStream(out));
}

void printGame(const GameReport& report, const MatchTally& tally, int games, MatchOutput& out) {
    FILE* f = progressStream(out);
    std::fprintf(f, "game %d/%d (opening %d): %s - %s: %s, %zu plies   [%d-%d-%d]\n", report.number, games,
                 report.openingNumber, report.nameBySide[0].c_str(), report.nameBySide[1].c_str(),
                 shogi::match::resultText(report).c_str(), report.moves.size(), tally.wins, tally.draws,
                 tally.losses);
    if (!report.detail.empty()) std::fprintf(f, "    %s\n", report.detail.c_str());
    if (!report.engineOutput.empty()) {
        // The last few lines tell why (an assertion, a search still running); more would bury the progress.
        constexpr std::size_t shown = 8;
        const std::vector<std::string>& lines = report.engineOutput;
        std::fprintf(f, "    last output of the engine:\n");
        for (std::size_t i = lines.size() > shown ? lines.size() - shown : 0; i < lines.size(); ++i)
            std::fprintf(f, "      %s\n", lines[i].c_str());
    }
    std::fflush(f);
}

void printSummary(const MatchTally& t, const MatchOutput& out) {
    const shogi::match::EloEstimate elo = t.elo();
    if (out.json) {
        const auto faults = [](const shogi::match::EngineFaults& f) {
            return QJsonObject{{QStringLiteral("illegal_moves"), f.illegalMoves},
                               {QStringLiteral("time_losses"), f.timeLosses},
                               {QStringLiteral("crashes"), f.crashes}};
        };
        const QJsonObject summary{
            {QStringLiteral("engine1"), QString::fromStdString(t.names[0])},
            {QStringLiteral("engine2"), QString::fromStdString(t.names[1])},
            {QStringLiteral("games"), t.games},
            {QStringLiteral("wins"), t.wins},
            {QStringLiteral("draws"), t.draws},
            {QStringLiteral("losses"), t.losses},
            {QStringLiteral("score"), std::round(elo.score * 10000) / 10000},
            {QStringLiteral("elo"), finiteOrNull(elo.elo)},
            {QStringLiteral("elo_error"), finiteOrNull(elo.errorMargin)},
            {QStringLiteral("faults1"), faults(t.faults[0])},
            {QStringLiteral("faults2"), faults(t.faults[1])},
        };
        std::printf("%s\n", QJsonDocument(summary).toJson(QJsonDocument::Compact).constData());
        return;
    }
    std::printf("%s vs %s: %d-%d-%d (W-D-L), %.1f %%\n", t.names[0].c_str(), t.names[1].c_str(), t.wins,
                t.draws, t.losses, elo.score * 100);
    std::printf("Elo difference: %s", signedNumber(elo.elo).c_str());
    if (std::isfinite(elo.errorMargin))
        std::printf(" +/- %.1f (95 %%, from %s to %s)\n", elo.errorMargin, signedNumber(elo.low).c_str(),
                    signedNumber(elo.high).c_str());
    else
        std::printf(" (the 95 %% interval reaches a 0 %% or 100 %% score: too few games)\n");
    for (int e = 0; e < 2; ++e) {
        const shogi::match::EngineFaults& f = t.faults[std::size_t(e)];
        std::printf("%s: %d illegal move%s, %d time loss%s, %d crash%s\n", t.names[std::size_t(e)].c_str(),
                    f.illegalMoves, f.illegalMoves == 1 ? "" : "s", f.timeLosses,
                    f.timeLosses == 1 ? "" : "es", f.crashes, f.crashes == 1 ? "" : "es");
    }
}

bool writeGameRecord(const GameReport& report, const shogi::match::MatchSettings& settings,
                     const QString& dir, int games) {
    const shogi::GameRecord record = shogi::match::gameRecord(report, settings);
    // Shift_JIS .kif for the old tools, unless an engine's name has characters it cannot hold.
    auto bytes = shogi::encodeKif(record, true);
    const QString path =
        recordPath(dir, report.number, games, bytes ? QStringLiteral("kif") : QStringLiteral("kifu"));
    const QByteArray data = bytes ? *bytes : shogi::writeKif(record).toUtf8();
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly) && file.write(data) == data.size() && file.commit()) return true;
    std::fprintf(stderr, "shogiban-cli: cannot write %s: %s\n", qUtf8Printable(path),
                 qUtf8Printable(file.errorString()));
    return false;
}

} // namespace cli
