#pragma once
// Which sound goes with what happens in the game: a move forward by one (played, or stepped through in a
// review) clicks, louder for a capture and ringing for a check (the check wins over the capture); the end
// of a game has its own; and the running clock ticks each of its last ten seconds before the flag falls (the
// last ten seconds of byoyomi, or of main time without byoyomi). The core says what a move did; the sounds
// go to a function, the real SoundBoard or a test's list.
#include "gui/Sound.h"

#include <QObject>

#include <functional>

class GameController;
namespace shogi {
struct RecordNode;
}

class SoundCues : public QObject {
    Q_OBJECT
public:
    using Play = std::function<void(Sound)>;
    SoundCues(GameController& controller, Play play, QObject* parent = nullptr);

    void setEnabled(bool on) { m_enabled = on; }
    bool isEnabled() const { return m_enabled; }

private:
    void onPositionChanged();
    void onClockTicked();
    void emitSound(Sound sound);

    GameController& m_controller;
    Play m_play;
    bool m_enabled = true;
    const shogi::RecordNode* m_root = nullptr;  // the record's, to notice another record
    const shogi::RecordNode* m_shown = nullptr; // the node shown before the position changed
    int m_lastTickSecond = 0;                   // the countdown second last ticked, 0 when none this turn
};
