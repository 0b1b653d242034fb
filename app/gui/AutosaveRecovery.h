#pragma once
// At start, the autosaves of processes no longer running (their lock is free: QLockFile knows a dead
// process's lock) are offered back, newest first: Restore puts the game in the window as it was (a live game
// goes on with its clocks, a review stays a review) and removes the file; Discard removes it and offers the
// next; Later keeps them all for the next start. Files of running processes are never touched.
//
// A lock that cannot be taken although its process is gone (the disk is full, the folder read-only: a stale
// lock cannot even be replaced) does not hide the file: it is offered all the same, with what is wrong. The
// file then stays until the restored game has been written elsewhere.
#include "gui/SessionSnapshot.h"

#include <QCoreApplication>

#include <functional>
#include <memory>

class Autosave;
class MainWindow;
class QMessageBox;
class QWidget;

class AutosaveRecovery {
    Q_DECLARE_TR_FUNCTIONS(AutosaveRecovery)
public:
    enum class Answer { Restore, Discard, Later };
    // `locked`: false when the orphan's lock could not be taken (see above).
    using Ask = std::function<Answer(const SessionSnapshot& snapshot, bool locked)>;

    // Offers the orphaned autosaves beside `own` (the window's); true when one was restored into `window`.
    // A restored game is in `own`'s file before the orphan is removed.
    static bool run(MainWindow& window, Autosave& own, const Ask& ask);
    // "Restore the game of <time>, at move N?" in a message box over `parent`.
    static Ask dialog(QWidget* parent);
    // That message box, not yet shown: Restore (accept role), Discard (destructive), Later (reject); when
    // not `locked`, it says that the disk is full or the folder read-only and what that means.
    static std::unique_ptr<QMessageBox> question(const SessionSnapshot& snapshot, QWidget* parent,
                                                 bool locked = true);
    // The same answer every time (the command line's --restore-answer).
    static Ask always(Answer answer);
};
