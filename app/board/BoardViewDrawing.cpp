// BoardView's right-button drawing, as on Lishogi: a drag from a square or a komadai piece draws an arrow
// to the square where it ends, a click marks the square, the same drawing again takes it off. The previews
// follow the pointer; only a finished drawing changes the User group and is reported.
#include "board/BoardView.h"

#include "board/ArrowLayer.h"
#include "board/KomadaiItem.h"

using namespace shogi;

bool BoardView::beginDrawing(QPointF scenePos, Qt::KeyboardModifiers modifiers) {
    cancelDrawing();
    Drawing drawing;
    drawing.color = markColorFor(modifiers);
    drawing.from = m_geometry.squareAt(scenePos);
    if (drawing.from == NoSquare) {
        for (const KomadaiItem* komadai : m_komadai) {
            const PieceType pt = komadai->kindAt(komadai->mapFromScene(scenePos));
            if (pt == NoPieceType) continue;
            drawing.drop = pt;
            drawing.hand = komadai->side();
        }
        if (drawing.drop == NoPieceType) return false;
    }
    m_drawing = drawing;
    previewDrawing(scenePos);
    return true;
}

void BoardView::previewDrawing(QPointF scenePos) {
    const Square to = m_geometry.squareAt(scenePos);
    std::optional<BoardArrow> arrow;
    std::optional<SquareMark> mark;
    // Off the board nothing: letting go there draws nothing.
    if (to != NoSquare && to == m_drawing->from) {
        mark = SquareMark{to, m_drawing->color, {}};
    } else if (to != NoSquare) {
        arrow = m_drawing->from != NoSquare
                    ? BoardArrow::move(m_drawing->from, to, m_drawing->color)
                    : BoardArrow::dropOf(m_drawing->hand, m_drawing->drop, to, m_drawing->color);
    }
    m_arrows->setPreview(arrow, mark);
}

void BoardView::finishDrawing(QPointF scenePos) {
    const Drawing drawing = *m_drawing;
    cancelDrawing();
    const Square to = m_geometry.squareAt(scenePos);
    if (to == NoSquare) return; // let go off the board: nothing drawn
    if (to == drawing.from) {
        QList<SquareMark> marks = m_arrows->marks(ArrowGroup::User);
        toggleMark(marks, SquareMark{to, drawing.color, {}});
        m_arrows->setMarks(ArrowGroup::User, marks);
    } else {
        QList<BoardArrow> arrows = m_arrows->arrows(ArrowGroup::User);
        toggleArrow(arrows, drawing.from != NoSquare
                                ? BoardArrow::move(drawing.from, to, drawing.color)
                                : BoardArrow::dropOf(drawing.hand, drawing.drop, to, drawing.color));
        m_arrows->setArrows(ArrowGroup::User, arrows);
    }
    emit userDrawingChanged();
}

void BoardView::cancelDrawing() {
    if (!m_drawing) return;
    m_drawing.reset();
    m_arrows->setPreview(std::nullopt, std::nullopt);
}

void BoardView::clearUserDrawing() {
    if (m_arrows->arrows(ArrowGroup::User).isEmpty() && m_arrows->marks(ArrowGroup::User).isEmpty()) return;
    clearDrawings(ArrowGroup::User);
    emit userDrawingChanged();
}

void BoardView::setDrawingEnabled(bool enabled) {
    m_drawingEnabled = enabled;
    m_arrows->setGroupShown(ArrowGroup::User, enabled);
    if (!enabled) cancelDrawing();
}
