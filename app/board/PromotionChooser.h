#pragma once
// The small chooser shown at the destination when promotion is optional: both faces of the piece side by
// side, the promoted one on the left. The view asks which face a click hit.
#include "rules/Types.h"

#include <QGraphicsItem>

class PieceItem;
class PieceRenderer;

class PromotionChooser : public QGraphicsItem {
public:
    explicit PromotionChooser(PieceRenderer* renderer);

    // Shows the faces of `type` for its owner over `destination`, kept inside `bounds` (scene rects).
    void present(shogi::PieceType type, shogi::Color owner, bool pointsDown, const QRectF& destination,
                 const QRectF& bounds);
    void dismiss();

    QPointF choiceCenter(bool promote) const; // scene coordinates
    // 1 = promote, 0 = do not, -1 = the point is on neither face.
    int choiceAt(QPointF scenePos) const;

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QRectF faceRect(bool promote) const; // item coordinates

    PieceRenderer* m_renderer;
    PieceItem* m_faces[2] = {nullptr, nullptr}; // [0] unpromoted, [1] promoted
};
