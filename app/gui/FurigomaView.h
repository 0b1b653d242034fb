#pragma once
// The five tossed pawns of a furigoma, drawn with the board's own pawn and tokin sprites (歩 and と faces),
// each lying at a slight angle as it fell.
#include "rules/Furigoma.h"

#include <QSvgRenderer>
#include <QWidget>

#include <optional>

class FurigomaView : public QWidget {
    Q_OBJECT
public:
    explicit FurigomaView(QWidget* parent = nullptr);

    void setResult(const std::optional<shogi::FurigomaResult>& result);
    const std::optional<shogi::FurigomaResult>& result() const { return m_result; }

    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    std::optional<shogi::FurigomaResult> m_result;
    QSvgRenderer m_pawn;
    QSvgRenderer m_tokin;
};
