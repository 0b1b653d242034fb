#pragma once
// The way into the lessons from the main window: the Learn menu, Help → Learn Shogi, the lessons' window
// (made at the first use, in the window's language) and the offer at the first start.
#include "learn/LessonProgress.h"

#include <QObject>
#include <QPointer>

class LanguageManager;
class LessonWindow;
class QAction;
class QMenu;
class QWidget;
class Settings;

class LearnActions : public QObject {
    Q_OBJECT
public:
    LearnActions(QWidget& window, Settings& settings, LanguageManager& languages);

    QMenu* menu() const { return m_menu; }
    QAction* lessonsAction() const { return m_lessons; }
    QAction* learnShogiAction() const { return m_learnShogi; } // the Help menu's
    // The lessons' window, made if need be; openLessons() also shows and raises it.
    LessonWindow* lessonWindow();
    LessonWindow* openLessons();
    // Once per user, at a start without a file: asks whether to open the lessons. It does not block, so a
    // run driven by a script goes on meanwhile.
    void offerAtFirstStart();
    void retranslate();
    void applyLanguage();

private:
    QWidget& m_window;
    LanguageManager& m_languages;
    LessonProgress m_progress;
    QMenu* m_menu;
    QAction* m_lessons;
    QAction* m_learnShogi;
    QPointer<LessonWindow> m_lessonWindow;
};
