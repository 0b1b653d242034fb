#include "play/UserPrompts.h"

#include <QFileDialog>
#include <QInputDialog>
#include <QMessageBox>
#include <QPushButton>

UserPrompts UserPrompts::dialogs() {
    UserPrompts p;
    p.ask = [](QMessageBox& box) {
        box.exec();
        return box.clickedButton();
    };
    p.choose = [](QWidget* parent, const QString& title, const QString& label, const QStringList& items) {
        bool ok = false;
        const QString item = QInputDialog::getItem(parent, title, label, items, 0, false, &ok);
        return ok ? int(items.indexOf(item)) : -1;
    };
    p.openFile = [](QWidget* parent, const QString& title, const QString& path, const QString& filters,
                    QString* selectedFilter) {
        return QFileDialog::getOpenFileName(parent, title, path, filters, selectedFilter);
    };
    p.saveFile = [](QWidget* parent, const QString& title, const QString& path, const QString& filters,
                    QString* selectedFilter) {
        return QFileDialog::getSaveFileName(parent, title, path, filters, selectedFilter);
    };
    return p;
}

void UserPrompts::showError(QWidget* parent, const QString& title, const QString& text,
                            const QString& details) const {
    QMessageBox box(QMessageBox::Warning, tr("Shogiban"), title, QMessageBox::Ok, parent);
    box.setInformativeText(text);
    box.setDetailedText(details);
    box.button(QMessageBox::Ok)->setText(tr("OK"));
    ask(box);
}
