#include "match/MatchRecord.h"

#include "formats/KifCommon.h"
#include "rules/Handicap.h"

#include <QDateTime>

namespace shogi::match {

namespace {

QString seconds(std::int64_t ms) {
    return QString::number(double(ms) / 1000.0, 'g', 10) + QStringLiteral("秒");
}

QString kifDate(std::chrono::system_clock::time_point t) {
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(t.time_since_epoch()).count();
    return QDateTime::fromMSecsSinceEpoch(ms).toString(QStringLiteral("yyyy/MM/dd HH:mm:ss"));
}

// The ending as the formats know it. After a recorded foul the side to move is the fouled one and wins;
// a crash forfeits like a foul.
SpecialMove ending(const GameReport& report, Color toMove, bool illegalRecorded) {
    switch (report.termination) {
    case Termination::Checkmate:
    case Termination::NoLegalMoves:
        return SpecialMove::Mate;
    case Termination::Resignation:
        return SpecialMove::Resign;
    case Termination::Repetition:
        return SpecialMove::Repetition;
    case Termination::PerpetualCheck:
        return SpecialMove::PerpetualCheck;
    case Termination::Impasse:
        if (report.outcome == Outcome::Draw) return SpecialMove::Impasse;
        return report.outcome == GameResult::winFor(toMove) ? SpecialMove::EnteringKingWin
                                                            : SpecialMove::IllegalLoss;
    case Termination::IllegalMove:
        return illegalRecorded ? SpecialMove::IllegalWin : SpecialMove::IllegalLoss;
    case Termination::Time:
        return SpecialMove::Timeout;
    case Termination::Crash:
        return report.outcome == GameResult::winFor(toMove) ? SpecialMove::IllegalWin
                                                            : SpecialMove::IllegalLoss;
    case Termination::MaxPlies:
        return SpecialMove::MaxMoves;
    }
    return SpecialMove::Interrupt;
}

// The time control for KIF's 持ち時間 header: "各0秒 秒読み0.2秒", "各60秒 1手ごとに1秒加算".
QString kifTimeControl(const TimeControl& tc) {
    switch (tc.kind) {
    case TimeControl::Kind::None:
        return QStringLiteral("なし");
    case TimeControl::Kind::SuddenDeath:
        return QStringLiteral("各") + seconds(tc.mainMs) + QStringLiteral("(切れ負け)");
    case TimeControl::Kind::Byoyomi:
        return QStringLiteral("各") + seconds(tc.mainMs) + QStringLiteral(" 秒読み") + seconds(tc.byoyomiMs);
    case TimeControl::Kind::Fischer:
        return QStringLiteral("各") + seconds(tc.mainMs) + QStringLiteral(" 1手ごとに") +
               seconds(tc.incrementMs) + QStringLiteral("加算");
    }
    return {};
}

// Why the game ended, in the words KIF uses for its endings (投了, 詰み, 千日手, 切れ負け…); a declaration
// that does not qualify is a foul.
QString kifReason(const GameReport& report, Color toMove) {
    switch (report.termination) {
    case Termination::Checkmate:
    case Termination::NoLegalMoves:
        return kif::specialWord(SpecialMove::Mate);
    case Termination::Resignation:
        return kif::specialWord(SpecialMove::Resign);
    case Termination::Repetition:
        return kif::specialWord(SpecialMove::Repetition);
    case Termination::PerpetualCheck:
        return kif::specialWord(SpecialMove::PerpetualCheck);
    case Termination::Impasse:
        if (report.outcome == Outcome::Draw) return kif::specialWord(SpecialMove::Impasse);
        return report.outcome == GameResult::winFor(toMove) ? kif::specialWord(SpecialMove::EnteringKingWin)
                                                            : QStringLiteral("反則");
    case Termination::IllegalMove:
        return QStringLiteral("反則");
    case Termination::Time:
        return QStringLiteral("時間切れ");
    case Termination::Crash:
        return kif::specialWord(SpecialMove::Error);
    case Termination::MaxPlies:
        return kif::specialWord(SpecialMove::MaxMoves);
    }
    return {};
}

// The 結果 header as a Japanese reader reads it: "先手の勝ち（詰み）", "引き分け（千日手）", with 下手/上手 in
// a handicap game. toMove: the side to move at the end (an impasse declarer is always it).
QString kifResult(const GameReport& report, Color toMove, bool handicap) {
    QString who = QStringLiteral("引き分け");
    if (report.outcome == Outcome::BlackWins)
        who = kif::sideName(Color::Black, handicap) + QStringLiteral("の勝ち");
    if (report.outcome == Outcome::WhiteWins)
        who = kif::sideName(Color::White, handicap) + QStringLiteral("の勝ち");
    return who + QStringLiteral("（") + kifReason(report, toMove) + QStringLiteral("）");
}

} // namespace

std::string resultText(const GameReport& report) {
    const char* score = report.outcome == Outcome::BlackWins   ? "1-0"
                        : report.outcome == Outcome::WhiteWins ? "0-1"
                                                               : "1/2-1/2";
    return std::string(score) + " (" + terminationName(report.termination) + ")";
}

GameRecord gameRecord(const GameReport& report, const MatchSettings& settings) {
    GameRecord record(report.start);
    record.setHeader(QStringLiteral("開始日時"), kifDate(report.startedAt));
    record.setHeader(QStringLiteral("終了日時"), kifDate(report.endedAt));
    record.setHeader(QStringLiteral("棋戦"),
                     QStringLiteral("shogiban-cli match, game %1").arg(report.number));
    record.setHeader(QStringLiteral("持ち時間"), kifTimeControl(settings.timeControl));
    record.setHeader(QStringLiteral("先手"), QString::fromStdString(report.nameBySide[0]));
    record.setHeader(QStringLiteral("後手"), QString::fromStdString(report.nameBySide[1]));
    record.root().comment = QStringLiteral("opening %1: %2")
                                .arg(report.openingNumber)
                                .arg(QString::fromStdString(report.opening));

    RecordNode* node = &record.root();
    Position pos = report.start;
    for (std::size_t i = 0; i < report.moves.size(); ++i) {
        node = record.addMove(node, report.moves[i]);
        const std::size_t engineMove = i - std::size_t(report.openingPlies);
        if (i >= std::size_t(report.openingPlies) && engineMove < report.moveTimesMs.size())
            node->timeSpentMs = int(report.moveTimesMs[engineMove]);
        pos.doMove(report.moves[i]);
    }
    // A forbidden move goes into the record, flagged, when the board can show it (a second pawn on a file
    // can; a piece jumping where it cannot go cannot).
    bool illegalRecorded = false;
    if (report.illegalMove && GameRecord::isApplicable(pos, *report.illegalMove)) {
        node = record.addMove(node, *report.illegalMove);
        node->illegal = true;
        pos.doMove(*report.illegalMove);
        illegalRecorded = true;
    }
    const Handicap* handicap = record.handicap();
    record.setHeader(QStringLiteral("結果"),
                     kifResult(report, pos.sideToMove(), handicap && handicap->id != "even"));
    if (RecordNode* end = record.addSpecial(node, ending(report, pos.sideToMove(), illegalRecorded)))
        end->comment = QString::fromStdString(report.detail);
    return record;
}

} // namespace shogi::match
