#include "analysis/EvalGraph.h"

#include "analysis/EvalText.h"

#include <QAction>
#include <QEvent>
#include <QFontMetricsF>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>

using shogi::analysis::MoveQuality;

namespace {

QColor qualityColor(MoveQuality q) {
    switch (q) {
    case MoveQuality::Inaccuracy:
        return QColor(0xd4, 0xa0, 0x17);
    case MoveQuality::Mistake:
        return QColor(0xe6, 0x7e, 0x22);
    case MoveQuality::Blunder:
        return QColor(0xc0, 0x39, 0x2b);
    case MoveQuality::Good:
        break;
    }
    return {};
}

bool drawn(const shogi::analysis::ReviewedNode& n) {
    return n.evaluation.has_value();
}

} // namespace

EvalGraph::EvalGraph(QWidget* parent) : QWidget(parent), m_winRateAction(new QAction(this)) {
    setObjectName(QStringLiteral("evalGraph"));
    setMouseTracking(true);
    setContextMenuPolicy(Qt::ActionsContextMenu);
    m_winRateAction->setCheckable(true);
    m_winRateAction->setObjectName(QStringLiteral("actionEvalGraphWinRate"));
    connect(m_winRateAction, &QAction::toggled, this, &EvalGraph::setWinRateScale);
    addAction(m_winRateAction);
    retranslate();
}

void EvalGraph::showLine(const shogi::GameRecord& record, const shogi::RecordNode* current) {
    m_review = shogi::analysis::reviewLine(record, current);
    m_current = -1;
    for (std::size_t i = 0; i < m_review.nodes.size(); ++i)
        if (m_review.nodes[i].node == current) m_current = int(i);
    update();
}

bool EvalGraph::hasEvaluations() const {
    return std::any_of(m_review.nodes.begin(), m_review.nodes.end(), drawn);
}

void EvalGraph::setWinRateScale(bool winRate) {
    if (m_winRate == winRate) return;
    m_winRate = winRate;
    m_winRateAction->setChecked(winRate);
    update();
    emit winRateScaleChanged(winRate);
}

// At least 100 px high: a game's swings read at a glance only with some height.
QSize EvalGraph::sizeHint() const {
    return {240, std::max(MinHeight + 20, fontMetrics().height() * 8)};
}

QSize EvalGraph::minimumSizeHint() const {
    return {120, std::max(MinHeight, fontMetrics().height() * 4)};
}

QRectF EvalGraph::plot() const {
    const double margin = 4;
    return QRectF(rect()).adjusted(margin, margin, -margin, -margin);
}

double EvalGraph::xAt(int index) const {
    const QRectF p = plot();
    const int last = std::max(1, int(m_review.nodes.size()) - 1);
    return p.left() + p.width() * index / last;
}

// -1 (White wins) .. +1 (Black wins), drawn top to bottom.
double EvalGraph::yOf(const shogi::usi::Score& blackView) const {
    double v;
    if (m_winRate)
        v = (shogi::analysis::winRate(blackView) - 50.0) / 50.0;
    else if (blackView.kind == shogi::usi::Score::Kind::Mate)
        v = blackView.mating ? 1.0 : -1.0;
    else
        v = std::clamp(double(blackView.centipawns) / ClampCp, -1.0, 1.0);
    const QRectF p = plot();
    return p.center().y() - v * p.height() / 2;
}

QPoint EvalGraph::pointAt(int index) const {
    const auto& n = m_review.nodes.at(std::size_t(index));
    const double y = drawn(n) ? yOf(n.evaluation->score) : plot().center().y();
    return QPointF(xAt(index), y).toPoint();
}

int EvalGraph::indexAt(double x) const {
    if (m_review.nodes.empty()) return -1;
    const QRectF p = plot();
    const int last = int(m_review.nodes.size()) - 1;
    const double t = p.width() > 0 ? (x - p.left()) / p.width() : 0;
    return std::clamp(int(std::lround(t * last)), 0, last);
}

