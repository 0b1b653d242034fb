#pragma once
// Printing, for the main window: File → Print… and Export PDF… (the record with a diagram of the position
// shown), the teacher's diagram sheet and a sheet of puzzles from a collection, printed or as a PDF. The printer dialog gives the paper; a PDF
// is A4 or Letter as the user picks in the file chooser, the locale's paper proposed.
#include "game/MoveText.h"
#include "play/UserPrompts.h"

#include <QObject>
#include <QPageSize>

#include <functional>
#include <vector>

class FileActions;
class GameController;
class QAction;
class QMainWindow;
class QMenu;

class PrintActions : public QObject {
    Q_OBJECT
public:
    PrintActions(QMainWindow& window, GameController& controller, const FileActions& files,
                 const UserPrompts& prompts, std::function<MoveText()> moveText);

    // Adds the actions to `menu`.
    void addTo(QMenu& menu) const;
    void retranslate();
    QAction* printAction() const { return m_print; }
    QAction* exportPdfAction() const { return m_exportPdf; }
    QAction* printSheetAction() const { return m_printSheet; }
    QAction* exportSheetPdfAction() const { return m_exportSheetPdf; }
    QAction* printPuzzlesAction() const { return m_printPuzzles; }
    QAction* exportPuzzlesPdfAction() const { return m_exportPuzzlesPdf; }

    // The record with the position shown, as a PDF; empty on success, else the reason.
    QString exportPdf(const QString& path, QPageSize::PageSizeId size) const;

private:
    QAction* makeAction(const char* name, void (PrintActions::*slot)());
    void printRecord();
    void exportPdfDialog();
    void printSheet();
    void exportSheetPdfDialog();
    void printPuzzles();
    void exportPuzzlesPdfDialog();
    // The positions of a sheet, chosen by the user; empty when cancelled.
    std::vector<const shogi::RecordNode*> chooseSheet();
    // A PDF file and its paper, chosen by the user; empty when cancelled.
    QString choosePdf(const QString& title, const QString& suffix, QPageSize::PageSizeId& size);
    void report(const QString& path, const QString& error);

    QMainWindow& m_window;
    GameController& m_controller;
    const FileActions& m_files;
    const UserPrompts& m_prompts;
    std::function<MoveText()> m_moveText;
    QAction* m_print;
    QAction* m_exportPdf;
    QAction* m_printSheet;
    QAction* m_exportSheetPdf;
    QAction* m_printPuzzles;
    QAction* m_exportPuzzlesPdf;
};
