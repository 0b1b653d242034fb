#pragma once
// Learn → Puzzles: the trainer. The problem on the real board (the user plays the attacker from the bottom
// of the board), a panel that says what to find, judges each move (PuzzleSession) and offers a hint, a retry
// and the next problem, the user's progress (PuzzleProgress: rating, solved, failed, streak) and the filters
// by length and collection. The next problem is picked near the user's rating (PuzzlePicker).
#include "learn/PuzzleLibrary.h"
#include "learn/PuzzleProgress.h"
#include "learn/PuzzleSession.h"
#include "puzzles/PuzzlePicker.h"

#include <QDialog>

#include <functional>
#include <random>

class BoardView;
class QComboBox;
class QLabel;
class QPushButton;

class PuzzleWindow : public QDialog {
    Q_OBJECT
public:
    // `styleBoard` gives the board the user's piece set, look and coordinates.
    PuzzleWindow(PuzzleLibrary& library, PuzzleProgress& progress, std::function<void(BoardView&)> styleBoard,
                 QWidget* parent = nullptr);

    // Shows the puzzles of one collection only (e.g. after making puzzles from a game).
    void showCollection(const QString& name);
    void nextPuzzle();
    // A given problem (tests, screenshots).
    void open(const shogi::puzzles::Puzzle& puzzle);

    PuzzleSession& session() { return m_session; }
    BoardView& board() { return *m_board; }
    QString statusText() const;
    void retranslate();

protected:
    void changeEvent(QEvent* event) override;

private:
    void fillFilters();
    shogi::puzzles::PuzzleFilter filter() const;
    void onJudged(PuzzleSession::Outcome outcome, shogi::Move move, shogi::Move reply);
    void finish(bool solved);
    void showHint();
    void showTask();
    void updateStats();
    void setStatus(const QString& text);

    PuzzleLibrary& m_library;
    PuzzleProgress& m_progress;
    PuzzleSession m_session;
    std::mt19937 m_rng{std::random_device{}()};
    BoardView* m_board;
    QLabel* m_title;
    QLabel* m_task;
    QLabel* m_status;
    QLabel* m_stats;
    QLabel* m_lengthLabel;
    QLabel* m_collectionLabel;
    QComboBox* m_length;
    QComboBox* m_collection;
    QPushButton* m_hint;
    QPushButton* m_retry;
    QPushButton* m_next;
    bool m_recorded = false; // the first attempt's verdict is in the progress
};
