// shogiban-cli match: progress lines, the summary (text or JSON) and the KIF records.
#include "cli/CliMatch.h"
#include "formats/RecordFormat.h"
#include "match/MatchRecord.h"
#include "match/TournamentFolder.h"

#include <QDir>
#include <QJsonArray>
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

const char* decisionText(shogi::match::SprtDecision d) {
    switch (d) {
    case shogi::match::SprtDecision::AcceptH0:
        return "H0 accepted";
    case shogi::match::SprtDecision::AcceptH1:
        return "H1 accepted";
    case shogi::match::SprtDecision::Continue:
        break;
    }
    return "undecided";
}

std::string pentanomialText(const MatchTally& t) {
    const auto& p = t.pentanomial;
    char text[96];
    std::snprintf(text, sizeof text, "[%d, %d, %d, %d, %d]", p[0], p[1], p[2], p[3], p[4]);
    return text;
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
                 s.nodes ? (std::to_string(s.nodes) +
                            (s.engines.size() == 2 && s.engines[1].nodes
                                 ? " and " + std::to_string(s.engines[1].nodes) + " nodes a move"
                                 : std::string(" nodes a move")))
                               .c_str()
                         : describeTimeControl(s.timeControl).c_str(),
                 static_cast<long long>(s.graceMs), openingCount, openingCount == 1 ? "" : "s",
                 s.concurrency > 1 ? (", " + std::to_string(s.concurrency) + " at a time").c_str() : "");
    std::fflush(progressStream(out));
}

void printGame(const GameReport& report, const MatchTally& tally, int games, MatchOutput& out) {
    FILE* f = progressStream(out);
    std::string llr;
    if (out.sprt) {
        char text[32];
        std::snprintf(text, sizeof text, "  LLR %.2f", tally.sprt(*out.sprt).llr);
        llr = text;
    }
    std::fprintf(f, "game %d/%d (opening %d): %s - %s: %s, %zu plies   [%d-%d-%d]%s\n", report.number, games,
                 report.openingNumber, report.nameBySide[0].c_str(), report.nameBySide[1].c_str(),
                 shogi::match::resultText(report).c_str(), report.moves.size(), tally.wins, tally.draws,
                 tally.losses, llr.c_str());
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
        const auto moveTimes = [](const shogi::match::MoveTimes& m) {
            return QJsonObject{{QStringLiteral("moves"), m.moves},
                               {QStringLiteral("mean_ms"), std::round(m.meanMs() * 10) / 10},
                               {QStringLiteral("longest_ms"), qint64(m.longestMs)}};
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
            {QStringLiteral("move_times1"), moveTimes(t.moveTimes[0])},
            {QStringLiteral("move_times2"), moveTimes(t.moveTimes[1])},
            {QStringLiteral("pentanomial"), QJsonArray{t.pentanomial[0], t.pentanomial[1], t.pentanomial[2],
                                                       t.pentanomial[3], t.pentanomial[4]}},
        };
        QJsonObject withSprt = summary;
        if (out.sprt) {
            const shogi::match::SprtStatus st = t.sprt(*out.sprt);
            withSprt.insert(
                QStringLiteral("sprt"),
                QJsonObject{{QStringLiteral("elo0"), out.sprt->elo0},
                            {QStringLiteral("elo1"), out.sprt->elo1},
                            {QStringLiteral("alpha"), out.sprt->alpha},
                            {QStringLiteral("beta"), out.sprt->beta},
                            {QStringLiteral("llr"), std::round(st.llr * 1000) / 1000},
                            {QStringLiteral("lower"), std::round(st.lower * 1000) / 1000},
                            {QStringLiteral("upper"), std::round(st.upper * 1000) / 1000},
                            {QStringLiteral("decision"), QString::fromLatin1(decisionText(st.decision))}});
        }
        std::printf("%s\n", QJsonDocument(withSprt).toJson(QJsonDocument::Compact).constData());
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
    std::printf("Pairs of games with the colours swapped, by engine 1's points 0-2: %s\n",
                pentanomialText(t).c_str());
    if (out.sprt) {
        const shogi::match::SprtStatus st = t.sprt(*out.sprt);
        std::printf("SPRT [%.1f, %.1f] alpha %.3g beta %.3g: LLR %.2f (%.2f, %.2f), %s\n", out.sprt->elo0,
                    out.sprt->elo1, out.sprt->alpha, out.sprt->beta, st.llr, st.lower, st.upper,
                    decisionText(st.decision));
    }
    for (int e = 0; e < 2; ++e) {
        const shogi::match::EngineFaults& f = t.faults[std::size_t(e)];
        std::printf("%s: %d illegal move%s, %d time loss%s, %d crash%s\n", t.names[std::size_t(e)].c_str(),
                    f.illegalMoves, f.illegalMoves == 1 ? "" : "s", f.timeLosses,
                    f.timeLosses == 1 ? "" : "es", f.crashes, f.crashes == 1 ? "" : "es");
    }
    for (int e = 0; e < 2; ++e) {
        const shogi::match::MoveTimes& m = t.moveTimes[std::size_t(e)];
        std::printf("%s: %d move%s, %.0f ms a move on average, the longest %lld ms\n",
                    t.names[std::size_t(e)].c_str(), m.moves, m.moves == 1 ? "" : "s", m.meanMs(),
                    static_cast<long long>(m.longestMs));
    }
}

bool writeGameRecord(const GameReport& report, const shogi::match::MatchSettings& settings,
                     const QString& dir, int games) {
    const auto written = shogi::match::saveGameRecord(report, settings, dir, games);
    if (written) return true;
    std::fprintf(stderr, "shogiban-cli: %s\n", written.error().message.c_str());
    return false;
}

} // namespace cli
