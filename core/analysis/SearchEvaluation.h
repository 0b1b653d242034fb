#pragma once
// What one engine search says about a position, gathered from its "info" lines: the best line's (MultiPV 1)
// last exact score turned to Black's view (usi::toBlackView, the one place scores change sides), its depth
// and PV (checked move by move against the position: an engine's PV may end in a move that is not legal,
// and the rest is dropped), and the nodes searched. An engine whose answer is no legal move, or whose line
// does not even begin with one, is not analysing this position: fault() says so, and its scores are not
// to be written anywhere.
#include "analysis/EvalComment.h"
#include "usi/EngineMessage.h"
#include "usi/SearchInfo.h"

#include <optional>
#include <string>

namespace shogi::analysis {

class SearchEvaluation {
public:
    struct Fault {
        enum class Kind {
            NoMove,      // "bestmove" with nothing after it
            IllegalMove, // a bestmove that is no move, or none the rules allow here
            IllegalPv,   // the line's first move is no move, or none the rules allow here
        };
        Kind kind;
        std::string text; // the engine's words, printable and short
    };

    explicit SearchEvaluation(const Position& pos) : m_pos(pos) {}

    void add(const usi::SearchInfo& info);
    // The evaluation so far, or nullopt when no score came. A position with no legal move is the side to
    // move's mate with no engine needed (see forPositionWithoutMoves).
    std::optional<Evaluation> result(const QString& engine) const;

    // What makes the search's answer `best` (and the lines before it) nonsense, or nullopt. Resigning and
    // declaring a win are answers.
    std::optional<Fault> fault(const usi::BestMove& best) const;
    // The line (MultiPV 1 or not) of `info` begins with something that is not a legal move here (the words
    // "resign" and "win" are no fault: an engine may end a lost or won position's line with them).
    std::optional<Fault> pvFault(const usi::SearchInfo& info) const;
    // The fault in English, after the engine's name: "answered 'bestmove 9z9z', not a legal move here".
    static std::string describe(const Fault& fault);

    // The evaluation of a position where the side to move has no legal move (mated): nullopt otherwise.
    static std::optional<Evaluation> forPositionWithoutMoves(const Position& pos);

private:
    Position m_pos;
    std::optional<usi::SearchInfo> m_exact;   // the last MultiPV-1 line with an exact score
    std::optional<usi::SearchInfo> m_bounded; // the last with a bound, used only when no exact one came
    std::optional<std::int64_t> m_nodes;
};

} // namespace shogi::analysis
