#pragma once
// The move list beside the board: the start position, then one row per move in the chosen notation. Choosing
// a row asks the window to show that position; "Back to game" returns to the live one.
#include <QWidget>

class QListWidget;
class QPushButton;

class MoveListPanel : public QWidget {
    Q_OBJECT
public:
    explicit MoveListPanel(QWidget* parent = nullptr);

    // Rows for the start position and each move, numbered from `firstNumber` (a game from a set-up position
    // may start at move 13); `shownPly` (0 = start) is highlighted.
    void setMoves(const QStringList& moves, int firstNumber, int shownPly);
    void setBrowsing(bool browsing);

signals:
    void plyChosen(int ply); // 0: the start position; n: the position after move n
    void backToGameRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    QListWidget* m_list;
    QPushButton* m_back;
    bool m_filling = false;
};
