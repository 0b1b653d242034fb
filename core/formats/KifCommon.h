#pragma once
// What KIF and KI2 share: the headers, the board diagram (BOD), the 手番 lines, the ending words, the
// times, and building the move tree as the lines come (変化：N手 branches off the nearest line that reaches
// move N-1).
#include "formats/JapaneseMove.h"
#include "formats/RecordFormat.h"
#include "record/GameRecord.h"
#include "rules/Clock.h"
#include "rules/Result.h"

#include <QString>
#include <QStringList>

#include <array>
#include <functional>
#include <optional>
#include <vector>

namespace shogi::kif {

// The words of KIF move lines: 投了 中断 千日手 ... ; length receives the characters read.
std::optional<SpecialMove> parseSpecialWord(QStringView text, int* length = nullptr);
QString specialWord(SpecialMove special);
// 先手/後手, or 下手/上手 in a handicap game.
QString sideName(Color c, bool handicap = false);
// The closing line of KI2, and of KIF after its ending as Kifu for Windows writes it: "まで76手で先手の勝ち",
// "まで3手で中断", "まで2手で先手の反則負け"; a handicap game names the sides 下手 and 上手.
std::optional<SpecialMove> parseConclusion(QStringView line, Color sideToMove);
QString conclusion(SpecialMove special, int moveNumber, Color sideToMove, bool handicap = false);

// 持ち時間 as Kifu for Windows and the records of the corpus write it: "10分", "5分+30秒" (byoyomi),
// "1時間30分"; a Fischer clock "10分+10秒加算". Empty without a clock.
QString timeLimitText(const TimeControl& control);

// "( 0:01/00:00:01)": the time of this move and the mover's total.
struct MoveTimes {
    int spentMs = -1;
    qint64 totalMs = -1;
};
std::optional<MoveTimes> parseTimes(QStringView text);
QString formatTimes(int spentMs, qint64 totalMs);

std::optional<int> parseVariationLine(const QString& line); // 変化：N手 -> N
bool isMoveTableHeader(const QString& line);                // 手数----指手---------消費時間--
bool isHeaderLine(const QString& line);                     // key：value

// Headers, the board diagram and 手番: the lines before the moves.
class Preamble {
public:
    // true when the line was one of these; an error when it was one but is malformed.
    Result<bool> readLine(const QString& line, int lineNo);
    // The board diagram if there is one (it wins over 手合割), else the 手合割 preset, else the even game.
    Result<Position> startPosition() const;
    int movesBeforeStart() const { return m_movesPlayed; } // 手数＝N under a diagram
    QList<std::pair<QString, QString>> headers;

private:
    Result<bool> readBoardRow(const QString& line, int lineNo);
    std::array<Piece, SquareCount> m_board{};
    int m_rows = 0;
    int m_boardLine = 0;
    std::array<Hand, 2> m_hands{};
    std::optional<Color> m_side;
    QString m_handicap;
    int m_handicapLine = 0;
    int m_movesPlayed = 0;
};

// Adds moves, endings and variations to a record in file order.
class TreeBuilder {
public:
    TreeBuilder(GameRecord& record, int moveNumberOffset);
    const Position& position() const { return m_pos; }
    Square previousTo() const;
    RecordNode* current() const { return m_current; }
    int nextMoveNumber() const { return m_current->ply + 1 + m_offset; }
    void setMoveNumberOffset(int offset) { m_offset = offset; }
    int moveNumberOffset() const { return m_offset; }

    // A move resolved against position(). An illegal one is kept and flagged, with a warning; only an
    // ending may follow it on its line.
    Result<RecordNode*> addMove(const ResolvedMove& move, int lineNo, const QString& text);
    Result<RecordNode*> addSpecial(SpecialMove special, int lineNo);
    // 変化：N手: later moves branch off before move N, on the nearest line read so far that reaches move
    // N-1: the line just read, else the lines read before it, latest first (as Kifu for Windows does: some
    // writers list the variations in ascending order, so a later one may branch off the main line below a
    // shorter variation read just before it).
    Result<bool> startVariation(int moveNumber, int lineNo);

    QStringList warnings;

private:
    GameRecord& m_record;
    RecordNode* m_current;
    std::vector<RecordNode*> m_lineEnds; // where each line read before the current one stopped
    Position m_pos;
    int m_offset;
};

// The line loop KIF and KI2 share: comments (*), bookmarks (&), # lines, headers, the board diagram and
// 変化. isMoveLine/readMoveLine are the format's own syntax; the builder exists by the time they read.
struct MoveSyntax {
    std::function<bool(const QString& line)> isMoveLine;
    std::function<Result<bool>(const QString& line, int lineNo, TreeBuilder& builder)> readMoveLine;
};
Result<ReadResult> readJapaneseRecord(const QString& text, RecordFormat format, const MoveSyntax& syntax);

// The lines a writer puts before the moves: headers, then 手合割 or a board diagram.
QString writePreamble(const GameRecord& record);
QString boardDiagram(const Position& pos);
QString commentLines(const QString& comment, QChar prefix = QLatin1Char('*'));

} // namespace shogi::kif
