#pragma once
// The position on the board as an image: PNG at a chosen width, or SVG. Both render the board's scene
// (board, pieces, komadai with names and clocks, the highlights shown) rather than grabbing the screen, so
// the picture is crisp at any size; files are written atomically.
#include <QCoreApplication>
#include <QList>
#include <QSize>
#include <QString>

class BoardView;

class PositionExport {
    Q_DECLARE_TR_FUNCTIONS(PositionExport)
public:
    // The widths offered for a PNG, and the size a width gives (the scene's aspect).
    static QList<int> pngWidths();
    static QSize pngSize(const BoardView& board, int width);
    // Empty on success, else what went wrong.
    static QString writePng(const BoardView& board, const QString& path, int width);
    static QString writeSvg(const BoardView& board, const QString& path);
};
