#pragma once
// The comment of the current move (or, at the start position, of the whole game), editable in place. The
// window shows a node's comment with showComment(); what the user types comes back by commentEdited().
// The drawing commands in a comment ([%cal ...], [%csl ...]: the board shows them) are not the user's
// text: hidden here, and kept in the comment when the user edits the text. So are an engine's lines
// (#評価値=, #読み筋=, a quality header…: the graph, the marks and the analysis panel show them), which
// would push the commentary a reviewer reads out of a small window's sight.
#include "record/CommentDrawings.h"

#include <QPlainTextEdit>

class CommentEditor : public QPlainTextEdit {
    Q_OBJECT
public:
    explicit CommentEditor(QWidget* parent = nullptr);

    // Replaces the text unless it is already what is shown, so typing is never interrupted.
    void showComment(const QString& comment);

signals:
    void commentEdited(const QString& text);

protected:
    void changeEvent(QEvent* event) override;
    // A file dropped here is a record to open (the window does it), not text for the comment.
    bool canInsertFromMimeData(const QMimeData* source) const override;

private:
    void retranslate();

    // The comment as written: the engine's lines above what the user typed.
    QString withEngineLines(const QString& typed) const;

    bool m_showing = false;
    shogi::CommentDrawings m_drawings; // of the comment shown; its text is not used
    QString m_engineLines;             // the hidden lines at the top of the text, with their line break
};
