#pragma once
// The board itself: wooden (or plain) surface, thin grid, the four hoshi marking the promotion zones, and
// the coordinates (files 1..N right to left along the top, ranks 一二三… or a b c… down the right side).
#include "board/BoardGeometry.h"
#include "board/BoardPalette.h"

#include <QGraphicsItem>
#include <QPainterPath>

class BoardItem : public QGraphicsItem {
public:
    BoardItem();

    void setGeometry(const BoardGeometry& geometry, int zoneDepth);
    void setPalette(const BoardPalette& palette);
    void setWesternCoordinates(bool western);

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    void paintSurface(QPainter* painter) const;
    void paintGrid(QPainter* painter) const;
    void paintCoordinates(QPainter* painter) const;
    void rebuildGrain();

    BoardGeometry m_geometry;
    int m_zoneDepth = 3;
    BoardPalette m_palette;
    bool m_western = false;
    QPainterPath m_grain;
};
