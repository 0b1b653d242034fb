// KI2/KI2U: moves as they are spoken, ▲７六歩 △３四歩 ▲５七銀右, several to a line, without origins or
// numbers; the ending is the closing line "まで76手で先手の勝ち". Variations as in KIF (変化：N手).
#include "formats/KifCommon.h"
#include "formats/RecordFormat.h"

#include <QCoreApplication>

namespace shogi {

namespace {

bool isMark(QChar c) {
    return c == u'▲' || c == u'△' || c == u'▽' || c == u'☗' || c == u'☖';
}
bool isSpace(QChar c) {
    return c == u' ' || c == u'　' || c == u'\t';
}

Error failAt(const QString& message, int lineNo) {
    return Error{message.toStdString(), lineNo, 0};
}

Result<bool> readConclusion(const QString& line, int lineNo, kif::TreeBuilder& builder) {
    const auto special = kif::parseConclusion(line, builder.position().sideToMove());
    if (!special) {
        builder.warnings.append(QCoreApplication::translate("Ki2Reader", "line %1: ending not understood: %2")
                                    .arg(lineNo)
                                    .arg(line));
        return true;
    }
    if (builder.current()->isSpecial()) {
        builder.warnings.append(
            QCoreApplication::translate("Ki2Reader", "line %1: a second ending ignored: %2")
                .arg(lineNo)
                .arg(line));
        return true;
    }
    Result<RecordNode*> node = builder.addSpecial(*special, lineNo);
    if (!node.ok()) return node.error();
    return true;
}

Result<bool> readKi2MoveLine(const QString& line, int lineNo, kif::TreeBuilder& builder) {
    const QString t = line.trimmed();
    if (t.startsWith(QStringLiteral("まで"))) return readConclusion(t, lineNo, builder);
    qsizetype i = 0;
    while (i < t.size()) {
        if (isSpace(t[i])) {
            ++i;
            continue;
        }
        if (!isMark(t[i]))
            return failAt(
                QCoreApplication::translate("Ki2Reader", "expected ▲ or △ at '%1'").arg(t.mid(i, 8)), lineNo);
        const Color marked = t[i] == u'▲' || t[i] == u'☗' ? Color::Black : Color::White;
        int length = 0;
        if (const auto special = kif::parseSpecialWord(QStringView(t).mid(i + 1), &length)) {
            Result<RecordNode*> node = builder.addSpecial(*special, lineNo);
            if (!node.ok()) return node.error();
            i += 1 + length;
            continue;
        }
        const auto text = kif::parseJapaneseMove(QStringView(t).mid(i), builder.position().variant());
        if (!text)
            return failAt(
                QCoreApplication::translate("Ki2Reader", "cannot read the move '%1'").arg(t.mid(i, 8)),
                lineNo);
        const QString written = t.mid(i, text->length);
        if (marked != builder.position().sideToMove())
            builder.warnings.append(
                QCoreApplication::translate("Ki2Reader", "line %1: %2 is marked for the side not to move")
                    .arg(lineNo)
                    .arg(written));
        Result<kif::ResolvedMove> resolved =
            kif::resolveJapaneseMove(builder.position(), *text, builder.previousTo());
        if (!resolved.ok())
            return failAt(QCoreApplication::translate("Ki2Reader", "move %1 %2: %3")
                              .arg(builder.nextMoveNumber())
                              .arg(written, QString::fromStdString(resolved.error().message)),
                          lineNo);
        Result<RecordNode*> node = builder.addMove(*resolved, lineNo, written);
        if (!node.ok()) return node.error();
        i += text->length;
    }
    return true;
}

} // namespace

Result<ReadResult> readKi2(const QString& text) {
    kif::MoveSyntax syntax;
    syntax.isMoveLine = [](const QString& line) {
        const QString t = line.trimmed();
        if (kif::isHeaderLine(t)) return false; // moves never hold '：'; a header may start with ▲
        return (!t.isEmpty() && isMark(t.front())) || t.startsWith(QStringLiteral("まで"));
    };
    syntax.readMoveLine = readKi2MoveLine;
    return kif::readJapaneseRecord(text, RecordFormat::Ki2, syntax);
}

} // namespace shogi
