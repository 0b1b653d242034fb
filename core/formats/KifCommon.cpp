#include "formats/KifCommon.h"
#include "formats/KnownPresets.h"
#include "formats/StartPosition.h"

#include "record/Notation.h"
#include "rules/Handicap.h"
#include "rules/Legality.h"
#include "rules/Sfen.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <limits>

namespace shogi::kif {

namespace {

struct SpecialWord {
    const char16_t* word;
    SpecialMove special;
};

// Longest first where one word starts another (詰み before 詰).
constexpr SpecialWord kWords[] = {
    {u"連続王手の千日手", SpecialMove::PerpetualCheck},
    {u"投了", SpecialMove::Resign},
    {u"中断", SpecialMove::Interrupt},
    {u"千日手", SpecialMove::Repetition},
    {u"持将棋", SpecialMove::Impasse},
    {u"入玉勝ち", SpecialMove::EnteringKingWin},
    {u"引き分け", SpecialMove::Draw},
    {u"詰み", SpecialMove::Mate},
    {u"不詰", SpecialMove::NoMate},
    {u"反則勝ち", SpecialMove::IllegalWin},
    {u"反則負け", SpecialMove::IllegalLoss},
    {u"切れ負け", SpecialMove::Timeout},
    {u"時間切れ", SpecialMove::Timeout},
    {u"最大手数", SpecialMove::MaxMoves},
    {u"エラー", SpecialMove::Error},
    {u"詰", SpecialMove::Mate},
    // Read, never written: the first word of a kind above is the one writers use.
    {u"封じ手", SpecialMove::Interrupt}, // a sealed move: the game stops here for the day
    {u"Time-up", SpecialMove::Timeout},
};

Error fail(const QString& message, int line) {
    return Error{message.toStdString(), line, 0};
}

std::optional<Color> namedSide(QStringView line) {
    if (line.contains(u"先手") || line.contains(u"下手")) return Color::Black;
    if (line.contains(u"後手") || line.contains(u"上手")) return Color::White;
    return std::nullopt;
}

// 十七 -> 17, 二 -> 2, "" -> 1; full-width and ASCII digits too.
int parseCount(QStringView s) {
    if (s.isEmpty()) return 1;
    bool ok = false;
    const int ascii = s.toString().toInt(&ok); // toInt understands full-width digits too
    if (ok) return ascii;
    const qsizetype ten = s.indexOf(u'十');
    if (ten < 0) return s.size() == 1 ? notation::parseDigit(s[0]) : 0;
    const int tens = ten == 0 ? 1 : notation::parseDigit(s[0]);
    const int ones = ten + 1 < s.size() ? notation::parseDigit(s[ten + 1]) : 0;
    return tens * 10 + ones;
}

QString kanjiCount(int n) {
    if (n <= 1) return {};
    if (n < 10) return QString(notation::kanjiNumeral(n));
    return QStringLiteral("十") + (n > 10 ? QString(notation::kanjiNumeral(n - 10)) : QString());
}

// One-character names as board diagrams draw the promoted pieces.
QChar boardKanji(PieceType pt) {
    switch (pt) {
    case ProLance:
        return u'杏';
    case ProKnight:
        return u'圭';
    case ProSilver:
        return u'全';
    default:
        return notation::kanjiPiece(pt).front();
    }
}

Result<bool> readHand(QStringView text, Hand& hand, int lineNo) {
    hand = Hand();
    const QString items = text.toString().trimmed();
    if (items.isEmpty() || items == QStringLiteral("なし")) return true;
    static const QRegularExpression separators(QStringLiteral("[\\s　、]+"));
    for (const QString& item : items.split(separators, Qt::SkipEmptyParts)) {
        const auto piece = notation::parseKanjiPiece(item);
        const int count = piece ? parseCount(QStringView(item).mid(piece->second)) : 0;
        if (!piece || !isHandType(piece->first) || count <= 0 || count > 18)
            return fail(QCoreApplication::translate("KifCommon", "'%1' is not a piece in hand").arg(item),
                        lineNo);
        hand.set(piece->first, count);
    }
    return true;
}

QString handText(const Hand& hand) {
    QString text;
    for (PieceType pt : Hand::displayOrder)
        if (hand.has(pt))
            text += notation::kanjiPiece(pt) + kanjiCount(hand.count(pt)) + QStringLiteral("　");
    return text.isEmpty() ? QStringLiteral("なし") : text;
}

} // namespace

std::optional<SpecialMove> parseSpecialWord(QStringView text, int* length) {
    for (const SpecialWord& w : kWords) {
        const QStringView word(w.word);
        if (text.startsWith(word)) {
            if (length) *length = int(word.size());
            return w.special;
        }
    }
    return std::nullopt;
}

QString specialWord(SpecialMove special) {
    for (const SpecialWord& w : kWords)
        if (w.special == special) return QString::fromUtf16(w.word);
    return {};
}

std::optional<SpecialMove> parseConclusion(QStringView line, Color sideToMove) {
    if (!line.startsWith(u"まで")) return std::nullopt;
    const std::optional<Color> side = namedSide(line);
    if (line.contains(u"反則勝ち") && side)
        return *side == sideToMove ? SpecialMove::IllegalWin : SpecialMove::IllegalLoss;
    if (line.contains(u"反則負け") && side)
        return *side == sideToMove ? SpecialMove::IllegalLoss : SpecialMove::IllegalWin;
    const std::pair<const char16_t*, SpecialMove> phrases[] = {
        {u"連続王手の千日手", SpecialMove::PerpetualCheck},
        {u"千日手", SpecialMove::Repetition},
        {u"持将棋", SpecialMove::Impasse},
        {u"中断", SpecialMove::Interrupt},
        {u"不詰", SpecialMove::NoMate},
        {u"詰", SpecialMove::Mate},
        {u"入玉", SpecialMove::EnteringKingWin},
        {u"引き分け", SpecialMove::Draw},
        {u"時間切れ", SpecialMove::Timeout},
        {u"切れ負け", SpecialMove::Timeout},
        {u"最大手数", SpecialMove::MaxMoves},
        {u"エラー", SpecialMove::Error},
        {u"封じ手", SpecialMove::Interrupt},
        {u"勝ち", SpecialMove::Resign},
    };
    for (const auto& [phrase, special] : phrases)
        if (line.contains(QStringView(phrase))) return special;
    return std::nullopt;
}

QString sideName(Color c, bool handicap) {
    if (handicap) return c == Color::Black ? QStringLiteral("下手") : QStringLiteral("上手");
    return c == Color::Black ? QStringLiteral("先手") : QStringLiteral("後手");
}

QString conclusion(SpecialMove special, int moveNumber, Color sideToMove, bool handicap) {
    const QString lead = QStringLiteral("まで%1手で").arg(moveNumber);
    const QString mover = sideName(~sideToMove, handicap), toMove = sideName(sideToMove, handicap);
    switch (special) {
    case SpecialMove::None:
        return {};
    case SpecialMove::Resign:
        return lead + mover + QStringLiteral("の勝ち");
    case SpecialMove::Timeout:
        return lead + QStringLiteral("時間切れにより") + mover + QStringLiteral("の勝ち");
    // As ShogiHome writes it: there "入玉宣言により先手の勝ち" reads as a resignation.
    case SpecialMove::EnteringKingWin:
        return lead + toMove + QStringLiteral("の入玉勝ち");
    case SpecialMove::IllegalWin:
        return lead + toMove + QStringLiteral("の反則勝ち");
    case SpecialMove::IllegalLoss:
        return lead + toMove + QStringLiteral("の反則負け");
    default:
        return lead + specialWord(special);
    }
}

QString timeLimitText(const TimeControl& control) {
    if (control.kind == TimeControl::Kind::None) return {};
    const auto duration = [](std::int64_t ms) {
        const std::int64_t s = ms / 1000;
        QString text;
        if (s >= 3600) text += QStringLiteral("%1時間").arg(s / 3600);
        if (s % 3600 >= 60) text += QStringLiteral("%1分").arg(s % 3600 / 60);
        if (s % 60 || text.isEmpty()) text += QStringLiteral("%1秒").arg(s % 60);
        return text;
    };
    QString text = duration(control.mainMs);
    if (control.kind == TimeControl::Kind::Byoyomi) text += QLatin1Char('+') + duration(control.byoyomiMs);
    if (control.kind == TimeControl::Kind::Fischer)
        text += QLatin1Char('+') + duration(control.incrementMs) + QStringLiteral("加算");
    return text;
}

std::optional<MoveTimes> parseTimes(QStringView text) {
    static const QRegularExpression re(
        QStringLiteral(R"(\(\s*(\d+):(\d+)(?:\.\d+)?\s*/\s*(?:(?:(\d+):)?(\d+):(\d+)(?:\.\d+)?)?\s*\))"));
    const auto m = re.match(text);
    if (!m.hasMatch()) return std::nullopt;
    MoveTimes t;
    const qint64 spentMs = (qint64(m.capturedView(1).toInt()) * 60 + m.capturedView(2).toInt()) * 1000;
    if (spentMs > std::numeric_limits<int>::max()) return std::nullopt; // "( 180300:09/...)" is no time
    t.spentMs = int(spentMs);
    if (m.hasCaptured(5)) // some writers leave the total out: "( 0:16/)"
        t.totalMs = ((qint64(m.capturedView(3).toInt()) * 60 + m.capturedView(4).toInt()) * 60 +
                     m.capturedView(5).toInt()) *
                    1000;
    return t;
}

QString formatTimes(int spentMs, qint64 totalMs) {
    const int spent = std::max(spentMs, 0) / 1000;
    const qint64 total = std::max<qint64>(totalMs, 0) / 1000;
    return QStringLiteral("(%1:%2/%3:%4:%5)")
        .arg(spent / 60, 2, 10, QLatin1Char(' '))
        .arg(spent % 60, 2, 10, QLatin1Char('0'))
        .arg(total / 3600, 2, 10, QLatin1Char('0'))
        .arg(total / 60 % 60, 2, 10, QLatin1Char('0'))
        .arg(total % 60, 2, 10, QLatin1Char('0'));
}

std::optional<int> parseVariationLine(const QString& line) {
    // Spaces before the colon too: as a header key "変化 " would be trimmed and written back as this line.
    static const QRegularExpression re(QStringLiteral(R"(^\s*変化\s*[：:]\s*(\d+)\s*手)"));
    const auto m = re.match(line);
    if (!m.hasMatch()) return std::nullopt;
    return m.capturedView(1).toInt();
}

bool isMoveTableHeader(const QString& line) {
    static const QRegularExpression re(QStringLiteral(R"(^\s*手数[-－=＝]+指手)"));
    return re.match(line).hasMatch();
}

bool isHeaderLine(const QString& line) {
    static const QRegularExpression re(QStringLiteral(R"(^[^\s*#&|+：:][^：]*：)"));
    return re.match(line).hasMatch();
}

Result<bool> Preamble::readLine(const QString& line, int lineNo) {
    const QString t = line.trimmed();
    if (t.startsWith(u'|')) return readBoardRow(t, lineNo);
    static const QRegularExpression frame(QStringLiteral(R"(^\+-+\+$)"));
    static const QRegularExpression fileLabels(QStringLiteral(R"(^[１-９1-9 　]+$)"));
    if (frame.match(t).hasMatch() || (m_rows == 0 && fileLabels.match(t).hasMatch())) return true;
    if (t == QStringLiteral("先手番") || t == QStringLiteral("下手番")) {
        m_side = Color::Black;
        return true;
    }
    if (t == QStringLiteral("後手番") || t == QStringLiteral("上手番")) {
        m_side = Color::White;
        return true;
    }
    if (t.startsWith(QStringLiteral("手数＝")) || t.startsWith(QStringLiteral("手数="))) {
        m_movesPlayed = t.mid(3).section(u' ', 0, 0).toInt();
        return true;
    }
    // Spaces before the colon too: a header key is trimmed, so written back it would become a hand line.
    static const QRegularExpression handLine(QStringLiteral(R"(^(先手|後手|下手|上手)の持駒\s*[：:](.*)$)"));
    if (const auto m = handLine.match(t); m.hasMatch()) {
        const Color c = namedSide(m.capturedView(1)).value_or(Color::Black);
        Result<bool> ok = readHand(m.capturedView(2), m_hands[int(c)], lineNo);
        if (!ok.ok()) return ok.error();
        return true;
    }
    if (!isHeaderLine(t)) return false;
    const qsizetype colon = t.indexOf(u'：');
    const QString key = t.left(colon).trimmed();
    const QString value = t.mid(colon + 1).trimmed();
    if (key == QStringLiteral("手合割")) {
        m_handicap = value;
        m_handicapLine = lineNo;
    }
    headers.append({key, value});
    return true;
}

Result<bool> Preamble::readBoardRow(const QString& line, int lineNo) {
    const qsizetype end = line.indexOf(u'|', 1);
    if (end < 0)
        return fail(QCoreApplication::translate("KifCommon", "a board row must end with '|'"), lineNo);
    const QStringView cells = QStringView(line).mid(1, end - 1);
    const Variant& v = Variant::get(VariantKind::Standard);
    if (cells.size() != 2 * v.files)
        return fail(QCoreApplication::translate("KifCommon", "a board row has %1 squares, expected %2")
                        .arg(cells.size() / 2)
                        .arg(v.files),
                    lineNo);
    if (m_rows >= v.ranks)
        return fail(QCoreApplication::translate("KifCommon", "the board has more than %1 rows").arg(v.ranks),
                    lineNo);
    if (m_rows == 0) m_boardLine = lineNo;
    for (int k = 0; k < v.files; ++k) {
        const QChar owner = cells[2 * k], name = cells[2 * k + 1];
        const Square s = makeSquare(v.files - 1 - k, m_rows);
        if (name == u'・') {
            m_board[s] = NoPiece;
            continue;
        }
        const auto piece = notation::parseKanjiPiece(QStringView(&name, 1));
        if (!piece)
            return fail(QCoreApplication::translate("KifCommon", "'%1' is not a piece").arg(name), lineNo);
        m_board[s] = makePiece(owner == u'v' || owner == u'V' ? Color::White : Color::Black, piece->first);
    }
    ++m_rows;
    return true;
}

Result<Position> Preamble::startPosition() const {
    const Variant& v = Variant::get(VariantKind::Standard);
    if (m_rows > 0) {
        if (m_rows != v.ranks)
            return fail(QCoreApplication::translate("KifCommon", "the board has %1 rows, expected %2")
                            .arg(m_rows)
                            .arg(v.ranks),
                        m_boardLine);
        Position pos;
        for (Square s = 0; s < SquareCount; ++s)
            if (m_board[s]) pos.put(s, m_board[s]);
        for (Color c : {Color::Black, Color::White})
            for (int pt = Pawn; pt <= Gold; ++pt)
                pos.setHand(c, PieceType(pt), m_hands[int(c)].count(PieceType(pt)));
        pos.setSideToMove(m_side.value_or(Color::Black));
        pos.finishSetup();
        if (const std::optional<QString> problem = startPositionProblem(pos))
            return fail(QCoreApplication::translate("KifCommon", "the board diagram: %1").arg(*problem),
                        m_boardLine);
        return pos;
    }
    if (!m_handicap.isEmpty()) {
        const Handicap* h = Handicap::byKifName(m_handicap.toStdString());
        if (!h)
            return fail(QCoreApplication::translate("KifCommon", "unknown 手合割 '%1' and no board diagram")
                            .arg(m_handicap),
                        m_handicapLine);
        Result<Position> pos = sfen::parse(h->sfen);
        if (pos.ok() && m_side && *m_side != pos->sideToMove()) {
            pos->setSideToMove(*m_side);
            pos->finishSetup();
        }
        return pos;
    }
    return sfen::parse(v.startSfen);
}

TreeBuilder::TreeBuilder(GameRecord& record, int moveNumberOffset)
    : m_record(record), m_current(&record.root()), m_pos(record.startPosition()), m_offset(moveNumberOffset) {
}

Square TreeBuilder::previousTo() const {
    return m_current->parent && !m_current->isSpecial() ? m_current->move.to() : NoSquare;
}

Result<RecordNode*> TreeBuilder::addMove(const ResolvedMove& move, int lineNo, const QString& text) {
    if (m_current->isSpecial())
        return fail(QCoreApplication::translate("KifCommon", "move %1 comes after the ending (%2)")
                        .arg(text, specialWord(m_current->special)),
                    lineNo);
    if (m_current->illegal)
        return fail(QCoreApplication::translate(
                        "KifCommon", "move %1 comes after an illegal move; only an ending may follow one")
                        .arg(text),
                    lineNo);
    RecordNode* node = m_record.addMove(m_current, move.move);
    if (!move.legal) {
        node->illegal = true;
        warnings.append(
            QCoreApplication::translate("KifCommon", "line %1: move %2 %3 is illegal (%4); kept as recorded")
                .arg(lineNo)
                .arg(node->ply + m_offset)
                .arg(text, QString::fromLatin1(describe(explainMove(m_pos, move.move)))));
    }
    m_pos.doMove(move.move);
    m_current = node;
    return node;
}

Result<RecordNode*> TreeBuilder::addSpecial(SpecialMove special, int lineNo) {
    if (m_current->isSpecial())
        return fail(QCoreApplication::translate("KifCommon", "a second ending (%1) after %2")
                        .arg(specialWord(special), specialWord(m_current->special)),
                    lineNo);
    RecordNode* node = m_record.addSpecial(m_current, special);
    m_current = node;
    return node;
}

Result<bool> TreeBuilder::startVariation(int moveNumber, int lineNo) {
    const int target = moveNumber - 1 - m_offset;
    // The node of `end`'s line at the branch point, if a move may follow it there.
    const auto branchPoint = [target](RecordNode* end) -> RecordNode* {
        RecordNode* node = end;
        while (node && node->ply > target)
            node = node->parent;
        return node && node->ply == target && !node->isSpecial() && !node->illegal ? node : nullptr;
    };
    RecordNode* found = target >= 0 ? branchPoint(m_current) : nullptr;
    for (auto it = m_lineEnds.rbegin(); target >= 0 && !found && it != m_lineEnds.rend(); ++it)
        found = branchPoint(*it);
    if (!found)
        return fail(
            QCoreApplication::translate("KifCommon", "変化：%1手 does not branch off any line read so far")
                .arg(moveNumber),
            lineNo);
    m_lineEnds.push_back(m_current);
    m_current = found;
    m_pos = m_record.positionAt(found);
    return true;
}

namespace {

// Gekisashi writes its analysis state as a comment line ("*<analyze>0</analyze>"): no one's words, so it is
// not read as a comment.
bool isGekisashiAnalysisTag(const QString& comment) {
    static const QRegularExpression tag(QStringLiteral(R"(^<analyze>\d*</analyze>$)"));
    return tag.match(comment.trimmed()).hasMatch();
}

} // namespace

Result<ReadResult> readJapaneseRecord(const QString& text, RecordFormat format, const MoveSyntax& syntax) {
    ReadResult out;
    out.format = format;
    Preamble preamble;
    std::optional<TreeBuilder> builder;
    QStringList warnings;
    const auto ensureBuilder = [&]() -> std::optional<Error> {
        if (builder) return std::nullopt;
        Result<Position> start = preamble.startPosition();
        if (!start.ok()) return start.error();
        out.record.setStartPosition(std::move(*start)); // keeps a comment already on the root
        builder.emplace(out.record, preamble.movesBeforeStart());
        return std::nullopt;
    };
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        const QString& raw = lines[i];
        const int lineNo = i + 1;
        if (raw.trimmed().isEmpty() || raw.startsWith(u'#')) continue;
        if (raw.startsWith(u'*') || raw.startsWith(u'&')) { // before the moves: the root's
            RecordNode& node = builder ? *builder->current() : out.record.root();
            if (raw.startsWith(u'&'))
                node.bookmark = raw.mid(1);
            else if (!isGekisashiAnalysisTag(raw.mid(1)))
                node.comment =
                    node.comment.isEmpty() ? raw.mid(1) : node.comment + QLatin1Char('\n') + raw.mid(1);
            continue;
        }
        // On any other line a '#' starts a comment for the reader of the file, as on a line of its own:
        // "先手：羽生善治 # 名人" names 羽生善治.
        const QString line = raw.left(raw.indexOf(u'#'));
        if (line.trimmed().isEmpty()) continue;
        const std::optional<int> variation = parseVariationLine(line);
        if (variation || isMoveTableHeader(line) || syntax.isMoveLine(line)) {
            if (auto error = ensureBuilder()) return *error;
            Result<bool> read = variation                 ? builder->startVariation(*variation, lineNo)
                                : isMoveTableHeader(line) ? Result<bool>(true)
                                                          : syntax.readMoveLine(line, lineNo, *builder);
            if (!read.ok()) return read.error();
            continue;
        }
        if (!builder || isHeaderLine(line.trimmed())) {
            Result<bool> read = preamble.readLine(line, lineNo);
            if (!read.ok()) return read.error();
            if (*read) continue;
        }
        if (line.trimmed().startsWith(QStringLiteral("まで"))) continue; // KIF's summary of the ending line
        warnings.append(
            QCoreApplication::translate("KifCommon", "line %1 ignored: %2").arg(lineNo).arg(line.trimmed()));
    }
    if (auto error = ensureBuilder()) return *error;
    // 手数＝N under the diagram, or the first move's number where the file numbers on from it (KIF).
    out.record.setMovesBeforeStart(std::max(0, builder->moveNumberOffset()));
    out.record.headers = preamble.headers;
    out.warnings = warnings + builder->warnings;
    return out;
}