void EvalGraph::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF p = plot();
    const QPalette& pal = palette();
    painter.fillRect(rect(), pal.base());
    const double mid = p.center().y();
    // Guides: the middle, and ±1000 cp or 25/75 %.
    painter.setPen(QPen(pal.mid().color(), 1));
    painter.drawLine(QPointF(p.left(), mid), QPointF(p.right(), mid));
    painter.setPen(QPen(pal.midlight().color(), 1, Qt::DotLine));
    for (double v : {0.5, -0.5})
        painter.drawLine(QPointF(p.left(), mid - v * p.height() / 2),
                         QPointF(p.right(), mid - v * p.height() / 2));
    painter.setFont(labelFont());
    paintCurve(painter);
    // The marked moves.
    for (int i = 0; i < int(m_review.nodes.size()); ++i) {
        const auto& n = m_review.nodes[std::size_t(i)];
        if (!n.quality || *n.quality == MoveQuality::Good) continue;
        const double r = *n.quality == MoveQuality::Blunder ? 4 : 3;
        painter.setPen(Qt::NoPen);
        painter.setBrush(qualityColor(*n.quality));
        painter.drawEllipse(QPointF(xAt(i), yOf(n.evaluation->score)), r, r);
    }
    // The current move.
    if (m_current >= 0) {
        painter.setPen(QPen(pal.text().color(), 1, Qt::DashLine));
        painter.drawLine(QPointF(xAt(m_current), p.top()), QPointF(xAt(m_current), p.bottom()));
    }
    // The scale's labels and the count last, each on the background's colour: the curve runs under them.
    painter.setFont(labelFont());
    for (const Label& label : labels()) {
        QColor plate = pal.base().color();
        plate.setAlpha(215);
        painter.setPen(Qt::NoPen);
        painter.setBrush(plate);
        painter.drawRoundedRect(label.plate, 2, 2);
        painter.setPen(label.count ? pal.placeholderText().color() : pal.mid().color());
        painter.drawText(label.plate, Qt::AlignCenter, label.text);
    }
    painter.setBrush(Qt::NoBrush);
    if (!hasEvaluations()) {
        painter.setPen(pal.placeholderText().color());
        painter.setFont(font());
        painter.drawText(p, Qt::AlignCenter | Qt::TextWordWrap, tr("No evaluations in this record"));
    }
}

QFont EvalGraph::labelFont() const {
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.8);
    return small;
}

// The scale's top and bottom labels in the plot's left corners; the count of positions without an
// evaluation in the bottom right one, shortened when the graph is narrow (the tooltips say it too).
QList<EvalGraph::Label> EvalGraph::labels() const {
    const QRectF p = plot();
    const QFontMetricsF metrics(labelFont());
    const auto plate = [&metrics](const QString& text, QPointF corner, Qt::Alignment align) {
        const QSizeF size(metrics.horizontalAdvance(text) + 4, metrics.height());
        QRectF r(corner, size);
        if (align & Qt::AlignRight) r.moveRight(corner.x());
        if (align & Qt::AlignBottom) r.moveBottom(corner.y());
        return r;
    };
    const QString top = m_winRate ? QStringLiteral("100%") : QStringLiteral("+%1").arg(ClampCp);
    const QString bottom = m_winRate ? QStringLiteral("0%") : QStringLiteral("−%1").arg(ClampCp);
    QList<Label> out;
    const QString topText = tr("Black %1").arg(top), bottomText = tr("White %1").arg(bottom);
    out.append({topText, plate(topText, p.topLeft() + QPointF(1, 0), Qt::AlignLeft | Qt::AlignTop), false});
    const QRectF bottomPlate =
        plate(bottomText, p.bottomLeft() + QPointF(1, 0), Qt::AlignLeft | Qt::AlignBottom);
    out.append({bottomText, bottomPlate, false});
    int without = 0;
    for (const auto& n : m_review.nodes)
        if (!drawn(n)) ++without;
    if (without > 0 && without < int(m_review.nodes.size())) {
        const double room = p.width() - bottomPlate.width() - 3 * metrics.averageCharWidth();
        const QString text = metrics.elidedText(tr("%n position(s) without an evaluation", nullptr, without),
                                                Qt::ElideRight, room);
        out.append(
            {text, plate(text, p.bottomRight() - QPointF(1, 0), Qt::AlignRight | Qt::AlignBottom), true});
    }
    return out;
}

QList<QRectF> EvalGraph::labelRects() const {
    QList<QRectF> out;
    for (const Label& label : labels())
        out.append(label.plate);
    return out;
}

