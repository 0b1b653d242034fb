#pragma once
// A game record: headers, a start position and a tree of moves with comments, times and special endings.
// The tree is first-child = main continuation, further children = variations, to any depth (as in tsshogi
// and KIF's 変化). Text is QString: records come from files in several encodings.
#include "rules/Handicap.h"
#include "rules/Position.h"

#include <QList>
#include <QString>

#include <memory>
#include <vector>

namespace shogi {

// Endings as the formats name them (KIF 投了, CSA %TORYO, ...). A special node ends its line.
enum class SpecialMove {
    None,
    Resign,          // 投了 %TORYO
    Interrupt,       // 中断 %CHUDAN
    Repetition,      // 千日手 %SENNICHITE
    PerpetualCheck,  // 連続王手の千日手 (the checking side loses)
    Impasse,         // 持将棋 %JISHOGI (a draw by impasse)
    EnteringKingWin, // 入玉勝ち %KACHI (a declaration that wins)
    Draw,            // 引き分け %HIKIWAKE
    Mate,            // 詰み %TSUMI
    NoMate,          // 不詰 %FUZUMI
    IllegalWin,      // 反則勝ち (the previous mover's opponent committed a foul: the side to move wins)
    IllegalLoss,     // 反則負け %ILLEGAL_MOVE (the side to move loses by a foul)
    Timeout,         // 切れ負け %TIME_UP
    MaxMoves,        // %MAX_MOVES
    Error,           // %ERROR
};

struct RecordNode {
    Move move; // none at the root and on special nodes
    SpecialMove special = SpecialMove::None;
    bool illegal = false;    // recorded as played but not legal there (kept, flagged, ends the line)
    int ply = 0;             // 0 at the root
    int timeSpentMs = -1;    // time the mover used on this move; -1 when the file has none
    qint64 totalTimeMs = -1; // the mover's total time after this move; -1 when unknown
    QString comment;         // lines joined by '\n'; the root's comment precedes the first move
    QString bookmark;        // KIF '&' lines
    RecordNode* parent = nullptr;
    std::vector<std::unique_ptr<RecordNode>> children; // [0] main continuation, then variations

    bool isSpecial() const { return special != SpecialMove::None; }
    RecordNode* mainChild() const { return children.empty() ? nullptr : children.front().get(); }
};

class GameRecord {
public:
    GameRecord();
    explicit GameRecord(Position start);
    GameRecord(GameRecord&&) noexcept = default;
    GameRecord& operator=(GameRecord&&) noexcept = default;

    // Headers in file order; keys as the file wrote them (KIF 先手, CSA N+ are mapped to the KIF names:
    // 先手 後手 棋戦 開始日時 終了日時 場所 持ち時間 手合割 戦型 ...), kept for writing back.
    QList<std::pair<QString, QString>> headers;
    QString header(const QString& key) const;
    void setHeader(const QString& key, const QString& value);

    const Position& startPosition() const { return m_start; }
    // The handicap the game was played under: the preset the start position is, else the one the 手合割
    // header names (a record that starts from a diagram of a handicap game, or whose diagram moved a piece);
    // nullptr when neither says. The even game is a preset too.
    const Handicap* handicap() const;
    void setStartPosition(Position start); // clears the moves: they were recorded from the old start
    // Moves played before the start position (a game played on from move 41 of another has 40): move N of
    // the tree (its ply) is move movesBeforeStart() + N of the game, as the SFEN's move number says.
    int movesBeforeStart() const { return m_start.moveNumber() - 1; }
    void setMovesBeforeStart(int moves) { m_start.setMoveNumber(moves + 1); } // keeps the moves
    int moveNumber(const RecordNode& node) const { return movesBeforeStart() + node.ply; }
    RecordNode& root() { return *m_root; }
    const RecordNode& root() const { return *m_root; }

    // Appends a move (or a special ending) after `parent` and returns the new node. A move already there
    // is returned instead of duplicated. New moves after existing ones become variations (never replace).
    // Both return nullptr when parent is a special node: it ends its line.
    RecordNode* addMove(RecordNode* parent, Move move);
    RecordNode* addSpecial(RecordNode* parent, SpecialMove special);
    void removeVariation(RecordNode* node);   // deletes node and everything after it
    void promoteToMainLine(RecordNode* node); // makes node's line the main line at every branch above it

    std::vector<const RecordNode*> mainLine() const; // the root excluded
    int mainLineMoveCount() const;                   // real moves only (no specials)
    const RecordNode* mainLineEnd() const;           // last real-move node of the main line (or root)
    SpecialMove ending() const;                      // the special node ending the main line, if any
    int variationCount() const;                      // alternative moves anywhere in the tree
    int commentCount() const;                        // nodes (root included) with a non-empty comment
    // Position after `node` (replays from the start; illegal moves are applied as recorded).
    Position positionAt(const RecordNode* node) const;
    // Whether doMove can play `move` mechanically, legal or not: a piece of the mover on the origin and no
    // own piece or king on the destination, or a drop of a piece in hand on an empty square. Readers keep an
    // illegal move only when this holds, so positionAt can replay it.
    static bool isApplicable(const Position& pos, Move move);

private:
    Position m_start;
    std::unique_ptr<RecordNode> m_root;
};

} // namespace shogi
