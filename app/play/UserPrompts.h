#pragma once
// The questions the window asks the user: a message box, a choice from a list, a file to open or to save.
// Each is a function so that tests can answer at once instead of running a modal dialog; dialogs() gives
// the real ones.
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <functional>

class QAbstractButton;
class QMessageBox;
class QWidget;

struct UserPrompts {
    Q_DECLARE_TR_FUNCTIONS(UserPrompts)

public:
    // Shows the box and returns the button clicked (nullptr when the box was closed).
    std::function<QAbstractButton*(QMessageBox& box)> ask;
    // The index of the item chosen, or -1 when cancelled.
    std::function<int(QWidget* parent, const QString& title, const QString& label, const QStringList& items)>
        choose;
    // A file name, or empty when cancelled. `selectedFilter` comes in as the proposed filter and goes out as
    // the one chosen.
    std::function<QString(QWidget*parent, const QString&title, const QString&path, const QString&filters,
                          QString*selectedFilter)>
        openFile, saveFile;

    // A warning with what failed (`title`), why (`text`) and optional details, asked through `ask`.
    void showError(QWidget* parent, const QString& title, const QString& text,
                   const QString& details = QString()) const;

    static UserPrompts dialogs();
};
