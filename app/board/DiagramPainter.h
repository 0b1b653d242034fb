#pragma once
// A position as a printed diagram, drawn with QPainter on any device (a printer, a PDF, an image): the
// grid with the file numbers above and the rank numerals on the right, the pieces as kanji (the second
// player's turned round), and the hands written out above and below (`△後手 持駒 飛 歩三`). It is the
// traditional book diagram: black on white, no textures, crisp at any resolution.
#include "rules/Position.h"

#include <QCoreApplication>
#include <QRectF>
#include <QString>

class QPainter;

class DiagramPainter {
    Q_DECLARE_TR_FUNCTIONS(DiagramPainter)
public:
    explicit DiagramPainter(const shogi::Position& position);

    // What the hands are written after: "▲先手", "△Gote"... (default ▲ and △ alone).
    void setSideLabels(const QString& black, const QString& white);
    // A square drawn shaded (the last move's), NoSquare for none.
    void setHighlight(shogi::Square square) { m_highlight = square; }
    // Counts in hand as kanji numerals (歩三, the Japanese usage) rather than digits (歩3).
    void setKanjiCounts(bool kanji) { m_kanjiCounts = kanji; }

    // Width over height of the whole diagram, hands included.
    double aspect() const;
    // Paints the diagram centred in `area`, as large as fits; returns the rectangle of the squares.
    QRectF paint(QPainter& painter, const QRectF& area) const;

    // The kanji of a piece as diagrams print it, one character each (成銀 is 全, 成桂 圭, 成香 杏); the
    // second player's king is 王, the first player's 玉.
    static QString pieceText(shogi::PieceType type, shogi::Color side = shogi::Color::Black);
    // One side's hand line: its label, then the pieces from the rook down, or "none".
    QString handText(shogi::Color side) const;

private:
    const shogi::Position& m_position;
    QString m_blackLabel = QStringLiteral("▲");
    QString m_whiteLabel = QStringLiteral("△");
    shogi::Square m_highlight = shogi::NoSquare;
    bool m_kanjiCounts = false;
};
