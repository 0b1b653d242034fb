#pragma once
// Settings → Engines…: the user's engines from the catalog (Shogiban's own always first), adding one by its
// program (it runs once, without the dialog waiting, to tell its name and options; a progress row with
// Cancel meanwhile; a program that is no USI engine is refused with the reason and its last output),
// removing, duplicating (the same program with other settings), and editing an engine's name, arguments and
// options. Every edit goes to the catalog at once, so there is nothing to confirm when closing.
#include "play/UserPrompts.h"

#include <QDialog>

class EngineCatalog;
struct EngineEntry;
class OptionEditor;
class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QPushButton;
class QWidget;

class EngineManagerDialog : public QDialog {
    Q_OBJECT
public:
    EngineManagerDialog(EngineCatalog& catalog, const UserPrompts& prompts, QWidget* parent = nullptr);

    // Runs `program` and adds it, as the Add button does after its file dialog.
    void addProgram(const QString& program);
    void selectEngine(const QString& id);
    QString selectedId() const;
    bool isAdding() const { return !m_pending.isEmpty(); }

    // Options the application sets itself, per game or per analysis, so not offered here: the board's
    // variant, the number of analysis lines, and the built-in engine's level (chosen for each game).
    static bool managedByApplication(const EngineEntry& entry, const QString& optionName);

private:
    void rebuildList();
    void showSelected();
    void onCatalogChanged();
    void onAdded(const QString& id);
    void onAddFailed(const QString& program, const QString& reason, const QStringList& lastLines);
    void finishAdding();
    void chooseProgram();
    void duplicateSelected();
    void removeSelected();
    void saveName();
    void saveArguments();
    void saveOptions();
    bool pendingIs(const QString& program) const;
    // Stores `entry` without rebuilding the editors the user is typing in.
    void store(const EngineEntry& entry);

    EngineCatalog& m_catalog;
    const UserPrompts& m_prompts;
    QListWidget* m_list;
    QPushButton* m_add;
    QPushButton* m_duplicate;
    QPushButton* m_remove;
    QWidget* m_progressRow;
    QLabel* m_progressText;
    QProgressBar* m_progress;
    QPushButton* m_cancelAdd;
    QWidget* m_details;
    QLineEdit* m_name;
    QLabel* m_program;
    QLineEdit* m_arguments;
    QLabel* m_about;
    QLabel* m_boards;
    OptionEditor* m_options;
    QString m_pending;      // the program being read, empty when none
    QString m_cancelled;    // a program whose reading was cancelled: dropped when it arrives
    QString m_shownId;      // the entry the editors show
    bool m_storing = false; // our own update: the catalog's change needs no new editors
};
