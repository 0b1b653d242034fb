#include "SoundBoard.h"

#include <QSoundEffect>
#include <QUrl>

namespace {

QString fileOf(Sound sound) {
    switch (sound) {
    case Sound::Move: return QStringLiteral("qrc:/sounds/move.wav");
    case Sound::Capture: return QStringLiteral("qrc:/sounds/capture.wav");
    case Sound::Check: return QStringLiteral("qrc:/sounds/check.wav");
    case Sound::Tick: return QStringLiteral("qrc:/sounds/tick.wav");
    case Sound::GameEnd: return QStringLiteral("qrc:/sounds/end.wav");
    }
    return {};
}

} // namespace

SoundBoard::SoundBoard(QObject* parent) : QObject(parent) {}

void SoundBoard::play(Sound sound) {
    QSoundEffect*& effect = m_effects[std::size_t(sound)];
    if (!effect) {
        effect = new QSoundEffect(this);
        effect->setSource(QUrl(fileOf(sound)));
    }
    effect->play(); // a sound asked for while it still loads plays once it has loaded
}
