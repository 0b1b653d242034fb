#include "formats/RecordCursor.h"

#include "rules/Legality.h"

#include <QCoreApplication>

namespace shogi {

RecordCursor::RecordCursor(GameRecord& record)
    : m_record(record), m_node(&record.root()), m_position(record.startPosition()) {}

std::optional<Error> RecordCursor::blocked(const QString& text, int line, int column) const {
    if (const auto dead = m_deadEnds.find(m_node);
        dead != m_deadEnds.end()) { // the Error names the bad move's line
        const Problem& p = dead->second;
        const QString message =
            (p.kept ? QCoreApplication::translate("RecordCursor",
                                                  "%1 is illegal (%2), but its line goes on with %3")
                    : QCoreApplication::translate("RecordCursor",
                                                  "%1 cannot be played (%2), but its line goes on with %3"))
                .arg(p.text, p.reason, text);
        return Error{message.toStdString(), p.line, p.column};
    }
    if (m_node->isSpecial())
        return Error{QCoreApplication::translate("RecordCursor", "%1 comes after the end of the game")
                         .arg(text)
                         .toStdString(),
                     line, column};
    return std::nullopt;
}

void RecordCursor::endLineAt(const RecordNode* node, Problem problem) {
    const QString warning =
        (problem.kept
             ? QCoreApplication::translate(
                   "RecordCursor", "%1 is illegal (%2); it is kept, flagged, as the last move of its line")
             : QCoreApplication::translate("RecordCursor",
                                           "%1 cannot be played (%2); its line ends before it"))
            .arg(problem.text, problem.reason);
    m_warnings << (problem.line > 0 ? QCoreApplication::translate("RecordCursor", "line %1: %2")
                                          .arg(QString::number(problem.line), warning)
                                    : warning);
    m_deadEnds[node] = std::move(problem);
}

std::optional<Error> RecordCursor::play(Move move, const QString& text, int line, int column) {
    if (auto error = blocked(text, line, column)) return error;
    const IllegalReason reason = explainMove(m_position, move);
    if (reason != IllegalReason::None && !GameRecord::isApplicable(m_position, move))
        return reject(text, QString::fromUtf8(describe(reason)), line, column);
    m_node = m_record.addMove(m_node, move);
    m_position.doMove(move);
    if (reason != IllegalReason::None) {
        m_node->illegal = true;
        endLineAt(m_node, Problem{text, QString::fromUtf8(describe(reason)), line, column, true});
    }
    return std::nullopt;
}

std::optional<Error> RecordCursor::reject(const QString& text, const QString& reason, int line, int column) {
    if (auto error = blocked(text, line, column)) return error;
    endLineAt(m_node, Problem{text, reason, line, column, false});
    return std::nullopt;
}

std::optional<Error> RecordCursor::special(SpecialMove special, const QString& text, int line, int column) {
    // After a move that could not be played an ending belongs to a position the record does not reach,
    // except a loss by a foul: that foul is the move, and the side to move here is the one who made it.
    if (const auto dead = m_deadEnds.find(m_node);
        dead != m_deadEnds.end() && !dead->second.kept && special != SpecialMove::IllegalLoss)
        return std::nullopt;
    if (m_node->isSpecial() && m_node->special == special) return std::nullopt; // written twice (CSA logs do)
    if (m_node->isSpecial())
        return Error{QCoreApplication::translate("RecordCursor", "%1 comes after the end of the game")
                         .arg(text)
                         .toStdString(),
                     line, column};
    m_node = m_record.addSpecial(m_node, special);
    return std::nullopt;
}

void RecordCursor::jumpTo(RecordNode* node) {
    m_node = node;
    m_position = m_record.positionAt(node);
}

} // namespace shogi
