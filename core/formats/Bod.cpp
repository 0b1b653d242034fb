#include "formats/Bod.h"

#include "formats/KifCommon.h"

#include <QCoreApplication>

namespace shogi {

QString writeBod(const Position& pos) {
    QString text = kif::boardDiagram(pos);
    // The side line is needed only for White: a diagram without one is Black to move.
    const QString black = QStringLiteral("先手番\n");
    if (text.endsWith(black)) text.chop(black.size());
    return text;
}

Result<Position> readBod(const QString& text) {
    kif::Preamble preamble;
    const QStringList lines = text.split(QLatin1Char('\n'));
    bool board = false, started = false;
    int lineNo = 0;
    for (QString line : lines) {
        ++lineNo;
        line.remove(QLatin1Char('\r'));
        const QString t = line.trimmed();
        // Anything before the diagram (a title, a header) is not ours to judge; from its first line on, every
        // line the diagram knows is read.
        if (!started && !t.contains(QStringLiteral("の持駒")) && !t.startsWith(u'|') && !t.startsWith(u'+'))
            continue;
        started = true;
        board = board || t.startsWith(u'|');
        const Result<bool> read = preamble.readLine(line, lineNo);
        if (!read) return read.error();
    }
    if (!board)
        return Error{
            QCoreApplication::translate("Bod", "no board diagram: no rows between '|' marks").toStdString()};
    Result<Position> pos = preamble.startPosition();
    if (pos && preamble.movesBeforeStart() > 0) pos->setMoveNumber(preamble.movesBeforeStart() + 1);
    return pos;
}

} // namespace shogi
