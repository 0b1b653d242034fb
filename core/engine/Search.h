#pragma once
// The engine's search: iterative deepening over principal-variation alpha-beta with aspiration windows,
// quiescence, check extension, null move, late-move reductions, futility pruning, a mate-in-one probe and
// repetition judged by the rules (sennichite draws, perpetual check loses for the checker). With more than one
// thread (Lazy SMP) helper searches run the same root beside the main one, sharing only the transposition
// table: what they store makes the main search's cut-offs and move order better; the main search alone
// decides when to stop and what to play.
// go() blocks; stop() and ponderhit() may be called from another thread while it runs. A front end that runs
// the search on a worker calls prepare() on its own thread before starting the worker and run() on the
// worker: only prepare() clears a stop or ponderhit request, so one sent the instant after "go" is never
// lost.
#include "engine/CheckInfo.h"
#include "engine/CorrectionHistory.h"
#include "engine/History.h"
#include "engine/Level.h"
#include "engine/MateSolver.h"
#include "engine/MovePicker.h"
#include "engine/SearchLimits.h"
#include "engine/TimeManager.h"
#include "engine/TranspositionTable.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <thread>
#include <random>
#include <vector>

namespace shogi::engine {

struct SearchInfo {
    int depth = 0;
    int seldepth = 0;
    int multipv = 1;
    Score score = 0; // from the side to move's point of view
    Bound bound = Bound::Exact;
    std::uint64_t nodes = 0;
    std::int64_t timeMs = 0;
    int hashfull = 0;
    std::vector<Move> pv;
};

struct SearchResult {
    Move best; // none: no legal move (resign) unless declareWin
    Move ponder;
    bool declareWin = false; // the 27-point impasse declaration wins: "bestmove win"
    Score score = 0;
    int depth = 0;
    std::uint64_t nodes = 0;
    std::vector<Move> pv;
};

struct SearchOptions {
    int multiPV = 1;
    int level = Level::Max;
    bool openingVariety = false; // casual games: vary the first moves among near-equal ones
    std::int64_t overheadMs = 100;
    Pace pace = Pace::Tournament;
    std::uint64_t seed = 0; // 0: a different seed each game
};

// Late-move reductions in plies by depth and move number (AlphaBeta.cpp), also used at the root.
int lateMoveReduction(bool improving, int depth, int moveCount);

class Search {
public:
    using InfoCallback = std::function<void(const SearchInfo&)>;

    Search() : Search(64, 16) {}
    void setHashSize(std::size_t megabytes) { m_tt.resize(megabytes); }
    // Search threads, the main one included (1 or more); called while no search runs.
    void setThreads(int threads);
    int threads() const { return 1 + int(m_helpers.size()); }
    ~Search();
    void newGame();
    SearchOptions& options() { return m_options; }
    // The game so far: its start and the moves played (kept for repetition).
    void setPosition(const Position& start, const std::vector<Move>& moves);
    const Position& position() const { return m_pos; }

    SearchResult go(const SearchLimits& limits, const InfoCallback& info = {}) {
        prepare(limits);
        return run(info);
    }
    // Arms the next search: its limits, its start time, no stop requested, pondering if it ponders.
    void prepare(const SearchLimits& limits);
    // The search prepare() armed; returns at once when it was stopped before it began.
    SearchResult run(const InfoCallback& info = {});
    void stop() { m_stop = true; }
    void ponderhit();
    std::uint64_t nodes() const { return m_nodes; }
    // The main and helper threads' nodes of the running or last search, as last published (every 256).
    std::uint64_t totalNodes() const;
    // Measures how late the OS wakes this thread (a few 1 ms sleeps) and takes it as the latency to keep
    // back until searches measure their own: a game's first moves on a busy machine need it most. A few ms;
    // called while no search runs (at isready).
    void sampleLatency();
    // The mate solver the search probes the root with; also what "go mate" uses (one table, not two).
    MateSolver& mateSolver() { return m_mate; }

private:
    // A helper is made with the smallest tables: it searches in the main search's table and never probes for
    // mates (made with the main one's sizes, 15 helpers cleared 1.2 GB and kept 240 MB they never used).
    Search(std::size_t hashMegabytes, std::size_t mateMegabytes);

