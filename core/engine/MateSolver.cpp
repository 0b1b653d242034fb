#include "engine/MateSolver.h"

#include "engine/CheckInfo.h"
#include "engine/FutileInterposition.h"
#include "rules/MoveGenerator.h"
#include "rules/Zobrist.h"

#include <algorithm>
#include <chrono>

namespace shogi::engine {

namespace {

constexpr std::uint64_t Salt = 0x9E3779B97F4A7C15ULL;
// What proving that an interposed piece was not needed may cost, per capture tried.
constexpr std::uint64_t FutilityNodes = 50000;

std::int64_t nowMs() {
    return std::chrono::duration_cast<std::chrono::milliseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

std::uint32_t add(std::uint32_t a, std::uint32_t b) {
    return std::uint32_t(std::min<std::uint64_t>(std::uint64_t(a) + b, MateTable::Infinite));
}

// A gold or silver taken is a defender's guard gone and a piece that checks from many squares in hand.
bool goldOrSilver(PieceType pt) {
    return unpromoted(pt) == Gold || unpromoted(pt) == Silver;
}

bool promotionCovers(PieceType pt) {
    return pt == Pawn || pt == Bishop || pt == Rook;
}

// How `m` changes the key of `p` (as Position::doMove does), apart: the board and side to move, and the hands.
// Only the prefetch before a node's children reads it: a key that disagreed would cost a wasted fetch, never a
// wrong verdict.
struct KeyChange {
    std::uint64_t board = 0, hands = 0;
};
KeyChange keyChange(const Position& p, Move m) {
    const Color us = p.sideToMove();
    KeyChange c{zobrist::keys.side, 0};
    if (m.isDrop()) {
        const PieceType pt = m.dropType();
        const int n = p.hand(us).count(pt);
        c.hands = zobrist::hand(us, pt, n) ^ zobrist::hand(us, pt, n - 1);
        c.board ^= zobrist::piece(makePiece(us, pt), m.to());
        return c;
    }
    const Piece moved = p.pieceOn(m.from());
    if (const Piece captured = p.pieceOn(m.to()); captured != NoPiece) {
        const PieceType gained = unpromoted(typeOf(captured));
        const int n = p.hand(us).count(gained);
        c.hands = zobrist::hand(us, gained, n) ^ zobrist::hand(us, gained, n + 1);
        c.board ^= zobrist::piece(captured, m.to());
    }
    const Piece placed = m.isPromotion() ? makePiece(us, promoted(typeOf(moved))) : moved;
    c.board ^= zobrist::piece(moved, m.from()) ^ zobrist::piece(placed, m.to());
    return c;
}

int plusOne(int length) {
    return length >= MateTable::NoMate ? MateTable::NoMate : length + 1;
}

} // namespace

std::string verifyMateLine(const Position& start, const std::vector<Move>& line, bool composed) {
    if (line.empty() || line.size() % 2 == 0) return "a mate line has an odd number of moves";
    Position pos = start;
    for (std::size_t i = 0; i < line.size(); ++i) {
        if (!movegen::isLegal(pos, line[i])) return "move " + std::to_string(i + 1) + " is not legal";
        pos.doMove(line[i]);
        if (i % 2 == 0 && !pos.inCheck()) return "move " + std::to_string(i + 1) + " does not give check";
    }
    if (movegen::hasLegalMove(pos) && !(composed && futility::effectivelyMated(pos)))
        return "the last position is not mate";
    return {};
}

MateSolver::MateSolver(std::size_t tableMegabytes) : m_table(tableMegabytes) {}

void MateSolver::limitTime(std::uint64_t maxNodes, std::int64_t maxMs) {
    m_maxNodes = maxNodes ? m_nodes + maxNodes : 0;
    m_deadline = maxMs > 0 ? nowMs() + maxMs : 0;
    m_timeUp = false;
}

// The node limit is exact (a budget is never overrun, so "go nodes" stays equal work); the clock is looked at
// every 1024 nodes.
bool MateSolver::outOfTime() {
    if (stopRequested()) m_timeUp = true;
    if (!m_timeUp)
        m_timeUp = (m_maxNodes && m_nodes >= m_maxNodes) ||
                   (m_deadline && (m_nodes & 1023) == 0 && nowMs() >= m_deadline);
    return m_timeUp;
}

// A position as the table sees it. Its board key is its key without the hands; an open position's numbers are
// kept under its full key, and under a ply limit they depend on the plies left too.
MateTable::Key MateSolver::tableKey(const Position& p, int limit) const {
    std::uint64_t board = p.key();
    for (const Color c : {Color::Black, Color::White})
        for (int pt = Pawn; pt <= Gold; ++pt)
            board ^= zobrist::hand(c, PieceType(pt), p.hand(c).count(PieceType(pt)));
    return {board, openKey(p.key(), limit, m_limit), p.hand(m_attacker), p.hand(~m_attacker)};
}

// Where the table keeps the open numbers of the position with `key`, `limit` plies left, in a search whose root
// has `rootLimit`.
std::uint64_t MateSolver::openKey(std::uint64_t key, int limit, int rootLimit) {
    return rootLimit == HardPlyCap ? key : key ^ (std::uint64_t(limit + 2) * Salt);
}

// The hands a mate found on the spot holds for: any attacker's, and a defender's lacking what it lacks now
// that could be put between a ranged checker and the king.
MateHands MateSolver::matedHands(const Position& p) {
    MateHands h = MateHands::anyProof();
    matehands::lackedInterpositions(p, h);
    return h;
}

// The hands a defender who still has `answers` and no plies left holds the mate off with: any, unless every
// answer is a drop, then its own hand or more.
MateHands MateSolver::answeredHands(const Position& p, const MoveList& answers) const {
    MateHands h = MateHands::anyDisproof();
    if (std::all_of(answers.begin(), answers.end(), [](Move m) { return m.isDrop(); }))
        h.defender = p.hand(~m_attacker);
    return h;
}

// The attacker's candidate moves are its checks; the defender's are all its legal moves.
void MateSolver::children(bool orNode, MoveList& out) {
    out.clear();
    if (!orNode) {
        movegen::legalMoves(m_pos, out);
        return;
    }
    const CheckInfo ci(m_pos);
    MoveList all;
    ci.checkCandidates(m_pos, movegen::Captures | movegen::NonCaptures | movegen::Drops, all);
    for (Move m : all)
        if (ci.givesCheck(m_pos, m)) out.push(m);
}

// Settles a new attacker's position (the current one, `limit` plies left) without searching it, as
// KomoringHeights looks at a child when its parent is expanded: no check at all is no mate, a check that mates
// at once is a mate in one. Under a ply limit (the search for a shorter mate), and counted as composers count
// in the first proof too: there it makes the first proof of long composed problems cheaper (将棋無双 7, 将棋図巧
// 39; figures in the README), and the search for a shorter mate still finds the short one (将棋無双 10 stays
// 19 plies).
// Counting every ply the first proof goes without it: the engine's mate probe is left as it was.
bool MateSolver::settleAtOnce(int limit, MateNumbers& out) {
    MoveList checks;
    children(true, checks);
    if (checks.empty()) {
        out = {Infinite, 0, MateTable::NoMate, MateHands::anyDisproof()};
        matehands::lackedDropChecks(m_pos, out.hands);
    } else {
        const auto mates = [this](Move c) {
            m_pos.doMove(c);
            const bool mate = !movegen::hasLegalMove(m_pos);
            m_pos.undoMove();
            return mate;
        };
        const Move* mate = std::find_if(checks.begin(), checks.end(), mates);
        if (mate == checks.end()) return false;
        m_pos.doMove(*mate);
        const MateHands mated = matedHands(m_pos);
        m_pos.undoMove();
        out = {0, Infinite, 1, matehands::proofBefore(m_pos, *mate, true, mated)};
    }
    m_table.store(tableKey(m_pos, limit), out, 1);
    return true;
}

// How many of `moves` (the current position's) do not wait for another (see mid): what a node's numbers sum.
int MateSolver::distinctMoves(bool orNode, const MoveList& moves) const {
    int n = 0;
    std::uint64_t dropSquares[2] = {0, 0};
    for (Move m : moves) {
        if (m.isDrop()) {
            if (!orNode && composed()) {
                std::uint64_t& word = dropSquares[m.to() / 64];
                const std::uint64_t bit = std::uint64_t(1) << (m.to() % 64);
                if (word & bit) continue;
                word |= bit;
            }
        } else if (!m.isPromotion() && promotionCovers(typeOf(m_pos.pieceOn(m.from()))) &&
                   std::find(moves.begin(), moves.end(), Move::normal(m.from(), m.to(), true)) !=
                       moves.end()) {
            continue;
        }
        ++n;
    }
    return std::max(n, 1);
}

// The numbers a child not searched yet starts with, after df-pn+ (the liberty estimates of GPS Shogi): a check
// on a square the defender guards twice looks costlier to prove, one the attacker backs more than the defender
// guards looks costlier to refute; a defender's capture or a move to a square it holds looks costlier to prove.
// Counted as composers count, an unbacked check that takes a gold or silver looks costlier to refute too, other
// unbacked captures costlier to prove, as KomoringHeights weighs them. Counting every ply the same weights cost
// nodes (the 190 shared problems +2.9 %), and there the length read back depends on the first proof's line
// (futile interpositions are judged only while reading back, the search for a shorter mate counts them): with
// them real-games.tsv 37, a mate in 11 that way, read back 13.
MateNumbers MateSolver::firstGuess(bool orNode, Move m) const {
    const Color us = m_pos.sideToMove();
    const Square to = m.to();
    const int ours = m_pos.attackersTo(to, us).count() + (m.isDrop() ? 1 : 0);
    const int theirs = m_pos.attackersTo(to, ~us).count();
    if (orNode) {
        MateNumbers n{0, 1, 0, {}};
        if (theirs >= 2) n.pn += 1;
        if (ours > theirs)
            n.dn += 1;
        else if (m_pos.pieceOn(to) == NoPiece)
            n.pn += 1;
        else if (composed())
            (goldOrSilver(typeOf(m_pos.pieceOn(to))) ? n.dn : n.pn) += 1;
        return n;
    }
    if (m_pos.pieceOn(to) != NoPiece) return {2, 1, 0, {}};
    if (!m.isDrop() && m.from() == m_pos.kingSquare(us)) return {1, 1, 0, {}};
    return ours > theirs ? MateNumbers{2, 1, 0, {}} : MateNumbers{1, 2, 0, {}};
}

// What the table knows of a position. Open numbers that met a repetition belong to the path they were found on:
// elsewhere the position starts afresh. For interpositions (`always` false) they are kept while repetitions are
// cut, as they always were, and dropped when they are not (see proveRoot), where they would cut them again.
bool MateSolver::probeOffPath(const MateTable::Key& key, int limit, MateNumbers& out, bool always) const {
    MateNumbers e;
    if (!m_table.probe(key, limit, e)) return false;
    if ((always || !m_pruneReturns) && e.pn >= RepetitionPn && e.dn != 0) return false;
    out = e;
    return true;
}

// One df-pn node, m_limit - ply plies from the end of the allowed mate. Values are kept from the attacker's
// side: pn proves the mate, dn disproves it. Returns the node's numbers and stores them, with the mate length
// once proven (the attacker's shortest child, the defender's longest) or the limit once disproven.
MateNumbers MateSolver::mid(bool orNode, std::uint32_t thPn, std::uint32_t thDn, int ply) {
    const std::uint64_t nodesBefore = m_nodes++;
    const int limit = m_limit - ply;
    const MateTable::Key key = tableKey(m_pos, limit);
    if (orNode && limit < 1) {
        const MateNumbers n{Infinite, 0, limit, MateHands::anyDisproof()};
        m_table.store(key, n, 1);
        return n;
    }
    MoveList moves;
    children(orNode, moves);
    // Counted as composers count, the defender's interpositions the checker simply takes, with that capture.
    // Only under a ply limit, in the search for a shorter mate: a mate exists in one count if and only if in the
    // other, and an interposition's stand-in that is not mated at all can be costly to refute without a limit.
    std::vector<Move> captures;
    bool onlyBlocks = false;
    if (!orNode && composed() && m_limit != HardPlyCap) {
        onlyBlocks = true;
        for (Move m : moves) {
            captures.push_back(futility::simpleCapture(m_pos, m));
            onlyBlocks = onlyBlocks && captures.back() != Move::none();
        }
    }
    if (moves.empty() || (!orNode && limit < 2 && !onlyBlocks)) {
        // No check left, mate, or no ply left for a defender who can still move.
        MateNumbers n;
        if (orNode) {
            n = {Infinite, 0, MateTable::NoMate, MateHands::anyDisproof()};
            matehands::lackedDropChecks(m_pos, n.hands);
        } else {
            n = moves.empty() ? MateNumbers{0, Infinite, 0, matedHands(m_pos)}
                              : MateNumbers{Infinite, 0, limit, answeredHands(m_pos, moves)};
        }
        m_table.store(key, n, 1);
        return n;
    }
    struct Child {
        Move move;
        MateNumbers n;
        int standIn = -1; // an interposition searched as standIns[standIn], the position after its capture
    };
    std::vector<Child> kids;
    std::vector<Position> standIns;
    kids.reserve(std::size_t(moves.size()));
    m_path.push_back(m_pos.key());
    // An interposition stands for the position after its capture without the piece won, at the plies left here.
    const auto standInFor = [&](std::size_t i) {
        m_pos.doMove(moves[int(i)]);
        Position p = futility::withoutWonPiece(m_pos, captures[i]);
        m_pos.undoMove();
        MateNumbers e{1, 1, 0, {}};
        if (!probeOffPath(tableKey(p, limit), limit, e, false)) {
            MoveList answers;
            movegen::legalMoves(p, answers);
            e = {std::uint32_t(std::max(1, answers.size())), 1, 0, {}};
        }
        if (e.dn == 0) return false; // the piece won is needed: an interposition like any other defence
        standIns.push_back(std::move(p));
        kids.push_back({moves[int(i)], e, int(standIns.size()) - 1});
        return true;
    };
    const auto onlyTakenInterpositions = [&](const MoveList& evasions) {
        for (Move e : evasions)
            if (futility::simpleCapture(m_pos, e) == Move::none()) return false;
        return true;
    };
    // In a round of the search for a shorter mate, a position the previous round left open starts from the
    // numbers it had there (KomoringHeights keeps them across its rounds too): with fewer plies left its proof
    // is no easier, so its pn is kept, and its disproof may be easier, so half its dn.
    const auto inherit = [&](MateNumbers& e) {
        MateNumbers before;
        if (!m_previousLimit ||
            !m_table.probeOpen(openKey(m_pos.key(), limit - 1 + m_previousLimit - m_limit, m_previousLimit),
                               before) ||
            before.pn >= RepetitionPn)
            return;
        e.pn = std::max(e.pn, before.pn);
        e.dn = std::max(e.dn, before.dn / 2);
    };
    // Every child's entries (and those the previous round left) are asked of memory before the first is read:
    // the table is far larger than the caches, and one wait after another was a third of the solver's time.
    for (Move m : moves) {
        const KeyChange change = keyChange(m_pos, m);
        const std::uint64_t childKey = m_pos.key() ^ change.board ^ change.hands;
        m_table.prefetch({key.board ^ change.board, openKey(childKey, limit - 1, m_limit), {}, {}});
        if (m_previousLimit)
            m_table.prefetchBucket(openKey(childKey, limit - 1 + m_previousLimit - m_limit, m_previousLimit));
    }
    // A new attacker's position is settled at once under a ply limit, and counted as composers count in the
    // first proof too (settleAtOnce says why).
    const bool settleNew = (m_limit != HardPlyCap || composed()) && limit - 1 >= 1;
    for (std::size_t i = 0; i < std::size_t(moves.size()); ++i) {
        const Move m = moves[int(i)];
        if (!captures.empty() && captures[i] != Move::none() && standInFor(i)) continue;
        const MateNumbers guess = firstGuess(orNode, m);
        m_pos.doMove(m);
        const std::uint64_t k = m_pos.key();
        MateNumbers e;
        const bool known = probeOffPath(tableKey(m_pos, limit - 1), limit - 1, e, true);
        if (known && (e.pn == 0 || e.dn == 0)) {
            // A settled child stays settled whatever the path: no proof or disproof rests on a repetition.
        } else if (m_pruneReturns && std::find(m_path.begin(), m_path.end(), k) != m_path.end()) {
            // Coming back to a position of this line proves nothing for the attacker. The verdict belongs to
            // this path only, so it is never stored as a disproof: the child just looks too costly to try.
            e = {RepetitionPn, 1, 0, {}};
        } else if (!known && orNode) {
            // A new defender's position: the fewer its answers to the check, the likelier the mate. None at
            // all is mate already; with answers left and under two plies to go, there is no mate.
            MoveList evasions;
            movegen::legalMoves(m_pos, evasions);
            if (evasions.empty()) {
                e = {0, Infinite, 0, matedHands(m_pos)};
                m_table.store(tableKey(m_pos, limit - 1), e, 1);
            } else if (limit - 1 < 2 && !(composed() && onlyTakenInterpositions(evasions))) {
                e = {Infinite, 0, limit - 1, answeredHands(m_pos, evasions)};
            } else {
                e = {add(guess.pn, std::uint32_t(distinctMoves(false, evasions))), guess.dn, 0, {}};
                inherit(e);
            }
        } else if (!known) {
            e = guess;
            if (!(settleNew && settleAtOnce(limit - 1, e))) inherit(e);
        }
        m_pos.undoMove();
        kids.push_back({m, e});
    }
    // A real defence again: an interposition whose stand-in is not mated in time may still be, the piece won used.
    const auto asDefence = [&](Child& c) {
        const MateNumbers guess = firstGuess(false, c.move);
        c.standIn = -1;
        m_pos.doMove(c.move);
        if (!probeOffPath(tableKey(m_pos, limit - 1), limit - 1, c.n, false)) c.n = guess;
        m_pos.undoMove();
    };
    // Moves that wait for another (after KomoringHeights' delayed expansion): only the first is searched until
    // it is settled the way that makes the others matter (the defender's proven, the attacker's disproven), so
    // a node with many alike moves does not look many times as hard. Counted as composers count, drops on one
    // square wait for each other (counting every ply it slowed the proofs that a mined puzzle's mate is the
    // shortest, tst_puzzlecollections, so there it is off); a move that could promote and does not waits for
    // the promotion when that keeps all it attacks (pawn, bishop, rook).
    std::vector<int> waitsOn(kids.size(), -1);
    for (std::size_t i = 0; i < kids.size(); ++i) {
        const Move m = kids[i].move;
        if (m.isDrop() && !orNode && composed()) {
            for (std::size_t j = i; j-- > 0;)
                if (kids[j].move.isDrop() && kids[j].move.to() == m.to()) {
                    waitsOn[i] = int(j);
                    break;
                }
        } else if (!m.isDrop() && !m.isPromotion() && promotionCovers(typeOf(m_pos.pieceOn(m.from())))) {
            for (std::size_t j = 0; j < kids.size(); ++j)
                if (kids[j].move == Move::normal(m.from(), m.to(), true)) waitsOn[i] = int(j);
        }
    }
    std::vector<char> waits(kids.size(), 0);
    const auto updateWaits = [&](std::size_t i) {
        const int on = waitsOn[i];
        if (on < 0) return false;
        const MateNumbers& first = kids[std::size_t(on)].n;
        // A check that meets a repetition is never disproven: the one waiting for it is searched then too.
        waits[i] =
            waits[std::size_t(on)] || (orNode ? first.dn != 0 && first.pn < RepetitionPn : first.pn != 0);
        return bool(waits[i]);
    };
    // The hands this node's verdict holds for, from its children's: a proof by the attacker's shortest mate or
    // the defender's every answer, a disproof by every check refuted or the defence that holds longest.
    const auto settledHands = [&](bool proven) {
        const auto length = [&](const Child& c) { return c.n.length - (c.standIn >= 0 ? 1 : 0); };
        const auto settled = [&](const Child& c) { return proven ? c.n.pn == 0 : c.n.dn == 0; };
        MateHands h = proven ? MateHands::anyProof() : MateHands::anyDisproof();
        const Child* one = nullptr;
        for (const Child& c : kids) {
            if (!settled(c)) continue;
            if (orNode == proven) {
                if (!one || (proven ? length(c) < length(*one) : length(c) > length(*one))) one = &c;
            } else if (proven) {
                matehands::mergeProof(h, matehands::proofBefore(m_pos, c.move, false, c.n.hands));
            } else {
                matehands::mergeDisproof(h, matehands::disproofBefore(m_pos, c.move, true, c.n.hands));
            }
        }
        if (one)
            h = proven ? matehands::proofBefore(m_pos, one->move, true, one->n.hands)
                       : matehands::disproofBefore(m_pos, one->move, false, one->n.hands);
        if (proven && !orNode) matehands::lackedInterpositions(m_pos, h);
        if (!proven && orNode) matehands::lackedDropChecks(m_pos, h);
        return h;
    };
    while (true) {
        for (Child& c : kids)
            if (c.standIn >= 0 && c.n.dn == 0) asDefence(c);
        std::uint32_t pn, dn;
        int proofLength, disproofLength;
        std::size_t best = 0;
        std::uint32_t second = Infinite;
        if (orNode) {
            pn = Infinite;
            dn = 0;
            proofLength = HardPlyCap;
            disproofLength = MateTable::NoMate;
            bool waiting = false;
            for (std::size_t i = 0; i < kids.size(); ++i) {
                const MateNumbers& c = kids[i].n;
                if (updateWaits(i)) {
                    waiting = true;
                    continue;
                }
                dn = add(dn, c.dn);
                if (c.pn == 0) proofLength = std::min(proofLength, c.length);
                if (c.dn == 0) disproofLength = std::min(disproofLength, c.length);
                if (c.pn < pn) {
                    second = pn;
                    pn = c.pn;
                    best = i;
                } else if (c.pn < second) {
                    second = c.pn;
                }
            }
            if (waiting) dn = add(dn, 1);
        } else {
            pn = 0;
            dn = Infinite;
            proofLength = -1;
            disproofLength = -1;
            bool waiting = false;
            for (std::size_t i = 0; i < kids.size(); ++i) {
                const MateNumbers& c = kids[i].n;
                if (updateWaits(i)) {
                    waiting = true;
                    continue;
                }
                pn = add(pn, c.pn);
                // A stand-in is this node's kin, not its child: its mate counts one ply less.
                if (c.pn == 0) proofLength = std::max(proofLength, c.length - (kids[i].standIn >= 0 ? 1 : 0));
                if (c.dn == 0) disproofLength = std::max(disproofLength, c.length);
                if (c.dn < dn) {
                    second = dn;
                    dn = c.dn;
                    best = i;
                } else if (c.dn < second) {
                    second = c.dn;
                }
            }
            if (waiting) pn = add(pn, 1);
        }
        if (!orNode && pn == 0 && !standIns.empty()) {
            // Futile only when the mate after the capture is no longer than the other defences make it.
            int others = 0;
            for (const Child& c : kids)
                if (c.standIn < 0) others = std::max(others, c.n.length + 1);
            bool changed = false;
            for (Child& c : kids)
                if (c.standIn >= 0 && c.n.length > others) {
                    asDefence(c);
                    changed = true;
                }
            if (changed) continue;
        }
        if (pn >= thPn || dn >= thDn || outOfTime()) {
            const int length = pn == 0 ? proofLength + 1 : dn == 0 ? plusOne(disproofLength) : 0;
            MateNumbers n{pn, dn, length, {}};
            if (pn == 0 || dn == 0) n.hands = settledHands(pn == 0);
            m_table.store(key, n, m_nodes - nodesBefore);
            m_path.pop_back();
            return n;
        }
        Child& c = kids[best];
        std::uint32_t childPn, childDn;
        // The 1+epsilon trick (Pawlewicz and Lew 2007): let the best child run until it is a quarter worse than
        // the second best, not just one worse, so the search does not keep switching between them.
        const std::uint32_t widened = std::max(add(second, 1), add(second, second / 4));
        if (orNode) {
            childPn = std::min(thPn, widened);
            childDn = thDn - dn + c.n.dn;
        } else {
            childDn = std::min(thDn, widened);
            childPn = thPn - pn + c.n.pn;
        }
        if (c.standIn >= 0) {
            std::swap(m_pos, standIns[std::size_t(c.standIn)]);
            c.n = mid(false, childPn, childDn, ply);
            std::swap(m_pos, standIns[std::size_t(c.standIn)]);
        } else {
            m_pos.doMove(c.move);
            c.n = mid(!orNode, childPn, childDn, ply + 1);
            m_pos.undoMove();
        }
    }
}

// Runs df-pn from the current position (ply plies below the root) until it is settled or the time is up.
// Yes: proven within the limit; No: disproven; Repeats: every way on repeats a position of the path (no mate
// found, but that rests on the path, so it is not a disproof); Unknown: out of time.
MateSolver::Verdict MateSolver::settle(bool orNode, int ply) {
    while (!outOfTime()) {
        const MateNumbers n = mid(orNode, RepetitionPn, Infinite - 1, ply);
        if (n.pn == 0) return Verdict::Yes;
        if (n.dn == 0) return Verdict::No;
        if (n.pn >= RepetitionPn) return Verdict::Repeats;
    }
    return Verdict::Unknown;
}

bool MateSolver::prove(bool orNode, int ply) {
    return settle(orNode, ply) == Verdict::Yes;
}

// The root under a ply limit (the caller's, or a round's of the search for a shorter mate): the plies left fall
// at every move, so a line that comes back to a position is no cycle there and can be part of a mate within it.
// Such lines are first cut as repetitions (a smaller tree); only when nothing else stood in the way of a mate is
// the root searched again with them, so "no mate" is never an answer that rests on the path.
bool MateSolver::proveRoot() {
    Verdict v = settle(true, 0);
    if (v == Verdict::Repeats && m_limit != HardPlyCap) {
        m_pruneReturns = false;
        v = settle(true, 0);
        m_pruneReturns = true;
    }
    return v == Verdict::Yes;
}

// A dropped piece that blocks the check is futile when the attacker can take it and still mate as soon without
// ever using it: the drop only makes the line two plies longer. `limit`: plies left before the drop.
bool MateSolver::futile(Move drop, int limit) {
    m_pos.doMove(drop);
    const std::uint64_t key = m_pos.key() ^ (std::uint64_t(limit) * Salt);
    if (const auto it = m_futile.find(key); it != m_futile.end()) {
        m_pos.undoMove();
        return it->second;
    }
    MoveList checks;
    children(true, checks);
    bool result = false;
    bool settled = true;
    for (Move c : checks) {
        if (c.to() != drop.to()) continue;
        Position stolen = m_pos;
        stolen.doMove(c);
        const Color attacker = ~stolen.sideToMove();
        stolen.setHand(attacker, drop.dropType(), stolen.hand(attacker).count(drop.dropType()) - 1);
        stolen.finishSetup();
        if (!m_futilitySolver) m_futilitySolver = std::make_unique<MateSolver>(2);
        MateSolver& sub = *m_futilitySolver;
        sub.m_table.clear();
        sub.m_pos = stolen;
        sub.m_attacker = attacker;
        sub.m_limit = limit - 2;
        // What is left of this solve's budget, when that is less than a sub-solve's own.
        const std::uint64_t left = m_maxNodes ? m_maxNodes - std::min(m_nodes, m_maxNodes) : FutilityNodes;
        sub.m_nodes = 0;
        sub.m_maxNodes = std::min(FutilityNodes, left);
        sub.m_deadline = m_deadline;
        sub.m_timeUp = left == 0;
        result = !sub.m_timeUp && sub.prove(false, 0);
        m_nodes += sub.m_nodes;
        if (result) break;
        // Cut short by this solve's budget: no verdict to keep, and this solve is out of time too.
        if (sub.m_timeUp && left <= FutilityNodes) {
            settled = false;
            m_timeUp = true;
            break;
        }
    }
    if (settled) m_futile[key] = result;
    m_pos.undoMove();
    return result;
}

// Whether the defender's `move` holds the mate off for more than `limit` - 3 plies, `limit` being the plies
// left before it: then the defence takes the whole exact length. Unknown when the time runs out.
MateSolver::Verdict MateSolver::resists(Move move, int limit, int ply) {
    const int saved = m_limit;
    m_limit = ply + limit - 2; // the child, a ply deeper, has limit - 3 plies left
    m_path.push_back(m_pos.key());
    m_pos.doMove(move);
    MateNumbers e;
    Verdict v = Verdict::Unknown;
    if (m_table.probe(tableKey(m_pos, limit - 3), limit - 3, e) && (e.pn == 0 || e.dn == 0))
        v = e.pn == 0 ? Verdict::No : Verdict::Yes;
    else
        switch (settle(true, ply + 1)) {
        case Verdict::Yes:
            v = Verdict::No;
            break;
        // A mate that comes back to a position of the line cannot be shorter than the one from there, which
        // the line already takes as exact: so a mate only by repetition is no mate within the limit.
        case Verdict::No:
        case Verdict::Repeats:
            v = Verdict::Yes;
            break;
        case Verdict::Unknown:
            v = Verdict::Unknown;
            break;
        }
    m_pos.undoMove();
    m_path.pop_back();
    m_limit = saved;
    return v;
}

// After a search given a part of the node budget `budget`: whether it stopped only because that part was
// spent; if so its stop is cleared, so the solve goes on with the rest.
bool MateSolver::resumeAfterPart(std::uint64_t budget) {
    if (!m_timeUp || stopRequested() || m_nodes >= budget || (m_deadline && nowMs() >= m_deadline))
        return false;
    m_timeUp = false;
    return true;
}

// Whether the position `ply` moves into `line` (the attacker's to move) is mated within `plies`, searched apart
// from the line above it with at most `nodes` more. A position `settled` holds (with its limit) is not searched
// again: No.
MateSolver::Verdict MateSolver::proveSooner(const std::vector<Move>& line, int ply, int plies,
                                            std::uint64_t nodes, std::unordered_set<std::uint64_t>& settled) {
    if (plies < 1) return Verdict::No;
    for (int i = 0; i < ply; ++i)
        m_pos.doMove(line[std::size_t(i)]);
    const std::uint64_t id = m_pos.key() ^ (std::uint64_t(plies + 2) * Salt);
    Verdict v = Verdict::No;
    if (!settled.count(id)) {
        const std::uint64_t budget = m_maxNodes;
        m_maxNodes = std::min(budget, m_nodes + nodes);
        m_limit = ply + plies;
        m_previousLimit = 0;
        m_path.clear();
        v = settle(true, ply);
        m_maxNodes = budget;
        resumeAfterPart(budget); // a part spent is no reason to end the solve
        if (v != Verdict::Unknown) settled.insert(id);
        if (v == Verdict::Repeats) v = Verdict::No;
    }
    for (int i = 0; i < ply; ++i)
        m_pos.undoMove();
    return v;
}

MateResult MateSolver::solve(const Position& pos, std::uint64_t maxNodes, std::int64_t maxMs, int maxPlies) {
    m_pos = pos;
    m_attacker = pos.sideToMove();
    m_stopRequested = false;
    m_nodes = 0;
    // A node budget bounds the whole solve: reading a proven line back has what the proof left of it.
    m_nodeCap = maxNodes;
    limitTime(maxNodes, maxMs);
    m_graceMs = maxMs > 0 ? std::max<std::int64_t>(maxMs / 4, 500) : 0;
    m_table.clear();
    m_futile.clear();
    MateResult result;
    m_limit = maxPlies > 0 ? maxPlies : HardPlyCap;
    m_previousLimit = 0;
    m_path.clear();
    if (!proveRoot()) {
        result.status = m_timeUp ? MateResult::Status::Timeout : MateResult::Status::NoMate;
        result.nodes = m_nodes;
        return result;
    }
    const auto rootLength = [&](int limit) {
        MateNumbers e;
        return m_table.probe(tableKey(pos, limit), limit, e) && e.pn == 0 ? e.length : limit;
    };
    int length = rootLength(m_limit);
    std::vector<Move> line;
    // The line the walk reads is a mate proven within its own length, often shorter than the root's proof says
    // (the table's lengths are bounds): the search for a shorter mate starts from there.
    const auto walk = [&] {
        std::vector<Move> walked;
        if (!readLongest(pos, walked) || int(walked.size()) > length) return false;
        line = std::move(walked);
        length = int(line.size());
        return true;
    };
    if (!walk() && !readBack(pos, length, false, true, line)) {
        result.nodes = m_nodes;
        return result; // proven, but the time ran out before the line could be read back
    }
    // Proof-number search finds a mate, not the shortest one: look for one two plies shorter until there is
    // none or the time is up. The table keeps every proof short enough for the next round. An eighth of the
    // time left is kept for reading the final line back.
    const std::int64_t deadline = m_deadline;
    const std::uint64_t maxNodesTotal = m_maxNodes;
    if (m_deadline) m_deadline -= std::max<std::int64_t>(0, m_deadline - nowMs()) / 8;
    if (m_maxNodes) m_maxNodes -= (m_maxNodes - std::min(m_nodes, m_maxNodes)) / 8;
    bool shortest = false; // a round proved there is no shorter mate
    // A round under the line's length less two proves every defence again under the tighter limit. Where the
    // line is long only because a position deep in it was proven loosely, proving that one alone under its own
    // tighter limit is far cheaper (将棋無双 52: at ply 24, after 2b2a, mated in 33 where 31 do; the round
    // under 55 took 3 M nodes, this 0.2 M). So the line's positions are searched apart, the deepest first, with
    // a budget that grows fourfold a pass; a pass goes up the line only past positions settled (a deep one is
    // cheap, and what it settles serves the ones above it and the round). True once the walk reads a shorter
    // line.
    std::unordered_set<std::uint64_t> settled; // the positions and limits proveSooner settled
    const auto shorten = [&] {
        const int from = length;
        for (std::uint64_t nodes = 2048; !outOfTime(); nodes *= 4) {
            bool open = false;
            for (int ply = int(line.size()) - 3; ply >= 0 && !open && !outOfTime(); ply -= 2) {
                const Verdict v = proveSooner(line, ply, length - ply - 2, nodes, settled);
                open = v == Verdict::Unknown;
                if (v != Verdict::Yes) continue;
                walk();
                if (length < from) return true;
                ply = int(line.size()) - 1; // a line as long as before: from its end again
            }
            if (!open) break;
        }
        return false;
    };
    while (length >= 3 && !outOfTime()) {
        m_previousLimit = m_limit;
        m_limit = length - 2;
        m_path.clear();
        // With a node budget, counted as composers count (the walk reads the line), a round first has a quarter
        // of what is left; if that does not settle it, the line is shortened apart (see shorten), and failing
        // that the round goes on with the rest.
        const std::uint64_t budget = m_maxNodes;
        bool proven = false, searched = false;
        if (budget && composed()) {
            m_maxNodes = m_nodes + (budget - std::min(m_nodes, budget)) / 4;
            proven = proveRoot();
            m_maxNodes = budget;
            searched = proven || !resumeAfterPart(budget);
            if (!searched) {
                const int round = m_limit, previous = m_previousLimit;
                const bool shorter = shorten();
                m_limit = round;
                m_previousLimit = previous;
                m_path.clear();
                if (shorter) continue;
            }
        }
        // Not proven (after searching the returns too when only they were in the way): the line stands.
        if (!searched) proven = proveRoot();
        if (!proven) {
            shortest = !m_timeUp;
            break;
        }
        length = rootLength(m_limit);
        walk();
    }
    m_previousLimit = 0;
    m_deadline = deadline;
    m_maxNodes = maxNodesTotal;
    m_timeUp = stopRequested();
    // When no shorter mate is, the line is read back again taking the length as exact: each defence is one
    // proven to hold the mate off that long. Otherwise, or where that could not be told in the time left, the
    // walk reads it (counted as composers count), the defender's every answer tried against the attacker's
    // shortest proven checks.
    std::vector<Move> best;
    const bool walked = !shortest && walk();
    if (!walked && readBack(pos, length, true, false, best) && int(best.size()) <= length &&
        (int(best.size()) == length || !walk()))
        line = best;
    mainLine(pos, line);
    result.status = MateResult::Status::Mate;
    result.line = line;
    result.nodes = m_nodes;
    return result;
}

} // namespace shogi::engine
