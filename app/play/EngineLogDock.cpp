#include "play/EngineLogDock.h"

#include "play/EngineLogView.h"
#include "play/EnginePlayer.h"
#include "game/GameController.h"

using shogi::Color;

EngineLogDock::EngineLogDock(GameController& controller, QWidget* parent)
    : QDockWidget(parent), m_controller(controller), m_log(new EngineLogView) {
    setObjectName(QStringLiteral("engineLogDock"));
    setWidget(m_log);
    hide(); // for those who look for it; restoreState() shows it again for them
    retranslate();
}

void EngineLogDock::retranslate() {
    setWindowTitle(tr("Engine Log"));
    m_log->retranslate();
}

void EngineLogDock::playersChanged() {
    for (Color side : {Color::Black, Color::White})
        if (auto* engine = qobject_cast<EnginePlayer*>(m_controller.player(side)))
            m_log->attach(engine->client(), engine->name());
}
