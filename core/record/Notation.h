#pragma once
// Move notations for the move list and the writers. Each renderer is a pure function of the position before
// the move, the move, and (for 同, "same square") the previous move's destination.
#include "rules/Position.h"

#include <QString>
#include <QStringView>

#include <array>
#include <optional>

namespace shogi::notation {

enum class Style { Japanese, Kif, Western, WesternNumeric, Usi, Csa };

struct JapaneseOptions {
    QString blackMark = QStringLiteral("☗"); // KI2 files use ▲ and △; empty for none
    QString whiteMark = QStringLiteral("☖");
    bool spaceAfterSame = true; // 同　歩 (files) or 同歩 (compact); only before a one-character rest
};

// Western piece letters by language: unpromoted types; promoted pieces are '+' and the base letter.
struct PieceLetters {
    std::array<QString, PieceTypeCount> byType;
    QString letter(PieceType pt) const;

    static const PieceLetters& english(); // K R B G S N L P
    static const PieceLetters& spanish(); // R T A O Pl C L P (Hodges with Spanish names, seed 000 §3.8-3.9)
    static const PieceLetters&
    italian(); // R T A O Ar C L P (Re Torre Alfiere Oro Argento Cavallo Lancia Pedone)
    static const PieceLetters& forLanguage(QStringView code); // "es", "it", else English
};

// ☗７六歩, ☖同　歩, ☗５七銀右, ☗５五角打, ☗２二角成, ☗３三桂不成: the KI2 style, disambiguated against the
// position's legal moves (JSA rules: 上 引 寄 first, then 右 左 直).
QString japanese(const Position& before, Move m, Square previousTo = NoSquare,
                 const JapaneseOptions& options = {});
// ７六歩(77), 同　歩(76), ５五角打, ２二角成(88), ３三桂(21) (a declined promotion unmarked, as KIF files have it).
QString kif(const Position& before, Move m, Square previousTo = NoSquare);
// Hodges: P-7f, Bx2b+, S-4c=, B*4e, S6h-5g (origin only when another piece of that kind could go there).
// numericSquares gives P-76, Bx22+.
QString western(const Position& before, Move m, const PieceLetters& letters = PieceLetters::english(),
                bool numericSquares = false);
QString usi(Move m);                         // 7g7f, P*5e
QString csa(const Position& before, Move m); // +7776FU (the piece after the move)
QString render(Style style, const Position& before, Move m, Square previousTo = NoSquare,
               const PieceLetters& letters = PieceLetters::english());

// Names shared with the readers.
QString kanjiPiece(PieceType pt); // 歩 香 桂 銀 金 角 飛 玉 と 成香 成桂 成銀 馬 龍
// Accepts the variants files use too: 王 竜 仝 全 圭 杏 and 成香 成桂 成銀; returns the type and the length
// read.
std::optional<std::pair<PieceType, int>> parseKanjiPiece(QStringView text);
QString japaneseSquare(Square s);          // ７六
QChar fullWidthDigit(int n);               // 1..9 -> １..９
QChar kanjiNumeral(int n);                 // 1..9 -> 一..九
int parseDigit(QChar c);                   // 1-9 in ASCII, full width or kanji; 0 otherwise
QString csaPiece(PieceType pt);            // FU KY KE GI KI KA HI OU TO NY NK NG UM RY
PieceType parseCsaPiece(QStringView code); // NoPieceType when unknown

} // namespace shogi::notation
