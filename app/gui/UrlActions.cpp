#include "gui/UrlActions.h"

#include "gui/FileActions.h"

#include <QAction>
#include <QClipboard>
#include <QEventLoop>
#include <QGuiApplication>
#include <QInputDialog>
#include <QLineEdit>
#include <QProgressDialog>

#include <algorithm>

UrlActions::UrlActions(QWidget& window, FileActions& files, const UserPrompts& prompts)
    : QObject(&window), m_window(window), m_files(files), m_prompts(prompts), m_openUrl(new QAction(this)) {
    m_openUrl->setObjectName(QStringLiteral("actionOpenUrl"));
    connect(m_openUrl, &QAction::triggered, this, &UrlActions::askAndOpen);
    retranslate();
}

void UrlActions::retranslate() {
    m_openUrl->setText(tr("Open &URL…"));
    m_openUrl->setStatusTip(tr("Open a game record (KIF, KI2, CSA, JKF…) from a web address"));
}

void UrlActions::askAndOpen() {
    // An address on the clipboard is most likely the one wanted.
    const QString clipboard = QGuiApplication::clipboard()->text().trimmed();
    const bool looksLikeUrl =
        clipboard.startsWith(QLatin1String("http://")) || clipboard.startsWith(QLatin1String("https://"));
    bool ok = false;
    const QString text = QInputDialog::getText(&m_window, tr("Open URL"), tr("Address of a game record:"),
                                               QLineEdit::Normal, looksLikeUrl ? clipboard : QString(), &ok);
    if (ok && !text.trimmed().isEmpty()) openUrl(QUrl::fromUserInput(text.trimmed()));
}

bool UrlActions::openUrl(const QUrl& url, RecordDownload::Limits limits) {
    const QString address = url.toDisplayString();
    RecordDownload download;
    QByteArray bytes;
    QString error;
    bool cancelled = false;
    QEventLoop loop;
    QProgressDialog progress(tr("Fetching %1…").arg(address), tr("Cancel"), 0, 0, &m_window);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(400);
    connect(&download, &RecordDownload::progress, &progress, [&progress](qint64 received, qint64 total) {
        progress.setMaximum(total > 0 ? int(std::min<qint64>(total, 1 << 30)) : 0);
        progress.setValue(int(std::min<qint64>(received, 1 << 30)));
    });
    connect(&download, &RecordDownload::finished, &loop, [&](const QByteArray& b, const QString& e) {
        bytes = b;
        error = e;
        loop.quit();
    });
    connect(&progress, &QProgressDialog::canceled, &loop, [&] {
        cancelled = true;
        download.cancel();
        loop.quit();
    });
    if (const QString refused = download.start(url, limits); !refused.isEmpty()) {
        m_prompts.showError(&m_window, tr("Could not open “%1”.").arg(address), refused);
        return false;
    }
    loop.exec();
    progress.reset();
    if (cancelled) return false;
    if (!error.isEmpty()) {
        m_prompts.showError(&m_window, tr("Could not open “%1”.").arg(address), error);
        return false;
    }
    const QString name = url.fileName().isEmpty() ? address : url.fileName();
    return m_files.openBytes(bytes, name);
}
