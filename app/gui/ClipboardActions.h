#pragma once
// The Edit menu's clipboard beyond Paste Game and Copy Game: the position as a BOD diagram (copy and
// paste), the game in any record format, and a pasted record added as a variation at the current move.
#include "play/UserPrompts.h"

#include <QObject>

class FileActions;
class GameController;
class QAction;
class QMenu;
class QWidget;

class ClipboardActions : public QObject {
    Q_OBJECT
public:
    ClipboardActions(QWidget& window, GameController& controller, FileActions& files,
                     const UserPrompts& prompts);

    QAction* copyBodAction() const { return m_copyBod; }
    QAction* pastePositionAction() const { return m_pastePosition; }
    QAction* pasteVariationAction() const { return m_pasteVariation; }
    QMenu* copyGameAsMenu() const { return m_copyAs; }
    void updateActions();
    void retranslate();

    // What the actions do with the clipboard's text, for the window and the tests.
    void copyBod();
    bool pastePosition(const QString& text);
    bool pasteVariation(const QString& text);

signals:
    void statusMessage(const QString& message);

private:
    QWidget& m_window;
    GameController& m_controller;
    FileActions& m_files;
    const UserPrompts& m_prompts;
    QAction* m_copyBod;
    QAction* m_pastePosition;
    QAction* m_pasteVariation;
    QMenu* m_copyAs;
};
