#pragma once
// The lessons as data: stages of levels read from resources/lessons/lessons.json, each level a position, a
// goal, White's replies and a known solution, with its texts in every language of the app. Reading checks
// everything the core will be asked (SFEN, squares, moves); an error names the stage and level.
#include "lessons/LessonPlay.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

// One text in each language, by language code ("en", "es", "it", "ja").
struct LessonText {
    QHash<QString, QString> byLanguage;
    // The text in `language`, or the English one where it is missing.
    QString in(const QString& language) const;
    bool isEmpty() const { return byLanguage.isEmpty(); }
};

struct LessonLevel {
    shogi::lessons::Level level;
    LessonText text; // what to do, and what the learner should know to do it
    LessonText hint; // optional: shown after a miss
};

struct LessonStage {
    QString id; // stable: progress is saved under it
    LessonText title;
    LessonText intro;
    QList<LessonLevel> levels;
};

class LessonBook {
public:
    static const QStringList& languages(); // every lesson text exists in each of these
    static std::optional<LessonBook> read(const QByteArray& json, QString* error);
    static std::optional<LessonBook> readFile(const QString& path, QString* error);
    // The lessons shipped in the application's resources.
    static const LessonBook& builtIn();

    const QList<LessonStage>& stages() const { return m_stages; }
    int levelCount() const;

private:
    QList<LessonStage> m_stages;
};
