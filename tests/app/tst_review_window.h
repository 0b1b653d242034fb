#pragma once
// The review tests' fixture: a main window on scratch settings, in English, whose questions are answered
// from a script so that no modal dialog runs, and a scratch directory for record files.
#include "gui/LanguageManager.h"
#include "gui/MainWindow.h"
#include "gui/Settings.h"
#include "play/UserPrompts.h"
#include "rules/Usi.h"

#include <QAbstractButton>
#include <QFile>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

// A KIF with a comment before the first move and on move 1, a variation at move 2 with its own comment,
// times, and a resignation.
inline const QString SampleKif = QStringLiteral(R"(# KIF
先手：Hanako
後手：Taro
手合割：平手
手数----指手---------消費時間--
*The game begins
   1 ７六歩(77)   ( 0:01/00:00:01)
*A classic opening
   2 ３四歩(33)   ( 0:02/00:00:02)+
   3 ２六歩(27)   ( 0:03/00:00:04)
   4 ８四歩(83)   ( 0:01/00:00:03)
   5 投了
まで4手で後手の勝ち

変化：2手
   2 ８四歩(83)   ( 0:01/00:00:01)
*The other way
   3 ２六歩(27)   ( 0:01/00:00:05)
)");

// Answers the window's questions: each message box gets the next answer (a button role), or is cancelled
// when none is left; choices and file dialogs answer what the test set.
struct ScriptedPrompts {
    QStringList asked;   // each box shown: its text, then its informative text
    QStringList buttons; // each box shown: its buttons' texts, joined by '|'
    QList<QMessageBox::ButtonRole> answers;
    QStringList offered; // the items of the last choice
    int choice = 0;
    QString openPath, savePath;
    QString saveFilter; // empty: the filter the window proposed
    int saveDialogs = 0;
    QString proposedPath; // what the last save dialog proposed

    UserPrompts prompts() {
        UserPrompts p;
        p.ask = [this](QMessageBox& box) -> QAbstractButton* {
            asked << box.text() + QLatin1Char('\n') + box.informativeText();
            QStringList texts;
            for (QAbstractButton* b : box.buttons())
                texts << b->text();
            buttons << texts.join(QLatin1Char('|'));
            const QMessageBox::ButtonRole role =
                answers.isEmpty() ? QMessageBox::RejectRole : answers.takeFirst();
            for (QAbstractButton* b : box.buttons())
                if (box.buttonRole(b) == role) return b;
            return nullptr;
        };
        p.choose = [this](QWidget*, const QString&, const QString&, const QStringList& items) {
            offered = items;
            return choice;
        };
        p.openFile = [this](QWidget*, const QString&, const QString&, const QString&, QString*) {
            return openPath;
        };
        p.saveFile = [this](QWidget*, const QString&, const QString& proposed, const QString&,
                            QString* filter) {
            ++saveDialogs;
            proposedPath = proposed;
            if (!saveFilter.isEmpty()) *filter = saveFilter;
            return savePath;
        };
        return p;
    }
};

class ReviewFixture {
public:
    ReviewFixture() {
        settings = std::make_unique<Settings>(dir.filePath(QStringLiteral("settings.ini")));
        settings->setLanguage(QStringLiteral("en"));
        settings->setNotation(Settings::Notation::Western);
        window = std::make_unique<MainWindow>(*settings, languages);
        window->setPrompts(script.prompts());
        window->resize(1000, 700);
        window->show();
    }

    // Writes `bytes` to a file of the scratch directory and returns its path.
    QString write(const QString& name, const QByteArray& bytes) {
        const QString path = dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }
    QString path(const QString& name) const { return dir.filePath(name); }
    GameController& controller() { return window->controller(); }
    const shogi::GameRecord& record() { return window->controller().record(); }

    static shogi::Move move(const char* usi) {
        auto m = shogi::usi::parseMove(usi, shogi::Variant::get(shogi::VariantKind::Standard));
        if (!m) qFatal("bad test move %s", usi);
        return *m;
    }

    QTemporaryDir dir;
    std::unique_ptr<Settings> settings;
    LanguageManager languages;
    ScriptedPrompts script;
    std::unique_ptr<MainWindow> window;
};