QString commentLines(const QString& comment, QChar prefix) {
    QString out;
    if (comment.isEmpty()) return out;
    for (const QString& line : comment.split(QLatin1Char('\n')))
        out += prefix + line + QLatin1Char('\n');
    return out;
}

QString boardDiagram(const Position& pos) {
    QString out = QStringLiteral("後手の持駒：") + handText(pos.hand(Color::White)) + QLatin1Char('\n');
    out += QStringLiteral("  ９ ８ ７ ６ ５ ４ ３ ２ １\n+---------------------------+\n");
    for (int rank = 0; rank < MaxRanks; ++rank) {
        out += QLatin1Char('|');
        for (int file = MaxFiles - 1; file >= 0; --file) {
            const Piece p = pos.pieceOn(makeSquare(file, rank));
            if (!p)
                out += QStringLiteral(" ・");
            else
                out += QString(colorOf(p) == Color::White ? u'v' : u' ') + boardKanji(typeOf(p));
        }
        out += QLatin1Char('|') + QString(notation::kanjiNumeral(rank + 1)) + QLatin1Char('\n');
    }
    out += QStringLiteral("+---------------------------+\n");
    out += QStringLiteral("先手の持駒：") + handText(pos.hand(Color::Black)) + QLatin1Char('\n');
    // Kifu for Windows's line for a diagram from within a game: the moves played before it.
    if (pos.moveNumber() > 1) out += QStringLiteral("手数＝%1\n").arg(pos.moveNumber() - 1);
    out += pos.sideToMove() == Color::Black ? QStringLiteral("先手番\n") : QStringLiteral("後手番\n");
    return out;
}

