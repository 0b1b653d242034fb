#include "PlayActions.h"

#include "EngineLogView.h"
#include "EnginePlayer.h"
#include "GameController.h"
#include "PlayerFactory.h"

#include <QDockWidget>
#include <QMainWindow>

#include <memory>

using shogi::Color;

PlayActions::PlayActions(QMainWindow& window, GameController& controller)
    : QObject(&window), m_controller(controller), m_logDock(new QDockWidget), m_log(new EngineLogView) {
    m_logDock->setObjectName(QStringLiteral("engineLogDock"));
    m_logDock->setWidget(m_log);
    window.addDockWidget(Qt::BottomDockWidgetArea, m_logDock);
    m_logDock->hide(); // for those who look for it; restoreState() shows it again for them
    retranslate();
}

void PlayActions::retranslate() {
    m_logDock->setWindowTitle(tr("Engine Log"));
    m_log->retranslate();
}

void PlayActions::playersChanged() {
    for (Color side : {Color::Black, Color::White})
        if (auto* engine = qobject_cast<EnginePlayer*>(m_controller.player(side)))
            m_log->attach(engine->client(), engine->name());
}

bool PlayActions::continueAfterFault(EngineCatalog& catalog) {
    if (!m_controller.canContinue()) return false;
    const GameSetup& setup = m_controller.setup();
    const Color atFault =
        m_controller.game().result().outcome == shogi::Outcome::BlackWins ? Color::White : Color::Black;
    std::array<PlayerSpec, 2> specs = setup.players;
    PlayerSpec& replaced = specs[std::size_t(shogi::index(atFault))];
    replaced = PlayerSpec::builtin(replaced.kind == PlayerSpec::Kind::Builtin ? replaced.level : 3);
    const PlayerFactory factory(&catalog);
    std::unique_ptr<Player> black(factory.create(specs[0], setup.variant));
    std::unique_ptr<Player> white(factory.create(specs[1], setup.variant));
    if (!black || !white || !m_controller.continueWith(black.release(), white.release())) return false;
    playersChanged();
    return true;
}
