#pragma once
// View → Engine log: the raw USI conversation of each engine that played or is playing in this window, one
// tab per engine, the lines sent marked "→", the lines read "←" and what the engine wrote to stderr "!",
// each with the time it passed. For finding out why an engine misbehaves; the newest lines are kept.
#include "play/UsiClient.h"

#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QStackedLayout;
class QTabWidget;

class EngineLogView : public QWidget {
    Q_OBJECT
public:
    static constexpr int MaxLines = 5000; // per engine

    explicit EngineLogView(QWidget* parent = nullptr);

    // Logs what `client` sends and reads from now on, under `name` (a tab of its own; the same name again
    // goes on in the same tab, after a line that says so).
    void attach(UsiClient* client, const QString& name);
    // The text of the tab `name` (for tests).
    QString text(const QString& name) const;
    void retranslate();

private:
    QPlainTextEdit* pageFor(const QString& name);

    QStackedLayout* m_stack;
    QLabel* m_empty;
    QTabWidget* m_tabs;
};
