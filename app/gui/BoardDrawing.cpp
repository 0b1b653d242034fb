#include "gui/BoardDrawing.h"

#include "board/BoardView.h"
#include "game/GameController.h"
#include "record/CommentDrawings.h"

using namespace shogi;

namespace {

// DrawingColor and MarkColor list Lishogi's four colours in the same order.
static_assert(int(MarkColor::Green) == int(DrawingColor::Green) &&
              int(MarkColor::Red) == int(DrawingColor::Red) &&
              int(MarkColor::Blue) == int(DrawingColor::Blue) &&
              int(MarkColor::Yellow) == int(DrawingColor::Yellow));
MarkColor toBoard(DrawingColor color) {
    return MarkColor(int(color));
}
DrawingColor toComment(MarkColor color) {
    return DrawingColor(int(color));
}

} // namespace

BoardDrawing::BoardDrawing(GameController& controller, BoardView& board, QObject* parent)
    : QObject(parent), m_controller(controller), m_board(board) {
    connect(&controller, &GameController::positionChanged, this, &BoardDrawing::show);
    connect(&controller, &GameController::commentChanged, this, [this](const RecordNode* node) {
        if (node == m_controller.current()) show();
    });
    connect(&board, &BoardView::userDrawingChanged, this, &BoardDrawing::store);
    show();
}

void BoardDrawing::show() {
    const RecordNode* node = m_controller.current();
    const CommentDrawings drawings = readCommentDrawings(node ? node->comment : QString());
    QList<BoardArrow> arrows;
    for (const DrawnArrow& a : drawings.arrows) {
        arrows.append(a.isDrop() ? BoardArrow::dropOf(a.hand, a.drop, a.to, toBoard(a.color))
                                 : BoardArrow::move(a.from, a.to, toBoard(a.color)));
    }
    QList<SquareMark> marks;
    for (const DrawnMark& m : drawings.marks)
        marks.append(SquareMark{m.square, toBoard(m.color), {}});
    m_board.setArrows(ArrowGroup::User, arrows);
    m_board.setSquareMarks(ArrowGroup::User, marks);
}

void BoardDrawing::store() {
    const RecordNode* node = m_controller.current();
    if (!node) return;
    CommentDrawings drawings = readCommentDrawings(node->comment);
    drawings.arrows.clear();
    for (const BoardArrow& a : m_board.arrows(ArrowGroup::User))
        drawings.arrows.append(DrawnArrow{a.from, a.drop, a.hand, a.to, toComment(a.color)});
    drawings.marks.clear();
    for (const SquareMark& m : m_board.squareMarks(ArrowGroup::User))
        drawings.marks.append(DrawnMark{m.square, toComment(m.color)});
    m_controller.setComment(node, writeCommentDrawings(drawings));
}
