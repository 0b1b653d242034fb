#pragma once
// Moves as the move list shows them: Japanese (☗７六歩, ☖同銀, ☗３三角成, 不成, 打) or Western Hodges notation
// (P-7f, Bx2b+, S-4c=, B*4e) with the piece letters of the UI language (English K R B G S N L P; Spanish
// R T A O Pl C L P; Italian R T A O Ar C L P). Full KI2 disambiguation (右, 左, 上, 引, ...) is the records
// library's job; here an origin square (Western) or 打 (Japanese) is added when two moves would read alike.
#include "rules/Game.h"

#include <QString>
#include <QStringList>

class MoveNotation {
public:
    enum class Style { Japanese, Western };

    // language: "en", "es", "it" (anything else gets the English letters).
    MoveNotation(Style style, const QString& language);

    // `before` is the position the move is played from; `previous` the move just before it (for 同).
    QString format(const shogi::Position& before, shogi::Move move, shogi::Move previous) const;
    // Every move of the game, in order.
    QStringList formatGame(const shogi::Game& game) const;

    QString pieceLetters(shogi::PieceType type) const; // "P", "Pl", "+R"
    static QString westernSquare(shogi::Square square); // "7f"
    static QString japaneseSquare(shogi::Square square); // "７六"

private:
    QString formatJapanese(const shogi::Position& before, shogi::Move move, shogi::Move previous) const;
    QString formatWestern(const shogi::Position& before, shogi::Move move) const;

    Style m_style;
    QString m_language;
};
