#include "UserPrompts.h"

#include <QFileDialog>
#include <QInputDialog>
#include <QMessageBox>

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
