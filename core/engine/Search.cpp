// The search driver: iterative deepening, the root move list with MultiPV and aspiration windows, time and
// node limits, and the choice of the move to play at the chosen level.
#include "engine/Search.h"

#include "engine/Evaluate.h"
#include "engine/MovePicker.h"
#include "rules/Handicap.h"
#include "rules/MoveGenerator.h"

#include <algorithm>
#include <cmath>
#include <thread>

namespace shogi::engine {

namespace {

std::int64_t nowMs() {
    return std::chrono::duration_cast<std::chrono::milliseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

} // namespace

Search::Search(std::size_t hashMegabytes, std::size_t mateMegabytes)
    : m_tt(hashMegabytes), m_mate(mateMegabytes), m_rng(std::random_device{}()) {
    m_history.clear();
    // stop() ends a mate search run through mateSolver() too: one request, armed by prepare() alone.
    m_mate.watch(&m_stop);
}

Search::~Search() {
    stopHelpers();
}

void Search::setThreads(int threads) {
    m_helpers.resize(std::size_t(std::max(1, threads) - 1));
    for (auto& helper : m_helpers) {
        if (helper) continue;
        helper.reset(new Search(1, 1));
        helper->m_table = &m_tt;
    }
}

std::uint64_t Search::totalNodes() const {
    std::uint64_t n = m_nodes;
    for (const auto& helper : m_helpers)
        n += helper->m_publishedNodes.load(std::memory_order_relaxed);
    return n;
}

void Search::startHelpers() {
    for (std::size_t i = 0; i < m_helpers.size(); ++i) {
        Search& h = *m_helpers[i];
        h.m_pos = m_pos;
        h.m_gameKeys = m_gameKeys;
        h.m_gameChecks = m_gameChecks;
        h.m_whiteCompensation = m_whiteCompensation;
        h.m_stop = false;
        h.m_publishedNodes = 0;
        m_helperThreads.emplace_back([&h, i] { h.helperSearch(int(i) + 1); });
    }
}

void Search::stopHelpers() {
    for (auto& helper : m_helpers)
        helper->m_stop = true;
    for (std::thread& t : m_helperThreads)
        t.join();
    m_helperThreads.clear();
}

void Search::helperSearch(int id) {
    // A helper searches until the main search stops it, with no clock and no limit of its own; every other
    // helper starts one ply deeper, so that the threads do not all search the same depth at the same time.
    m_limits = SearchLimits{};
    m_limits.infinite = true;
    m_pondering = false;
    m_nodes = 0;
    m_nodeLimit = 0;
    m_rootDepth = 0;
    m_startMs = nowMs();
    m_lastCheckMs = m_startMs;
    m_time.init(m_limits, m_pos.sideToMove(), int(m_gameKeys.size()), 0);
    MoveList list;
    movegen::legalMoves(m_pos, list);
    m_rootMoves.clear();
    for (Move m : list)
        m_rootMoves.push_back({m, -ScoreInfinite, -ScoreInfinite, 0, {m}});
    m_varietyMove = Move();
    setupRoot();
    for (int depth = 1 + id % 2; depth <= MaxPly - 8 && !m_stop && !m_rootMoves.empty(); ++depth) {
        m_rootDepth = depth;
        iterate(depth, 1);
    }
    m_publishedNodes.store(m_nodes, std::memory_order_relaxed);
}

void Search::setupRoot() {
    Frame& root = m_frames[0];
    root.key = m_pos.key();
    root.inCheck = m_pos.inCheck();
    root.move = m_pos.lastMove();
    root.pieceTo = root.move.isNone() ? 0 : int(m_pos.pieceOn(root.move.to())) * SquareCount + root.move.to();
    root.nullMove = false;
    root.sinceNull = MaxPly + 64; // further back than repetition() looks
    root.excluded = Move::none();
    root.staticEval = ScoreNone;
    m_nmpMinPly = 0;
}

void Search::newGame() {
    m_tt.clear();
    m_history.clear();
    m_correction.clear();
    for (auto& helper : m_helpers) {
        helper->m_history.clear();
        helper->m_correction.clear();
    }
    m_rng.seed(m_options.seed ? m_options.seed : std::random_device{}());
}

void Search::setPosition(const Position& start, const std::vector<Move>& moves) {
    m_pos = start;
    const Handicap* h = Handicap::forPosition(start);
    m_whiteCompensation = h ? h->impasseCompensation : 0;
    m_gameKeys.clear();
    m_gameChecks.clear();
    for (Move m : moves) {
        m_gameKeys.push_back(m_pos.key());
        m_gameChecks.push_back(m_pos.inCheck());
        m_pos.doMove(m);
    }
}

void Search::ponderhit() {
    m_startMs = nowMs();
    m_pondering = false;
}

std::int64_t Search::elapsed() const {
    return nowMs() - m_startMs;
}

void Search::sampleLatency() {
    using namespace std::chrono;
    std::int64_t late = 0;
    for (int i = 0; i < 4; ++i) {
        const auto before = steady_clock::now();
        std::this_thread::sleep_for(milliseconds(1));
        late = std::max<std::int64_t>(late,
                                      duration_cast<milliseconds>(steady_clock::now() - before).count() - 1);
    }
    m_latencyMs = std::max(m_latencyMs, late);
}

void Search::checkTime() {
    // A long gap between two looks at the clock is the OS not running us: a busy machine (see m_latencyMs).
    const std::int64_t now = nowMs();
    m_stallMs = std::max(m_stallMs, now - m_lastCheckMs);
    m_lastCheckMs = now;
    m_publishedNodes.store(m_nodes, std::memory_order_relaxed);
    if (m_rootDepth <= 1) return; // the first iteration always completes, so there is a move to play
    if (m_nodeLimit && m_nodes >= m_nodeLimit) m_stop = true;
    if (!m_pondering && m_time.limited() && elapsed() >= m_time.maximum()) m_stop = true;
}

Score Search::searchRoot(Score alpha, Score beta, int depth, int pvIndex) {
    const CheckInfo ci(m_pos);
    Score best = -ScoreInfinite;
    for (int i = pvIndex; i < int(m_rootMoves.size()); ++i) {
        RootMove& rm = m_rootMoves[i];
        const bool check = ci.givesCheck(m_pos, rm.move);
        const int newDepth = depth - 1 + int(check);
        const bool quiet = !check && !MovePicker::isTactical(m_pos, rm.move);
        m_pos.doMove(rm.move);
        pushFrame(0, rm.move);
        Score score;
        Score varietyLower = -ScoreInfinite;
        if (i == pvIndex) {
            score = -search(-beta, -alpha, newDepth, 1, true, false);
        } else {
            // The move picked for variety is first tested against a window VarietyMargin below the best: the
            // only cost of the variety is this one null-window search per iteration.
            const bool variety = rm.move == m_varietyMove && alpha > -ScoreInfinite + VarietyMargin;
            const Score floor = alpha - VarietyMargin;
            score = variety ? -search(-floor - 1, -floor, newDepth, 1, false, true) : ScoreInfinite;
            if (variety && score > floor) varietyLower = score;
            // Late quiet root moves are tried a little shallower first, as inside the tree but by two plies
            // less: the root is a PV node.
            const int moveCount = i - pvIndex + 1;
            if (score > alpha && quiet && m_reduceRoot && depth >= 3 && moveCount > 2) {
                const int r = lateMoveReduction(true, depth, moveCount) - 2;
                if (r > 0) score = -search(-alpha - 1, -alpha, newDepth - r, 1, false, true);
            }
            if (score > alpha) score = -search(-alpha - 1, -alpha, newDepth, 1, false, true);
            if (score > alpha && score < beta) score = -search(-beta, -alpha, newDepth, 1, true, false);
        }
        m_pos.undoMove();
        if (m_stop) return best;
        if (rm.move == m_varietyMove && score > alpha) varietyLower = std::max(varietyLower, score);
        m_varietyLower = std::max(m_varietyLower, varietyLower);
        if (i == pvIndex || score > alpha) {
            rm.score = score;
            rm.seldepth = m_seldepth;
            rm.pv.assign(1, rm.move);
            const Frame& child = m_frames[1];
            rm.pv.insert(rm.pv.end(), child.pv, child.pv + child.pvLength);
        } else {
            rm.score = -ScoreInfinite;
        }
        if (score > best) {
            best = score;
            if (score > alpha) {
                if (score >= beta) return score;
                alpha = score;
            }
        }
    }
    return best;
}

void Search::report(const InfoCallback& info, int depth, int lines) const {
    if (!info) return;
    for (int i = 0; i < lines; ++i) {
        const RootMove& rm = m_rootMoves[i];
        const bool updated = rm.score != -ScoreInfinite;
        if (!updated && rm.previous == -ScoreInfinite) continue;
        SearchInfo si;
        si.depth = depth;
        si.seldepth = std::max(rm.seldepth, depth);
        si.multipv = i + 1;
        si.score = updated ? rm.score : rm.previous;
        si.nodes = totalNodes();
        si.timeMs = elapsed();
        si.hashfull = m_tt.hashfull();
        si.pv = rm.pv;
        info(si);
    }
}

Move Search::chooseByLevel(const Level& level) {
    const int n = std::min<int>(level.candidates, int(m_rootMoves.size()));
    const Score best = m_rootMoves[0].score;
    std::vector<int> pool;
    for (int i = 0; i < n; ++i) {
        const Score s = m_rootMoves[i].score;
        if (s == -ScoreInfinite) continue;
        if (level.maxLoss && best - s > level.maxLoss) continue;
        if (s <= -ScoreMateInMaxPly && best > -ScoreMateInMaxPly) continue; // never walk into a seen mate
        pool.push_back(i);
    }
    if (pool.size() <= 1) return m_rootMoves[0].move;
    if (int(m_rng() % 100) < level.blunderPercent)
        return m_rootMoves[pool[1 + m_rng() % (pool.size() - 1)]].move;
    std::vector<double> weights;
    for (int i : pool)
        weights.push_back(
            std::exp(double(std::max(m_rootMoves[i].score - best, -3000)) / std::max(1, level.temperature)));
    std::discrete_distribution<int> pick(weights.begin(), weights.end());
    return m_rootMoves[pool[pick(m_rng)]].move;
}

void Search::iterate(int depth, int lines) {
    for (RootMove& rm : m_rootMoves)
        rm.previous = rm.score;
    for (int pv = 0; pv < lines && !m_stop; ++pv) {
        m_seldepth = 0;
        const Score prev = m_rootMoves[pv].previous;
        Score delta = 30;
        Score alpha = -ScoreInfinite, beta = ScoreInfinite;
        if (depth >= 5 && prev != -ScoreInfinite && !isMateScore(prev)) {
            alpha = std::max(prev - delta, -ScoreInfinite);
            beta = std::min(prev + delta, ScoreInfinite);
        }
        while (true) {
            const Score s = searchRoot(alpha, beta, depth, pv);
            std::stable_sort(m_rootMoves.begin() + pv, m_rootMoves.end(),
                             [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
            if (m_stop) break;
            if (s <= alpha) {
                beta = (alpha + beta) / 2;
                alpha = std::max(s - delta, -ScoreInfinite);
            } else if (s >= beta) {
                beta = std::min(s + delta, ScoreInfinite);
            } else {
                break;
            }
            delta += delta / 2 + 10;
        }
        std::stable_sort(m_rootMoves.begin(), m_rootMoves.begin() + pv + 1,
                         [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
    }
}

void Search::pickVariety(int depth) {
    constexpr int Candidates = 3;
    const int lines = std::min<int>(Candidates, int(m_rootMoves.size()));
    // Cheap by construction: a few plies, and none begun past a tenth of the time the move may take.
    for (int d = 1; d <= depth && !m_stop && (!m_time.limited() || elapsed() < m_time.optimum() / 10); ++d) {
        m_rootDepth = d;
        iterate(d, lines);
    }
    std::vector<Move> near;
    for (int i = 0; i < lines; ++i)
        if (m_rootMoves[i].score != -ScoreInfinite &&
            m_rootMoves[0].score - m_rootMoves[i].score <= VarietyMargin)
            near.push_back(m_rootMoves[i].move);
    if (!near.empty()) m_varietyMove = near[m_rng() % near.size()];
    // The real search starts afresh, with this step's move order and its table entries; when the time ran out
    // in this step already, its scores are what there is to report and play.
    if (!m_stop)
        for (RootMove& rm : m_rootMoves)
            rm.score = rm.previous = -ScoreInfinite;
}

void Search::prepare(const SearchLimits& limits) {
    m_startMs = nowMs();
    m_stop = false;
    m_pondering = limits.ponder;
    m_limits = limits;
}

SearchResult Search::run(const InfoCallback& info) {
    const SearchLimits limits = m_limits;
    m_nodes = 0;
    m_rootDepth = 0;
    m_tt.newSearch();
    const int gamePly = int(m_gameKeys.size());
    const Level level = Level::forLevel(m_options.level);
    m_reduceRoot = level.full();
    // Waiting to be run since "go" was read counts as a stall too.
    m_lastCheckMs = nowMs();
    m_stallMs = m_lastCheckMs - m_startMs;
    m_time.init(limits, m_pos.sideToMove(), gamePly, m_options.overheadMs, m_options.pace, level.full(),
                std::max(m_latencyMs, m_stallMs));
    m_nodeLimit = limits.nodes;
    int maxDepth = MaxPly - 8;
    if (limits.depth) maxDepth = std::min(maxDepth, limits.depth);
    if (level.depth) maxDepth = std::min(maxDepth, level.depth);

    SearchResult result;
    auto waitForRelease = [this, &limits] {
        // USI: in ponder or infinite mode the answer waits for "ponderhit" or "stop".
        while (!m_stop && (m_pondering || limits.infinite))
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
    };
    if (canDeclareWin()) {
        result.declareWin = true;
        waitForRelease();
        return result;
    }
    MoveList list;
    movegen::legalMoves(m_pos, list);
    if (list.empty()) {
        result.score = matedIn(0);
        waitForRelease();
        return result;
    }
    m_rootMoves.clear();
    for (Move m : list)
        m_rootMoves.push_back({m, -ScoreInfinite, -ScoreInfinite, 0, {m}});
    // Casual games vary their first moves among near-equal ones. The candidates come from a cheap root step
    // (a shallow MultiPV search); the real search then runs with one line, testing only the picked move
    // against the best with a margin, so the variety does not cost the game its depth.
    const bool casualOpening = m_options.openingVariety && level.full() && gamePly < 16 && m_limits.timed() &&
                               !limits.infinite && m_options.multiPV <= 1;
    int lines = std::max(1, m_options.multiPV);
    if (!level.full()) lines = std::max(lines, level.candidates);
    lines = std::min<int>(lines, int(m_rootMoves.size()));
    m_varietyMove = Move();

    // A short df-pn probe first: a forced mate by checks is played at once, whatever the search would think.
    if (level.full() && !limits.infinite && !limits.ponder && m_options.multiPV <= 1 &&
        (!m_time.limited() || m_time.optimum() >= 100)) {
        // A search limited by depth or nodes only (bench, "go nodes N" matches) must give the same answer every
        // time: its probe has no clock, only a node budget about as large as the 200 ms a clock would give.
        const std::int64_t budget = m_time.limited() ? m_time.optimum() / 8 : 0;
        const std::uint64_t probeCap = m_time.limited() ? 200000 : 50000;
        // Under "go nodes N" the probe takes at most a quarter of the N, and its nodes count towards N: equal
        // work stays equal.
        const std::uint64_t probeNodes = limits.nodes ? std::min(probeCap, limits.nodes / 4) : probeCap;
        const MateResult mate = m_mate.solve(m_pos, probeNodes, budget);
        m_nodes = mate.nodes;
        m_lastCheckMs = nowMs(); // the probe's own time is not a stall
        if (mate.status == MateResult::Status::Mate) {
            result.best = mate.line.front();
            result.pv = mate.line;
            result.score = mateIn(int(mate.line.size()));
            result.nodes = mate.nodes;
            result.depth = int(mate.line.size());
            if (mate.line.size() > 1) result.ponder = mate.line[1];
            if (info) {
                SearchInfo si;
                si.depth = result.depth;
                si.seldepth = result.depth;
                si.score = result.score;
                si.nodes = mate.nodes;
                si.timeMs = elapsed();
                si.pv = mate.line;
                info(si);
            }
            return result;
        }
    }
    setupRoot();
    if (casualOpening && m_rootMoves.size() > 1) pickVariety(std::min(maxDepth, VarietyDepth));
    startHelpers();
    std::vector<RootMove> completed;
    bool varietyHolds = false;
    Score varietyScore = -ScoreInfinite;
    double instability = 0;
    for (int depth = 1; depth <= maxDepth; ++depth) {
        m_rootDepth = depth;
        m_varietyLower = -ScoreInfinite;
        iterate(depth, lines);
        if (m_stop && !completed.empty()) break;
        report(info, depth, lines);
        if (!completed.empty() && completed[0].move != m_rootMoves[0].move) instability += 1.0;
        instability *= 0.6;
        completed = m_rootMoves;
        varietyHolds = !m_varietyMove.isNone() && (m_rootMoves[0].move == m_varietyMove ||
                                                   m_varietyLower >= m_rootMoves[0].score - VarietyMargin);
        varietyScore = m_varietyLower;
        result.depth = depth;
        if (m_stop) break;
        if (m_pondering || limits.infinite) continue;
        const Score best = m_rootMoves[0].score;
        if (isMateScore(best) && depth > std::abs(matePlies(best)) + 2 && !limits.depth) break;
        if (m_time.shouldStop(elapsed(), instability)) break;
        if (m_nodeLimit && m_nodes >= m_nodeLimit) break;
    }
    stopHelpers();
    waitForRelease();
    m_rootMoves = completed;
    Move chosen = m_rootMoves[0].move;
    if (!level.full()) {
        chosen = chooseByLevel(level);
    } else if (varietyHolds) {
        chosen = m_varietyMove;
    }
    for (const RootMove& rm : m_rootMoves)
        if (rm.move == chosen) {
            result.best = rm.move;
            // The variety move, when not the best, has a lower bound only.
            result.score = rm.score != -ScoreInfinite ? rm.score : varietyScore;
            result.pv = rm.pv;
            if (rm.pv.size() > 1) result.ponder = rm.pv[1];
            break;
        }
    result.nodes = totalNodes();
    m_latencyMs = std::max(m_stallMs, m_latencyMs * 3 / 4);
    return result;
}

} // namespace shogi::engine
