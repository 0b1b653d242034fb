#pragma once
// Learn Shogi: the lessons' own window. Stages on the left with the stars won, the level's board in the
// middle, its text, the verdict on each move and the buttons on the right. A level is a LessonPlay of the
// core; this window only shows it, turns the core's verdicts and reasons into words, and keeps the stars.
#include "board/BoardOptions.h"
#include "learn/LessonBook.h"
#include "learn/LessonProgress.h"
#include "rules/Legality.h"

#include <QWidget>

#include <functional>
#include <memory>

class BoardView;
class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;

class LessonWindow : public QWidget {
    Q_OBJECT
public:
    // The reason a move is refused, in the UI language (the window's vocabulary lives above this room).
    using ReasonText = std::function<QString(shogi::IllegalReason)>;

    LessonWindow(const LessonBook& book, LessonProgress& progress, ReasonText reasonText,
                 QWidget* parent = nullptr);
    ~LessonWindow() override;

    void setLanguage(const QString& language); // "en", "es", "it", "ja": the lesson texts' language
    void setPieceStyle(PieceStyle style);
    PieceStyle pieceStyle() const;
    // Off in tests and screenshots: a reply and a taken-back move show at once instead of after a pause.
    void setAnimated(bool animated) { m_animated = animated; }

    int stageCount() const { return int(m_book.stages().size()); }
    int levelCount(int stage) const { return int(m_book.stages()[stage].levels.size()); }
    void openLevel(int stage, int level);
    int currentStage() const { return m_stage; }
    int currentLevel() const { return m_level; }
    // As a move made on the board: tests and screenshots play through here.
    void playMove(shogi::Move move);
    BoardView& board() const { return *m_board; }
    QString feedback() const;
    QString levelText() const;

signals:
    void levelSolved(int stage, int level, int stars);

protected:
    void changeEvent(QEvent* event) override;

private:
    void refused(shogi::IllegalReason reason);
    void showPosition();
    void showFeedback(const QString& text, const QString& color);
    void refreshStages();
    void refreshTexts();
    void retranslate();
    void retry();
    void next();
    void previous();
    QString missText(shogi::lessons::Miss miss) const;
    const LessonStage& stage() const { return m_book.stages()[m_stage]; }

    const LessonBook& m_book;
    LessonProgress& m_progress;
    ReasonText m_reasonText;
    QString m_language = QStringLiteral("en");
    bool m_animated = true;
    int m_stage = 0;
    int m_level = 0;
    std::unique_ptr<shogi::lessons::LessonPlay> m_play;
    int m_pending = 0; // bumped on every level change: a delayed redraw of an older one is dropped

    QListWidget* m_stages;
    BoardView* m_board;
    QLabel* m_title;
    QLabel* m_intro;
    QLabel* m_levelLabel;
    QLabel* m_text;
    QLabel* m_feedback;
    QLabel* m_stars;
    QLabel* m_piecesLabel;
    QComboBox* m_pieces;
    QPushButton* m_retry;
    QPushButton* m_previous;
    QPushButton* m_next;
    QPushButton* m_replayStage;
};
