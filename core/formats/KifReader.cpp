// KIF/KIFU (Kakinoki's format): numbered move lines "   1 ７六歩(77)   ( 0:01/00:00:01)", endings as
// move lines ("  63 投了"), comments '*', bookmarks '&', 変化：N手 for variations.
#include "formats/KifCommon.h"
#include "formats/RecordFormat.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace shogi {

namespace {

const QRegularExpression& moveLinePattern() {
    static const QRegularExpression re(QStringLiteral(R"(^\s*(\d+)[\s　]*(\S.*)$)"));
    return re;
}

Error failAt(const QString& message, int lineNo) {
    return Error{message.toStdString(), lineNo, 0};
}

void setTimes(RecordNode* node, QStringView rest) {
    if (const auto times = kif::parseTimes(rest)) {
        node->timeSpentMs = times->spentMs;
        node->totalTimeMs = times->totalMs;
    }
}

Result<bool> readKifMoveLine(const QString& line, int lineNo, kif::TreeBuilder& builder, bool& firstMove) {
    const auto m = moveLinePattern().match(line);
    const int number = m.capturedView(1).toInt();
    QString rest = m.captured(2);
    // A few writers name the side before a foul: "先手 反則負け" (the named side loses).
    static const QRegularExpression namedSide(QStringLiteral(R"(^(先手|後手|下手|上手)\s+(?=反則))"));
    std::optional<Color> named;
    if (const auto side = namedSide.match(rest); side.hasMatch()) {
        named =
            side.capturedView(1) == u"先手" || side.capturedView(1) == u"下手" ? Color::Black : Color::White;
        rest = rest.mid(side.capturedLength());
    }
    if (firstMove) { // a record that starts from a diagram may number its first move past 1
        builder.setMoveNumberOffset(number - 1 - builder.current()->ply);
        firstMove = false;
    }
    int length = 0;
    if (auto special = kif::parseSpecialWord(rest, &length)) {
        if (builder.current()->isSpecial()) {
            builder.warnings.append(
                QCoreApplication::translate("KifReader", "line %1: a second ending (%2) after %3 ignored")
                    .arg(lineNo)
                    .arg(kif::specialWord(*special), kif::specialWord(builder.current()->special)));
            return true;
        }
        if (named && (*special == SpecialMove::IllegalLoss || *special == SpecialMove::IllegalWin)) {
            const bool namedLoses = (*special == SpecialMove::IllegalLoss);
            const bool sideToMoveLoses = namedLoses == (*named == builder.position().sideToMove());
            special = sideToMoveLoses ? SpecialMove::IllegalLoss : SpecialMove::IllegalWin;
        }
        Result<RecordNode*> node = builder.addSpecial(*special, lineNo);
        if (!node.ok()) return node.error();
        setTimes(*node, QStringView(rest).mid(length));
        return true;
    }
    if (number != builder.nextMoveNumber())
        builder.warnings.append(
            QCoreApplication::translate("KifReader",
                                        "line %1: move number %2 where %3 was expected; read in file order")
                .arg(lineNo)
                .arg(number)
                .arg(builder.nextMoveNumber()));
    const auto text = kif::parseJapaneseMove(rest, builder.position().variant());
    if (!text)
        return failAt(QCoreApplication::translate("KifReader", "cannot read move %1 '%2'")
                          .arg(number)
                          .arg(rest.trimmed()),
                      lineNo);
    const QString written = rest.left(text->length);
    Result<kif::ResolvedMove> resolved =
        kif::resolveJapaneseMove(builder.position(), *text, builder.previousTo());
    if (!resolved.ok())
        return failAt(QCoreApplication::translate("KifReader", "move %1 %2: %3")
                          .arg(number)
                          .arg(written, QString::fromStdString(resolved.error().message)),
                      lineNo);
    Result<RecordNode*> node = builder.addMove(*resolved, lineNo, written);
    if (!node.ok()) return node.error();
    setTimes(*node, QStringView(rest).mid(text->length));
    return true;
}

} // namespace

Result<ReadResult> readKif(const QString& text) {
    bool firstMove = true;
    kif::MoveSyntax syntax;
    // "  9 8 7 ..." is a diagram's file labels, not a move.
    static const QRegularExpression labels(QStringLiteral(R"(^[\s\d]+$)"));
    syntax.isMoveLine = [](const QString& line) {
        return moveLinePattern().match(line).hasMatch() && !labels.match(line).hasMatch() &&
               !kif::isHeaderLine(line.trimmed()); // a header may start with a digit; a move has no '：'
    };
    syntax.readMoveLine = [&firstMove](const QString& line, int lineNo, kif::TreeBuilder& builder) {
        return readKifMoveLine(line, lineNo, builder, firstMove);
    };
    return kif::readJapaneseRecord(text, RecordFormat::Kif, syntax);
}

} // namespace shogi
