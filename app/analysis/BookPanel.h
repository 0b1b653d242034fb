#pragma once
// The Book panel: the moves an opening book (YaneuraOu's format) has for the position on the board, with how
// often each was played, its share, value and depth, and the expected reply. A click (or Enter) plays
// the move. The book is read from its file at each position (a binary search), never loaded whole.
#include "game/MoveText.h"
#include "book/BookFile.h"

#include <QWidget>

#include <functional>
#include <optional>

class GameController;
class QLabel;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

class BookPanel : public QWidget {
    Q_OBJECT
public:
    // `play`: a move chosen in the list, played as a move at the board would be.
    BookPanel(GameController& game, std::function<MoveText()> moveText, std::function<void(shogi::Move)> play,
              QWidget* parent = nullptr);

    // An empty path closes the book. false (and the reason shown in the panel) when it cannot be read.
    bool openBook(const QString& path);
    QString bookPath() const;
    void positionChanged();
    void retranslate();

    QTreeWidget* moveList() const { return m_list; }

signals:
    // The user opened or closed a book from the panel.
    void bookChosen(const QString& path);

protected:
    void changeEvent(QEvent* event) override;

private:
    void chooseBook();
    void playItem(QTreeWidgetItem* item);

    GameController& m_game;
    std::function<MoveText()> m_moveText;
    std::function<void(shogi::Move)> m_play;
    std::optional<shogi::book::BookFile> m_book;
    QString m_problem; // why the book could not be opened or read
    QPushButton* m_open;
    QPushButton* m_close;
    QLabel* m_file;
    QLabel* m_status;
    QTreeWidget* m_list;
};
