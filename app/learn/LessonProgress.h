#pragma once
// The learner's stars, per level, kept in the user's settings (QSettings) under the stage's id, so they
// survive a new version that adds levels at the end of a stage. The best result is kept: replaying a
// stage never loses a star.
#include <QSettings>
#include <QString>

class LessonProgress {
public:
    // Kept in the application's settings store (Settings::store()); tests pass a file of their own.
    explicit LessonProgress(QSettings& store) : m_settings(store) {}

    int stars(const QString& stage, int level) const; // 0: not solved yet
    void record(const QString& stage, int level, int stars);
    void forgetStage(const QString& stage); // "replay from scratch"
    int starsInStage(const QString& stage, int levels) const;

    // Where the learner was, to open there next time.
    QString lastStage() const;
    int lastLevel() const;
    void setLast(const QString& stage, int level);
    // The pieces chosen in the lessons' window (the beginner set until the learner picks another).
    int pieceStyle(int byDefault) const;
    void setPieceStyle(int style);
    // Whether the lessons were offered at a first start (they are offered once).
    bool offered() const;
    void setOffered();

private:
    QString key(const QString& stage, int level) const;
    QSettings& m_settings;
};
