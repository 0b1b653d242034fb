#include "learn/LessonProgress.h"

#include <algorithm>

QString LessonProgress::key(const QString& stage, int level) const {
    return QStringLiteral("lessons/%1/%2").arg(stage).arg(level + 1);
}

int LessonProgress::stars(const QString& stage, int level) const {
    return std::clamp(m_settings.value(key(stage, level), 0).toInt(), 0, 3);
}

void LessonProgress::record(const QString& stage, int level, int stars) {
    if (stars > this->stars(stage, level)) m_settings.setValue(key(stage, level), stars);
    m_settings.sync();
}

void LessonProgress::forgetStage(const QString& stage) {
    m_settings.remove(QStringLiteral("lessons/%1").arg(stage));
    m_settings.sync();
}

int LessonProgress::starsInStage(const QString& stage, int levels) const {
    int total = 0;
    for (int l = 0; l < levels; ++l)
        total += stars(stage, l);
    return total;
}

QString LessonProgress::lastStage() const {
    return m_settings.value(QStringLiteral("lessonsLast/stage")).toString();
}

int LessonProgress::lastLevel() const {
    return m_settings.value(QStringLiteral("lessonsLast/level"), 0).toInt();
}

void LessonProgress::setLast(const QString& stage, int level) {
    m_settings.setValue(QStringLiteral("lessonsLast/stage"), stage);
    m_settings.setValue(QStringLiteral("lessonsLast/level"), level);
}

bool LessonProgress::offered() const {
    return m_settings.value(QStringLiteral("lessonsLast/offered"), false).toBool();
}

void LessonProgress::setOffered() {
    m_settings.setValue(QStringLiteral("lessonsLast/offered"), true);
    m_settings.sync();
}

int LessonProgress::pieceStyle(int byDefault) const {
    return m_settings.value(QStringLiteral("lessonsLast/pieces"), byDefault).toInt();
}

void LessonProgress::setPieceStyle(int style) {
    m_settings.setValue(QStringLiteral("lessonsLast/pieces"), style);
}
