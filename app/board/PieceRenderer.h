#pragma once
// Piece sprites of the chosen style, rasterised at the exact device size they are shown at so they stay
// crisp at any zoom and device pixel ratio: one QSvgRenderer per SVG file, and a pixmap cache keyed by
// (style, code, pixel size, pixel ratio, orientation) that a style change clears.
#include "board/BoardOptions.h"
#include "rules/Types.h"

#include <QCache>
#include <QHash>
#include <QPixmap>
#include <QSize>
#include <QString>

#include <memory>

class QSvgRenderer;

class PieceRenderer {
public:
    PieceRenderer();
    ~PieceRenderer();

    void setStyle(PieceStyle style, const QString& westernLanguage);
    PieceStyle style() const { return m_style; }

    // The CSA code of the sprite showing this piece: kanji styles give Black's king 玉 (GY) and White's
    // 王 (OU); the Western faces use one king for both.
    QString code(shogi::PieceType pt, shogi::Color owner) const;
    QString spritePath(const QString& code) const; // ":/pieces/<style dir>/<code>.svg"

    // The sprite filling pixelSize device pixels; pointsDown turns it 180 degrees (the far side's pieces).
    QPixmap pixmap(shogi::PieceType pt, shogi::Color owner, bool pointsDown, QSize pixelSize, qreal dpr);

private:
    QSvgRenderer* renderer(const QString& path);

    PieceStyle m_style = PieceStyle::Kanji;
    QString m_dir = QStringLiteral("kanji");
    QHash<QString, std::shared_ptr<QSvgRenderer>> m_renderers;
    QCache<QString, QPixmap> m_pixmaps; // cost in kilobytes
};
