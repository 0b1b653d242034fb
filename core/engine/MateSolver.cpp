#include "MateSolver.h"

#include "CheckInfo.h"
#include "rules/MoveGenerator.h"

#include <algorithm>
#include <bit>
#include <chrono>
#include <unordered_map>

namespace shogi::engine {

namespace {

constexpr int HardPlyCap = 400; // a line longer than this is treated as no mate
constexpr std::uint64_t Salt = 0x9E3779B97F4A7C15ULL;

std::int64_t nowMs() {
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

std::uint32_t add(std::uint32_t a, std::uint32_t b) { return std::min<std::uint64_t>(std::uint64_t(a) + b, 100000000); }

} // namespace

std::string verifyMateLine(const Position& start, const std::vector<Move>& line) {
    if (line.empty() || line.size() % 2 == 0) return "a mate line has an odd number of moves";
    Position pos = start;
    for (std::size_t i = 0; i < line.size(); ++i) {
        if (!movegen::isLegal(pos, line[i])) return "move " + std::to_string(i + 1) + " is not legal";
        pos.doMove(line[i]);
        if (i % 2 == 0 && !pos.inCheck()) return "move " + std::to_string(i + 1) + " does not give check";
    }
    if (movegen::hasLegalMove(pos)) return "the last position is not mate";
    return {};
}

MateSolver::MateSolver(std::size_t tableMegabytes) {
    const std::size_t n = std::bit_floor((std::max<std::size_t>(1, tableMegabytes) << 20) / sizeof(Entry));
    m_table.resize(n);
    m_mask = n - 1;
}

void MateSolver::clearTable() { std::fill(m_table.begin(), m_table.end(), Entry{}); }

// With a ply limit a node's numbers depend on the plies left, so they are kept apart by salting the key.
std::uint64_t MateSolver::salted(std::uint64_t key, int ply) const {
    return m_maxPlies ? key ^ (std::uint64_t(m_maxPlies - ply + 1) * Salt) : key;
}

MateSolver::Entry MateSolver::lookup(std::uint64_t key) const {
    const Entry& e = m_table[key & m_mask];
    return e.key == key ? e : Entry{key, 1, 1};
}

void MateSolver::store(std::uint64_t key, std::uint32_t pn, std::uint32_t dn) { m_table[key & m_mask] = {key, pn, dn}; }

bool MateSolver::outOfTime() {
    if (m_stop) return true;
    if ((m_nodes & 1023) == 0) {
        if ((m_maxNodes && m_nodes >= m_maxNodes) || (m_deadline && nowMs() >= m_deadline)) m_stop = true;
    }
    return m_stop;
}

// The attacker's candidate moves are its checks; the defender's are all its legal moves.
void MateSolver::children(bool orNode, MoveList& out) {
    out.clear();
    MoveList all;
    movegen::legalMoves(m_pos, all);
    if (!orNode) {
        out = all;
        return;
    }
    const CheckInfo ci(m_pos);
    for (Move m : all)
        if (ci.givesCheck(m_pos, m)) out.push(m);
}

// One df-pn node. Values are kept from the attacker's side: pn proves the mate, dn disproves it. Returns the
// node's numbers (also stored, except a verdict that depends on the path).
MateSolver::Numbers MateSolver::mid(bool orNode, std::uint32_t thPn, std::uint32_t thDn, int ply) {
    ++m_nodes;
    const std::uint64_t key = salted(m_pos.key(), ply);
    MoveList moves;
    if (orNode && ply + 1 > (m_maxPlies ? m_maxPlies : HardPlyCap)) {
        // Under a ply limit the key carries the plies left, so "too deep" is this entry's true value. Without
        // one, the cap is only a guard: the same position may be proven nearer the root, so keep what is known.
        if (m_maxPlies) {
            store(key, Infinite, 0);
            return {Infinite, 0};
        }
        const Entry e = m_table[key & m_mask];
        return e.key == key ? Numbers{e.pn, e.dn} : Numbers{RepetitionPn, 1};
    }
    children(orNode, moves);
    if (moves.empty()) {
        const Numbers n = orNode ? Numbers{Infinite, 0} : Numbers{0, Infinite}; // no check left / mate
        store(key, n.pn, n.dn);
        return n;
    }
    struct Child {
        Move move;
        std::uint64_t key;
        std::uint32_t pn, dn;
    };
    std::vector<Child> kids;
    kids.reserve(std::size_t(moves.size()));
    m_path.push_back(m_pos.key());
    for (Move m : moves) {
        m_pos.doMove(m);
        const std::uint64_t raw = m_pos.key();
        const std::uint64_t k = salted(raw, ply + 1);
        Entry e = m_table[k & m_mask];
        if (e.key != k) {
            // A new defender's position: the fewer its answers to the check, the likelier the mate.
            // None at all is mate already.
            e = {k, 1, 1};
            if (orNode) {
                MoveList evasions;
                movegen::legalMoves(m_pos, evasions);
                e.pn = std::uint32_t(evasions.size());
                if (evasions.empty()) {
                    e.dn = Infinite;
                    store(k, 0, Infinite);
                }
            }
        }
        // Coming back to a position of this line proves nothing for the attacker. The verdict belongs to
        // this path only, so it is never stored as a disproof: the child just looks too costly to try.
        if (std::find(m_path.begin(), m_path.end(), raw) != m_path.end()) e = {k, RepetitionPn, 1};
        m_pos.undoMove();
        kids.push_back({m, k, e.pn, e.dn});
    }
    while (true) {
        std::uint32_t pn, dn;
        std::size_t best = 0;
        std::uint32_t second = Infinite;
        if (orNode) {
            pn = Infinite;
            dn = 0;
            for (std::size_t i = 0; i < kids.size(); ++i) {
                dn = add(dn, kids[i].dn);
                if (kids[i].pn < pn) {
                    second = pn;
                    pn = kids[i].pn;
                    best = i;
                } else if (kids[i].pn < second) {
                    second = kids[i].pn;
                }
            }
        } else {
            pn = 0;
            dn = Infinite;
            for (std::size_t i = 0; i < kids.size(); ++i) {
                pn = add(pn, kids[i].pn);
                if (kids[i].dn < dn) {
                    second = dn;
                    dn = kids[i].dn;
                    best = i;
                } else if (kids[i].dn < second) {
                    second = kids[i].dn;
                }
            }
        }
        if (pn >= thPn || dn >= thDn || outOfTime()) {
            store(key, pn, dn);
            m_path.pop_back();
            return {pn, dn};
        }
        Child& c = kids[best];
        std::uint32_t childPn, childDn;
        if (orNode) {
            childPn = std::min(thPn, add(second, 1));
            childDn = thDn - dn + c.dn;
        } else {
            childDn = std::min(thDn, add(second, 1));
            childPn = thPn - pn + c.pn;
        }
        m_pos.doMove(c.move);
        const Numbers n = mid(!orNode, childPn, childDn, ply + 1);
        m_pos.undoMove();
        c.pn = n.pn;
        c.dn = n.dn;
    }
}

bool MateSolver::runDfpn(int maxPlies) {
    m_maxPlies = maxPlies;
    m_path.clear();
    clearTable();
    while (!m_stop) {
        const Numbers n = mid(true, RepetitionPn, Infinite - 1, 0);
        if (n.pn == 0 || n.dn == 0 || n.pn >= RepetitionPn) return n.pn == 0;
    }
    return false;
}

bool MateSolver::proven(const Position& pos, int ply) { return lookup(salted(pos.key(), ply)).pn == 0; }

// The length of the proven mate from here along the table's proofs: the attacker's shortest, the defender's
// longest. Returns Infinite when the table no longer holds a complete proof (an entry was overwritten) or the
// time is up. Lengths are remembered per position for this extraction, so shared subtrees cost once.
int MateSolver::mateLength(bool orNode, int ply, int budget, std::vector<Move>& line) {
    line.clear();
    // Extraction counts no df-pn nodes, so it watches the clock itself.
    if ((++m_extractCalls & 1023) == 0 && m_deadline && nowMs() >= m_deadline) m_stop = true;
    if (budget < 0 || m_stop) return int(Infinite);
    const std::uint64_t memoKey = salted(m_pos.key(), ply) ^ (orNode ? 0 : Salt);
    if (auto it = m_lengths.find(memoKey); it != m_lengths.end()) {
        if (it->second.first == InProgress) {
            ++m_cycles; // a cycle back to a node being worked out proves nothing
            return int(Infinite);
        }
        line = it->second.second;
        return it->second.first;
    }
    m_lengths[memoKey] = {InProgress, {}};
    const std::uint64_t cyclesBefore = m_cycles;
    MoveList moves;
    children(orNode, moves);
    int bestLen = orNode ? int(Infinite) : -1;
    if (moves.empty()) bestLen = orNode ? int(Infinite) : 0;
    std::vector<Move> sub;
    for (Move m : moves) {
        m_pos.doMove(m);
        int len = int(Infinite);
        if (proven(m_pos, ply + 1)) {
            const int rest = mateLength(!orNode, ply + 1, budget - 1, sub);
            if (rest < int(Infinite)) len = rest + 1;
        }
        m_pos.undoMove();
        if (orNode ? len < bestLen : len > bestLen) {
            bestLen = len;
            line.assign(1, m);
            line.insert(line.end(), sub.begin(), sub.end());
        }
        if (!orNode && len >= int(Infinite)) {
            line.clear();
            break;
        }
    }
    if (bestLen >= int(Infinite)) line.clear();
    // A result reached through a cycle depends on the path that led here: work it out again next time.
    if (m_cycles == cyclesBefore) m_lengths[memoKey] = {bestLen, line};
    else m_lengths.erase(memoKey);
    return bestLen;
}

MateResult MateSolver::solve(const Position& pos, std::uint64_t maxNodes, std::int64_t maxMs, int maxPlies) {
    m_pos = pos;
    m_stop = false;
    m_nodes = 0;
    m_maxNodes = maxNodes;
    m_deadline = maxMs > 0 ? nowMs() + maxMs : 0;
    MateResult result;
    const int firstLimit = maxPlies > 0 ? maxPlies : 0;
    if (!runDfpn(firstLimit)) {
        result.status = m_stop ? MateResult::Status::Timeout : MateResult::Status::NoMate;
        result.nodes = m_nodes;
        return result;
    }
    std::vector<Move> line;
    m_lengths.clear();
    int length = mateLength(true, 0, firstLimit ? firstLimit : HardPlyCap, line);
    // Look for a shorter mate until there is none (or time runs out): proof-number search finds a mate, not
    // the shortest one.
    while (length < int(Infinite) && length >= 3 && !m_stop) {
        if (!runDfpn(length - 2)) break;
        std::vector<Move> shorter;
        m_lengths.clear();
        const int l = mateLength(true, 0, length - 2, shorter);
        if (l >= length) break;
        length = l;
        line = shorter;
    }
    result.nodes = m_nodes;
    if (line.empty()) {
        result.status = MateResult::Status::Timeout; // proven but the table lost the line: ask for more memory
        return result;
    }
    result.status = MateResult::Status::Mate;
    result.line = line;
    return result;
}

} // namespace shogi::engine
