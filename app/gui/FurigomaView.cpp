#include "gui/FurigomaView.h"

#include <QPainter>

namespace {

constexpr int PieceWidth = 40;
constexpr int PieceHeight = 44; // the sprites' 100 x 110 proportions
constexpr int Spacing = 14;
constexpr qreal tilt[5] = {-14, 9, -4, 17, -9}; // degrees: pawns do not land in a neat row

} // namespace

FurigomaView::FurigomaView(QWidget* parent)
    : QWidget(parent), m_pawn(QStringLiteral(":/pieces/kanji/FU.svg")),
      m_tokin(QStringLiteral(":/pieces/kanji/TO.svg")) {
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
}

QSize FurigomaView::sizeHint() const {
    return {5 * PieceWidth + 6 * Spacing, PieceHeight + 2 * Spacing};
}

void FurigomaView::setResult(const std::optional<shogi::FurigomaResult>& result) {
    m_result = result;
    update();
}

void FurigomaView::paintEvent(QPaintEvent*) {
    if (!m_result) return;
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    for (int i = 0; i < 5; ++i) {
        const QPointF centre(Spacing + i * (PieceWidth + Spacing) + PieceWidth / 2.0, height() / 2.0);
        p.save();
        p.translate(centre);
        p.rotate(tilt[i]);
        QSvgRenderer& face = m_result->tokinUp[std::size_t(i)] ? m_tokin : m_pawn;
        face.render(&p, QRectF(-PieceWidth / 2.0, -PieceHeight / 2.0, PieceWidth, PieceHeight));
        p.restore();
    }
}
