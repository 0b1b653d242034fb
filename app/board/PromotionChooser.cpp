#include "board/PromotionChooser.h"

#include "board/BoardGeometry.h"
#include "board/PieceItem.h"

#include <QPainter>

#include <algorithm>

namespace {
constexpr qreal Pad = 10;
constexpr qreal FaceScale = 0.9;
constexpr qreal FaceWidth = BoardGeometry::CellWidth * FaceScale;
constexpr qreal FaceHeight = BoardGeometry::CellHeight * FaceScale;
} // namespace

PromotionChooser::PromotionChooser(PieceRenderer* renderer) : m_renderer(renderer) {
    hide();
}

QRectF PromotionChooser::boundingRect() const {
    return QRectF(0, 0, 2 * FaceWidth + 3 * Pad, FaceHeight + 2 * Pad).adjusted(-2, -2, 8, 8);
}

QRectF PromotionChooser::faceRect(bool promote) const {
    return QRectF(Pad + (promote ? 0 : FaceWidth + Pad), Pad, FaceWidth, FaceHeight);
}

void PromotionChooser::present(shogi::PieceType type, shogi::Color owner, bool pointsDown,
                               const QRectF& destination, const QRectF& bounds) {
    for (PieceItem*& face : m_faces)
        delete face;
    for (bool promote : {false, true}) {
        auto* face =
            new PieceItem(m_renderer, promote ? shogi::promoted(type) : type, owner, pointsDown, this);
        face->setScale(FaceScale);
        face->setPos(faceRect(promote).center());
        m_faces[promote] = face;
    }
    const qreal w = 2 * FaceWidth + 3 * Pad, h = FaceHeight + 2 * Pad;
    const qreal x = std::clamp(destination.center().x() - w / 2, bounds.left(), bounds.right() - w);
    const qreal y = std::clamp(destination.center().y() - h / 2, bounds.top(), bounds.bottom() - h);
    setPos(x, y);
    show();
}

void PromotionChooser::dismiss() {
    hide();
}

QPointF PromotionChooser::choiceCenter(bool promote) const {
    return mapToScene(faceRect(promote).center());
}

int PromotionChooser::choiceAt(QPointF scenePos) const {
    if (!isVisible()) return -1;
    const QPointF p = mapFromScene(scenePos);
    if (faceRect(true).contains(p)) return 1;
    if (faceRect(false).contains(p)) return 0;
    return -1;
}

void PromotionChooser::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF plate(0, 0, 2 * FaceWidth + 3 * Pad, FaceHeight + 2 * Pad);
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0, 0, 0, 90));
    painter->drawRoundedRect(plate.translated(4, 6), 10, 10);
    painter->setBrush(QColor(0xfd, 0xf8, 0xee));
    painter->setPen(QPen(QColor(0x30, 0x30, 0x30), 3));
    painter->drawRoundedRect(plate, 10, 10);
    painter->setPen(QPen(QColor(0xc8, 0x10, 0x2e, 120), 2));
    painter->setBrush(QColor(0xc8, 0x10, 0x2e, 28)); // the promoted side, in the colour of promoted faces
    painter->drawRoundedRect(faceRect(true).adjusted(-4, -4, 4, 4), 6, 6);
    painter->setPen(QPen(QColor(0x30, 0x30, 0x30, 100), 2));
    painter->setBrush(Qt::NoBrush);
    painter->drawRoundedRect(faceRect(false).adjusted(-4, -4, 4, 4), 6, 6);
}