QString writePreamble(const GameRecord& record) {
    const Position& start = record.startPosition();
    const Handicap* preset = Handicap::forPosition(start);
    const auto presetName = [preset] {
        return QString::fromUtf8(preset->kifName.data(), qsizetype(preset->kifName.size()));
    };
    QString out;
    bool wroteHandicap = false;
    // A header is one line, and readers take a '#' in it for the start of a comment: the full-width ＃
    // keeps the rest of the value.
    const auto oneLine = [](QString text) {
        return text.replace(QLatin1Char('\n'), QLatin1Char(' ')).replace(QLatin1Char('#'), QChar(u'＃'));
    };
    for (const auto& [key, value] : record.headers) {
        QString text = oneLine(value);
        if (key == QStringLiteral("手合割") && preset) {
            if (Handicap::byKifName(value.toStdString()) != preset) text = presetName();
            wroteHandicap = true;
        }
        const QString name = oneLine(key);
        out += name + QStringLiteral("：") + text + QLatin1Char('\n');
    }
    // Without a 手合割 line readers assume the even game, so that one needs none.
    if (preset && !wroteHandicap && preset != &Handicap::all().front())
        out += QStringLiteral("手合割：") + presetName() + QLatin1Char('\n');
    // Anything else needs the board, and so does a preset not every reader knows by name; the board wins
    // over the 手合割 line when read back.
    if (!preset || !readersKnowByName(*preset) || record.movesBeforeStart() > 0) out += boardDiagram(start);
    return out;
}

} // namespace shogi::kif
