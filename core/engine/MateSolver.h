#pragma once
// Tsume: a forced mate by checks, found by df-pn (depth-first proof-number search, Nagai 2002, with the 1+ε
// trick and df-pn+ first numbers) over a table that also keeps each settled position's mate length (see
// MateTable). Once a mate is proven its line is read back from the table, the attacker taking its shortest mate
// and the defender its longest resistance; a position whose proof the table lost on the way is proven again on
// the spot. The solver then looks for a mate two plies shorter until there is none or the time is up, and reads
// the final line back taking the length as exact: each defence is one proven to hold the mate off that long.
// Futile interpositions (無駄合: a dropped piece the attacker takes and does not need) are not played by the
// defender, as the tsume convention does not count them. Counted as composers count (Counting::Composed), the
// search itself does not count them either: an interposition the checker simply takes (FutileInterposition)
// stands for the position after the capture without the piece won, at the same plies left, and is futile when
// that is mated no later than the other defences; such a line may end on a check answered only by futile
// interpositions, and a defence only two plies longer that leaves the attacker pieces in hand is a variation,
// not the main line (二手長駒余り, see mainLine). Uchifuzume and every drop rule come from the legal move
// generator.
#include "engine/MateTable.h"
#include "rules/Position.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace shogi::engine {

struct MateResult {
    enum class Status { Mate, NoMate, Timeout };
    Status status = Status::Timeout;
    std::vector<Move> line; // attacker's move first; ends in mate
    std::uint64_t nodes = 0;
};

// Checks a claimed mate line: every move legal, every attacker move a check, the last position mate (with
// `composed`, or answered only by futile interpositions: futility::effectivelyMated). Returns an empty string
// when it holds, else what is wrong.
std::string verifyMateLine(const Position& pos, const std::vector<Move>& line, bool composed = false);

class MateSolver {
public:
    // How a mate's length is counted: every ply, or as tsume composers count, futile interpositions left out.
    enum class Counting { Plies, Composed };

    explicit MateSolver(std::size_t tableMegabytes = 32);
    void setCounting(Counting c) { m_counting = c; }
    // Solves for the side to move as the attacker. maxNodes/maxMs = 0: no limit. maxNodes bounds the whole solve,
    // reading the line back included; maxMs may be overrun by a quarter to read a proven line back. stop() may
    // be called from another thread.
    MateResult solve(const Position& pos, std::uint64_t maxNodes, std::int64_t maxMs, int maxPlies = 0);
    void stop() { m_stopRequested = true; }
    // Another flag that ends a solve when set (the search's stop request); solve() never clears it.
    void watch(const std::atomic<bool>* stopFlag) { m_watched = stopFlag; }

private:
    static constexpr std::uint32_t Infinite = MateTable::Infinite;
    static constexpr int HardPlyCap = 400; // a line longer than this is treated as no mate
    // What a line that repeats a position costs: finite, so no disproof rests on a path-dependent verdict,
    // but more than any real proof; a root that cannot do better has no mate.
    static constexpr std::uint32_t RepetitionPn = 400000000;

    MateNumbers mid(bool orNode, std::uint32_t thPn, std::uint32_t thDn, int ply);
    MateTable::Key tableKey(const Position& p, int limit) const;
    static std::uint64_t openKey(std::uint64_t key, int limit, int rootLimit);
    bool probeOffPath(const MateTable::Key& key, int limit, MateNumbers& out, bool always) const;
    static MateHands matedHands(const Position& p);
    MateHands answeredHands(const Position& p, const MoveList& answers) const;
    void children(bool orNode, MoveList& out);
    bool settleAtOnce(int limit, MateNumbers& out);
    MateNumbers firstGuess(bool orNode, Move m) const;
    int distinctMoves(bool orNode, const MoveList& moves) const;
    enum class Verdict { Yes, No, Repeats, Unknown };
    Verdict settle(bool orNode, int ply);
    bool prove(bool orNode, int ply);
    bool proveRoot();
    Verdict resists(Move move, int limit, int ply);
    Move pick(bool orNode, const MoveList& moves, int limit, int ply, bool& exact, int& next);
    Move proveAgain(bool orNode, const MoveList& moves, int ply, int& remaining, bool& exact, int& next);
    bool extract(int limit, bool exact, std::vector<Move>& line);
    // Reading a line back by walking the table's proofs (see longestAnswer): each position's plies to mate, the
    // move taken there and whether its line ends with the attacker's hand empty, and how many positions the walk
    // has seen. With `preferClean` the defender takes the composers' main line (see mainLine).
    struct Answer {
        int plies = -1; // -1: not read
        bool clean = false;
        Move best = Move::none();
    };
    struct Walk {
        std::unordered_map<std::uint64_t, Answer> known;
        int visits = 0;
        bool failed = false;
        bool preferClean = false;
        // Whether `a` is the defender's better answer than `b`: the longer, where with preferClean a line that
        // ends with pieces left over counts two plies less and loses a tie (see mainLine).
        static int counted(const Answer& a) { return a.plies - (a.clean ? 0 : 2); }
        bool longer(const Answer& a, const Answer& b) const {
            if (!preferClean) return a.plies > b.plies;
            return counted(a) != counted(b) ? counted(a) > counted(b) : a.clean && !b.clean;
        }
    };
    int provenLength(Move m, bool orNode);
    Answer longestAnswer(bool orNode, int ply, Walk& walk);
    Answer longestDefence(const MoveList& moves, int ply, Walk& walk);
    bool readLongest(const Position& root, std::vector<Move>& line, bool preferClean = false);
    void mainLine(const Position& root, std::vector<Move>& line);
    bool resumeAfterPart(std::uint64_t budget);
    Verdict proveSooner(const std::vector<Move>& line, int ply, int plies, std::uint64_t nodes,
                        std::unordered_set<std::uint64_t>& settled);
    bool readBack(const Position& root, int limit, bool exact, bool grace, std::vector<Move>& line);
    bool futile(Move drop, int limit);
    bool composed() const { return m_counting == Counting::Composed; }
    int standInLength(Move block, Move capture, int limit);
    void limitTime(std::uint64_t maxNodes, std::int64_t maxMs);
    bool outOfTime();

    MateTable m_table;
    Counting m_counting = Counting::Plies;
    Position m_pos{};
    Color m_attacker = Color::Black;
    std::vector<std::uint64_t> m_path; // keys along the current line, for repetitions
    int m_limit = 0;                   // plies the mate may take from the root
    int m_previousLimit = 0;           // the last round's m_limit while a shorter mate is looked for, else 0
    bool m_pruneReturns = true;        // a line back to a position of the path is cut (see proveRoot)
    std::uint64_t m_nodes = 0;
    std::uint64_t m_maxNodes = 0;
    std::int64_t m_deadline = 0;
    std::uint64_t m_nodeCap = 0; // the whole solve's node budget, reading back included (0: none)
    std::int64_t m_graceMs = 0;  // what reading a proven line back may take past the clock's limit
    bool m_timeUp = false;
    bool stopRequested() const { return m_stopRequested || (m_watched && *m_watched); }

    std::atomic<bool> m_stopRequested{false};
    const std::atomic<bool>* m_watched = nullptr;
    std::unordered_map<std::uint64_t, bool> m_futile; // futile()'s verdicts in this solve
    std::unique_ptr<MateSolver> m_futilitySolver;     // futile()'s own search, with a small table
};

} // namespace shogi::engine
