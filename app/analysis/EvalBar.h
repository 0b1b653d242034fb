#pragma once
// A bar beside the board with the current position's evaluation: Black's share of the win rate from Black's
// side of the board (the bottom, or the top when the board is flipped), the score written at its end. It
// shows the live analysis when one runs (line 1), else the evaluation the record's comment holds for the
// current move; without either it is empty and says so in its tooltip.
#include "usi/Score.h"

#include <QWidget>

#include <optional>

class EvalBar : public QWidget {
    Q_OBJECT
public:
    explicit EvalBar(QWidget* parent = nullptr);

    // The record's evaluation of the current position (Black's view), or none.
    void setRecordScore(std::optional<shogi::usi::Score> blackView);
    // The running analysis' best line (Black's view); none when no analysis runs: the record's shows again.
    void setLiveScore(std::optional<shogi::usi::Score> blackView);
    void setFlipped(bool flipped);
    std::optional<shogi::usi::Score> shownScore() const { return m_live ? m_live : m_record; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    void refreshTip();

    std::optional<shogi::usi::Score> m_record;
    std::optional<shogi::usi::Score> m_live;
    bool m_flipped = false;
};
