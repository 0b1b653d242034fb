#include "engine/MateSolver.h"

#include "engine/FutileInterposition.h"
#include "rules/MoveGenerator.h"

#include <algorithm>

// MateSolver, reading a proven mate's line back from the table: the attacker's shortest checks, the defender's
// longest resistance, positions whose proof the table lost proven again on the spot.

namespace shogi::engine {

// The move the line takes from the current position, mated within `limit` plies: the attacker's shortest
// proven mate, or the defender's longest resistance not counting futile interpositions. With `exact` the mate
// from here is known to take exactly `limit` plies, and the defence chosen is one proven to hold it off that
// long, or if futile interpositions are all that do, the longest that does otherwise (the table's lengths are
// only bounds); `exact` is cleared when that cannot be told. `next`: the plies the mate takes after the move
// (exactly, if `exact` is still set). None when the table does not hold a proof of every move needed.
Move MateSolver::pick(bool orNode, const MoveList& moves, int limit, int ply, bool& exact, int& next) {
    struct Option {
        Move move;
        int length;
    };
    std::vector<Option> proven;
    std::vector<std::pair<Move, Move>> blocks; // composed: interpositions the checker simply takes, and how
    const auto provenChild = [&](Move m, Option& out) {
        m_pos.doMove(m);
        MateNumbers e;
        bool ok = m_table.probe(tableKey(m_pos, limit - 1), limit - 1, e) && e.pn == 0;
        if (!ok && orNode) {
            // A check that mates at once may have been dropped from the table as cheap to find again.
            ok = !movegen::hasLegalMove(m_pos) || (composed() && futility::effectivelyMated(m_pos));
            e.length = 0;
        }
        m_pos.undoMove();
        out = {m, e.length};
        return ok;
    };
    for (Move m : moves) {
        if (!orNode && composed())
            if (const Move capture = futility::simpleCapture(m_pos, m); capture != Move::none()) {
                blocks.emplace_back(m, capture);
                continue;
            }
        Option o;
        if (provenChild(m, o))
            proven.push_back(o);
        else if (!orNode)
            return Move::none();
    }
    // An interposition is futile, and not played, when the mate after its capture, without the piece won, is no
    // longer than the other defences make it.
    int others = 0;
    for (const Option& o : proven)
        others = std::max(others, o.length + 1);
    for (const auto& [block, capture] : blocks) {
        const int standIn = standInLength(block, capture, limit);
        if (standIn <= others) continue;
        Option o;
        if (provenChild(block, o))
            proven.push_back(o);
        else if (standIn > limit) // the table's lengths are bounds: the search may have found it futile
            return Move::none();
    }
    if (proven.empty()) return Move::none();
    next = limit - 1;
    if (orNode)
        return std::min_element(proven.begin(), proven.end(),
                                [](auto& a, auto& b) { return a.length < b.length; })
            ->move;
    // Longest first; at equal length a piece move or capture before a drop.
    std::stable_sort(proven.begin(), proven.end(), [](auto& a, auto& b) {
        return a.length != b.length ? a.length > b.length : !a.move.isDrop() && b.move.isDrop();
    });
    std::vector<Move> futileDrops;
    const auto isFutile = [&](Move m, int plies) {
        if (!m.isDrop() || composed()) return false; // composed: left out above
        if (std::find(futileDrops.begin(), futileDrops.end(), m) != futileDrops.end()) return true;
        if (!futile(m, plies)) return false;
        futileDrops.push_back(m);
        return true;
    };
    // A defence that holds the mate off past t - 3 plies takes exactly t - 1 more when none did past t - 1.
    for (int t = limit; exact && t >= 2; t -= 2) {
        for (const Option& o : proven) {
            if (o.length < t - 1) break; // the table already mates it sooner
            const Verdict v = resists(o.move, t, ply);
            if (v == Verdict::Unknown) exact = false;
            if (v != Verdict::Yes) continue;
            if (isFutile(o.move, t)) continue;
            next = t - 1;
            return o.move;
        }
    }
    // Not exact: go on by the bounds. Only futile interpositions: the problem is over, end it soonest.
    exact = false;
    for (const Option& o : proven)
        if (!isFutile(o.move, limit)) return o.move;
    return proven.back().move;
}

// The mate length of the position after `block` and `capture` without the piece won, `limit` plies left as
// here, as far as the table knows it; NoMate when it does not. (Proving it here would search without the
// limit the proof had; a proof that rests on it stored it, and a lost one is found again by extract.)
int MateSolver::standInLength(Move block, Move capture, int limit) {
    m_pos.doMove(block);
    const Position standIn = futility::withoutWonPiece(m_pos, capture);
    m_pos.undoMove();
    MateNumbers e;
    return m_table.probe(tableKey(standIn, limit), limit, e) && e.pn == 0 ? e.length : MateTable::NoMate;
}

// The move on from a position of the line whose proof the table lost (pick found none). The position is proven
// again apart from the line above it (a proof never rests on the path, and reading back cannot loop: the plies
// left fall at every move), within the `remaining` plies first. If that finds none, it is proven as the first
// proof was, without a limit, and the line goes on with the length that proof has, no longer exact: a table that
// lost a proof of an interposition searched as a defence leaves a bound that its stand-in, searched under the
// limit, may only meet through lines back to its own path (図巧 91 with 64 MB, 将棋無双 10 with 1 MB).
Move MateSolver::proveAgain(bool orNode, const MoveList& moves, int ply, int& remaining, bool& exact,
                            int& next) {
    const auto proveApart = [&] {
        std::vector<std::uint64_t> above;
        std::swap(above, m_path);
        const bool proven = prove(orNode, ply);
        std::swap(above, m_path);
        return proven;
    };
    if (proveApart()) {
        const Move m = pick(orNode, moves, remaining, ply, exact, next);
        if (m != Move::none() || outOfTime()) return m;
    }
    if (outOfTime()) return Move::none();
    m_limit = HardPlyCap;
    MateNumbers e;
    const bool proven =
        proveApart() && m_table.probe(tableKey(m_pos, HardPlyCap - ply), HardPlyCap - ply, e) && e.pn == 0;
    if (proven) {
        remaining = e.length;
        exact = false;
    }
    m_limit = ply + remaining;
    return proven ? pick(orNode, moves, remaining, ply, exact, next) : Move::none();
}

// Reads the mating line back from the table for a mate of at most `limit` plies (exactly `limit` when `exact`),
// proving again whatever position on it the table has lost (see proveAgain). False when the time runs out first.
bool MateSolver::extract(int limit, bool exact, std::vector<Move>& line) {
    line.clear();
    m_path.clear();
    bool orNode = true, mate = false;
    int remaining = limit;
    for (int ply = 0; !mate; ++ply) {
        MoveList moves;
        children(orNode, moves);
        if (moves.empty() || (!orNode && composed() && futility::effectivelyMated(m_pos))) {
            mate = !orNode;
            break;
        }
        m_limit = ply + remaining;
        int next = remaining - 1;
        Move m = pick(orNode, moves, remaining, ply, exact, next);
        if (m == Move::none()) m = proveAgain(orNode, moves, ply, remaining, exact, next);
        if (m == Move::none()) break;
        m_path.push_back(m_pos.key());
        m_pos.doMove(m);
        line.push_back(m);
        orNode = !orNode;
        remaining = next;
    }
    for (std::size_t i = 0; i < line.size(); ++i)
        m_pos.undoMove();
    m_path.clear();
    if (!mate) line.clear();
    return mate;
}

// The plies to mate after `m` from the current position as the table proves them, whatever the limit the proof
// was found under; -1 when it holds no proof. A check that mates at once may have been dropped as cheap: 0.
int MateSolver::provenLength(Move m, bool orNode) {
    m_pos.doMove(m);
    MateNumbers e;
    int length = -1;
    if (m_table.probe(tableKey(m_pos, HardPlyCap), HardPlyCap, e) && e.pn == 0)
        length = e.length;
    else if (orNode && (!movegen::hasLegalMove(m_pos) || (composed() && futility::effectivelyMated(m_pos))))
        length = 0;
    m_pos.undoMove();
    return length;
}

// The plies to mate from the current position when the attacker plays the check whose line comes out shortest
// (of those proven shorter than the shortest found) and the defender the answer that holds it off longest,
// found by trying the answers (one whose proven length is no longer than the longest found cannot be longer);
// -1 when a proof needed is not in the table or the walk grows too long. Picking the answer with the longest
// proven length instead can take one whose proof is only a loose bound and print a line the defender could
// have made longer (将棋無双 87: 53 plies where no mate takes under 57). The result is itself a mate proven
// within that length, no search needed.
MateSolver::Answer MateSolver::longestAnswer(bool orNode, int ply, Walk& walk) {
    constexpr int MaxVisits = 200000;
    if (walk.failed || ply > HardPlyCap || ++walk.visits > MaxVisits) {
        walk.failed = true;
        return {};
    }
    const std::uint64_t key = m_pos.key();
    if (const auto it = walk.known.find(key); it != walk.known.end()) return it->second;
    MoveList moves;
    children(orNode, moves);
    Answer answer;
    if (!orNode && (moves.empty() || futility::effectivelyMated(m_pos))) {
        answer.plies = 0;
        answer.clean = m_pos.hand(m_attacker).empty();
    } else if (!orNode) {
        answer = longestDefence(moves, ply, walk);
    } else {
        // Every check proven shorter than the shortest mate found so far is tried (at equal length, with
        // preferClean, one that may end with the hand empty where the shortest does not).
        std::vector<std::pair<int, Move>> checks;
        for (Move m : moves)
            if (const int length = provenLength(m, true); length >= 0) checks.emplace_back(length, m);
        std::stable_sort(checks.begin(), checks.end(), [](auto& a, auto& b) { return a.first < b.first; });
        for (const auto& [length, m] : checks) {
            if (answer.plies >= 0 && (length + 1 > answer.plies ||
                                      (length + 1 == answer.plies && (answer.clean || !walk.preferClean))))
                break;
            m_pos.doMove(m);
            Answer after = longestAnswer(false, ply + 1, walk);
            m_pos.undoMove();
            if (walk.failed) return {};
            if (after.plies < 0) continue;
            ++after.plies;
            if (answer.plies < 0 || after.plies < answer.plies ||
                (after.plies == answer.plies && walk.preferClean && after.clean && !answer.clean)) {
                answer = {after.plies, after.clean, m};
            }
        }
    }
    walk.known[key] = answer;
    return answer;
}

// The defender's part of longestAnswer: every answer proven, the longest taken (with preferClean, as composers
// take it: see mainLine). An interposition the checker simply takes is futile, and left out, when the position
// after its capture without the piece won is mated no later than the other answers make it (as the search
// judges it, see mid).
MateSolver::Answer MateSolver::longestDefence(const MoveList& moves, int ply, Walk& walk) {
    struct Option {
        Move move;
        int length;
    };
    std::vector<Option> options;
    std::vector<std::pair<Move, Move>> blocks;
    for (Move m : moves) {
        if (const Move capture = futility::simpleCapture(m_pos, m); capture != Move::none()) {
            blocks.emplace_back(m, capture);
            continue;
        }
        const int length = provenLength(m, false);
        if (length < 0) return {};
        options.push_back({m, length});
    }
    std::stable_sort(options.begin(), options.end(), [](auto& a, auto& b) {
        return a.length != b.length ? a.length > b.length : !a.move.isDrop() && b.move.isDrop();
    });
    Answer chosen;
    int longest = -1; // of every answer tried, clean or not: what makes an interposition futile
    // An answer proven within `length` plies cannot beat the chosen line if it would not even by ending clean.
    const auto mayBeat = [&](int length) {
        if (!walk.preferClean || chosen.plies < 0) return length > chosen.plies;
        return length > Walk::counted(chosen) || (length == Walk::counted(chosen) && !chosen.clean);
    };
    const auto tryAnswer = [&](Move m) {
        m_pos.doMove(m);
        const Answer after = longestAnswer(true, ply + 1, walk);
        m_pos.undoMove();
        if (after.plies < 0) return false;
        longest = std::max(longest, after.plies);
        if (chosen.plies < 0 || walk.longer(after, chosen)) chosen = {after.plies, after.clean, m};
        return true;
    };
    for (const Option& o : options) {
        if (!mayBeat(o.length)) break;
        if (!tryAnswer(o.move)) return {};
    }
    const int others = longest + 1;
    for (const auto& [block, capture] : blocks) {
        m_pos.doMove(block);
        Position standIn = futility::withoutWonPiece(m_pos, capture);
        m_pos.undoMove();
        std::swap(m_pos, standIn);
        const int afterCapture = longestAnswer(false, ply, walk).plies;
        std::swap(m_pos, standIn);
        if (walk.failed) return {};
        if (afterCapture >= 0 && afterCapture <= others) continue;
        const int length = provenLength(block, false);
        if (length < 0) {
            if (afterCapture < 0) return {};
            continue; // the search found it futile by the lengths it had
        }
        if (mayBeat(length) && !tryAnswer(block)) return {};
    }
    if (chosen.plies >= 0) ++chosen.plies;
    return chosen;
}

// The line longestAnswer finds from `root` (the current position), checked; false when the walk could not
// read it. Counted as composers count only: counting every ply, futile drops are judged by searching while
// the line is read back (see pick), which the walk would do at every answer it tries (the 190 shared
// problems +6 % nodes, and their lines then differ from the exact read-back's).
bool MateSolver::readLongest(const Position& root, std::vector<Move>& line, bool preferClean) {
    Walk walk;
    walk.preferClean = preferClean;
    line.clear();
    if (!composed() || longestAnswer(true, 0, walk).plies < 0) return false;
    while (int(line.size()) < HardPlyCap) {
        const auto it = walk.known.find(m_pos.key());
        if (it == walk.known.end() || it->second.best == Move::none()) break;
        line.push_back(it->second.best);
        m_pos.doMove(line.back());
    }
    for (std::size_t i = 0; i < line.size(); ++i)
        m_pos.undoMove();
    return verifyMateLine(root, line, composed()).empty();
}

// The composers' main line in place of `line` (the longest defence), where they differ: the main line of a
// composed problem ends with the attacker's hand empty, and a defence only two plies longer that ends with pieces
// left over is a variation (二手長駒余り), not the solution; a longer one is the longest defence, a flaw of the
// problem (変長). (The Edo masters let such variations stand at any length; that is not applied.)
void MateSolver::mainLine(const Position& root, std::vector<Move>& line) {
    const auto endsClean = [&](const std::vector<Move>& moves) {
        Position end = root;
        for (Move m : moves)
            end.doMove(m);
        return end.hand(m_attacker).empty();
    };
    if (!composed() || line.empty() || endsClean(line)) return;
    std::vector<Move> main;
    if (readLongest(root, main, true) && main.size() <= line.size() && endsClean(main))
        line = std::move(main);
}

// A line read back and checked. With `grace`, a quarter of the time again if the time runs out on the way (but
// no nodes past the budget): a proven mate is worth showing.
bool MateSolver::readBack(const Position& root, int limit, bool exact, bool grace, std::vector<Move>& line) {
    bool found = extract(limit, exact, line);
    if (!found && grace && m_timeUp && !stopRequested()) {
        limitTime(0, m_graceMs);
        m_maxNodes = m_nodeCap;
        found = extract(limit, exact, line);
    }
    return found && verifyMateLine(root, line, composed()).empty();
}

} // namespace shogi::engine
