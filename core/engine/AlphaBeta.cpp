// The recursive part of the search: one node of the alpha-beta tree, and quiescence.
#include "engine/Evaluate.h"
#include "engine/MovePicker.h"
#include "engine/Search.h"
#include "engine/See.h"
#include "rules/Impasse.h"

#include <algorithm>
#include <cmath>

namespace shogi::engine {

namespace {

// Scores of a perpetual-check verdict: decisive, yet below every mate so a real mate is still preferred.
constexpr Score ScorePerpetual = ScoreMateInMaxPly - 200;

struct ReductionTable {
    int r[64][64];
    ReductionTable() {
        for (int d = 0; d < 64; ++d)
            for (int m = 0; m < 64; ++m)
                r[d][m] = (d && m) ? int(0.4 + std::log(double(d)) * std::log(double(m)) / 2.2) : 0;
    }
};
const ReductionTable reductions;

bool hasPiecesBesidesPawns(const Position& pos, Color c) {
    const Bitboard mine = pos.pieces(c) & ~pos.pieces(King) & ~pos.pieces(Pawn);
    const Hand& h = pos.hand(c);
    return bool(mine) || h.total() > h.count(Pawn);
}

} // namespace

bool Search::repetition(int ply, Score& score) const {
    const int g = int(m_gameKeys.size());
    const int n = g + ply;
    auto keyAt = [&](int i) { return i >= g ? m_frames[i - g].key : m_gameKeys[i]; };
    auto checkAt = [&](int i) { return i >= g ? m_frames[i - g].inCheck : bool(m_gameChecks[i]); };
    const std::uint64_t key = keyAt(n);
    for (int d = 2; d <= 64 && n - d >= 0; d += 2) {
        const int i = n - d;
        // A null move breaks the chain of real moves: no repetition across it.
        if ((i + 1 >= g && m_frames[i + 1 - g].nullMove) || (i + 2 >= g && m_frames[i + 2 - g].nullMove))
            break;
        if (keyAt(i) != key) continue;
        bool theyChecked = true, weChecked = true;
        for (int k = n; k > i; k -= 2)
            theyChecked = theyChecked && checkAt(k);
        for (int k = n - 1; k > i; k -= 2)
            weChecked = weChecked && checkAt(k);
        score = theyChecked ? ScorePerpetual - ply : weChecked ? -ScorePerpetual + ply : ScoreDraw;
        return true;
    }
    return false;
}

bool Search::canDeclareWin() const {
    const Color us = m_pos.sideToMove();
    const Square k = m_pos.kingSquare(us);
    if (k == NoSquare || !m_pos.variant().zone[int(us)].test(k) ||
        m_pos.variant().kind != VariantKind::Standard)
        return false;
    const ImpasseVerdict v = judgeImpasse(m_pos, us, ImpasseRule::Points27, m_whiteCompensation);
    return v.outcome == ImpasseOutcome::DeclarerWins;
}

Move Search::mateInOne(const CheckInfo& ci) {
    MoveList list;
    movegen::legalMoves(m_pos, list);
    for (Move m : list) {
        if (!ci.givesCheck(m_pos, m)) continue;
        m_pos.doMove(m);
        const bool mate = !movegen::hasLegalMove(m_pos);
        m_pos.undoMove();
        if (mate) return m;
    }
    return Move::none();
}

void Search::pushFrame(int ply, Move m) {
    Frame& f = m_frames[ply + 1];
    f.key = m_pos.key();
    f.inCheck = m_pos.inCheck();
    f.move = m;
    f.nullMove = m.isNone();
    f.staticEval = ScoreNone;
}

void Search::updatePv(int ply, Move m) {
    Frame& f = m_frames[ply];
    const Frame& child = m_frames[ply + 1];
    f.pv[0] = m;
    std::copy(child.pv, child.pv + child.pvLength, f.pv + 1);
    f.pvLength = child.pvLength + 1;
}

void Search::updateQuietStats(int ply, Move best, int depth, const Move* quiets, int quietCount) {
    const Color us = m_pos.sideToMove();
    const int bonus = std::min(depth * depth * 16, 2000);
    m_history.addKiller(ply, best);
    m_history.update(us, best, bonus);
    for (int i = 0; i < quietCount; ++i)
        if (quiets[i] != best) m_history.update(us, quiets[i], -bonus);
    const Move previous = m_frames[ply].move;
    if (ply > 0 && !previous.isNone())
        m_history.setCounter(m_pos.pieceOn(previous.to()), previous.to(), best);
}

Score Search::search(Score alpha, Score beta, int depth, int ply, bool pvNode, bool cutNode) {
    if (depth <= 0) return qsearch(alpha, beta, ply, 0);
    Frame& frame = m_frames[ply];
    frame.pvLength = 0;
    if ((++m_nodes & 255) == 0) checkTime();
    if (m_stop) return 0;
    m_seldepth = std::max(m_seldepth, ply);

    Score rep;
    if (repetition(ply, rep)) return rep;
    if (ply >= MaxPly - 2) return evaluate(m_pos);
    // Mate distance pruning: no line from here beats a mate already found nearer the root.
    alpha = std::max(alpha, matedIn(ply));
    beta = std::min(beta, mateIn(ply + 1));
    if (alpha >= beta) return alpha;
    if (canDeclareWin()) return mateIn(ply + 1);

    const bool inCheck = m_pos.inCheck();
    const std::uint64_t key = m_pos.key();
    const TTHit tt = m_tt.probe(key);
    const Score ttScore = tt.found ? TranspositionTable::fromTT(tt.score, ply) : ScoreNone;
    if (!pvNode && tt.found && tt.depth >= depth && ttScore != ScoreNone &&
        (tt.bound == Bound::Exact || (tt.bound == Bound::Lower && ttScore >= beta) ||
         (tt.bound == Bound::Upper && ttScore <= alpha)))
        return ttScore;

    const CheckInfo ci(m_pos);
    Score staticEval = ScoreNone;
    if (!inCheck) {
        staticEval = tt.found && tt.eval != ScoreNone ? tt.eval : evaluate(m_pos);
        if (const Move mate = mateInOne(ci); !mate.isNone()) {
            m_tt.store(key, mate, TranspositionTable::toTT(mateIn(ply + 1), ply), staticEval, depth + 4,
                       Bound::Exact);
            if (pvNode) {
                m_frames[ply + 1].pvLength = 0;
                updatePv(ply, mate);
            }
            return mateIn(ply + 1);
        }
    }
    frame.staticEval = staticEval;

    if (!pvNode && !inCheck) {
        // Reverse futility: far above beta with little depth left, the opponent will not catch up.
        if (depth <= 6 && staticEval - 100 * depth >= beta && !isMateScore(beta)) return staticEval;
        // Null move: if passing still holds beta, a real move will too. Not with only king and pawns, where
        // passing may be the only good "move".
        if (depth >= 2 && staticEval >= beta && !frame.nullMove &&
            hasPiecesBesidesPawns(m_pos, m_pos.sideToMove()) && !isMateScore(beta)) {
            const int r = 3 + depth / 4 + std::min(2, (staticEval - beta) / 200);
            m_pos.doNullMove();
            pushFrame(ply, Move::none());
            const Score s = -search(-beta, -beta + 1, depth - r, ply + 1, false, !cutNode);
            m_pos.undoNullMove();
            if (m_stop) return 0;
            if (s >= beta) return isMateScore(s) ? beta : s;
        }
    }

    const Move previous = frame.move;
    const Move counter = ply > 0 && !previous.isNone()
                             ? m_history.counter(m_pos.pieceOn(previous.to()), previous.to())
                             : Move::none();
    MovePicker picker(m_pos, tt.move, m_history, ply, counter, MovePicker::Mode::All);
    if (picker.legalCount() == 0) return matedIn(ply); // no legal move loses, in check or not

    const Score originalAlpha = alpha;
    Score best = -ScoreInfinite;
    Move bestMove;
    Move quiets[64];
    int quietCount = 0, moveCount = 0;
    m_history.clearKillers(ply + 2);
    for (Move m = picker.next(); !m.isNone(); m = picker.next()) {
        ++moveCount;
        const bool tactical = picker.lastWasTactical();
        const bool check = ci.givesCheck(m_pos, m);
        const bool quiet = !tactical && !check;
        if (best > -ScoreMateInMaxPly && !inCheck) {
            // Futility and late-move pruning of quiet moves near the leaves.
            if (quiet && depth <= 3 && staticEval + 150 + 120 * depth <= alpha) continue;
            if (quiet && depth <= 4 && moveCount > 6 + 3 * depth * depth) continue;
            if (tactical && picker.lastWasBadCapture() && depth <= 4 && !seeAtLeast(m_pos, m, -120 * depth))
                continue;
        }
        // Extend checks that do not simply give the piece away: shogi's drops make unsafe checks plentiful.
        const int extension = check && ply < 2 * m_rootDepth && seeAtLeast(m_pos, m, 0) ? 1 : 0;
        const int newDepth = depth - 1 + extension;
        m_pos.doMove(m);
        pushFrame(ply, m);
        Score score;
        if (moveCount == 1) {
            score = -search(-beta, -alpha, newDepth, ply + 1, pvNode, false);
        } else {
            int r = 0;
            if (depth >= 3 && moveCount > 2 + int(pvNode) && quiet && !inCheck) {
                r = reductions.r[std::min(depth, 63)][std::min(moveCount, 63)];
                r += int(cutNode) - int(pvNode);
                r -= m_history.score(~m_pos.sideToMove(), m) / 6000;
                r = std::clamp(r, 0, newDepth - 1);
            }
            score = -search(-alpha - 1, -alpha, newDepth - r, ply + 1, false, true);
            if (score > alpha && r > 0)
                score = -search(-alpha - 1, -alpha, newDepth, ply + 1, false, !cutNode);
            if (pvNode && score > alpha && score < beta)
                score = -search(-beta, -alpha, newDepth, ply + 1, true, false);
        }
        m_pos.undoMove();
        if (m_stop) return 0;
        if (score > best) {
            best = score;
            if (score > alpha) {
                bestMove = m;
                if (pvNode) updatePv(ply, m);
                if (score >= beta) break;
                alpha = score;
            }
        }
        if (!tactical && quietCount < 64) quiets[quietCount++] = m;
    }
    if (best >= beta && !picker.lastWasTactical()) updateQuietStats(ply, bestMove, depth, quiets, quietCount);
    const Bound bound =
        best >= beta ? Bound::Lower : (pvNode && best > originalAlpha ? Bound::Exact : Bound::Upper);
    m_tt.store(key, bestMove, TranspositionTable::toTT(best, ply),
               staticEval == ScoreNone ? ScoreNone : staticEval, depth, bound);
    return best;
}

Score Search::qsearch(Score alpha, Score beta, int ply, int qdepth) {
    Frame& frame = m_frames[ply];
    frame.pvLength = 0;
    if ((++m_nodes & 255) == 0) checkTime();
    if (m_stop) return 0;
    m_seldepth = std::max(m_seldepth, ply);
    const bool inCheck = m_pos.inCheck();
    if (ply >= MaxPly - 2) return inCheck ? 0 : evaluate(m_pos);

    const TTHit tt = m_tt.probe(m_pos.key());
    const Score ttScore = tt.found ? TranspositionTable::fromTT(tt.score, ply) : ScoreNone;
    if (tt.found && ttScore != ScoreNone &&
        (tt.bound == Bound::Exact || (tt.bound == Bound::Lower && ttScore >= beta) ||
         (tt.bound == Bound::Upper && ttScore <= alpha)))
        return ttScore;

    Score best = -ScoreInfinite;
    Score standPat = ScoreNone;
    if (!inCheck) {
        standPat = tt.found && tt.eval != ScoreNone ? tt.eval : evaluate(m_pos);
        if (standPat >= beta) return standPat;
        alpha = std::max(alpha, standPat);
        best = standPat;
    }
    // In check every evasion is searched; otherwise captures and big promotions, plus safe checks on the
    // first quiescence ply so that a mating attack is not cut off at the horizon.
    MovePicker picker(m_pos, tt.move, m_history, ply, Move::none(),
                      inCheck ? MovePicker::Mode::All : MovePicker::Mode::Tactical);
    if (picker.legalCount() == 0) return matedIn(ply);
    Move bestMove;
    // Plays one move and keeps the best score; true when it cuts off.
    auto tryMove = [&](Move m) {
        m_pos.doMove(m);
        pushFrame(ply, m);
        const Score score = -qsearch(-beta, -alpha, ply + 1, qdepth + 1);
        m_pos.undoMove();
        if (m_stop || score <= best) return m_stop.load();
        best = score;
        if (score <= alpha) return false;
        bestMove = m;
        updatePv(ply, m);
        if (score >= beta) return true;
        alpha = score;
        return false;
    };
    for (Move m = picker.next(); !m.isNone(); m = picker.next()) {
        if (!inCheck && picker.lastWasBadCapture()) continue;
        if (!inCheck && !m.isDrop()) {
            const Piece victim = m_pos.capturedBy(m);
            const int gain = victim ? pieceValue(typeOf(victim)) : 300;
            if (standPat + gain + 200 <= alpha) continue; // delta pruning
        }
        if (tryMove(m)) break;
    }
    if (m_stop) return 0;
    if (!inCheck && qdepth == 0 && best < beta) {
        const CheckInfo ci(m_pos);
        const Color them = ~m_pos.sideToMove();
        MoveList list;
        movegen::legalMoves(m_pos, list);
        for (Move m : list) {
            if (m_pos.capturedBy(m) || !ci.givesCheck(m_pos, m) || m_pos.attacked(m.to(), them)) continue;
            const PieceType moving = m.isDrop() ? m.dropType() : typeOf(m_pos.pieceOn(m.from()));
            if (m.isPromotion() && (moving == Pawn || moving == Bishop || moving == Rook))
                continue; // searched with the tactical moves
            if (tryMove(m)) break;
        }
        if (m_stop) return 0;
    }
    m_tt.store(m_pos.key(), bestMove, TranspositionTable::toTT(best, ply), standPat, 0,
               best >= beta ? Bound::Lower : Bound::Upper);
    return best;
}

} // namespace shogi::engine
