#pragma once
// Why a file or the clipboard could not be read as a game record, in words for the user: what it is not
// (not text at all, not a record in any format Shogiban reads), or, for a record with a mistake, the line
// and the reader's reason. Whatever comes from the content is cut to a short excerpt, with control
// characters made visible, so a binary file or a long line never fills the message box.
#include "rules/Result.h"

#include <QCoreApplication>
#include <QString>

class ReadFailure {
    Q_DECLARE_TR_FUNCTIONS(ReadFailure)
public:
    // A file's bytes and the reader's error.
    static QString explain(const QByteArray& bytes, const shogi::Error& error);
    // Pasted text and the reader's error.
    static QString explainText(const QString& text, const shogi::Error& error);
    // At most `length` characters of `text`, on one line, control characters shown as "·", "…" when cut.
    static QString excerpt(const QString& text, int length = 60);
};
