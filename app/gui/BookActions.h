#pragma once
// Opening books in the window: the Book dock (BookPanel: the shown position's book moves; a click
// plays one as a move at the board would be) and Record > Make Book… (a folder of records made into a
// book in YaneuraOu's format, with the same code as shogiban-cli book). The open book is remembered.
#include "game/MoveText.h"
#include "play/UserPrompts.h"

#include <QObject>

#include <functional>

class BookPanel;
class GameController;
class QAction;
class QDockWidget;
class QMainWindow;
class Settings;

class BookActions : public QObject {
    Q_OBJECT
public:
    BookActions(QMainWindow& window, GameController& game, std::function<MoveText()> moveText,
                std::function<void(shogi::Move)> play, Settings& settings, const UserPrompts& prompts);

    QDockWidget* dock() const { return m_dock; }
    BookPanel* panel() const { return m_panel; }
    QAction* makeBookAction() const { return m_makeBook; }
    void positionChanged();
    void retranslate();

    // The records in `folder` (and its subfolders), their first `plies` plies, written to `bookPath`, which
    // the panel then shows. false after telling the user why.
    bool makeBook(const QString& folder, int plies, const QString& bookPath);

private:
    void askAndMakeBook();

    QMainWindow& m_window;
    Settings& m_settings;
    const UserPrompts& m_prompts;
    BookPanel* m_panel;
    QDockWidget* m_dock;
    QAction* m_makeBook;
};