    struct RootMove {
        Move move;
        Score score = -ScoreInfinite;
        Score previous = -ScoreInfinite;
        int seldepth = 0;
        std::vector<Move> pv;
    };
    struct Frame {
        std::uint64_t key = 0;
        bool inCheck = false;
        Score staticEval = ScoreNone;
        Move move;
        int pieceTo = 0;   // the move's continuation-history index (0: a null move or none)
        int statScore = 0; // the history of the quiet move last reduced at this node (0: none yet)
        bool nullMove = false;
        int sinceNull = 0; // plies since the last null move of the line (from the root: none, the whole game)
        Move excluded;     // the singular-extension test's move, skipped at this node
        Move pv[MaxPly + 1];
        int pvLength = 0;
    };

    // Casual openings: the picked move may be played when it is within this of the best at full depth (from the
    // start at depth 5: 5i6h +39, 7i6h -20, 7g7f -34; with 40 the first move would nearly always be the same).
    static constexpr Score VarietyMargin = 60;
    static constexpr int VarietyDepth = 5; // the depth of the cheap MultiPV step that picks it

    // One iteration of `lines` principal variations with aspiration windows.
    void iterate(int depth, int lines);
    void pickVariety(int depth);
    Score searchRoot(Score alpha, Score beta, int depth, int pvIndex);
    Score search(Score alpha, Score beta, int depth, int ply, bool pvNode, bool cutNode);
    Score qsearch(Score alpha, Score beta, int ply, int qdepth);
    bool repetition(int ply, Score& score) const;
    bool canDeclareWin() const;
    Move mateInOne(const CheckInfo& ci);
    void setupRoot();
    void startHelpers();
    void stopHelpers();
    void helperSearch(int id);
    void pushFrame(int ply, Move m);
    void updatePv(int ply, Move m);
    void updateStats(int ply, Move best, bool bestTactical, int depth, const Move* quiets, int quietCount,
                     const Move* captures, int captureCount);
    void updateContinuations(int ply, int pieceToIndex, int bonus);
    MoveOrdering ordering(int ply, Move ttMove) const;
    Score corrected(Score rawEval) const;
    void checkTime();
    std::int64_t elapsed() const;
    Move chooseByLevel(const Level& level);
    void report(const InfoCallback& info, int depth, int lines) const;

    Position m_pos{};
    int m_whiteCompensation = 0;
    std::vector<std::uint64_t> m_gameKeys; // positions before the root, oldest first
    std::vector<bool> m_gameChecks;        // whether the side to move was in check there
    TranspositionTable m_tt;
    TranspositionTable* m_table = &m_tt; // the main search's table, for a helper
    std::vector<std::unique_ptr<Search>> m_helpers;
    std::vector<std::thread> m_helperThreads;
    std::atomic<std::uint64_t> m_publishedNodes{0};
    MateSolver m_mate;
    History m_history;
    CorrectionHistory m_correction;
    SearchOptions m_options;
    TimeManager m_time;
    SearchLimits m_limits;
    std::vector<RootMove> m_rootMoves;
    Frame m_frames[MaxPly + 4];
    int m_rootDepth = 0;
    // Late root moves reduced; not at the weaker levels, whose ladder was measured without.
    bool m_reduceRoot = true;
    int m_seldepth = 0;
    int m_nmpMinPly = 0; // while a null move is verified, no null move above this ply
    std::uint64_t m_nodes = 0;
    std::uint64_t m_nodeLimit = 0;
    std::atomic<bool> m_stop{false};
    std::atomic<bool> m_pondering{false};
    std::atomic<std::int64_t> m_startMs{0};
    std::int64_t m_lastCheckMs = 0;
    std::int64_t m_stallMs = 0;   // the longest this search went between two looks at the clock
    std::int64_t m_latencyMs = 0; // stalls of the last searches, decaying: how busy the machine is
    std::mt19937_64 m_rng;
    Move m_varietyMove;                    // none: no variety in this search
    Score m_varietyLower = -ScoreInfinite; // what this iteration proved the variety move worth, at least
};

} // namespace shogi::engine
