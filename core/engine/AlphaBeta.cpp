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

// Late-move reductions by depth and move number, in 1024ths of a ply: 0.6 ln d ln m, Stockfish's scale (ours
// was 0.45, and searched far bushier trees than Fairy-Stockfish's at equal nodes). A node whose evaluation is
// not improving reduces one more ply once the reduction reaches about one.
struct ReductionTable {
    int r[64][64];
    ReductionTable() {
        for (int d = 0; d < 64; ++d)
            for (int m = 0; m < 64; ++m)
                r[d][m] = (d && m) ? int(24.8 * std::log(double(d)) * 24.8 * std::log(double(m))) : 0;
    }
    int operator()(bool improving, int depth, int moveCount) const {
        const int x = r[std::min(depth, 63)][std::min(moveCount, 63)];
        return (x + 511) / 1024 + int(!improving && x > 1007);
    }
};
const ReductionTable reductionTable;

// The frames (back from the node's own) whose moves the continuation histories answer: the moves one, two
// and four plies before, as in Stockfish 11.
constexpr int ContinuationPlies[3] = {0, 1, 3};

// How many of those frames lie within the search (fewer near the root).
int continuationFrames(int ply) {
    int n = 0;
    while (n < 3 && ply - ContinuationPlies[n] >= 0)
        ++n;
    return n;
}

bool hasPiecesBesidesPawns(const Position& pos, Color c) {
    const Bitboard mine = pos.pieces(c) & ~pos.pieces(King) & ~pos.pieces(Pawn);
    const Hand& h = pos.hand(c);
    return bool(mine) || h.total() > h.count(Pawn);
}

} // namespace

int lateMoveReduction(bool improving, int depth, int moveCount) {
    return reductionTable(improving, depth, moveCount);
}

