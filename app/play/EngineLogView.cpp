#include "play/EngineLogView.h"

#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QStackedLayout>
#include <QTabWidget>
#include <QTime>

EngineLogView::EngineLogView(QWidget* parent)
    : QWidget(parent), m_stack(new QStackedLayout(this)), m_empty(new QLabel), m_tabs(new QTabWidget) {
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_tabs->setObjectName(QStringLiteral("engineLogTabs"));
    m_tabs->setDocumentMode(true);
    m_stack->addWidget(m_empty);
    m_stack->addWidget(m_tabs);
    retranslate();
}

void EngineLogView::retranslate() {
    m_empty->setText(tr("No engine has run in this window yet."));
}

QPlainTextEdit* EngineLogView::pageFor(const QString& name) {
    for (int i = 0; i < m_tabs->count(); ++i)
        if (m_tabs->tabText(i) == name) {
            auto* page = static_cast<QPlainTextEdit*>(m_tabs->widget(i));
            page->appendPlainText(
                tr("— started again at %1 —").arg(QTime::currentTime().toString(QStringLiteral("HH:mm:ss"))));
            return page;
        }
    auto* page = new QPlainTextEdit;
    page->setReadOnly(true);
    page->setMaximumBlockCount(MaxLines);
    page->setLineWrapMode(QPlainTextEdit::NoWrap);
    page->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_tabs->addTab(page, name);
    m_stack->setCurrentWidget(m_tabs);
    return page;
}

void EngineLogView::attach(UsiClient* client, const QString& name) {
    QPlainTextEdit* page = pageFor(name);
    connect(client, &UsiClient::lineLogged, page,
            [page](UsiClient::Direction direction, const QString& text) {
                const QString mark = direction == UsiClient::Direction::ToEngine     ? QStringLiteral("→")
                                     : direction == UsiClient::Direction::FromEngine ? QStringLiteral("←")
                                                                                     : QStringLiteral("!");
                page->appendPlainText(QTime::currentTime().toString(QStringLiteral("HH:mm:ss.zzz ")) + mark +
                                      QLatin1Char(' ') + text);
            });
    connect(client, &UsiClient::failed, page,
            [page](const QString& reason) { page->appendPlainText(QStringLiteral("!! ") + reason); });
}

QString EngineLogView::text(const QString& name) const {
    for (int i = 0; i < m_tabs->count(); ++i)
        if (m_tabs->tabText(i) == name) return static_cast<QPlainTextEdit*>(m_tabs->widget(i))->toPlainText();
    return {};
}
