#include "analysis/EvalBar.h"

#include "analysis/EvalText.h"
#include "analysis/MoveQuality.h"

#include <QPainter>

EvalBar::EvalBar(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("evalBar"));
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);
    refreshTip();
}

void EvalBar::setRecordScore(std::optional<shogi::usi::Score> blackView) {
    if (m_record == blackView) return;
    m_record = blackView;
    refreshTip();
    update();
}

void EvalBar::setLiveScore(std::optional<shogi::usi::Score> blackView) {
    if (m_live == blackView) return;
    m_live = blackView;
    refreshTip();
    update();
}

void EvalBar::setFlipped(bool flipped) {
    if (m_flipped == flipped) return;
    m_flipped = flipped;
    update();
}

QSize EvalBar::sizeHint() const {
    return {fontMetrics().horizontalAdvance(QStringLiteral("+0000")) / 2 + 8, 200};
}

QSize EvalBar::minimumSizeHint() const {
    return {sizeHint().width(), 60};
}

void EvalBar::refreshTip() {
    const auto score = shownScore();
    setToolTip(score ? tr("Evaluation: %1 (Black's win rate %2)")
                           .arg(EvalText::score(*score), EvalText::winRate(*score))
                     : tr("No evaluation for this position"));
}

void EvalBar::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    const QRect r = rect().adjusted(2, 0, -2, 0);
    // White's share light, Black's dark, as the sides are named.
    painter.fillRect(r, QColor(0xf4, 0xf1, 0xea));
    const auto score = shownScore();
    if (!score) {
        painter.fillRect(r, palette().window().color().darker(110));
        return;
    }
    const double black = shogi::analysis::winRate(*score) / 100.0;
    const int h = int(r.height() * black + 0.5);
    const QRect blackPart = m_flipped ? QRect(r.left(), r.top(), r.width(), h)
                                      : QRect(r.left(), r.bottom() - h + 1, r.width(), h);
    painter.fillRect(blackPart, QColor(0x33, 0x33, 0x33));
    painter.setPen(QColor(0x88, 0x88, 0x88));
    painter.drawLine(r.left(), r.center().y(), r.right(), r.center().y());
    painter.drawRect(r.adjusted(0, 0, -1, -1));
    // The score, small and upright along the bar, at the leading side's end.
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.75);
    painter.setFont(small);
    const bool blackLeads = black >= 0.5;
    const bool atBottom = blackLeads != m_flipped;
    painter.setPen(blackLeads ? QColor(0xf4, 0xf1, 0xea) : QColor(0x33, 0x33, 0x33));
    QString text =
        score->kind == shogi::usi::Score::Kind::Mate
            ? QStringLiteral("M%1").arg(score->matePlies ? QString::number(*score->matePlies) : QString())
            : QString::number(std::abs(score->centipawns));
    painter.save();
    painter.translate(r.center().x(), atBottom ? r.bottom() - 4 : r.top() + 4);
    painter.rotate(-90);
    const int w = painter.fontMetrics().horizontalAdvance(text);
    const int asc = painter.fontMetrics().ascent();
    painter.drawText(atBottom ? QPoint(0, asc / 2) : QPoint(-w, asc / 2), text);
    painter.restore();
}
