#include "puzzles/PuzzlePicker.h"

#include <algorithm>
#include <cmath>

namespace shogi::puzzles {

namespace {

constexpr std::size_t Nearest = 8;

bool fromBook(const Puzzle& p) {
    return std::any_of(p.tags.begin(), p.tags.end(),
                       [](const std::string& t) { return t.rfind("book:", 0) == 0; });
}

} // namespace

double difficulty(const Puzzle& p) {
    if (!p.isTsume()) return 1500;
    const int plies = p.mateLength();
    // 1 → 900, 3 → 1200, 5 → 1450, 7 → 1650, 9 → 1800, then 50 a ply pair up to 2600.
    static constexpr double Steps[] = {900, 1200, 1450, 1650, 1800};
    double r = plies <= 9 ? Steps[(plies - 1) / 2] : std::min(2600.0, 1800 + 50.0 * (plies - 9) / 2);
    if (fromBook(p)) r = std::min(2800.0, r + 200);
    return r;
}

bool PuzzleFilter::accepts(const Puzzle& p) const {
    if (!collections.empty() && !collections.count(p.collection)) return false;
    if (p.isNextMove()) return includeNextMove;
    if (!includeTsume) return false;
    const int plies = p.mateLength();
    return plies >= minPlies && plies <= maxPlies;
}

std::optional<std::size_t> pickNext(const std::vector<Puzzle>& all, const PuzzleFilter& filter, double rating,
                                    const std::set<std::string>& done, std::mt19937& rng) {
    std::vector<std::size_t> open, any;
    for (std::size_t i = 0; i < all.size(); ++i) {
        if (!filter.accepts(all[i])) continue;
        any.push_back(i);
        if (!done.count(all[i].id())) open.push_back(i);
    }
    auto& pool = open.empty() ? any : open;
    if (pool.empty()) return std::nullopt;
    std::stable_sort(pool.begin(), pool.end(), [&](std::size_t a, std::size_t b) {
        return std::fabs(difficulty(all[a]) - rating) < std::fabs(difficulty(all[b]) - rating);
    });
    // The nearest few, and every other problem as near as the last of them, so that ties are shared fairly.
    const double edge = std::fabs(difficulty(all[pool[std::min(Nearest, pool.size()) - 1]]) - rating);
    std::size_t n = 0;
    while (n < pool.size() && std::fabs(difficulty(all[pool[n]]) - rating) <= edge)
        ++n;
    std::uniform_int_distribution<std::size_t> pick(0, n - 1);
    return pool[pick(rng)];
}

} // namespace shogi::puzzles
