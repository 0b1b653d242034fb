#include "board/EditorPalette.h"

#include "board/PieceItem.h"

#include <QPainter>

#include <cmath>

using namespace shogi;

EditorPalette::EditorPalette(PieceRenderer* renderer, Color side)
    : m_renderer(renderer), m_side(side), m_palette(BoardPalette::forLook(BoardLook::Wood)) {}

void EditorPalette::setKinds(const QVector<PieceType>& kinds, bool pointsDown) {
    prepareGeometryChange();
    qDeleteAll(m_pieces);
    m_pieces.clear();
    m_kinds.clear();
    // The promoted faces start a row of their own, under the pieces they turn over from.
    int index = 0;
    for (PieceType pt : kinds) {
        if (isPromoted(pt) && !m_kinds.isEmpty() && !isPromoted(m_kinds.last()))
            index = (index + Columns - 1) / Columns * Columns;
        while (m_kinds.size() < index)
            m_kinds.append(NoPieceType);
        m_kinds.append(pt);
        ++index;
    }
    for (int i = 0; i < m_kinds.size(); ++i) {
        if (m_kinds[i] == NoPieceType) continue;
        auto* piece = new PieceItem(m_renderer, m_kinds[i], m_side, pointsDown, this);
        piece->setScale(PieceScale);
        piece->setPos(cellRect(i).center());
        m_pieces.append(piece);
    }
    update();
}

void EditorPalette::setPalette(const BoardPalette& palette) {
    m_palette = palette;
    update();
}

void EditorPalette::setSelected(PieceType pt) {
    m_selected = pt;
    update();
}

qreal EditorPalette::height() const {
    const int rows = int(std::ceil(m_kinds.size() / double(Columns)));
    return rows * CellHeight + 2 * Padding;
}

QRectF EditorPalette::cellRect(int index) const {
    return QRectF(Padding + (index % Columns) * CellWidth, Padding + (index / Columns) * CellHeight,
                  CellWidth, CellHeight);
}

QPointF EditorPalette::pieceCenter(PieceType pt) const {
    const int index = int(m_kinds.indexOf(pt));
    return index < 0 || pt == NoPieceType ? QPointF() : cellRect(index).center();
}

PieceType EditorPalette::pieceAt(QPointF itemPos) const {
    for (int i = 0; i < m_kinds.size(); ++i)
        if (cellRect(i).contains(itemPos)) return m_kinds[i];
    return NoPieceType;
}

QRectF EditorPalette::boundingRect() const {
    return QRectF(0, 0, Width, height()).adjusted(-2, -2, 2, 2);
}

void EditorPalette::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(m_palette.trayEdge, 2, Qt::DashLine));
    QColor fill = m_palette.plate;
    fill.setAlpha(150);
    painter->setBrush(fill);
    painter->drawRoundedRect(QRectF(0, 0, Width, height()), 8, 8);
    if (const int selected = int(m_kinds.indexOf(m_selected)); selected >= 0 && m_selected != NoPieceType) {
        painter->setPen(QPen(QColor(20, 90, 210, 220), 4));
        painter->setBrush(QColor(40, 120, 220, 90));
        painter->drawRoundedRect(cellRect(selected).adjusted(2, 2, -2, -2), 8, 8);
    }
}