// The curve through every evaluated position, filled to the middle. One position without an evaluation
// between two with one (a person's move in a game against the computer) is bridged; across longer stretches
// the curve goes on dotted and grey, each of their positions a tick on the middle line.
void EvalGraph::paintCurve(QPainter& painter) {
    const QRectF p = plot();
    const double mid = p.center().y();
    const QPalette& pal = palette();
    const QColor line = pal.highlight().color();
    QColor fill = line;
    fill.setAlpha(60);
    const QColor missing = pal.placeholderText().color();
    QList<QPolygonF> runs(1);
    int lastEvaluated = -1;
    for (int i = 0; i < int(m_review.nodes.size()); ++i) {
        const auto& n = m_review.nodes[std::size_t(i)];
        if (!drawn(n)) continue;
        const QPointF pt(xAt(i), yOf(n.evaluation->score));
        if (lastEvaluated >= 0 && i - lastEvaluated > 2) {
            painter.setPen(QPen(missing, 1.5, Qt::DotLine));
            painter.drawLine(runs.back().back(), pt);
            runs.append(QPolygonF());
        }
        runs.back() << pt;
        lastEvaluated = i;
    }
    // The ticks: every position without an evaluation that no bridge spans.
    const auto evaluated = [this](int k) {
        return k >= 0 && k < int(m_review.nodes.size()) && drawn(m_review.nodes[std::size_t(k)]);
    };
    painter.setPen(QPen(missing, 1.5));
    for (int i = 0; i < int(m_review.nodes.size()); ++i) {
        if (!evaluated(i) && !(evaluated(i - 1) && evaluated(i + 1)))
            painter.drawLine(QPointF(xAt(i), mid - 4), QPointF(xAt(i), mid + 4));
    }
    for (const QPolygonF& run : runs) {
        if (run.isEmpty()) continue;
        QPainterPath area;
        area.moveTo(run.front().x(), mid);
        for (const QPointF& pt : run)
            area.lineTo(pt);
        area.lineTo(run.back().x(), mid);
        area.closeSubpath();
        painter.fillPath(area, fill);
        painter.setPen(QPen(line, 1.5));
        if (run.size() == 1)
            painter.drawEllipse(run.front(), 1.5, 1.5);
        else
            painter.drawPolyline(run);
    }
    // Searches too shallow to judge a move by: on the curve, as rings.
    painter.setBrush(pal.base());
    painter.setPen(QPen(line, 1.2));
    for (int i = 0; i < int(m_review.nodes.size()); ++i) {
        const auto& n = m_review.nodes[std::size_t(i)];
        if (drawn(n) && !shogi::analysis::usable(*n.evaluation))
            painter.drawEllipse(QPointF(xAt(i), yOf(n.evaluation->score)), 2.5, 2.5);
    }
    painter.setBrush(Qt::NoBrush);
}

void EvalGraph::choose(double x) {
    const int index = indexAt(x);
    if (index < 0 || index == m_current) return;
    emit nodeChosen(m_review.nodes[std::size_t(index)].node);
}

void EvalGraph::mousePressEvent(QMouseEvent* event) {
    if (event->button() == Qt::LeftButton) choose(event->position().x());
    QWidget::mousePressEvent(event);
}

void EvalGraph::mouseMoveEvent(QMouseEvent* event) {
    if (event->buttons() & Qt::LeftButton) choose(event->position().x());
    QWidget::mouseMoveEvent(event);
}

bool EvalGraph::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        const int index = indexAt(help->pos().x());
        if (index < 0) return true;
        const auto& n = m_review.nodes[std::size_t(index)];
        QString text = index == 0 ? tr("Start position") : tr("Move %1").arg(n.node->ply);
        if (!n.evaluation) text += QStringLiteral(": ") + tr("no evaluation in the record");
        if (n.evaluation) {
            text += QStringLiteral(": %1 (%2)")
                        .arg(EvalText::score(n.evaluation->score), EvalText::winRate(n.evaluation->score));
            if (!shogi::analysis::usable(*n.evaluation))
                text += QLatin1Char('\n') +
                        tr("Search too shallow to judge (depth %1)").arg(*n.evaluation->depth);
        }
        if (n.quality && *n.quality != MoveQuality::Good)
            text += QStringLiteral("\n%1 −%2")
                        .arg(shogi::analysis::mark(*n.quality))
                        .arg(std::lround(n.winRateLost)) +
                    QLatin1Char('%');
        QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

void EvalGraph::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void EvalGraph::retranslate() {
    m_winRateAction->setText(tr("Show Win Rate"));
    setToolTip(QString());
    setWhatsThis(EvalText::thresholds());
}
