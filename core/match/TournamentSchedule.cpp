#include "match/TournamentSchedule.h"

namespace shogi::match {

std::vector<Pairing> pairings(int engineCount, TournamentFormat format) {
    std::vector<Pairing> out;
    for (int a = 0; a < engineCount; ++a) {
        for (int b = a + 1; b < engineCount; ++b)
            out.push_back({a, b});
        if (format == TournamentFormat::Gauntlet) break;
    }
    return out;
}

std::vector<ScheduledGame> tournamentSchedule(const std::vector<Pairing>& pairs, int gamesPerPairing,
                                              const std::vector<int>& openingOrder) {
    std::vector<ScheduledGame> games;
    if (openingOrder.empty()) return games;
    for (int k = 0; 2 * k < gamesPerPairing; ++k)
        for (int p = 0; p < int(pairs.size()); ++p)
            for (int colour = 0; colour < 2 && 2 * k + colour < gamesPerPairing; ++colour) {
                ScheduledGame g;
                g.number = int(games.size()) + 1;
                g.pairing = p;
                g.swapPair = k;
                g.opening = openingOrder[std::size_t(k) % openingOrder.size()];
                const Pairing& pair = pairs[std::size_t(p)];
                g.engineBySide =
                    colour == 0 ? std::array{pair.first, pair.second} : std::array{pair.second, pair.first};
                games.push_back(g);
            }
    return games;
}

} // namespace shogi::match
