#pragma once
// Plays the game's sounds with Qt Multimedia's QSoundEffect, from the WAV files compiled in
// (resources/sounds, made by generate_sounds.py there). Each effect is loaded on its first use, so a start-up
// pays nothing for sound. Without an audio device (a server, CI) QSoundEffect plays into nothing: silent and
// harmless.
#include "gui/Sound.h"

#include <QObject>

#include <array>

class QSoundEffect;

class SoundBoard : public QObject {
    Q_OBJECT
public:
    explicit SoundBoard(QObject* parent = nullptr);
    void play(Sound sound);
    // The sound's WAV file among the resources: ":/sounds/move.wav"...
    static QString resource(Sound sound);

private:
    std::array<QSoundEffect*, 5> m_effects{};
};