bool Search::repetition(int ply, Score& score) const {
    const int g = int(m_gameKeys.size());
    const int n = g + ply;
    auto keyAt = [&](int i) { return i >= g ? m_frames[i - g].key : m_gameKeys[i]; };
    auto checkAt = [&](int i) { return i >= g ? m_frames[i - g].inCheck : bool(m_gameChecks[i]); };
    const std::uint64_t key = keyAt(n);
    // At most 64 plies back, and not across a null move: it breaks the chain of real moves.
    const int oldest = std::max({0, n - 64, n - m_frames[ply].sinceNull});
    for (int i = n - 2; i >= oldest; i -= 2) {
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

namespace {

// Whether the king that m checks has a step onto a square m leaves unattacked: the first thing hasLegalMove()
// would find after m, here found without playing m. Most checks leave such a square.
bool kingStepsAway(const Position& pos, Move m) {
    const Color us = pos.sideToMove(), them = ~us;
    const Square k = pos.kingSquare(them), to = m.to();
    const Piece moved =
        m.isPromotion() ? makePiece(us, promoted(typeOf(pos.movedPiece(m)))) : pos.movedPiece(m);
    const Bitboard mover = m.isDrop() ? Bitboard() : Bitboard::square(m.from());
    // The occupancy after m, without the king (it does not shield a square it steps to).
    const Bitboard occ = ((pos.occupied() & ~mover) | Bitboard::square(to)) ^ Bitboard::square(k);
    const Bitboard moverAttacks = attacks::of(moved, to, occ);
    // The king's steps: onto the board, not onto its own pieces (the checker's square is one it may take).
    const Bitboard steps =
        attacks::king(k) & pos.variant().board & ~(pos.pieces(them) & ~Bitboard::square(to));
    for (Bitboard b = steps; b;) {
        const Square s = b.popLsb();
        if (!moverAttacks.test(s) && !(pos.attackersTo(s, us, occ) & ~mover)) return true;
    }
    return false;
}

} // namespace

Move Search::mateInOne(const CheckInfo& ci) {
    MoveList list;
    ci.checkCandidates(m_pos, movegen::Captures | movegen::NonCaptures | movegen::Drops, list);
    for (Move m : list) {
        if (!ci.givesCheck(m_pos, m) || kingStepsAway(m_pos, m)) continue;
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
    f.sinceNull = m.isNone() ? 0 : m_frames[ply].sinceNull + 1;
    f.pieceTo = m.isNone() ? 0 : int(m_pos.pieceOn(m.to())) * SquareCount + m.to();
    f.staticEval = ScoreNone;
    f.excluded = Move::none();
}

void Search::updatePv(int ply, Move m) {
    Frame& f = m_frames[ply];
    const Frame& child = m_frames[ply + 1];
    f.pv[0] = m;
    std::copy(child.pv, child.pv + child.pvLength, f.pv + 1);
    f.pvLength = child.pvLength + 1;
}

Score Search::corrected(Score rawEval) const {
    return std::clamp(rawEval + m_correction.correction(m_pos), -ScoreMateInMaxPly + 1,
                      ScoreMateInMaxPly - 1);
}

MoveOrdering Search::ordering(int ply, Move ttMove) const {
    MoveOrdering o;
    o.ttMove = ttMove;
    o.ply = ply;
    o.excluded = m_frames[ply].excluded;
    const Move previous = m_frames[ply].move;
    if (!previous.isNone()) o.counter = m_history.counter(m_pos.pieceOn(previous.to()), previous.to());
    for (int i = 0, n = continuationFrames(ply); i < n; ++i)
        o.continuation[i] = &m_history.continuation(m_frames[ply - ContinuationPlies[i]].pieceTo);
    return o;
}

void Search::updateContinuations(int ply, int pieceToIndex, int bonus) {
    for (int i = 0, n = continuationFrames(ply); i < n; ++i)
        m_history.updateContinuation(m_frames[ply - ContinuationPlies[i]].pieceTo, pieceToIndex, bonus);
}

void Search::updateStats(int ply, Move best, bool bestTactical, int depth, const Move* quiets, int quietCount,
                         const Move* captures, int captureCount) {
    const Color us = m_pos.sideToMove();
    const int bonus = std::min(150 * depth - 80, 1500);
    if (!bestTactical) {
        m_history.addKiller(ply, best);
        m_history.update(us, best, bonus);
        updateContinuations(ply, pieceTo(m_pos, best), bonus);
        for (int i = 0; i < quietCount; ++i) {
            if (quiets[i] == best) continue;
            m_history.update(us, quiets[i], -bonus);
            updateContinuations(ply, pieceTo(m_pos, quiets[i]), -bonus);
        }
        const Move previous = m_frames[ply].move;
        if (!previous.isNone()) m_history.setCounter(m_pos.pieceOn(previous.to()), previous.to(), best);
    } else {
        m_history.updateCapture(pieceTo(m_pos, best), typeOf(m_pos.capturedBy(best)), bonus);
    }
    for (int i = 0; i < captureCount; ++i)
        if (captures[i] != best)
            m_history.updateCapture(pieceTo(m_pos, captures[i]), typeOf(m_pos.capturedBy(captures[i])),
                                    -bonus);
}

Score Search::search(Score alpha, Score beta, int depth, int ply, bool pvNode, bool cutNode) {
    if (depth <= 0) return qsearch(alpha, beta, ply, 0);
    Frame& frame = m_frames[ply];
    frame.pvLength = 0;
    if ((++m_nodes & 255) == 0) checkTime();
    if (m_stop) return 0;
    m_seldepth = std::max(m_seldepth, ply);
    const Move excluded = frame.excluded;

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
    // The singular test searches this node without its hash move: the entry describes the whole node.
    const TTHit tt = excluded.isNone() ? m_table->probe(key) : TTHit{};
    const Score ttScore = tt.found ? TranspositionTable::fromTT(tt.score, ply) : ScoreNone;
    const bool ttLower = tt.bound == Bound::Lower || tt.bound == Bound::Exact;
    const bool ttUpper = tt.bound == Bound::Upper || tt.bound == Bound::Exact;
    if (!pvNode && tt.found && tt.depth >= depth && ttScore != ScoreNone &&
        ((ttLower && ttScore >= beta) || (ttUpper && ttScore <= alpha)))
        return ttScore;
    const bool ttCapture = !tt.move.isNone() && m_pos.capturedBy(tt.move);

    const CheckInfo ci(m_pos);
    Score rawEval = ScoreNone, staticEval = ScoreNone, eval = ScoreNone;
    if (!excluded.isNone()) {
        staticEval = eval = frame.staticEval;
    } else if (!inCheck) {
        // The table keeps the evaluation as computed; the correction learnt since is added on every use.
        rawEval = tt.found && tt.eval != ScoreNone ? tt.eval : evaluate(m_pos);
        staticEval = corrected(rawEval);
        if (const Move mate = mateInOne(ci); !mate.isNone()) {
            m_table->store(key, mate, TranspositionTable::toTT(mateIn(ply + 1), ply), rawEval, depth + 4,
                           Bound::Exact);
            if (pvNode) {
                m_frames[ply + 1].pvLength = 0;
                updatePv(ply, mate);
            }
            return mateIn(ply + 1);
        }
        // The table's score, when its bound points the right way, is a better guess than the static one.
        eval = staticEval;
        if (ttScore != ScoreNone && !isMateScore(ttScore) && (ttScore > eval ? ttLower : ttUpper))
            eval = ttScore;
    }
    frame.staticEval = staticEval;
    // Improving: the static evaluation rose since our previous move, so pruning on it can be bolder.
    const Score evalBefore = ply >= 2 && m_frames[ply - 2].staticEval != ScoreNone
                                 ? m_frames[ply - 2].staticEval
                             : ply >= 4 ? m_frames[ply - 4].staticEval
                                        : ScoreNone;
    const bool improving = !inCheck && evalBefore != ScoreNone && staticEval > evalBefore;

    if (!pvNode && !inCheck && excluded.isNone() && !isMateScore(beta)) {
        // Reverse futility: far above beta with little depth left, the opponent will not catch up. (The
        // bolder form, deeper and with a smaller margin when improving, lost at 20k nodes a move, as did
        // razoring and ProbCut: the static evaluation is not sharp enough for them.)
        if (depth <= 6 && staticEval - 100 * depth >= beta) return staticEval;
        // Null move: if passing still holds beta, a real move will too. Not with only king and pawns, where
        // passing may be the only good "move". Deep cuts are verified by a search without null moves.
        if (depth >= 2 && eval >= beta && staticEval >= beta - 20 * depth + 100 && !frame.nullMove &&
            ply >= m_nmpMinPly && hasPiecesBesidesPawns(m_pos, m_pos.sideToMove())) {
            const int r = 3 + depth / 3 + std::min(3, (eval - beta) / 200);
            m_pos.doNullMove();
            pushFrame(ply, Move::none());
            Score s = -search(-beta, -beta + 1, depth - r, ply + 1, false, !cutNode);
            m_pos.undoNullMove();
            if (m_stop) return 0;
            if (s >= beta) {
                if (isMateScore(s)) s = beta;
                if (m_nmpMinPly || depth < 12) return s;
                m_nmpMinPly = ply + 3 * (depth - r) / 4;
                const Score v = search(beta - 1, beta, depth - r, ply, false, false);
                m_nmpMinPly = 0;
                if (v >= beta) return s;
            }
        }
    }

    // Internal iterative reduction: a node the table knows no move for is searched a little shallower first.
    if ((pvNode || cutNode) && depth >= 4 && tt.move.isNone()) --depth;

    MovePicker picker(m_pos, m_history, ordering(ply, tt.move), MovePicker::Mode::All);

    const Score originalAlpha = alpha;
    Score best = -ScoreInfinite;
    Move bestMove;
    bool bestTactical = false;
    Move quiets[64], captures[32];
    int quietCount = 0, captureCount = 0, moveCount = 0;
    m_history.clearKillers(ply + 2);
    m_frames[ply + 2].statScore = 0;
    for (Move m = picker.next(); !m.isNone(); m = picker.next()) {
        ++moveCount;
        const bool tactical = picker.lastWasTactical();
        const bool check = ci.givesCheck(m_pos, m);
        const bool quiet = !tactical && !check;
        const int history = picker.lastHistory();
        const int newDepth = depth - 1;
        const int reduction = lateMoveReduction(improving, depth, moveCount);
        if (best > -ScoreMateInMaxPly && !inCheck) {
            const int lmrDepth = std::max(0, newDepth - reduction + history / 8000);
            if (quiet) {
                // Late moves, moves the continuations call bad, and moves that cannot reach alpha.
                if (moveCount >= (3 + depth * depth) / (2 - int(improving))) continue;
                if (lmrDepth < 4 && history < -3000 * depth) continue;
                if (lmrDepth < 8 && staticEval + 150 + 120 * lmrDepth <= alpha) continue;
                if (!seeAtLeast(m_pos, m, -25 * lmrDepth * lmrDepth)) continue;
            } else if (tactical && !check) {
                if (depth <= 8 && !seeAtLeast(m_pos, m, -150 * depth)) continue;
            } else if (depth <= 4 && !seeAtLeast(m_pos, m, -100 * depth)) {
                continue; // a check that only gives material away, near the leaves
            }
        }
        int extension = 0;
        // Singular extension: when every other move fails well below the hash move's score, the hash move
        // is the only one and gets a ply more; when even the others beat beta, the node is cut at once.
        if (depth >= 8 && m == tt.move && excluded.isNone() && ply < 2 * m_rootDepth && ttLower &&
            tt.depth >= depth - 3 && ttScore != ScoreNone && !isMateScore(ttScore)) {
            const Score singularBeta = ttScore - 2 * depth;
            frame.excluded = m;
            const Score v = search(singularBeta - 1, singularBeta, (depth - 1) / 2, ply, false, cutNode);
            frame.excluded = Move::none();
            if (m_stop) return 0;
            if (v < singularBeta)
                extension = 1;
            else if (singularBeta >= beta)
                return singularBeta;
            else if (ttScore >= beta)
                extension = -1;
        }
        // Extend checks that do not simply give the piece away: shogi's drops make unsafe checks plentiful.
        if (extension == 0 && check && ply < 2 * m_rootDepth && seeAtLeast(m_pos, m, 0)) extension = 1;
        const int moveDepth = newDepth + extension;
        m_pos.doMove(m);
        m_table->prefetch(m_pos.key());
        pushFrame(ply, m);
        Score score = alpha;
        bool full = !pvNode || moveCount > 1;
        if (depth >= 2 && moveCount > 1 + int(pvNode) && (!tactical || picker.lastWasBadCapture())) {
            int r = reduction;
            r += int(cutNode) * 2 - int(pvNode) + int(ttCapture) - int(check) - int(inCheck);
            if (!tactical) {
                // Stockfish 11's statScore: the move's history, and whether it agrees with the history of
                // the opponent's move that led here (a good answer to a poor move is reduced less).
                const int statScore = history - 3000;
                const int previous = ply >= 1 ? m_frames[ply - 1].statScore : 0;
                frame.statScore = statScore;
                if (statScore >= 0 && previous < 0)
                    --r;
                else if (previous >= 0 && statScore < 0)
                    ++r;
                r -= statScore / 10000;
            }
            const int d = std::clamp(moveDepth - r, 1, moveDepth);
            score = -search(-alpha - 1, -alpha, d, ply + 1, false, true);
            full = score > alpha && d < moveDepth;
        }
        if (full) score = -search(-alpha - 1, -alpha, moveDepth, ply + 1, false, !cutNode);
        if (pvNode && (moveCount == 1 || (score > alpha && score < beta)))
            score = -search(-beta, -alpha, moveDepth, ply + 1, true, false);
        m_pos.undoMove();
        if (m_stop) return 0;
        if (score > best) {
            best = score;
            if (score > alpha) {
                bestMove = m;
                bestTactical = tactical;
                if (pvNode) updatePv(ply, m);
                if (score >= beta) break;
                alpha = score;
            }
        }
        if (!tactical && quietCount < 64) quiets[quietCount++] = m;
        if (tactical && captureCount < 32 && m_pos.capturedBy(m)) captures[captureCount++] = m;
    }
    // No legal move loses, in check or not.
    if (moveCount == 0 || best == -ScoreInfinite) return excluded.isNone() ? matedIn(ply) : alpha;
    if (best >= beta && !(bestTactical && !m_pos.capturedBy(bestMove)))
        updateStats(ply, bestMove, bestTactical, depth, quiets, quietCount, captures, captureCount);
    if (!excluded.isNone()) return best;
    const Bound bound =
        best >= beta ? Bound::Lower : (pvNode && best > originalAlpha ? Bound::Exact : Bound::Upper);
    m_table->store(key, bestMove, TranspositionTable::toTT(best, ply), rawEval, depth, bound);
    // A quiet result that the bound says is the true score's side of the static evaluation teaches the
    // correction; captures are the search's business, mates are not an evaluation's error.
    if (!inCheck && (bestMove.isNone() || !m_pos.capturedBy(bestMove)) && !isMateScore(best) &&
        !(bound == Bound::Lower && best <= staticEval) && !(bound == Bound::Upper && best >= staticEval))
        m_correction.update(m_pos, best, staticEval, depth);
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

    const TTHit tt = m_table->probe(m_pos.key());
    const Score ttScore = tt.found ? TranspositionTable::fromTT(tt.score, ply) : ScoreNone;
    if (tt.found && ttScore != ScoreNone &&
        (tt.bound == Bound::Exact || (tt.bound == Bound::Lower && ttScore >= beta) ||
         (tt.bound == Bound::Upper && ttScore <= alpha)))
        return ttScore;

    Score best = -ScoreInfinite;
    Score rawEval = ScoreNone, standPat = ScoreNone;
    if (!inCheck) {
        rawEval = tt.found && tt.eval != ScoreNone ? tt.eval : evaluate(m_pos);
        standPat = corrected(rawEval);
        if (standPat >= beta) return standPat;
        alpha = std::max(alpha, standPat);
        best = standPat;
    }
    // In check every evasion is searched; otherwise captures and big promotions, plus safe checks on the
    // first quiescence ply so that a mating attack is not cut off at the horizon.
    MovePicker picker(m_pos, m_history, ordering(ply, tt.move),
                      inCheck ? MovePicker::Mode::All : MovePicker::Mode::Tactical);
    Move bestMove;
    // Plays one move and keeps the best score; true when it cuts off.
    auto tryMove = [&](Move m) {
        m_pos.doMove(m);
        m_table->prefetch(m_pos.key());
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
    int moveCount = 0;
    for (Move m = picker.next(); !m.isNone(); m = picker.next()) {
        ++moveCount;
        if (!inCheck && picker.lastWasBadCapture()) continue;
        // Delta pruning: not even the material the move wins brings the score near alpha.
        if (!inCheck && standPat + materialGain(m_pos, m) + 200 <= alpha) continue;
        if (tryMove(m)) break;
    }
    if (m_stop) return 0;
    // No legal move loses; without a capture to try, whether there is any other move has to be asked.
    if (moveCount == 0 && (inCheck || !movegen::hasLegalMove(m_pos))) return matedIn(ply);
    if (!inCheck && qdepth == 0 && best < beta) {
        const CheckInfo ci(m_pos);
        const Color them = ~m_pos.sideToMove();
        MoveList list;
        ci.checkCandidates(m_pos, movegen::NonCaptures | movegen::Drops, list);
        for (Move m : list) {
            if (!ci.givesCheck(m_pos, m) || m_pos.attacked(m.to(), them)) continue;
            const PieceType moving = m.isDrop() ? m.dropType() : typeOf(m_pos.pieceOn(m.from()));
            if (m.isPromotion() && (moving == Pawn || moving == Bishop || moving == Rook))
                continue; // searched with the tactical moves
            if (tryMove(m)) break;
        }
        if (m_stop) return 0;
    }
    m_table->store(m_pos.key(), bestMove, TranspositionTable::toTT(best, ply), rawEval, 0,
                   best >= beta ? Bound::Lower : Bound::Upper);
    return best;
}

} // namespace shogi::engine
