#pragma once
// The evaluation of every position of the line being shown, from Black's view, as a graph under the move
// list: above the middle Black is better, below White. The evaluations are the record's own (its comments,
// through EvalComment: ours, ShogiHome's, ShogiGUI's, Floodgate's). Every evaluated position has its point
// on the curve; a search too shallow to judge moves by is a hollow ring on it. A position without an
// evaluation is never a silent gap: the curve bridges a single one (a person's move in a game against the
// computer) and goes dotted across longer stretches, whose positions are grey ticks on the middle line; a
// count in the corner and the tooltip say so. The marked moves (?!, ?, ??) are dots, the current move is a line. The
// scale is centipawns (clamped) or Black's win rate, a toggle in the context menu. A click or a drag goes
// to that move.
#include "analysis/LineReview.h"

#include <QFont>
#include <QList>
#include <QRectF>
#include <QWidget>

class QAction;
class QPainter;

class EvalGraph : public QWidget {
    Q_OBJECT
public:
    static constexpr int MinHeight = 100;
    static constexpr int ClampCp = 2000; // the centipawn scale's top and bottom

    explicit EvalGraph(QWidget* parent = nullptr);

    // The line through `current` (as the move list shows it) and its evaluations.
    void showLine(const shogi::GameRecord& record, const shogi::RecordNode* current);
    bool hasEvaluations() const;
    const shogi::analysis::LineReview& review() const { return m_review; }

    bool winRateScale() const { return m_winRate; }
    void setWinRateScale(bool winRate);
    QAction* winRateAction() const { return m_winRateAction; }

    // Where the point of the line's index-th position lies (for tests and tooltips).
    QPoint pointAt(int index) const;
    // The plates of the scale's labels and of the count of positions without an evaluation: drawn over the
    // curve, on the background's colour, so they stay readable wherever it runs.
    QList<QRectF> labelRects() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void nodeChosen(const shogi::RecordNode* node);
    void winRateScaleChanged(bool winRate);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    bool event(QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    QRectF plot() const;
    double xAt(int index) const;
    double yOf(const shogi::usi::Score& blackView) const;
    int indexAt(double x) const;
    void choose(double x);
    void retranslate();
    void paintCurve(QPainter& painter);
    struct Label {
        QString text;
        QRectF plate;
        bool count; // the count of positions without an evaluation, not the scale
    };
    QList<Label> labels() const;
    QFont labelFont() const;

    shogi::analysis::LineReview m_review;
    int m_current = -1; // index into m_review.nodes
    bool m_winRate = false;
    QAction* m_winRateAction;
};
