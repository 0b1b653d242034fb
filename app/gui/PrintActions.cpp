#include "gui/PrintActions.h"

#include "gui/DiagramSheet.h"
#include "gui/DiagramSheetDialog.h"
#include "gui/FileActions.h"
#include "game/GameController.h"
#include "gui/PrintPage.h"
#include "gui/PuzzleSheet.h"
#include "gui/PuzzleSheetDialog.h"
#include "gui/RecordPrint.h"

#include <QAction>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QPrintDialog>
#include <QPrinter>
#include <QStatusBar>

PrintActions::PrintActions(QMainWindow& window, GameController& controller, const FileActions& files,
                           const UserPrompts& prompts, std::function<MoveText()> moveText)
    : QObject(&window), m_window(window), m_controller(controller), m_files(files), m_prompts(prompts),
      m_moveText(std::move(moveText)) {
    m_print = makeAction("actionPrint", &PrintActions::printRecord);
    m_print->setShortcut(QKeySequence::Print);
    m_exportPdf = makeAction("actionExportPdf", &PrintActions::exportPdfDialog);
    m_printSheet = makeAction("actionPrintDiagramSheet", &PrintActions::printSheet);
    m_exportSheetPdf = makeAction("actionExportDiagramSheetPdf", &PrintActions::exportSheetPdfDialog);
    m_printPuzzles = makeAction("actionPrintPuzzleSheet", &PrintActions::printPuzzles);
    m_exportPuzzlesPdf = makeAction("actionExportPuzzleSheetPdf", &PrintActions::exportPuzzlesPdfDialog);
}

QAction* PrintActions::makeAction(const char* name, void (PrintActions::*slot)()) {
    auto* action = new QAction(&m_window);
    action->setObjectName(QLatin1String(name));
    connect(action, &QAction::triggered, this, slot);
    return action;
}

void PrintActions::addTo(QMenu& menu) const {
    menu.addActions(
        {m_print, m_exportPdf, m_printSheet, m_exportSheetPdf, m_printPuzzles, m_exportPuzzlesPdf});
}

void PrintActions::retranslate() {
    m_print->setText(tr("Pr&int…"));
    m_exportPdf->setText(tr("Export P&DF…"));
    m_printSheet->setText(tr("Print Diagram S&heet…"));
    m_exportSheetPdf->setText(tr("Export Diagram Shee&t as PDF…"));
    m_printPuzzles->setText(tr("Print P&uzzle Sheet…"));
    m_exportPuzzlesPdf->setText(tr("Export Puzzle Sheet as PDF…"));
}

void PrintActions::printPuzzles() {
    PuzzleSheetDialog choice(&m_window);
    if (choice.exec() != QDialog::Accepted) return;
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageSize(QPageSize(PrintPage::localPageSize()));
    printer.setDocName(choice.title());
    QPrintDialog dialog(&printer, &m_window);
    dialog.setWindowTitle(tr("Print Puzzle Sheet"));
    if (dialog.exec() != QDialog::Accepted) return;
    if (PuzzleSheet::print(printer, choice.chosen(), choice.title(), choice.answers(), m_moveText()) == 0)
        m_prompts.showError(&m_window, tr("Could not print."), tr("The printer could not be used."));
}

void PrintActions::exportPuzzlesPdfDialog() {
    PuzzleSheetDialog choice(&m_window);
    if (choice.exec() != QDialog::Accepted) return;
    QPageSize::PageSizeId size = PrintPage::localPageSize();
    //: Added to the record's file name for a sheet of puzzles: game-puzzles.pdf.
    const QString path = choosePdf(tr("Export Puzzle Sheet as PDF"), tr("-puzzles"), size);
    if (!path.isEmpty())
        report(path, PuzzleSheet::writePdf(path, size, choice.chosen(), choice.title(), choice.answers(),
                                           m_moveText()));
}

QString PrintActions::exportPdf(const QString& path, QPageSize::PageSizeId size) const {
    return RecordPrint::writePdf(path, size, m_controller.record(), *m_controller.current(), m_moveText());
}

void PrintActions::printRecord() {
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageSize(QPageSize(PrintPage::localPageSize()));
    printer.setDocName(PrintPage::players(m_controller.record()));
    QPrintDialog dialog(&printer, &m_window);
    dialog.setWindowTitle(tr("Print Game Record"));
    if (dialog.exec() != QDialog::Accepted) return;
    if (RecordPrint::print(printer, m_controller.record(), *m_controller.current(), m_moveText()) == 0)
        m_prompts.showError(&m_window, tr("Could not print."), tr("The printer could not be used."));
}

void PrintActions::exportPdfDialog() {
    QPageSize::PageSizeId size = PrintPage::localPageSize();
    const QString path = choosePdf(tr("Export Game Record as PDF"), QString(), size);
    if (!path.isEmpty()) report(path, exportPdf(path, size));
}

std::vector<const shogi::RecordNode*> PrintActions::chooseSheet() {
    DiagramSheetDialog dialog(m_controller.record(), m_moveText(), &m_window);
    if (dialog.exec() != QDialog::Accepted) return {};
    return dialog.chosen();
}

void PrintActions::printSheet() {
    const auto nodes = chooseSheet();
    if (nodes.empty()) return;
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageSize(QPageSize(PrintPage::localPageSize()));
    printer.setDocName(PrintPage::players(m_controller.record()));
    QPrintDialog dialog(&printer, &m_window);
    dialog.setWindowTitle(tr("Print Diagram Sheet"));
    if (dialog.exec() != QDialog::Accepted) return;
    if (DiagramSheet::print(printer, m_controller.record(), nodes, m_moveText()) == 0)
        m_prompts.showError(&m_window, tr("Could not print."), tr("The printer could not be used."));
}

void PrintActions::exportSheetPdfDialog() {
    const auto nodes = chooseSheet();
    if (nodes.empty()) return;
    QPageSize::PageSizeId size = PrintPage::localPageSize();
    //: Added to the record's file name for a sheet of diagrams: game-diagrams.pdf.
    const QString suffix = tr("-diagrams");
    const QString path = choosePdf(tr("Export Diagram Sheet as PDF"), suffix, size);
    if (!path.isEmpty())
        report(path, DiagramSheet::writePdf(path, size, m_controller.record(), nodes, m_moveText()));
}

QString PrintActions::choosePdf(const QString& title, const QString& suffix, QPageSize::PageSizeId& size) {
    const QString a4 = tr("PDF on A4 paper (*.pdf)");
    const QString letter = tr("PDF on Letter paper (*.pdf)");
    QString filter = size == QPageSize::Letter ? letter : a4;
    const QString recordPath = m_files.filePath();
    const QString base = recordPath.isEmpty() ? tr("game") : QFileInfo(recordPath).completeBaseName();
    const QString dir = recordPath.isEmpty() ? QString() : QFileInfo(recordPath).absolutePath() + u'/';
    QString path = m_prompts.saveFile(&m_window, title, dir + base + suffix + QStringLiteral(".pdf"),
                                      a4 + QStringLiteral(";;") + letter, &filter);
    if (path.isEmpty()) return {};
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".pdf");
    size = filter == letter ? QPageSize::Letter : QPageSize::A4;
    return path;
}

void PrintActions::report(const QString& path, const QString& error) {
    if (!error.isEmpty())
        m_prompts.showError(&m_window, tr("Could not export “%1”.").arg(QFileInfo(path).fileName()), error);
    else
        m_window.statusBar()->showMessage(tr("Exported “%1”.").arg(QFileInfo(path).fileName()), 5000);
}
