#pragma once
// Shortcuts for the standard actions. QKeySequence::keyBindings() gives the platform's keys, but some
// platforms bind none for some actions (plain X11 has no Save As, GNOME and Windows no Preferences), so the
// usual key is added where it is missing: every desktop gets at least the common binding.
#include <QKeySequence>
#include <QList>

QList<QKeySequence> standardKeys(QKeySequence::StandardKey key, const QKeySequence& usual);
