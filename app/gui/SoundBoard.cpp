#include "gui/SoundBoard.h"

#include <QSoundEffect>
#include <QUrl>

QString SoundBoard::resource(Sound sound) {
    switch (sound) {
    case Sound::Move:
        return QStringLiteral(":/sounds/move.wav");
    case Sound::Capture:
        return QStringLiteral(":/sounds/capture.wav");
    case Sound::Check:
        return QStringLiteral(":/sounds/check.wav");
    case Sound::Tick:
        return QStringLiteral(":/sounds/tick.wav");
    case Sound::GameEnd:
        return QStringLiteral(":/sounds/end.wav");
    }
    return {};
}

SoundBoard::SoundBoard(QObject* parent) : QObject(parent) {}

void SoundBoard::play(Sound sound) {
    QSoundEffect*& effect = m_effects[std::size_t(sound)];
    if (!effect) {
        effect = new QSoundEffect(this);
        effect->setSource(QUrl(QStringLiteral("qrc") + resource(sound)));
    }
    effect->play(); // a sound asked for while it still loads plays once it has loaded
}
