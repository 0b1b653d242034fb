#pragma once
// File > Open URL…: a game record from an http(s) address, fetched with a time limit and a size cap behind
// a progress dialog with Cancel, then read as a file is (format from the address's extension or the text,
// encoding from the bytes) and shown without a file name.
#include "gui/RecordDownload.h"
#include "play/UserPrompts.h"

#include <QObject>

class FileActions;
class QAction;
class QWidget;

class UrlActions : public QObject {
    Q_OBJECT
public:
    UrlActions(QWidget& window, FileActions& files, const UserPrompts& prompts);

    QAction* openUrlAction() const { return m_openUrl; }
    void retranslate();

    // Fetches and opens the record; returns when done (the dialog's event loop runs meanwhile). false after
    // telling the user why, or when cancelled.
    bool openUrl(const QUrl& url, RecordDownload::Limits limits = {});

private:
    void askAndOpen();

    QWidget& m_window;
    FileActions& m_files;
    const UserPrompts& m_prompts;
    QAction* m_openUrl;
};
