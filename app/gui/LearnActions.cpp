#include "gui/LearnActions.h"

#include "gui/LanguageManager.h"
#include "learn/LessonBook.h"
#include "learn/LessonWindow.h"
#include "gui/Settings.h"
#include "game/ShogiTerms.h"

#include <QAction>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>

LearnActions::LearnActions(QWidget& window, Settings& settings, LanguageManager& languages)
    : QObject(&window), m_window(window), m_languages(languages), m_progress(settings.store()),
      m_menu(new QMenu(&window)), m_lessons(new QAction(this)), m_learnShogi(new QAction(this)) {
    m_lessons->setObjectName(QStringLiteral("actionLessons"));
    m_learnShogi->setObjectName(QStringLiteral("actionLearnShogi"));
    connect(m_lessons, &QAction::triggered, this, &LearnActions::openLessons);
    connect(m_learnShogi, &QAction::triggered, this, &LearnActions::openLessons);
    m_menu->addAction(m_lessons);
    retranslate();
}

LessonWindow* LearnActions::lessonWindow() {
    if (!m_lessonWindow) {
        m_lessonWindow =
            new LessonWindow(LessonBook::builtIn(), m_progress, &ShogiTerms::illegalReason, &m_window);
        m_lessonWindow->setLanguage(m_languages.current());
    }
    return m_lessonWindow;
}

LessonWindow* LearnActions::openLessons() {
    LessonWindow* lessons = lessonWindow();
    lessons->show();
    lessons->raise();
    lessons->activateWindow();
    return lessons;
}

void LearnActions::offerAtFirstStart() {
    if (m_progress.offered()) return;
    m_progress.setOffered();
    auto* box = new QMessageBox(QMessageBox::Question, tr("Learn Shogi"),
                                tr("New to shogi? The lessons teach you, step by step, from the moves of "
                                   "each piece to your first checkmate."),
                                QMessageBox::NoButton, &m_window);
    box->setAttribute(Qt::WA_DeleteOnClose);
    QPushButton* start = box->addButton(tr("Start the Lessons"), QMessageBox::AcceptRole);
    box->addButton(tr("Not Now"), QMessageBox::RejectRole);
    box->setInformativeText(tr("You can open them at any time from Help → Learn Shogi."));
    connect(box, &QMessageBox::buttonClicked, this, [this, start](QAbstractButton* b) {
        if (b == start) openLessons();
    });
    box->open();
}

void LearnActions::retranslate() {
    m_menu->setTitle(tr("&Learn"));
    m_lessons->setText(tr("&Lessons…"));
    m_learnShogi->setText(tr("&Learn Shogi…"));
}

void LearnActions::applyLanguage() {
    if (m_lessonWindow) m_lessonWindow->setLanguage(m_languages.current());
}
