#include "gui/TournamentActions.h"

#include "gui/TournamentDialog.h"
#include "gui/TournamentRun.h"
#include "gui/TournamentWindow.h"

#include <QAction>
#include <QDateTime>
#include <QDir>
#include <QStandardPaths>

TournamentActions::TournamentActions(QWidget& window, std::function<EngineCatalog&()> engines)
    : QObject(&window), m_window(window), m_engines(std::move(engines)), m_action(new QAction(this)) {
    m_action->setObjectName(QStringLiteral("actionEngineTournament"));
    connect(m_action, &QAction::triggered, this, &TournamentActions::openTournament);
    retranslate();
}

void TournamentActions::retranslate() {
    m_action->setText(tr("Engine &Tournament…"));
    m_action->setStatusTip(tr("Engines play each other: a round robin or a gauntlet, with a live table"));
}

TournamentWindow* TournamentActions::openTournament() {
    const QString folder =
        QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
            .filePath(QStringLiteral("Shogiban/Tournaments/") +
                      QDateTime::currentDateTime().toString(QStringLiteral("yyyy-MM-dd_HH-mm")));
    TournamentDialog dialog(m_engines(), folder, &m_window);
    if (dialog.exec() != QDialog::Accepted) return nullptr;
    auto* window = new TournamentWindow(new TournamentRun(dialog.state(), dialog.folder()));
    window->show();
    return window;
}
