#pragma once
// Where a reader is while it builds a record: the node it appends to and the position there. It applies
// the project's rule for moves that are not legal: a move the board can still carry out (GameRecord::
// isApplicable) is kept and flagged when it is the last of its line, and one it cannot carry out ends the
// line before it; either is reported as a warning naming the line. Another move after it on the same line
// (also when a variation returns there) makes the file an error that names the bad move, so nothing is
// ever dropped silently. An ending may follow a kept illegal move; after a move that could not be played
// only a loss by a foul may (that foul is the move).
#include "record/GameRecord.h"
#include "rules/Result.h"

#include <QString>
#include <QStringList>

#include <map>
#include <optional>

namespace shogi {

class RecordCursor {
public:
    explicit RecordCursor(GameRecord& record);

    RecordNode* node() const { return m_node; }
    const Position& position() const { return m_position; }

    // Plays `move` (as the file wrote it, `text`, at line/column) after the current node.
    std::optional<Error> play(Move move, const QString& text, int line, int column);
    // Ends the current line because the file's move cannot be made sense of on this board (wrong piece on
    // the origin, say); handled like a move that cannot be carried out.
    std::optional<Error> reject(const QString& text, const QString& reason, int line, int column);
    std::optional<Error> special(SpecialMove special, const QString& text, int line, int column);
    // Continues from `node` (a variation starts there); its position is replayed from the start.
    void jumpTo(RecordNode* node);
    QStringList warnings() const { return m_warnings; }

private:
    struct Problem {
        QString text;
        QString reason;
        int line = 0;
        int column = 0;
        bool kept = false; // the move stays in the record, flagged illegal
    };
    std::optional<Error> blocked(const QString& text, int line, int column) const;
    void endLineAt(const RecordNode* node, Problem problem);

    GameRecord& m_record;
    RecordNode* m_node;
    Position m_position;
    std::map<const RecordNode*, Problem> m_deadEnds; // no move may follow these nodes
    QStringList m_warnings;
};

} // namespace shogi
