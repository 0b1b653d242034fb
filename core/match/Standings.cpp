#include "match/Standings.h"

#include <algorithm>
#include <numeric>

namespace shogi::match {

GameSummary summarize(const GameReport& report) {
    return {report.number,          report.pairing,     std::max(report.swapPair, 0), report.engineBySide,
            report.outcome,         report.termination, int(report.moves.size()),     report.detail,
            moveTimesBySide(report)};
}

Standings::Standings(std::vector<std::string> names, std::vector<Pairing> pairingList)
    : pairings(std::move(pairingList)), pairs(pairings.size()) {
    for (std::string& name : names)
        engines.push_back(EngineStanding{std::move(name), 0, 0, 0, 0, {}});
    for (std::size_t p = 0; p < pairings.size(); ++p)
        pairs[p].names = {engines[std::size_t(pairings[p].first)].name,
                          engines[std::size_t(pairings[p].second)].name};
}

void Standings::add(const GameSummary& game) {
    if (game.pairing < 0 || game.pairing >= int(pairs.size())) return;
    ++games;
    const Pairing& pairing = pairings[std::size_t(game.pairing)];
    std::optional<int> loser; // an engine index
    if (game.outcome == Outcome::BlackWins) loser = game.engineBySide[index(Color::White)];
    if (game.outcome == Outcome::WhiteWins) loser = game.engineBySide[index(Color::Black)];
    const std::optional<int> loserInPair =
        loser ? std::optional(*loser == pairing.first ? 0 : 1) : std::nullopt;
    MatchTally& tally = pairs[std::size_t(game.pairing)];
    tally.add(game.swapPair, loserInPair, game.termination);
    for (Color side : {Color::Black, Color::White})
        tally.moveTimes[game.engineBySide[index(side)] == pairing.first ? 0 : 1].add(
            game.timesBySide[index(side)]);
    for (int e : game.engineBySide) {
        EngineStanding& s = engines[std::size_t(e)];
        ++s.games;
        if (!loser)
            ++s.draws;
        else if (*loser == e)
            ++s.losses;
        else
            ++s.wins;
    }
    if (!loser) return;
    EngineFaults& f = engines[std::size_t(*loser)].faults;
    if (game.termination == Termination::IllegalMove) ++f.illegalMoves;
    if (game.termination == Termination::Time) ++f.timeLosses;
    if (game.termination == Termination::Crash) ++f.crashes;
}

std::vector<int> Standings::ranking() const {
    std::vector<int> order(engines.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        const EngineStanding &x = engines[std::size_t(a)], &y = engines[std::size_t(b)];
        if (x.points() != y.points()) return x.points() > y.points();
        return x.games < y.games;
    });
    return order;
}

} // namespace shogi::match
