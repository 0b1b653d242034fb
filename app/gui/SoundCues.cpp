#include "gui/SoundCues.h"

#include "game/GameController.h"

namespace {

constexpr int kCountdownSeconds = 10;

} // namespace

SoundCues::SoundCues(GameController& controller, Play play, QObject* parent)
    : QObject(parent), m_controller(controller), m_play(std::move(play)), m_root(&controller.record().root()),
      m_shown(controller.current()) {
    connect(&controller, &GameController::recordChanged, this, [this] {
        // Another record (a new game, a file, a restore): the node shown belonged to the old one.
        if (&m_controller.record().root() == m_root) return;
        m_root = &m_controller.record().root();
        m_shown = nullptr;
    });
    connect(&controller, &GameController::positionChanged, this, &SoundCues::onPositionChanged);
    connect(&controller, &GameController::gameEnded, this, [this] { emitSound(Sound::GameEnd); });
    connect(&controller, &GameController::clockTicked, this, &SoundCues::onClockTicked);
}

void SoundCues::emitSound(Sound sound) {
    if (m_enabled) m_play(sound);
}

void SoundCues::onPositionChanged() {
    const shogi::RecordNode* node = m_controller.current();
    const bool stepForward = m_shown && node->parent == m_shown && !node->isSpecial();
    m_shown = node;
    m_lastTickSecond = 0; // a new turn counts down afresh
    if (!stepForward) return;
    const shogi::Position before = m_controller.record().positionAt(node->parent);
    const bool capture = before.capturedBy(node->move) != shogi::NoPiece;
    if (m_controller.currentPosition().inCheck())
        emitSound(Sound::Check);
    else
        emitSound(capture ? Sound::Capture : Sound::Move);
}

void SoundCues::onClockTicked() {
    const GameClock& clock = m_controller.clock();
    for (shogi::Color side : {shogi::Color::Black, shogi::Color::White}) {
        if (!clock.isRunning(side)) continue;
        const std::int64_t left = clock.timeToFlag(side);
        const int second = int((left + 999) / 1000); // as the clock shows it: 10, 9, ... 1
        if (left <= 0 || second > kCountdownSeconds || second == m_lastTickSecond) continue;
        m_lastTickSecond = second;
        emitSound(Sound::Tick);
    }
}
